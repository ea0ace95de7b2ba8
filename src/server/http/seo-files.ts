import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerServices } from '../services';
import { robotsTxt, sitemapIndex, sitemapOfPath, sitemapPart } from '../modules/sitemap';
import { shopIcon, webManifest } from './brand-files';
import { SMALLEST_COMPRESSED, acceptedEncoding, compress } from './compression';
import { originVary, requestOrigin } from './request-origin';

/** Crawlers come back for these about daily; an hour keeps a CDN from asking on every visit. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const MANIFEST = 'application/manifest+json; charset=utf-8';
/** The brand's files follow the settings at once: a browser asks again (an unchanged one answers 304). */
const BRAND_CACHE = 'no-cache';
const MANIFEST_PATH = '/manifest.webmanifest';
const FAVICON_PATH = '/favicon.ico';

/**
 * Sends a generated document with a validator: an unchanged one answers 304. The tag is weak, for it
 * stands for the content whichever encoding carries it; a large document goes compressed when the client takes it.
 */
async function sendDocument(request: IncomingMessage, response: ServerResponse, body: string | null, contentType: string, cache = CRAWLER_CACHE): Promise<void> {
  response.setHeader('cache-control', cache);
  if (body === null) {
    response.statusCode = 404;
    response.setHeader('content-type', TEXT);
    response.end('Not found');
    return;
  }
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  response.setHeader('content-type', contentType);
  response.setHeader('etag', etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(etag) || known?.includes('*')) {
    response.statusCode = 304;
    response.end();
    return;
  }
  let bytes: Buffer = Buffer.from(body);
  const encoding = acceptedEncoding(request);
  if (bytes.length > SMALLEST_COMPRESSED && encoding !== 'identity') {
    bytes = await compress(bytes, encoding);
    response.setHeader('content-encoding', encoding);
  }
  response.setHeader('content-length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/** Whether a path is one of the files for crawlers (robots.txt, the sitemap index or a sitemap) or the brand's (the manifest, the favicon). */
export function isSeoFile(path: string): boolean {
  return path === '/robots.txt' || path === '/sitemap.xml' || path === MANIFEST_PATH || path === FAVICON_PATH || sitemapOfPath(path) !== null;
}

/** Answers /robots.txt, /sitemap.xml, /sitemap-<lang>[-<part>].xml and the brand's files, built from the database on each request. */
export async function serveSeoFile(request: IncomingMessage, response: ServerResponse, services: ServerServices, path: string): Promise<void> {
  const origin = requestOrigin(request, services.config);
  // Without PUBLIC_URL the documents name the host they were asked on.
  response.setHeader('vary', ['Accept-Encoding', ...originVary(services.config)].join(', '));
  if (path === '/robots.txt') return sendDocument(request, response, robotsTxt(origin), TEXT);
  if (path === MANIFEST_PATH) return sendDocument(request, response, await webManifest(services.db, services.files), MANIFEST, BRAND_CACHE);
  if (path === FAVICON_PATH) {
    response.writeHead(302, { location: (await shopIcon(services.db, services.files)).src, 'cache-control': BRAND_CACHE }).end();
    return;
  }
  if (path === '/sitemap.xml') return sendDocument(request, response, await sitemapIndex(services.db, origin), XML);
  const part = sitemapOfPath(path);
  return sendDocument(request, response, part && (await sitemapPart(services.db, origin, part.edition, part.part)), XML);
}
