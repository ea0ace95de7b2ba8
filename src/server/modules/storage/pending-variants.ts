/**
 * A variant asked for before its job made it (variants-job.ts): the API gives the original's address
 * meanwhile, but a page kept from elsewhere, or a hand-written address, may name the variant. /storage
 * then sends the browser to the original, for the moment only (the variant follows soon).
 */
import type { Db } from '../../db/database';
import { responsiveWidths, storageKey } from './paths';

/** `<bucket>/<folder…>/<base>-lg.<ext>`, `-sm.<ext>`, or `-w<width>.<avif|webp>`, a variant's path under /storage. */
const VARIANT_PATH = /^([^/]+)\/(.+)\/([^/]+?)(?:-(?:lg|sm)(\.[a-z]+)|-w(\d{1,5})\.(?:avif|webp))$/;
/** The extensions of the raster images that get variants (file-types.ts). */
const RASTER_EXTENSIONS = ['.jpg', '.png', '.gif', '.webp'];

/**
 * The key of the original whose variant `relativePath` (a key, the path under /storage) names, when
 * that original's variants are not made yet; null for any other path.
 */
export async function pendingOriginal(db: Db, relativePath: string): Promise<string | null> {
  const match = VARIANT_PATH.exec(relativePath);
  if (!match) return null;
  const [, bucket, folder, base, extension, width] = match as unknown as [string, string, string, string, string | undefined, string | undefined];
  const names = extension ? [`${base}${extension}`] : RASTER_EXTENSIONS.map((each) => `${base}${each}`);
  const file = await db
    .selectFrom('storage_files')
    .select(['bucket', 'folder', 'name', 'width'])
    .where('bucket', '=', bucket)
    .where('folder', '=', folder)
    .where('name', 'in', names)
    .where('variants_ready', '=', false)
    .executeTakeFirst();
  // A width its job will not make stays missing.
  if (!file || (width && !responsiveWidths(file.width).includes(Number(width)))) return null;
  return storageKey(file);
}
