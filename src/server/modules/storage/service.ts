import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { StorageFileRow } from '../../db/rows';
import { userError } from '../../errors';
import { MAX_UPLOAD_BYTES } from '../../http/limits';
import { slugify } from '../../../shared/slug';
import { shopDate } from '../../lib/shop-day';
import { detectFileKind } from './file-types';
import { removeStoredFile, writeStoredFile } from './file-store';
import { readImage } from './images';
import { sanitizeSvg } from './svg';
import { clearUsages } from './clear-usages';
import { filesInUseMessage } from './usage-message';
import { fileUrls, findUsages, usageName } from './usages';

export { MAX_UPLOAD_BYTES };

/** A bucket or tab is one path segment of safe characters. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** URL-safe file name from what the uploader's file was called: "Čokolada 100 g" → "cokolada-100-g". */
export function fileSlug(label: string): string {
  return slugify(label).slice(0, 80);
}

/** What storing a file reads of a request: its language, the database and the file store (a catalogue import passes its own). */
export type StorageContext = Pick<GraphQLContext, 'lang' | 'db'> & { services: Pick<GraphQLContext['services'], 'files'> };

/**
 * Stores an upload: file and bucket required, type told by the bytes (jpeg, png, webp, gif, svg,
 * pdf), at most MAX_UPLOAD_BYTES; SVGs sanitised; images get their size read and -lg and -sm variants,
 * and still raster images AVIF and WebP in the responsive widths.
 */
export async function uploadFile(ctx: StorageContext, args: { file: File | null | undefined; bucket: string | null | undefined; tab?: string | null }): Promise<StorageFileRow> {
  const bucket = args.bucket?.trim() ?? '';
  if (!args.file || !bucket) throw userError(ctx.lang, 'uploadRequired', { field: args.file ? 'bucket' : 'file' });
  if (!SEGMENT.test(bucket)) throw userError(ctx.lang, 'invalidValue', { field: 'bucket', params: { field: 'bucket' } });
  const tab = args.tab?.trim() || 'general';
  if (!SEGMENT.test(tab)) throw userError(ctx.lang, 'invalidValue', { field: 'tab', params: { field: 'tab' } });
  const maxMb = MAX_UPLOAD_BYTES / 1024 / 1024;
  if (args.file.size > MAX_UPLOAD_BYTES) throw userError(ctx.lang, 'uploadSize', { field: 'file', params: { max: maxMb } });
  let bytes: Uint8Array = new Uint8Array(await args.file.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw userError(ctx.lang, 'uploadSize', { field: 'file', params: { max: maxMb } });
  const kind = detectFileKind(bytes);
  if (!kind) throw userError(ctx.lang, 'uploadType', { field: 'file' });
  if (kind.mime === 'image/svg+xml') {
    // The stored SVG is the sanitised one: a shopper's browser only ever gets the drawing.
    const clean = await sanitizeSvg(bytes);
    if ('refused' in clean) throw userError(ctx.lang, clean.refused === 'too-complex' ? 'svgTooComplex' : 'uploadType', { field: 'file' });
    bytes = clean.svg;
  }
  const image = kind.mime.startsWith('image/') ? await readImage(bytes, kind) : null;
  if (kind.mime.startsWith('image/') && !image) throw userError(ctx.lang, 'uploadType', { field: 'file' });

  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('storage_files', 'id'))::integer as id`.execute(ctx.db);
  const id = Number(rows[0]!.id);
  const base = fileSlug(args.file.name.replace(/\.[^.]+$/, '')) || 'fajl';
  const file = {
    id,
    name: `${base}-${id}${kind.extension}`,
    orig_name: args.file.name || `${base}${kind.extension}`,
    mime: kind.mime,
    width: image?.width ?? null,
    height: image?.height ?? null,
    alt: null,
    tab,
    bucket,
    folder: shopDate(new Date()).slice(0, 7).replace('-', '/'),
    size: bytes.byteLength,
    variant_widths: [...new Set(image?.responsive.map((variant) => variant.width))],
  };
  try {
    await writeStoredFile(ctx.services.files, file, { original: bytes, variants: image?.variants ?? null, responsive: image?.responsive });
    return await ctx.db.insertInto('storage_files').values(file).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    // Neither half of a file: what was written of it goes with the row that was not.
    await removeStoredFile(ctx.services.files, file).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes files: their rows, then their bytes and variants in the store; unknown ids are skipped. A file
 * in use is refused (success false, the translated list of its uses) unless `force`: then its uses
 * are removed in the same transaction (clearUsages), so nothing points at a deleted file.
 */
export async function deleteFiles(ctx: GraphQLContext, ids: readonly number[], force = false): Promise<{ success: boolean; error: string | null }> {
  if (ids.length === 0) return { success: true, error: null };
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('storage_files').selectAll().where('id', 'in', [...ids]).forUpdate().execute();
    if (files.length === 0) return { files };
    const usages = await findUsages(trx, files, ctx.services.files);
    if (usages.length > 0 && !force) {
      const named = usages.map((usage) => ({ file_id: usage.file_id, kind: usage.kind, name: usageName(usage, ctx.lang) }));
      return { refusal: filesInUseMessage(ctx.lang, files, named) };
    }
    const found = files.map((file) => file.id);
    if (usages.length > 0) await clearUsages(trx, found, files.flatMap((file) => fileUrls(file, ctx.services.files)), usages);
    await trx.deleteFrom('storage_files').where('id', 'in', found).execute();
    return { files };
  });
  if ('refusal' in outcome) return { success: false, error: outcome.refusal ?? null };
  await Promise.all(outcome.files.map((file) => removeStoredFile(ctx.services.files, file)));
  return { success: true, error: null };
}
