/**
 * The mail thread's work (thread.ts), run by piscina in a worker thread: from dist/server/mail-thread.js
 * in the built server, else through thread-loader.mjs.
 */
import { threadId } from 'node:worker_threads';
import type { ServerConfig } from '../config';
import { deliverMail, type MailJob } from './deliver';
import { createMailer, type Mailer } from './mailer';

export interface MailThreadTask {
  mail: MailJob;
  config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>;
}

/** A mailer per destination, kept for the thread's life (an SMTP transport reuses its connections). */
const mailers = new Map<string, Mailer>();

/** Delivers the task's mail; answers with the thread's id, so a test can see the mail left the server's thread. */
export default async function deliverInThread({ mail, config }: MailThreadTask): Promise<number> {
  const key = `${config.smtpUrl ?? ''}\n${config.dataDir}`;
  let mailer = mailers.get(key);
  if (!mailer) mailers.set(key, (mailer = createMailer(config)));
  await deliverMail(mail, mailer);
  return threadId;
}
