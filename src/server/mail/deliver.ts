/** One mail job rendered and handed to a mailer: the same steps in the mail thread (thread.ts) and in this one. */
import { composeMail } from './compose';
import type { MailContent, MailShop } from './content';
import type { Mailer } from './mailer';
import { logger } from '../log';

/** Everything a worker needs to render and send a mail, as plain JSON: the shop's frame as it was when the mail was asked for. */
export interface MailJob {
  to: string[];
  subject: string;
  content: MailContent;
  shop: MailShop;
}

/**
 * Renders `mail` and sends it through `mailer`. A mail that cannot be rendered is logged and
 * dropped (rendering the same content again would fail again); one that cannot be sent throws, so
 * the queue tries it again later.
 */
export async function deliverMail(mail: MailJob, mailer: Mailer): Promise<void> {
  let parts: Awaited<ReturnType<typeof composeMail>>;
  try {
    parts = await composeMail(mail.subject, mail.content, mail.shop);
  } catch (error) {
    logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not written');
    return;
  }
  try {
    await mailer.send({ to: mail.to, ...parts, fromName: mail.shop.name });
  } catch (error) {
    throw new Error(`could not send "${mail.subject}" to ${mail.to.join(', ')}`, { cause: error });
  }
}
