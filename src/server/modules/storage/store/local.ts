import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { contentTypeOf } from '../../../lib/content-types';
import { resolveRange } from './range';
import { assertStorageKey, type FileStore, type ObjectInfo } from './types';

/** Files on disk under `root` (DATA_DIR/storage), served by the server itself at /storage. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };

  async function head(key: string): Promise<ObjectInfo | null> {
    const info = await stat(pathOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    // The ETag static-files.ts gives the same file: size and modification time.
    const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
    return { size: info.size, contentType: contentTypeOf(key), etag, lastModified: info.mtime };
  }

  async function* walk(folder: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) yield { key: relative(root, path).split(sep).join('/'), size: (await stat(path)).size };
    }
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A file already there is unlinked first, so a write never goes through a hard link into the
      // demo snapshot's copy (db/snapshot.ts links the demo's files).
      await rm(path, { force: true });
      await writeFile(path, bytes);
    },
    async get(key, options = {}) {
      const info = await head(key);
      if (!info) return { status: 'missing' };
      if (options.ifNoneMatch === info.etag) return { status: 'not-modified', etag: info.etag };
      const range = resolveRange(options.range, info.size);
      if (range === 'unsatisfiable') return { status: 'unsatisfiable', size: info.size };
      const body = createReadStream(pathOf(key), range ?? {});
      return { status: 'ok', info, body, range };
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    list(prefix = '') {
      return walk(prefix ? pathOf(prefix.replace(/\/+$/, '')) : root);
    },
    publicUrl(key) {
      return `/storage/${key}`;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
