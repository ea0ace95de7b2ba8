/**
 * The AVIF and WebP widths of the demo's drawings, made when first asked for. The demo seed writes
 * only the SVG drawings (cheap, so a cold start stays fast) and names the widths in their rows'
 * `variant_widths`; the first request for a width draws it with sharp, keeps it beside the drawing
 * in the file store (disk or bucket, so later requests are plain files) and in the project's cache, keyed by the drawing's bytes, so a
 * fresh DATA_DIR (a test, a new demo) does not draw it again. Uploads never come here: theirs are
 * made by their job (variants-job.ts), and an uploaded SVG names no widths.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_FORMATS, type ResponsiveFormat } from '../../../shared/content/responsive-images';
import type { Db } from '../../db/database';
import { contentTypeOf } from '../../lib/content-types';
import { CACHE_DIR } from '../../project-root';
import { readStoredFile } from './file-store';
import { responsiveKey } from './paths';
import { encodeResponsive, RESPONSIVE_ENCODING, variantHeight } from './responsive';
import type { FileStore } from './store';

const DRAWN_CACHE = join(CACHE_DIR, 'demo-images');
/** `<bucket>/<folder…>/<name>-w<width>.<avif|webp>`, a responsive variant's path under /storage. */
const VARIANT_PATH = /^([^/]+)\/(.+)\/([^/]+)-w(\d{1,5})\.([a-z]+)$/;

const making = new Map<string, Promise<boolean>>();

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** The drawing at `width` × `height` in `format`, drawn at that size (not scaled from another). */
async function draw(svg: Uint8Array, drawnWidth: number, width: number, height: number, format: ResponsiveFormat): Promise<Uint8Array> {
  const image = sharp(svg, { density: (72 * width) / drawnWidth, failOn: 'error' }).resize(width, height, { fit: 'fill' });
  return new Uint8Array(await encodeResponsive[format](image).toBuffer());
}

async function make(db: Db, files: FileStore, bucket: string, folder: string, base: string, width: number, format: ResponsiveFormat): Promise<boolean> {
  const file = await db
    .selectFrom('storage_files')
    .select(['bucket', 'folder', 'name', 'width', 'height', 'variant_widths'])
    .where('bucket', '=', bucket)
    .where('folder', '=', folder)
    .where('name', '=', `${base}.svg`)
    .where('mime', '=', 'image/svg+xml')
    .executeTakeFirst();
  if (!file?.width || !file.height || !file.variant_widths.includes(width)) return false;
  const svg = await readStoredFile(files, file);
  if (!svg) return false;
  const height = variantHeight({ width: file.width, height: file.height }, width);
  const key = createHash('sha256').update(svg).update(JSON.stringify([width, height, format, RESPONSIVE_ENCODING[format]])).digest('hex');
  const cached = join(DRAWN_CACHE, `${key.slice(0, 32)}.${format}`);
  let bytes: Uint8Array | null = await readFile(cached).catch(() => null);
  if (!bytes) {
    bytes = await draw(svg, file.width, width, height, format);
    // A read-only project folder only costs the next fresh DATA_DIR a drawing.
    await writeWhole(cached, bytes).catch(() => undefined);
  }
  const target = responsiveKey(file, width, format);
  await files.put(target, bytes, contentTypeOf(target));
  return true;
}

/**
 * Puts into `files` the responsive variant that `relativePath` (its key, the path under /storage)
 * names when it is a demo drawing's and not made yet: made now, once however many ask at the same
 * time. False when the path names no such variant.
 */
export function drawnVariant(db: Db, files: FileStore, relativePath: string): Promise<boolean> {
  const match = VARIANT_PATH.exec(relativePath);
  const format = match?.[5] as ResponsiveFormat | undefined;
  if (!match || !format || !RESPONSIVE_FORMATS.includes(format)) return Promise.resolve(false);
  const [, bucket, folder, base, width] = match as unknown as [string, string, string, string, string];
  const key = relativePath;
  const pending = making.get(key);
  if (pending) return pending;
  const made = make(db, files, bucket, folder, base, Number(width), format).finally(() => making.delete(key));
  making.set(key, made);
  return made;
}
