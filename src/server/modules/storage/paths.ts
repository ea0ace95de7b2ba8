import { join } from 'node:path';
import { RESPONSIVE_FORMATS, responsiveName, type ResponsiveFormat } from '../../../shared/content/responsive-images';

export const LARGE_SUFFIX = '-lg';
export const SMALL_SUFFIX = '-sm';
export type Variant = '' | typeof LARGE_SUFFIX | typeof SMALL_SUFFIX;

/** Longest side of the variants, in pixels. */
export const VARIANT_SIZES = { [LARGE_SUFFIX]: 1600, [SMALL_SUFFIX]: 400 } as const;

/** The widths a raster image gets in the modern formats, for `srcset`; none is wider than the original. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280] as const;

type StoredName = { bucket: string; folder: string; name: string };
export type StoredFile = StoredName & {
  mime: string;
  variant_widths?: readonly number[] | null;
  width?: number | null;
  /** False while the variants' job has not made them yet (variants-job.ts); absent counts as made. */
  variants_ready?: boolean;
};

/** The stored name of a variant: `name-lg.ext`, `name-sm.ext`. */
export function variantName(name: string, variant: Variant): string {
  return variant ? name.replace(/(\.[^.]+)?$/, (extension) => variant + extension) : name;
}

/**
 * The widths to make for an image `width` pixels wide: the standard widths below it and, when it is
 * narrower than the widest, its own width, so the sharpest variant is never an upscale.
 */
export function responsiveWidths(width: number | null): number[] {
  if (!width) return [];
  const below = RESPONSIVE_WIDTHS.filter((each) => each < width);
  return width <= RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]! ? [...below, width] : below;
}

/** Where stored files live on disk: DATA_DIR/storage (serve-files.ts serves it at /storage). */
export function storageRoot(dataDir: string): string {
  return join(dataDir, 'storage');
}

/** The key of a file named `name` in a stored file's folder: `bucket/folder/name`, its path in any store. */
export function storageNameKey(file: StoredName, name: string): string {
  return `${file.bucket}/${file.folder}/${name}`;
}

/** A stored file's (or variant's) key. */
export function storageKey(file: StoredName, variant: Variant = ''): string {
  return storageNameKey(file, variantName(file.name, variant));
}

/**
 * The key a file's URL names: documents have no variants, so theirs is the original, and so is an
 * image's until its variants are made.
 */
export function urlKey(file: StoredFile, variant: Variant = ''): string {
  return file.mime.startsWith('image/') && file.variants_ready !== false ? storageKey(file, variant) : storageKey(file);
}

/** A responsive variant's key: `bucket/folder/name-w640.avif` (src/shared/content/responsive-images.ts names it). */
export function responsiveKey(file: StoredName, width: number, format: ResponsiveFormat): string {
  return storageNameKey(file, responsiveName(file.name, width, format));
}

/**
 * Every key a file has: the original and, for images, its -lg, -sm and responsive variants. While
 * its variants are being made, every width its size allows, as many as the job may have written yet.
 */
export function allKeys(file: StoredFile): string[] {
  if (!file.mime.startsWith('image/')) return [storageKey(file)];
  const widths = file.variants_ready === false ? responsiveWidths(file.width ?? null) : (file.variant_widths ?? []);
  const responsive = widths.flatMap((width) => RESPONSIVE_FORMATS.map((format) => responsiveKey(file, width, format)));
  const raster = file.mime === 'image/svg+xml' ? [rasterKey(file)] : [];
  return [storageKey(file), storageKey(file, LARGE_SUFFIX), storageKey(file, SMALL_SUFFIX), ...responsive, ...raster];
}

/** The key of an SVG's PNG, made for mail programs, which show no SVG (raster-copy.ts): `name-raster.png`. */
export function rasterKey(file: StoredName): string {
  return storageNameKey(file, file.name.replace(/(\.[^.]+)?$/, '-raster.png'));
}

/** A stored file's (or variant's) path on disk, in the local store. */
export function storagePath(dataDir: string, file: StoredName, variant: Variant = ''): string {
  return join(storageRoot(dataDir), ...storageKey(file, variant).split('/'));
}

/** Every path a file has on disk, in the local store. */
export function allPaths(dataDir: string, file: StoredFile): string[] {
  return allKeys(file).map((key) => join(storageRoot(dataDir), ...key.split('/')));
}
