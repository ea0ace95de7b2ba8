import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** One .eml of DATA_DIR/outbox, parsed as a mail program reads it. */
export interface OutboxMail {
  file: string;
  raw: string;
  to: string[];
  subject: string;
  /** The top-level Content-Type header, e.g. `multipart/alternative; boundary="…"`. */
  contentType: string;
  text: string;
  html: string;
  /** Its attachments: the pictures the HTML shows inline by Content-ID (`cid`, without the angle brackets). */
  attachments: { cid: string | null; mimeType: string; disposition: string | null; content: Buffer }[];
}

/** Every mail the server wrote to DATA_DIR/outbox so far, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const parsed = await PostalMime.parse(raw);
      return {
        file,
        raw,
        to: (parsed.to ?? []).map((address) => ('address' in address ? (address.address ?? '') : '')),
        subject: parsed.subject ?? '',
        contentType: parsed.headers.find((header) => header.key === 'content-type')?.value ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        attachments: parsed.attachments.map((attachment) => ({
          cid: attachment.contentId?.replace(/^<|>$/g, '') ?? null,
          mimeType: attachment.mimeType,
          disposition: attachment.disposition ?? null,
          content: Buffer.from(attachment.content as ArrayBuffer),
        })),
      };
    }),
  );
}

/** The newest mail to `address` whose subject matches, or an error naming what was there. */
export async function lastMailTo(dataDir: string, address: string, subject: RegExp | string): Promise<OutboxMail> {
  const mails = await readOutbox(dataDir);
  const found = mails.filter((mail) => mail.to.includes(address) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))).at(-1);
  if (!found) throw new Error(`no mail to ${address} with subject ${subject}; the outbox has: ${mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join(' | ')}`);
  return found;
}
