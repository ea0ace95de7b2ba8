import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, STORED_FILE_CACHE, type FileStore } from './store';

/** The store key a /storage path names, or null when it names none (a `..`, an empty segment, bad escapes). */
function keyOf(urlPath: string): string | null {
  try {
    const key = decodeURIComponent(urlPath);
    return isStorageKey(key) ? key : null;
  } catch {
    return null;
  }
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Sends the object a /storage path names from a store that is not the local folder (a bucket):
 * its type, the cache headers /storage always sends, its ETag (304 when the client has it), one
 * byte range (206) when asked. Answers false, and sends nothing, when there is no such object.
 */
export async function sendStoredObject(request: IncomingMessage, response: ServerResponse, files: FileStore, urlPath: string): Promise<boolean> {
  const key = keyOf(urlPath);
  if (!key) return false;
  if (request.method === 'HEAD') {
    const info = await files.head(key);
    if (!info) return false;
    response.setHeader('content-type', info.contentType);
    response.setHeader('cache-control', STORED_FILE_CACHE);
    response.setHeader('etag', info.etag);
    response.setHeader('accept-ranges', 'bytes');
    response.setHeader('content-length', info.size);
    response.end();
    return true;
  }
  const read = await files.get(key, { range: header(request, 'range'), ifNoneMatch: header(request, 'if-none-match') });
  if (read.status === 'missing') return false;
  response.setHeader('cache-control', STORED_FILE_CACHE);
  if (read.status === 'not-modified') {
    response.setHeader('etag', read.etag);
    response.statusCode = 304;
    response.end();
    return true;
  }
  if (read.status === 'unsatisfiable') {
    if (read.size !== null) response.setHeader('content-range', `bytes */${read.size}`);
    response.statusCode = 416;
    response.end();
    return true;
  }
  const { info, range } = read;
  response.setHeader('content-type', info.contentType);
  response.setHeader('etag', info.etag);
  response.setHeader('accept-ranges', 'bytes');
  if (info.lastModified) response.setHeader('last-modified', info.lastModified.toUTCString());
  if (range) {
    response.statusCode = 206;
    response.setHeader('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  response.setHeader('content-length', range ? range.end - range.start + 1 : info.size);
  await pipeline(read.body, response).catch((error: unknown) => {
    // A visitor who leaves mid-download is no server error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
  return true;
}
