import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncodings } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` that a URL path names, or null when the path leaves `root`. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

/** Encodings the build writes beside a file (scripts/vite-precompress.ts). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The precompressed copy of `file` the client accepts, if the build wrote one. */
async function compressedCopy(request: IncomingMessage, file: string): Promise<{ encoding: string; file: string; info: Stats } | null> {
  for (const encoding of acceptedEncodings(request)) {
    if (encoding === 'identity') return null;
    const suffix = PRECOMPRESSED.find((copy) => copy.encoding === encoding)?.suffix;
    if (!suffix) continue;
    const info = await stat(file + suffix).catch(() => null);
    if (info?.isFile()) return { encoding, file: file + suffix, info };
  }
  return null;
}

/** Sends a file if it exists (its precompressed copy when the client takes one); answers false (and sends nothing) when it does not. */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): Promise<boolean> {
  const original = await stat(file).catch(() => null);
  if (!original?.isFile()) return false;
  const compressed = await compressedCopy(request, file);
  const info = compressed?.info ?? original;
  const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}${compressed ? `-${compressed.encoding}` : ''}"`;
  response.setHeader('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  response.setHeader('cache-control', cacheControl);
  response.setHeader('etag', etag);
  response.setHeader('vary', 'accept-encoding');
  if (compressed) response.setHeader('content-encoding', compressed.encoding);
  if (request.headers['if-none-match'] === etag) {
    response.statusCode = 304;
    response.end();
    return true;
  }
  response.setHeader('content-length', info.size);
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(compressed?.file ?? file).on('error', reject).on('end', resolve).pipe(response);
  });
  return true;
}
