import sharp from 'sharp';
import { LARGE_SUFFIX, SMALL_SUFFIX, VARIANT_SIZES } from './paths';
import type { FileKind } from './file-types';
import { responsiveVariants, type ResponsiveVariant } from './responsive';

export interface ImageInfo {
  width: number | null;
  height: number | null;
  /** The -lg and -sm variants' bytes (an SVG scales by itself: its variants are the same bytes). */
  variants: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array };
  /** AVIF and WebP in several widths; none for an SVG (it scales) or an animation (they would stop it). */
  responsive: ResponsiveVariant[];
}

/** A raster image no wider or taller than `size`, in its own format (animated GIFs stay animated). */
async function resized(bytes: Uint8Array, kind: FileKind, size: number): Promise<Uint8Array> {
  const animated = kind.mime === 'image/gif' || kind.mime === 'image/webp';
  const image = sharp(bytes, { animated, failOn: 'error' }).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true });
  if (kind.mime === 'image/jpeg') return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (kind.mime === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (kind.mime === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.gif().toBuffer();
}

/** Width and height read with sharp, and the variants; null when the bytes are not a readable image. */
export async function readImage(bytes: Uint8Array, kind: FileKind): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? null;
    const height = (turned ? meta.width : meta.height) ?? null;
    if (!kind.raster) return { width, height, variants: { [LARGE_SUFFIX]: bytes, [SMALL_SUFFIX]: bytes }, responsive: [] };
    const still = (meta.pages ?? 1) === 1;
    const [large, small, responsive] = await Promise.all([
      resized(bytes, kind, VARIANT_SIZES[LARGE_SUFFIX]),
      resized(bytes, kind, VARIANT_SIZES[SMALL_SUFFIX]),
      still && width && height ? responsiveVariants(bytes, width, height) : [],
    ]);
    return { width, height, variants: { [LARGE_SUFFIX]: large, [SMALL_SUFFIX]: small }, responsive };
  } catch {
    return null;
  }
}
