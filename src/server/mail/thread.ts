import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ServerConfig } from '../config';
import type { MailJob } from './deliver';
import { projectPath } from '../project-root';
import type { MailThreadTask } from './thread-entry';

/** An idle mail thread stays this long for the next mail (a new one loads its code again). */
const IDLE_MS = 60_000;

/**
 * Where the thread's code is: beside the built server (dist/server/mail-thread.js, scripts/build-server.ts),
 * else the sources through tsx (npm start, the tests, the mock's bundle: where the sources and tsx are).
 */
function threadFile(): string {
  const built = new URL('./mail-thread.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(built))) return built.href;
  return pathToFileURL(projectPath('src/server/mail/thread-loader.mjs')).href;
}

let pool: Piscina | undefined;

/** The mail thread's pool: one thread, started at the first mail. */
function threads(): Piscina {
  pool ??= new Piscina({ filename: threadFile(), minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS, concurrentTasksPerWorker: 4 });
  return pool;
}

/** Delivers `mail` in the mail thread; answers with that thread's id (the server's own is 0), which its test reads. */
export function deliverInMailThread(mail: MailJob, config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>): Promise<number> {
  return threads().run({ mail, config: { smtpUrl: config.smtpUrl, dataDir: config.dataDir } } satisfies MailThreadTask) as Promise<number>;
}

/**
 * Mail rendered and written in a worker thread (MAIL_THREAD, on by default): rendering (React),
 * encoding (nodemailer) and writing an order's mails took 7 ms of the event loop that answers the
 * shop's visitors (27 ms an order in all, measured at ten orders a second).
 */
export function mailThread(config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>): (mail: MailJob) => Promise<void> {
  return async (mail) => {
    await deliverInMailThread(mail, config);
  };
}
