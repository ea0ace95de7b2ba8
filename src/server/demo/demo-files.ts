/** The demo's rasterised pictures put where the storage module serves an upload's files from. */
import { copyFile, link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StorageFileRecord } from '../../../fixtures/storage/records';
import { LARGE_SUFFIX, responsiveName, SMALL_SUFFIX, storageNamePath, storagePath, type ResponsiveFormat } from '../modules/storage/paths';
import type { CachedPicture } from './image-cache';

/** Where a cached part goes under DATA_DIR/storage: the names an upload's files get (paths.ts). */
function targetOf(dataDir: string, file: StorageFileRecord, part: string): string | null {
  if (part === 'original') return storagePath(dataDir, file);
  if (part === LARGE_SUFFIX || part === SMALL_SUFFIX) return storagePath(dataDir, file, part);
  const responsive = /^w(\d+)\.(avif|webp)$/.exec(part);
  return responsive ? storageNamePath(dataDir, file, responsiveName(file.name, Number(responsive[1]), responsive[2] as ResponsiveFormat)) : null;
}

/**
 * Hard-links a cached picture's files into DATA_DIR/storage (copies them across file systems) and
 * returns the original's size. A file already there is unlinked first,
 * as the storage module writes: the server never writes through a link into the cache.
 */
export async function linkPicture(dataDir: string, file: StorageFileRecord, picture: CachedPicture): Promise<number> {
  await mkdir(dirname(storagePath(dataDir, file)), { recursive: true });
  for (const part of picture.names) {
    const target = targetOf(dataDir, file, part);
    if (!target) continue;
    await rm(target, { force: true });
    await link(join(picture.dir, part), target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(join(picture.dir, part), target);
    });
  }
  return (await stat(join(picture.dir, 'original'))).size;
}
