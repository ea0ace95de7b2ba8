/** A mail's two parts from one content: nodemailer sends them as multipart/alternative. */
import type { MailContent, MailShop } from './content';
import { sendQuietly, type Mailer } from './mailer';
import { renderMailHtml } from './render-html';
import { renderMailText } from './render-text';
import { logger } from '../log';

export function composeMail(subject: string, content: MailContent, shop: MailShop): { html: string; text: string } {
  return { html: renderMailHtml(subject, content, shop), text: renderMailText(content, shop) };
}

/** Renders and sends a mail; as with sendQuietly, a failure (rendering included) is logged and does not undo the request. */
export async function sendMail(mailer: Mailer, to: string[], subject: string, content: MailContent, shop: MailShop): Promise<void> {
  if (to.length === 0) return;
  let parts: { html: string; text: string };
  try {
    parts = composeMail(subject, content, shop);
  } catch (error) {
    logger.error({ err: error, to, subject }, 'mail not written');
    return;
  }
  await sendQuietly(mailer, { to, subject, ...parts });
}
