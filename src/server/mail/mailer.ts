import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import type { MailPicture } from './compose';
import { logger } from '../log';

/** The sender of the shop's e-mails: its address, under the shop's name (the site_name setting) when the message gives it. */
const MAIL_FROM_ADDRESS = 'prodavnica@izlog.rs';
export const MAIL_FROM = `Izlog <${MAIL_FROM_ADDRESS}>`;

/** A message with both parts: every mail of the shop is HTML with a plain-text alternative. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The name the sender shows as: the shop's. */
  fromName?: string;
  /** Pictures the HTML shows inline (`cid:`). */
  pictures?: MailPicture[];
}

/** The sender as nodemailer takes it: the name is quoted for the header by nodemailer, whatever it holds. */
const senderOf = (message: MailMessage) => (message.fromName ? { name: message.fromName, address: MAIL_FROM_ADDRESS } : MAIL_FROM);

/** The message as nodemailer takes it: both parts, and the inline pictures as related attachments. */
const nodemailerMessage = (message: MailMessage) => ({
  from: senderOf(message),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.pictures?.length ? { attachments: message.pictures.map((picture) => ({ ...picture, contentDisposition: 'inline' as const })) } : {}),
});

export interface Mailer {
  /**
   * Sends one message: resolves once the outbox file is written or the SMTP server has taken it,
   * rejects when it could not (the mail job then tries again later, see job.ts).
   */
  send(message: MailMessage): Promise<void>;
}

/**
 * The shop's mail: SMTP through nodemailer when SMTP_URL is set, otherwise RFC 822 `.eml` files
 * in DATA_DIR/outbox (one per message, `<timestamp>-<id>.eml`, openable in any mail program), with
 * a one-line log of each.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>, log: (line: string) => void = (line) => logger.info(line)): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        if (message.to.length === 0) return;
        await transport.sendMail(nodemailerMessage(message));
        log(`[izlog mail] sent to ${message.to.join(', ')}: ${message.subject}`);
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  // Builds the message as SMTP would send it (headers encoded, UTF-8 bodies), without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      if (message.to.length === 0) return;
      const info = await composer.sendMail(nodemailerMessage(message));
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Written aside and renamed into place: a reader of the outbox never opens half a message.
      const writing = join(outbox, `.${basename(file)}.writing`);
      await writeFile(writing, info.message as Buffer);
      await rename(writing, file);
      log(`[izlog mail] to ${message.to.join(', ')}: ${message.subject} (${file})`);
    },
  };
}
