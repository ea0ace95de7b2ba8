import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { logger, type Logger } from '../log';

/** The sender of the shop's e-mails. */
export const MAIL_FROM = 'Izlog <prodavnica@izlog.rs>';

/** A message with both parts: every mail of the shop is HTML with a plain-text alternative. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends one message. The outbox resolves once the file is written; SMTP resolves at once and
   * delivers in the background, so a slow mail server never holds up a checkout.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every message handed over so far is delivered or has failed (logged). */
  flush(): Promise<void>;
  /** How many messages are handed over and not yet delivered or failed (the mail queue's depth). */
  pending(): number;
}

/** What the mailer writes to the log: a line for each message, and each failure. */
export type MailLog = Pick<Logger, 'info' | 'error'>;

/**
 * The shop's mail: SMTP through nodemailer when SMTP_URL is set, otherwise RFC 822 `.eml` files
 * in DATA_DIR/outbox (one per message, `<timestamp>-<id>.eml`, openable in any mail program), with
 * a log line for each.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>, log: MailLog = logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const pending = new Set<Promise<void>>();
    const deliver = async (message: MailMessage) => {
      try {
        await transport.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
      }
    };
    return {
      async send(message) {
        if (message.to.length === 0) return;
        const delivery = deliver(message).finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      async flush() {
        await Promise.all([...pending]);
      },
      pending: () => pending.size,
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  // Builds the message as SMTP would send it (headers encoded, UTF-8 bodies), without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writing = new Set<Promise<void>>();
  const write = async (message: MailMessage) => {
    const info = await composer.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
    await mkdir(outbox, { recursive: true });
    const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  };
  return {
    async send(message) {
      if (message.to.length === 0) return;
      // Each send resolves after its file is written; counted meanwhile, so a stop waits for it.
      const written = write(message).finally(() => writing.delete(written));
      writing.add(written);
      await written;
    },
    async flush() {
      await Promise.allSettled([...writing]);
    },
    pending: () => writing.size,
  };
}

/** Sends without letting a mail failure undo what the request did: the failure is logged. */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
  }
}
