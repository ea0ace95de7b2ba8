/** A mail's two parts from one content: nodemailer sends them as multipart/alternative. */
import type { MailContent, MailShop } from './content';
import { renderMailHtml } from './render-html';
import { renderMailText } from './render-text';

export function composeMail(subject: string, content: MailContent, shop: MailShop): { html: string; text: string } {
  return { html: renderMailHtml(subject, content, shop), text: renderMailText(content, shop) };
}
