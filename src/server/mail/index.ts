/**
 * The shop's mail: the mailer (outbox files or SMTP) and the mails' HTML and plain-text parts, both
 * drawn from one content (content.ts) in the shop's frame (its logo or name, its contacts).
 */
export { MAIL_FROM, createMailer, sendQuietly, type MailMessage, type Mailer } from './mailer';
export { composeMail, sendMail } from './compose';
export type { MailAmount, MailBlock, MailContent, MailFact, MailLine, MailShop } from './content';
export { mailWords } from './texts';
