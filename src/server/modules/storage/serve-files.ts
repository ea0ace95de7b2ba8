import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { resolveInside, sendFile } from '../../http/static-files';
import { drawnVariant } from './drawn-variants';
import { pendingOriginal } from './pending-variants';
import { isStorageKey, STORED_FILE_CACHE, type FileStore } from './store';
import { sendStoredObject } from './stored-files';

/** What serving the stored files reads: the database, the file store, and DATA_DIR (the local store's folder). */
export interface StoredFilesShop {
  db: Db;
  files: FileStore;
  config: { dataDir: string };
}

/**
 * Answers /storage/<rest>: the stored file or variant `rest` names, from the local folder
 * (DATA_DIR/storage) or the bucket; a demo drawing's width made on its first request; the original
 * for an upload's variant not made yet (307); else 404.
 */
export async function serveStoredFile(request: IncomingMessage, response: ServerResponse, shop: StoredFilesShop, rest: string): Promise<void> {
  const send = async () => {
    // From the bucket, also with S3_PUBLIC_URL set: texts written before it hold /storage addresses.
    if (shop.files.kind !== 'local') return sendStoredObject(request, response, shop.files, rest);
    const file = resolveInside(join(shop.config.dataDir, 'storage'), rest);
    return file != null && (await sendFile(request, response, file, STORED_FILE_CACHE));
  };
  if (await send()) return;
  // A demo drawing's AVIF or WebP width is made on its first request (drawn-variants.ts).
  if (isStorageKey(rest) && (await drawnVariant(shop.db, shop.files, rest)) && (await send())) return;
  // An upload's variant its job has not made yet: the original, for now (pending-variants.ts).
  const original = isStorageKey(rest) ? await pendingOriginal(shop.db, rest) : null;
  if (original) {
    response.writeHead(307, { location: shop.files.publicUrl(original), 'cache-control': 'no-store' }).end();
    return;
  }
  response.statusCode = 404;
  response.end('Not found');
}
