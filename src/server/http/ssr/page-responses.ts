import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { acceptedEncoding, compressingStream, decompressGzip } from '../compression';
import type { StoredPage } from './page-cache';
import type { RenderedPage } from './render-page';

const HTML = 'text/html; charset=utf-8';

/** How the answer came: from the page cache, rendered into it, or rendered for this visitor alone. */
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageHeaders {
  'cache-control': string;
  vary: string;
  'x-izlog-cache': CacheState;
}

/** Whether If-None-Match names the page, in any encoding (weak comparison, as RFC 9110 has for it). */
function known(request: IncomingMessage, hash: string): boolean {
  const tags = request.headers['if-none-match']?.split(',').map((tag) => tag.trim()) ?? [];
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(?:br|gzip)$/, '') === hash);
}

/** A stored page, in the best encoding the browser takes; 304 when the browser (or a CDN) has it already. */
export async function sendStoredPage(request: IncomingMessage, response: ServerResponse, page: StoredPage, headers: PageHeaders): Promise<void> {
  const encoding = acceptedEncoding(request);
  // A strong tag names one representation: each encoding has its own.
  response.setHeader('etag', `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('content-type', HTML);
  if (known(request, page.hash)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : await decompressGzip(page.gzip);
  if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A rendered page's whole HTML (its body streamed to the end). */
export function readWhole(page: Extract<RenderedPage, { kind: 'page' }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [Buffer.from(page.before)];
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('error', reject);
    body.on('end', () => resolve(Buffer.concat([...chunks, Buffer.from(page.after)])));
    page.pipe(body);
  });
}

/**
 * A page as it renders (not kept): compressed as it streams, its head flushed first so the browser
 * can fetch the stylesheet and the preloaded images while the body follows; a redirect as it is.
 */
export function sendRenderedPage(request: IncomingMessage, response: ServerResponse, page: RenderedPage, headers: PageHeaders): void {
  if (page.kind === 'redirect') {
    // A 302 follows the reader's remembered script (a cookie): never kept by a shared cache.
    response.writeHead(page.status, { ...headers, ...(page.status === 302 ? { 'cache-control': 'private, no-store' } : {}), location: page.location });
    response.end();
    return;
  }
  const encoding = acceptedEncoding(request);
  response.writeHead(page.status, { ...headers, 'content-type': HTML, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const compressing = encoding === 'identity' ? null : compressingStream(encoding);
  compressing?.pipe(response);
  const out = compressing ?? response;
  out.write(page.before);
  compressing?.flush();
  const body = new PassThrough();
  body.pipe(out, { end: false });
  body.on('end', () => out.end(page.after));
  page.pipe(body);
}
