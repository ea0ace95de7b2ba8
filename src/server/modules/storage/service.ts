import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { StorageFileRow } from '../../db/rows';
import { userError } from '../../errors';
import { MAX_UPLOAD_BYTES } from '../../graphql/plugins/limits';
import { slugify } from '../../../shared/routing/slug';
import { shopDate } from '../../lib/shop-day';
import { detectFileKind } from './file-types';
import { removeStoredFile, writeStoredFile } from './file-store';
import { readImageSize } from './images';
import { LARGE_SUFFIX, SMALL_SUFFIX } from './paths';
import { sanitizeSvg } from './svg';
import { clearUsages } from './clear-usages';
import { filesInUseMessage } from './usage-message';
import { fileUrls, findUsages, usageName } from './usages';
import { makeVariants, queueVariants } from './variants-job';

export { MAX_UPLOAD_BYTES };

/** A bucket or tab is one path segment of safe characters. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** URL-safe file name from what the uploader's file was called: "Čokolada 100 g" → "cokolada-100-g". */
export function fileSlug(label: string): string {
  return slugify(label).slice(0, 80);
}

/**
 * What storing a file reads of a request: its language, the database, the file store and the job
 * queue that makes an image's variants (a catalogue import passes its own; without a queue, as the
 * command-line import runs, they are made before the upload returns).
 */
export type StorageContext = Pick<GraphQLContext, 'lang' | 'db'> & {
  services: Pick<GraphQLContext['services'], 'files'> & Partial<Pick<GraphQLContext['services'], 'jobs'>>;
};

/**
 * Stores an upload: file and bucket required, type told by the bytes (jpeg, png, webp, gif, svg,
 * pdf), at most MAX_UPLOAD_BYTES; SVGs sanitised (their -lg and -sm are the same drawing); images get
 * their size read. A raster image's variants (-lg, -sm, AVIF and WebP widths) are made by a job
 * (variants-job.ts): the row answers with the original's address for them until they are. `ctx.db`
 * is no open transaction: the job reads the row from another connection.
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
  const image = kind.mime.startsWith('image/');
  const size = image ? await readImageSize(bytes, { decode: kind.raster }) : null;
  if (image && !size) throw userError(ctx.lang, 'uploadType', { field: 'file' });

  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('storage_files', 'id'))::integer as id`.execute(ctx.db);
  const id = Number(rows[0]!.id);
  const base = fileSlug(args.file.name.replace(/\.[^.]+$/, '')) || 'fajl';
  const file = {
    id,
    name: `${base}-${id}${kind.extension}`,
    orig_name: args.file.name || `${base}${kind.extension}`,
    mime: kind.mime,
    width: size?.width ?? null,
    height: size?.height ?? null,
    alts: ['', ''],
    tab,
    bucket,
    folder: shopDate(new Date()).slice(0, 7).replace('-', '/'),
    size: bytes.byteLength,
    variant_widths: [],
    variants_ready: !kind.raster,
  };
  // An SVG scales by itself: its variants are the same bytes, written with it.
  const variants = kind.mime === 'image/svg+xml' ? { [LARGE_SUFFIX]: bytes, [SMALL_SUFFIX]: bytes } : null;
  let inserted = false;
  try {
    await writeStoredFile(ctx.services.files, file, { original: bytes, variants });
    const row = await ctx.db.insertInto('storage_files').values(file).returningAll().executeTakeFirstOrThrow();
    inserted = true;
    if (!kind.raster) return row;
    if (ctx.services.jobs) {
      await queueVariants(ctx.services.jobs, id);
      return row;
    }
    await makeVariants({ db: ctx.db, files: ctx.services.files }, id);
    return await ctx.db.selectFrom('storage_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  } catch (error) {
    // Neither half of a file: what was written of it goes with the row, and the row with a job that was not queued.
    if (inserted) await ctx.db.deleteFrom('storage_files').where('id', '=', id).execute().catch(() => undefined);
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
