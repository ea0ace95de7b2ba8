/**
 * An uploaded raster image's variants (-lg, -sm, and AVIF and WebP in the responsive widths) are
 * made by a background job, not by the upload: the upload stores the original, marks the row
 * `variants_ready = false` and queues the job, so it answers in a fraction of the time. With
 * DATABASE_URL the job is kept in PostgreSQL, so an image accepted by an instance that dies gets its
 * variants from another. Until they are made, every address of a variant is the original's
 * (paths.ts `urlKey`, and /storage sends a variant's request there, pending-variants.ts).
 */
import type { ContentVersion } from '../../cache/content-version';
import { rowTag } from '../../cache/write-tags';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import { readStoredFile, removeStoredFile, writeVariants } from './file-store';
import { makeImageVariants, readImageSize } from './images';
import type { FileStore } from './store';

export const IMAGE_VARIANTS_JOB = 'image-variants';

export interface ImageVariantsJob {
  fileId: number;
}

export interface VariantsDeps {
  db: Db;
  files: FileStore;
  /** Told once the variants are there, so cached pages and answers give their addresses (absent: nobody caches, the command-line import). */
  contentVersion?: Pick<ContentVersion, 'changed'>;
}

/**
 * Makes and stores a file's variants and marks them made. Idempotent: a retry, or a second instance
 * doing the same job, writes the same bytes again. A file deleted meanwhile loses what was written
 * of its variants here; a failure throws, so the queue tries again later.
 */
export async function makeVariants(deps: VariantsDeps, fileId: number): Promise<void> {
  const file = await deps.db.selectFrom('storage_files').selectAll().where('id', '=', fileId).executeTakeFirst();
  // Deleted (deleteFiles removed every key it could have), or made already.
  if (!file || file.variants_ready) return;
  const original = await readStoredFile(deps.files, file);
  if (!original) throw new Error(`the original of file ${fileId} (${file.bucket}/${file.folder}/${file.name}) is not in the store`);
  // Decoded whole by the variants themselves: a failure there throws as well.
  const size = await readImageSize(original, { decode: false });
  if (!size) throw new Error(`file ${fileId} (${file.name}) is not a readable image`);
  const made = await makeImageVariants(original, file.mime, size);
  await writeVariants(deps.files, file, made);
  const updated = await deps.db
    .updateTable('storage_files')
    .set({ variant_widths: [...new Set(made.responsive.map((variant) => variant.width))], variants_ready: true })
    .where('id', '=', fileId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    // Deleted while the variants were made: its delete may have run before they were written.
    await removeStoredFile(deps.files, file);
    return;
  }
  // The row's trigger tells every instance too, a moment later: the file's answers are stale here before the job counts as done.
  await deps.contentVersion?.changed([rowTag('storage_files', fileId), 'storage_files']);
}

/** Hands a stored image's variants to the queue (after the row is written: the job reads it). */
export function queueVariants(jobs: Pick<JobQueue, 'enqueue'>, fileId: number): Promise<void> {
  const job: ImageVariantsJob = { fileId };
  return jobs.enqueue(IMAGE_VARIANTS_JOB, job);
}

/**
 * This instance's worker for image variants. The in-process queue loses the jobs still waiting when
 * its process ends: started there, it queues again every image still without variants (PostgreSQL
 * keeps its jobs).
 */
export async function workImageVariants(jobs: JobQueue, deps: VariantsDeps): Promise<void> {
  await jobs.work<ImageVariantsJob>(IMAGE_VARIANTS_JOB, (job) => makeVariants(deps, job.fileId));
  if (jobs.driver !== 'in-process') return;
  const unmade = await deps.db.selectFrom('storage_files').select('id').where('variants_ready', '=', false).orderBy('id').execute();
  for (const file of unmade) await queueVariants(jobs, file.id);
}
