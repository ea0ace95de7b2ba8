import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { allPaths, LARGE_SUFFIX, responsiveName, SMALL_SUFFIX, storageNamePath, storagePath } from './paths';
import type { ResponsiveVariant } from './responsive';

export interface StoredFileBytes {
  original: Uint8Array;
  variants?: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array } | null;
  /** AVIF and WebP widths, stored beside the original (the row's variant_widths names them). */
  responsive?: readonly ResponsiveVariant[];
}

type FileLocation = { bucket: string; folder: string; name: string; mime: string; variant_widths?: readonly number[] | null };

/**
 * Writes bytes to a new file at `path`: a file already there is unlinked first, so a write never
 * goes through a hard link into the demo snapshot's copy (db/snapshot.ts links the demo's files).
 */
async function writeNewFile(path: string, bytes: Uint8Array): Promise<void> {
  await rm(path, { force: true });
  await writeFile(path, bytes);
}

/** Writes a file and its variants under DATA_DIR/storage. */
export async function writeStoredFile(dataDir: string, file: FileLocation, bytes: StoredFileBytes): Promise<void> {
  const path = storagePath(dataDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeNewFile(path, bytes.original);
  if (bytes.variants) {
    await writeNewFile(storagePath(dataDir, file, LARGE_SUFFIX), bytes.variants[LARGE_SUFFIX]);
    await writeNewFile(storagePath(dataDir, file, SMALL_SUFFIX), bytes.variants[SMALL_SUFFIX]);
  }
  for (const variant of bytes.responsive ?? []) {
    await writeNewFile(storageNamePath(dataDir, file, responsiveName(file.name, variant.width, variant.format)), variant.bytes);
  }
}

/** Removes a file and every variant from disk; a file already gone is not an error. */
export async function removeStoredFile(dataDir: string, file: FileLocation): Promise<void> {
  await Promise.all(allPaths(dataDir, file).map((path) => rm(path, { force: true })));
}
