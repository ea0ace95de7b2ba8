/** The AVIF and WebP variants of a raster image in several widths, for `<picture>` with `srcset`. */
import sharp, { type Sharp } from 'sharp';
import { RESPONSIVE_FORMATS, type ResponsiveFormat } from '../../../shared/content/responsive-images';
import { responsiveWidths } from './paths';

export interface ResponsiveVariant {
  width: number;
  format: ResponsiveFormat;
  bytes: Uint8Array;
}

/**
 * Quality and effort: AVIF at quality 50 looks like WebP at 75 in about two thirds of the bytes;
 * effort 2 of 9 keeps an upload's variants to a fraction of a second (about 0.3 s for an 800 px photo).
 */
export const RESPONSIVE_ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;
/** An image encoded as a responsive variant of `format`. */
export const encodeResponsive: Record<ResponsiveFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(RESPONSIVE_ENCODING.avif),
  webp: (image) => image.webp(RESPONSIVE_ENCODING.webp),
};

/** A variant `width` wide has the original's proportions, rounded: the one rule the API's heights follow too. */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/**
 * Every responsive variant of an image whose displayed size is `width` × `height` (EXIF rotation
 * applied): decoded once, then resized and encoded per width and format.
 */
export async function responsiveVariants(bytes: Uint8Array, width: number, height: number): Promise<ResponsiveVariant[]> {
  const widths = responsiveWidths(width);
  if (widths.length === 0) return [];
  const decoded = await sharp(bytes, { failOn: 'error' }).rotate().resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const jobs = widths.flatMap((each) =>
    RESPONSIVE_FORMATS.map(async (format) => {
      const resized = sharp(decoded.data, { raw: decoded.info }).resize(each, variantHeight({ width, height }, each), { fit: 'fill' });
      return { width: each, format, bytes: new Uint8Array(await encodeResponsive[format](resized).toBuffer()) };
    }),
  );
  return Promise.all(jobs);
}
