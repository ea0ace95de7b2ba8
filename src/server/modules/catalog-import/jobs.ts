/** The imports' records: the file and its preview's counts, the rows as last checked, the run's progress. */
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { pageOf, pageWindow } from '../../lib/paginate';
import { stagingDir } from './images';
import { IMPORT_LIMITS } from './limits';
import type { RowPlan } from './plan';
import type { CatalogImportRow, ImportAction, ImportStatus } from './tables';

const STATE_COLUMNS = [
  'id',
  'admin_id',
  'file_name',
  'status',
  'rows_total',
  'rows_create',
  'rows_update',
  'rows_unchanged',
  'rows_with_errors',
  'rows_done',
  'images_needed',
  'images_bytes',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

/** An import without its file; a running import whose progress stood still too long reads as failed. */
export async function findImport(db: Db, id: number): Promise<CatalogImportRow | undefined> {
  const row = await db.selectFrom('catalog_imports').select(STATE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (row?.status === 'running' && Date.now() - new Date(row.updated_at).getTime() > IMPORT_LIMITS.stalledMinutes * 60_000) {
    return { ...row, status: 'failed' };
  }
  return row;
}

export async function importFile(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('catalog_imports').select('csv').where('id', '=', id).executeTakeFirstOrThrow()).csv;
}

/** Clears imports older than a day, with their uploaded images, before a new one is made. */
export async function clearOldImports(db: Db, dataDir: string): Promise<void> {
  const old = await db
    .deleteFrom('catalog_imports')
    .where('created_at', '<', new Date(Date.now() - IMPORT_LIMITS.keepHours * 3_600_000))
    .where('status', '!=', 'running')
    .returning('id')
    .execute();
  await Promise.all(old.map((row) => rm(stagingDir(dataDir, row.id), { recursive: true, force: true })));
}

export async function createImportRecord(db: Db, adminId: number | null, fileName: string, csv: string): Promise<number> {
  const row = await db.insertInto('catalog_imports').values({ admin_id: adminId, file_name: fileName, csv }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How many rows of each kind a list of plans has. */
export function countPlans(plans: readonly RowPlan[]) {
  const count = (action: ImportAction) => plans.filter((plan) => plan.problems.length === 0 && plan.action === action).length;
  return {
    rows_total: plans.length,
    rows_create: count('create'),
    rows_update: count('update'),
    rows_unchanged: count('unchanged'),
    rows_with_errors: plans.filter((plan) => plan.problems.length > 0).length,
  };
}

/** Rows per insert of the rows table: six columns each. */
const ROWS_PER_INSERT = 2_000;

/** Replaces the stored rows of these lines with the plans'. */
export async function saveRows(db: Db, importId: number, plans: readonly RowPlan[]): Promise<void> {
  if (plans.length === 0) return;
  await db.deleteFrom('catalog_import_rows').where('import_id', '=', importId).where('line', 'in', plans.map((plan) => plan.line)).execute();
  for (let start = 0; start < plans.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('catalog_import_rows')
      .values(
        plans.slice(start, start + ROWS_PER_INSERT).map((plan) => ({
          import_id: importId,
          line: plan.line,
          code: plan.code,
          name: plan.label,
          action: plan.action,
          errors: JSON.stringify(plan.problems),
        })),
      )
      .execute();
  }
}

/** The preview's outcome: every row anew, the counts and the images still to upload. */
export async function savePreview(db: Db, importId: number, plans: readonly RowPlan[], imagesNeeded: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('catalog_import_rows').where('import_id', '=', importId).execute();
    await saveRows(trx, importId, plans);
    await trx
      .updateTable('catalog_imports')
      .set({ ...countPlans(plans), rows_done: 0, images_needed: imagesNeeded, updated_at: new Date() })
      .where('id', '=', importId)
      .execute();
  });
}

/** Counts `bytes` more of uploaded images against the import, unless that passes `max`; whether it did. */
export async function addImageBytes(db: Db, importId: number, bytes: number, max: number): Promise<boolean> {
  const row = await db
    .updateTable('catalog_imports')
    .set({ images_bytes: sql<number>`images_bytes + ${bytes}` })
    .where('id', '=', importId)
    .where(sql<boolean>`images_bytes + ${bytes} <= ${max}`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the import from preview to running, unless another import is running (or this one is not in preview). */
export async function startRunning(db: Db, importId: number): Promise<'started' | 'busy' | 'not-preview'> {
  const stalled = new Date(Date.now() - IMPORT_LIMITS.stalledMinutes * 60_000);
  const busy = await db.selectFrom('catalog_imports').select('id').where('status', '=', 'running').where('updated_at', '>', stalled).executeTakeFirst();
  if (busy) return 'busy';
  const started = await db
    .updateTable('catalog_imports')
    .set({ status: 'running', rows_done: 0, updated_at: new Date() })
    .where('id', '=', importId)
    .where('status', '=', 'preview')
    .returning('id')
    .executeTakeFirst();
  return started ? 'started' : 'not-preview';
}

/** The run's progress after a batch: rows done and the counts so far. */
export async function saveProgress(db: Db, importId: number, done: number, counts: Partial<Record<'rows_create' | 'rows_update' | 'rows_unchanged' | 'rows_with_errors', number>>): Promise<void> {
  await db.updateTable('catalog_imports').set({ ...counts, rows_done: done, updated_at: new Date() }).where('id', '=', importId).execute();
}

export async function finishImport(db: Db, importId: number, status: Extract<ImportStatus, 'done' | 'failed'>): Promise<void> {
  await db.updateTable('catalog_imports').set({ status, updated_at: new Date(), finished_at: new Date() }).where('id', '=', importId).execute();
}

/** A page of an import's rows in file order, all or only those with errors. */
export async function importRows(db: Db, importId: number, page: number | null | undefined, first: number | null | undefined, errorsOnly: boolean) {
  const { perPage, currentPage, offset } = pageWindow(page, first, 50);
  let query = db.selectFrom('catalog_import_rows').where('import_id', '=', importId);
  if (errorsOnly) query = query.where(sql<boolean>`errors <> '[]'::jsonb`);
  const { total } = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const data = await query.selectAll().orderBy('line').limit(perPage).offset(offset).execute();
  return pageOf(data, currentPage, perPage, Number(total));
}
