import { buffer } from 'node:stream/consumers';
import { contentTypeOf } from '../../lib/content-types';
import { allKeys, LARGE_SUFFIX, responsiveKey, SMALL_SUFFIX, storageKey } from './paths';
import type { ResponsiveVariant } from './responsive';
import type { FileStore } from './store';

export interface StoredFileBytes {
  original: Uint8Array;
  variants?: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array } | null;
  /** AVIF and WebP widths, stored beside the original (the row's variant_widths names them). */
  responsive?: readonly ResponsiveVariant[];
}

type FileLocation = { bucket: string; folder: string; name: string; mime: string; variant_widths?: readonly number[] | null };

/** Writes a file and its variants, made once at upload, into the store beside one another. */
export async function writeStoredFile(files: FileStore, file: FileLocation, bytes: StoredFileBytes): Promise<void> {
  const put = (key: string, body: Uint8Array) => files.put(key, body, contentTypeOf(key));
  await files.put(storageKey(file), bytes.original, file.mime);
  const rest = [
    ...(bytes.variants ? [put(storageKey(file, LARGE_SUFFIX), bytes.variants[LARGE_SUFFIX]), put(storageKey(file, SMALL_SUFFIX), bytes.variants[SMALL_SUFFIX])] : []),
    ...(bytes.responsive ?? []).map((variant) => put(responsiveKey(file, variant.width, variant.format), variant.bytes)),
  ];
  await Promise.all(rest);
}

/** Removes a file and every variant from the store; one already gone is not an error. */
export async function removeStoredFile(files: FileStore, file: FileLocation): Promise<void> {
  await files.delete(allKeys(file));
}

/** A stored file's original bytes, or null when the store has none. */
export async function readStoredFile(files: FileStore, file: Pick<FileLocation, 'bucket' | 'folder' | 'name'>): Promise<Uint8Array | null> {
  const read = await files.get(storageKey(file));
  return read.status === 'ok' ? new Uint8Array(await buffer(read.body)) : null;
}
