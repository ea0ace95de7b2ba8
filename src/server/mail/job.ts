/**
 * Mail goes through the job queue (../jobs): a request hands over what the mail says, and a worker
 * renders and sends it after the answer, trying again with back-off when sending fails. With
 * DATABASE_URL the job is kept in PostgreSQL, so a mail accepted by an instance that dies is sent
 * by another.
 */
import type { JobQueue } from '../jobs';
import { deliverMail, type MailJob } from './deliver';
import type { MailContent, MailShop } from './content';
import type { Mailer } from './mailer';
import { logger } from '../log';

export const MAIL_JOB = 'mail';

export type { MailJob };

/**
 * Hands a mail to the queue; it is rendered and sent after the request. A failure to hand it over is
 * logged and does not undo what the request did.
 */
export function sendMail(jobs: JobQueue, to: string[], subject: string, content: MailContent, shop: MailShop): Promise<void> {
  return sendMails(jobs, [{ to, subject, content, shop }]);
}

/** Hands several mails to the queue at once (one statement on PostgreSQL); each is sent, and tried again, on its own. */
export async function sendMails(jobs: JobQueue, mails: readonly MailJob[]): Promise<void> {
  const addressed = mails.filter((mail) => mail.to.length > 0);
  if (addressed.length === 0) return;
  try {
    await jobs.enqueueAll(MAIL_JOB, addressed);
  } catch (error) {
    logger.error({ err: error, to: addressed.flatMap((mail) => mail.to), subjects: addressed.map((mail) => mail.subject) }, 'mail not queued');
  }
}

/** How this instance renders and sends a mail job: in the mail thread (thread.ts), or here through a mailer. */
export type MailWriter = (mail: MailJob) => Promise<void>;

/** Mail rendered in this thread and sent through `mailer`. */
export const writeMailWith =
  (mailer: Mailer): MailWriter =>
  (mail) =>
    deliverMail(mail, mailer);

/** This instance's mail worker: each mail job rendered and sent by `write`, tried again later when sending fails. */
export function workMail(jobs: JobQueue, write: MailWriter): Promise<void> {
  return jobs.work<MailJob>(MAIL_JOB, write);
}
