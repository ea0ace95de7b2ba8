/**
 * A request body read whole, at most `maxBytes` of it: a form a browser posts
 * (application/x-www-form-urlencoded) or a small XML or text document. A larger body is refused
 * before it is all read, so no caller can make the server hold more.
 */
import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`);
  }
}

/** The body as text (UTF-8); throws BodyTooLarge past `maxBytes`. */
export async function readBodyText(request: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new BodyTooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A posted form's fields (the last value of a name given twice), with names as sent: the bank's
 * reply signs them by name, so nothing is renamed or dropped.
 */
export async function readFormBody(request: IncomingMessage, maxBytes: number): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await readBodyText(request, maxBytes))) fields[name] = value;
  return fields;
}
