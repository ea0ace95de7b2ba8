import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { resolveInside, sendFile } from './static-files';

/** Hashed build assets never change; the HTML entry must be re-read on every visit. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';

/**
 * The built client: a file of dist/ when the path names one, otherwise the app's entry page, so
 * deep links (/prodavnica/…, /cms/products) open the app, which shows its own not-found screen.
 */
export async function serveClient(request: IncomingMessage, response: ServerResponse, distDir: string, path: string): Promise<void> {
  const file = resolveInside(distDir, path);
  if (file && path !== '/' && (await sendFile(request, response, file, path.startsWith('/static/') ? ASSET_CACHE : HTML_CACHE))) return;
  if (await sendFile(request, response, join(distDir, 'index.html'), HTML_CACHE)) return;
  response.statusCode = 503;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end('The shop has not been built: run npm run build (npm start builds it when it is missing).');
}
