import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { allPaths, LARGE_SUFFIX, SMALL_SUFFIX, storagePath } from './paths';

export interface StoredFileBytes {
  original: Uint8Array;
  variants?: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array } | null;
}

type FileLocation = { bucket: string; folder: string; name: string; mime: string };

/** Writes a file and its variants under DATA_DIR/storage. */
export async function writeStoredFile(dataDir: string, file: FileLocation, bytes: StoredFileBytes): Promise<void> {
  const path = storagePath(dataDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes.original);
  if (bytes.variants) {
    await writeFile(storagePath(dataDir, file, LARGE_SUFFIX), bytes.variants[LARGE_SUFFIX]);
    await writeFile(storagePath(dataDir, file, SMALL_SUFFIX), bytes.variants[SMALL_SUFFIX]);
  }
}

/** Removes a file and its variants from disk; a file already gone is not an error. */
export async function removeStoredFile(dataDir: string, file: FileLocation): Promise<void> {
  await Promise.all(allPaths(dataDir, file).map((path) => rm(path, { force: true })));
}
