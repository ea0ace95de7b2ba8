/**
 * A demo picture made into the files an uploaded PNG gets: sharp renders the drawing's SVG to a
 * PNG, and the storage module's own readImage (the upload pipeline) makes its -lg and -sm sizes
 * and its AVIF and WebP widths, so the demo serves what an upload of that PNG would.
 */
import sharp from 'sharp';
import { readImage } from '../modules/storage/images';
import { LARGE_SUFFIX, SMALL_SUFFIX } from '../modules/storage/paths';
import type { Parts } from './image-cache';

const PNG = { mime: 'image/png', extension: '.png', raster: true } as const;

/** Every file of the picture, by the names the seed links them by (storage.ts). */
export async function rasterParts(svg: string): Promise<Parts> {
  // True colour at zlib level 6: a palette PNG is a third smaller but takes seven times as long.
  const original = new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer());
  const image = await readImage(original, PNG);
  if (!image) throw new Error('sharp could not read a demo picture it rendered');
  const parts: Parts = { original, [LARGE_SUFFIX]: image.variants[LARGE_SUFFIX], [SMALL_SUFFIX]: image.variants[SMALL_SUFFIX] };
  for (const variant of image.responsive) parts[`w${variant.width}.${variant.format}`] = variant.bytes;
  return parts;
}
