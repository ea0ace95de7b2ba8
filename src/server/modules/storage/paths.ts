import { join } from 'node:path';

export const LARGE_SUFFIX = '-lg';
export const SMALL_SUFFIX = '-sm';
export type Variant = '' | typeof LARGE_SUFFIX | typeof SMALL_SUFFIX;

/** Longest side of the variants, in pixels. */
export const VARIANT_SIZES = { [LARGE_SUFFIX]: 1600, [SMALL_SUFFIX]: 400 } as const;

/** The stored name of a variant: `name-lg.ext`, `name-sm.ext`. */
export function variantName(name: string, variant: Variant): string {
  return variant ? name.replace(/(\.[^.]+)?$/, (extension) => variant + extension) : name;
}

/** Where stored files live: DATA_DIR/storage (app.ts serves it at /storage). */
export function storageRoot(dataDir: string): string {
  return join(dataDir, 'storage');
}

/** A stored file's (or variant's) path on disk. */
export function storagePath(dataDir: string, file: { bucket: string; folder: string; name: string }, variant: Variant = ''): string {
  return join(storageRoot(dataDir), file.bucket, ...file.folder.split('/'), variantName(file.name, variant));
}

/** A stored file's public URL, under /storage; documents have no variants, so theirs is the original. */
export function storageUrl(file: { bucket: string; folder: string; name: string; mime: string }, variant: Variant = ''): string {
  const name = file.mime.startsWith('image/') ? variantName(file.name, variant) : file.name;
  return `/storage/${file.bucket}/${file.folder}/${name}`;
}

/** Every path a file has on disk: the original and, for images, its variants. */
export function allPaths(dataDir: string, file: { bucket: string; folder: string; name: string; mime: string }): string[] {
  if (!file.mime.startsWith('image/')) return [storagePath(dataDir, file)];
  return [storagePath(dataDir, file), storagePath(dataDir, file, LARGE_SUFFIX), storagePath(dataDir, file, SMALL_SUFFIX)];
}
