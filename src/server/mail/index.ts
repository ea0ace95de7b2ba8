/**
 * The shop's mail: the mailer (outbox files or SMTP), the mail job that renders and sends through it
 * after the request, and the mails' HTML and plain-text parts, both drawn from one content (content.ts)
 * in the shop's frame (its logo or name, its contacts).
 */
export { MAIL_FROM, createMailer, type MailMessage, type Mailer } from './mailer';
export { composeMail } from './compose';
export { MAIL_JOB, sendMail, sendMails, workMail, writeMailWith, type MailJob, type MailWriter } from './job';
export { mailThread } from './thread';
export type { MailAmount, MailBlock, MailContent, MailFact, MailLine, MailShop } from './content';
export { mailWords, mailDateTime } from './texts';
