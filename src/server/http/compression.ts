import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gunzip, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** What the server sends text in; `identity` is as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than the bytes it costs in headers and time. */
export const SMALLEST_COMPRESSED = 1024;

/** Best first: brotli is about 8 % smaller than gzip on a product page. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** Accept-Encoding headers read already: browsers send a handful of spellings, read on every request. */
const negotiated = new LRUCache<string, Encoding[]>({ max: 256 });

/** The encodings the request accepts (Accept-Encoding with its q-values), best first. */
export function acceptedEncodings(request: Pick<IncomingMessage, 'headers'>): readonly Encoding[] {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header.length > 256) return new Negotiator(request).encodings(ENCODINGS, { preferred: ENCODINGS }) as Encoding[];
  let encodings = negotiated.get(header);
  if (!encodings) negotiated.set(header, (encodings = new Negotiator(request).encodings(ENCODINGS, { preferred: ENCODINGS }) as Encoding[]));
  return encodings;
}

/** The best encoding the request accepts; identity when it names none. */
export function acceptedEncoding(request: Pick<IncomingMessage, 'headers'>): Encoding {
  return acceptedEncodings(request)[0] ?? 'identity';
}

/**
 * Brotli quality by what is compressed. Pages and files are compressed once and kept (page-cache.ts):
 * quality 5 makes a 54 kB product page 8.5 kB in half a millisecond; 11 would save another 0.8 kB
 * for 38 ms, too dear for pages rendered again after every change of content. A GraphQL answer is
 * compressed as it goes out, hundreds of times a second when the listings asked are not cached:
 * quality 3 takes about half of quality 5's CPU for a listing (23.6 kB into 2.7 kB instead of 2.4 kB;
 * quality 4 costs half again as much as 3 for 2 % fewer bytes).
 */
const BROTLI_QUALITY = { kept: 5, answer: 3 } as const;
export type CompressionUse = keyof typeof BROTLI_QUALITY;
const brotliOptions = (use: CompressionUse, sizeHint?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/**
 * Below this, text is compressed on the main thread: handing a listing's 35 kB to the thread pool
 * and back costs more CPU than compressing it (0.3 ms at brotli 5), and blocks nothing for longer.
 */
const IN_LINE_BELOW = 64 * 1024;

/** `text` in `encoding`; off the main thread when it is large. */
export function compress(text: Buffer, encoding: Encoding, use: CompressionUse = 'kept'): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(text);
  const options = brotliOptions(use, text.length);
  if (text.length < IN_LINE_BELOW) {
    try {
      return Promise.resolve(encoding === 'br' ? brotliCompressSync(text, options) : gzipSync(text, { level: GZIP_LEVEL }));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return encoding === 'br' ? brotli(text, options) : gzipped(text, { level: GZIP_LEVEL });
}

/**
 * A GraphQL answer's body for a caller that accepts `encoding`: compressed (at the answers'
 * quality) once it is large enough to gain, with the headers that say so. The answer varies with
 * Accept-Encoding whenever the caller named an encoding, compressed or not.
 */
export async function answerBody(text: Buffer, encoding: Encoding): Promise<{ body: Buffer; headers: [string, string][] }> {
  if (encoding === 'identity') return { body: text, headers: [] };
  if (text.length < SMALLEST_COMPRESSED) return { body: text, headers: [['vary', 'Accept-Encoding']] };
  return { body: await compress(text, encoding, 'answer'), headers: [['vary', 'Accept-Encoding'], ['content-encoding', encoding]] };
}

/** The text of a gzip body, for a client that takes neither compression. */
export const decompressGzip = (body: Buffer): Promise<Buffer> => gunzipped(body);

/** A stream that compresses what is written to it; flush() sends what it holds so far (a page's head before its body). */
export function compressingStream(encoding: Exclude<Encoding, 'identity'>) {
  return encoding === 'br' ? createBrotliCompress(brotliOptions('kept')) : createGzip({ level: GZIP_LEVEL });
}
