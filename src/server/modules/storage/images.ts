import sharp from 'sharp';
import { LARGE_SUFFIX, SMALL_SUFFIX, VARIANT_SIZES } from './paths';
import { responsiveVariants, type ResponsiveVariant } from './responsive';

export interface ImageSize {
  width: number | null;
  height: number | null;
  /** One frame: an animation gets no responsive variants (they would stop it). */
  still: boolean;
}

export interface ImageVariants {
  /** The -lg and -sm variants' bytes. */
  variants: { [LARGE_SUFFIX]: Uint8Array; [SMALL_SUFFIX]: Uint8Array };
  /** AVIF and WebP in several widths; none for an animation. */
  responsive: ResponsiveVariant[];
}

/** A raster image no wider or taller than `size`, in its own format (animated GIFs stay animated). */
async function resized(bytes: Uint8Array, mime: string, size: number): Promise<Uint8Array> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const image = sharp(bytes, { animated, failOn: 'error' }).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/jpeg') return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (mime === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.gif().toBuffer();
}

/**
 * Width and height read with sharp (EXIF rotation applied); null when the bytes are not a readable
 * image. With `decode` (an upload's raster image) it is decoded whole, at a small size (JPEG shrinks
 * on load: a tenth of a second for a 12-megapixel photo), so a truncated or corrupt one is refused at
 * upload, not by its variants' job.
 */
export async function readImageSize(bytes: Uint8Array, options: { decode: boolean }): Promise<ImageSize | null> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? null;
    const height = (turned ? meta.width : meta.height) ?? null;
    if (options.decode) await sharp(bytes, { failOn: 'error' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return { width, height, still: (meta.pages ?? 1) === 1 };
  } catch {
    return null;
  }
}

/** A raster image's -lg and -sm variants and, for a still one, its AVIF and WebP widths (the variants' job makes them). */
export async function makeImageVariants(bytes: Uint8Array, mime: string, size: ImageSize): Promise<ImageVariants> {
  const [large, small, responsive] = await Promise.all([
    resized(bytes, mime, VARIANT_SIZES[LARGE_SUFFIX]),
    resized(bytes, mime, VARIANT_SIZES[SMALL_SUFFIX]),
    size.still && size.width && size.height ? responsiveVariants(bytes, size.width, size.height) : [],
  ]);
  return { variants: { [LARGE_SUFFIX]: large, [SMALL_SUFFIX]: small }, responsive };
}
