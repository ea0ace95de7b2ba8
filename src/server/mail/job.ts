/**
 * Mail goes through the job queue (../jobs): a request hands over what the mail says, and a worker
 * renders and sends it after the answer, trying again with back-off when sending fails. With
 * DATABASE_URL the job is kept in PostgreSQL, so a mail accepted by an instance that dies is sent
 * by another.
 */
import type { JobQueue } from '../jobs';
import { composeMail } from './compose';
import type { MailContent, MailShop } from './content';
import type { Mailer } from './mailer';
import { logger } from '../log';

export const MAIL_JOB = 'mail';

/** Everything a worker needs to render and send a mail, as plain JSON: the shop's frame as it was when the mail was asked for. */
export interface MailJob {
  to: string[];
  subject: string;
  content: MailContent;
  shop: MailShop;
}

/**
 * Hands a mail to the queue; it is rendered and sent after the request. A failure to hand it over is
 * logged and does not undo what the request did.
 */
export async function sendMail(jobs: JobQueue, to: string[], subject: string, content: MailContent, shop: MailShop): Promise<void> {
  if (to.length === 0) return;
  const mail: MailJob = { to, subject, content, shop };
  try {
    await jobs.enqueue(MAIL_JOB, mail);
  } catch (error) {
    logger.error({ err: error, to, subject }, 'mail not queued');
  }
}

/** This instance's mail worker: renders each mail job and sends it through `mailer`. */
export function workMail(jobs: JobQueue, mailer: Mailer): Promise<void> {
  return jobs.work<MailJob>(MAIL_JOB, async (mail) => {
    let parts: Awaited<ReturnType<typeof composeMail>>;
    try {
      parts = await composeMail(mail.subject, mail.content, mail.shop);
    } catch (error) {
      // Rendering the same content again would fail again: logged, not retried.
      logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not written');
      return;
    }
    try {
      await mailer.send({ to: mail.to, ...parts, fromName: mail.shop.name });
    } catch (error) {
      throw new Error(`could not send "${mail.subject}" to ${mail.to.join(', ')}`, { cause: error });
    }
  });
}
