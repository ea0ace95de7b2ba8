import { buffer } from 'node:stream/consumers';
import { contentTypeOf } from '../../lib/content-types';
import { allKeys, LARGE_SUFFIX, responsiveKey, SMALL_SUFFIX, storageKey, type StoredFile } from './paths';
import type { ResponsiveVariant } from './responsive';
import type { FileStore } from './store';

export interface StoredFileBytes {
  original: Uint8Array;
  variants?: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array } | null;
  /** AVIF and WebP widths, stored beside the original (the row's variant_widths names them). */
  responsive?: readonly ResponsiveVariant[];
}

/** Writes a file and the variants given, into the store beside one another. */
export async function writeStoredFile(files: FileStore, file: StoredFile, bytes: StoredFileBytes): Promise<void> {
  await files.put(storageKey(file), bytes.original, file.mime);
  await writeVariants(files, file, bytes);
}

/** Writes a stored file's variants beside its original (the variants' job, once the upload stored the original). */
export async function writeVariants(files: FileStore, file: StoredFile, bytes: Omit<StoredFileBytes, 'original'>): Promise<void> {
  const put = (key: string, body: Uint8Array) => files.put(key, body, contentTypeOf(key));
  const rest = [
    ...(bytes.variants ? [put(storageKey(file, LARGE_SUFFIX), bytes.variants[LARGE_SUFFIX]), put(storageKey(file, SMALL_SUFFIX), bytes.variants[SMALL_SUFFIX])] : []),
    ...(bytes.responsive ?? []).map((variant) => put(responsiveKey(file, variant.width, variant.format), variant.bytes)),
  ];
  // Every write ends before a failure is told: none lands after the caller has cleaned up.
  const failed = (await Promise.allSettled(rest)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes a file and every variant (made or being made) from the store; one already gone is not an error. */
export async function removeStoredFile(files: FileStore, file: StoredFile): Promise<void> {
  await files.delete(allKeys(file));
}

/** A stored file's original bytes, or null when the store has none. */
export async function readStoredFile(files: FileStore, file: Pick<StoredFile, 'bucket' | 'folder' | 'name'>): Promise<Uint8Array | null> {
  const read = await files.get(storageKey(file));
  return read.status === 'ok' ? new Uint8Array(await buffer(read.body)) : null;
}
