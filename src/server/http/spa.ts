import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { PageServer } from './ssr/serve-page';
import { resolveInside, sendFile } from './static-files';

/** The administrator's app under /cms (src/client/app/routes/route-table.ts ADMIN_ROOT) stays rendered in the browser. */
const ADMIN_PATH = /^\/cms(?:\/|$)/;

/** Hashed build assets never change; the HTML entry must be re-read on every visit. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';

/**
 * The built client: a file of dist/ when the path names one, otherwise a storefront page rendered on
 * the server (`renderPage`), otherwise the app's entry page, so deep links (/cms/products) open the
 * app in the browser.
 */
export async function serveClient(request: IncomingMessage, response: ServerResponse, distDir: string, path: string, renderPage?: PageServer): Promise<void> {
  // dist/server/ is the renderer's code, not the shop's files.
  const file = path.startsWith('/server/') ? undefined : resolveInside(distDir, path);
  if (file && path !== '/' && (await sendFile(request, response, file, path.startsWith('/static/') ? ASSET_CACHE : HTML_CACHE))) return;
  const readsPage = request.method === 'GET' || request.method === 'HEAD';
  if (renderPage && readsPage && !ADMIN_PATH.test(path) && (await renderPage(request, response))) return;
  if (await sendFile(request, response, join(distDir, 'index.html'), HTML_CACHE)) return;
  response.statusCode = 503;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end('The shop has not been built: run npm run build (npm start builds it when it is missing).');
}
