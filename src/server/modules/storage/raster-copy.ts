/**
 * A PNG of a stored SVG (a logo), for where SVG is not shown: mail programs (Gmail, Outlook) drop
 * it. Drawn once with sharp at twice the height it is shown at, for sharp screens, and kept beside
 * the SVG in the file store (`name-raster.png`, deleted with it); later mails only find it there.
 */
import sharp from 'sharp';
import { readStoredFile } from './file-store';
import { rasterKey } from './paths';
import type { FileStore } from './store';

const making = new Map<string, Promise<string | null>>();

/**
 * The URL of `file`'s PNG `height` pixels high (made now when there is none yet), or null when the
 * SVG cannot be read or drawn.
 */
export function rasterCopyUrl(files: FileStore, file: { bucket: string; folder: string; name: string; width: number; height: number }, height: number): Promise<string | null> {
  const key = rasterKey(file);
  const pending = making.get(key);
  if (pending) return pending;
  const made = (async () => {
    if (await files.exists(key)) return files.publicUrl(key);
    const svg = await readStoredFile(files, file);
    if (!svg) return null;
    const width = Math.max(1, Math.round((height * file.width) / file.height));
    const png = await sharp(svg, { density: Math.min(2400, (72 * height) / file.height), failOn: 'error' }).resize(width, height, { fit: 'fill' }).png().toBuffer();
    await files.put(key, new Uint8Array(png), 'image/png');
    return files.publicUrl(key);
  })()
    .catch(() => null)
    .finally(() => making.delete(key));
  making.set(key, made);
  return made;
}
