/**
 * An import from upload to outcome, for the API and the command line alike: the file read and
 * checked into a preview, images added, checked again, then run with its progress saved after each
 * batch. Nothing but the run writes the catalogue.
 */
import { userError } from '../../errors';
import type { ContentVersion } from '../../cache';
import { findSameAsStored, imagesNeeded, planRows, readFileRows, type ImportEnv } from './check';
import { stagedName, stageImage, stagingDir, listStaged } from './images';
import {
  addImageBytes,
  clearOldImports,
  countPlans,
  createImportRecord,
  finishImport,
  importFile,
  savePreview,
  saveProgress,
  saveRows,
  startRunning,
} from './jobs';
import { IMPORT_LIMITS } from './limits';
import { decodeFile, parseFile, type ParsedFile } from './parse';
import type { RowPlan } from './plan';
import { runRows, type RunProgress } from './run';

/** How much a file may hold: through the API the upload's bounds; from the command line any number of rows. */
export type FileBounds = 'upload' | 'unbounded';

const rowBound = (bounds: FileBounds) => (bounds === 'upload' ? IMPORT_LIMITS.rows : Number.POSITIVE_INFINITY);

/** The file read as the format, or the translated refusal on the field `file`. */
function readCsv(env: ImportEnv, bytes: Uint8Array, bounds: FileBounds): { text: string; parsed: ParsedFile } {
  if (bounds === 'upload' && bytes.byteLength > IMPORT_LIMITS.fileBytes) {
    throw userError(env.lang, 'uploadSize', { field: 'file', params: { max: IMPORT_LIMITS.fileBytes / 1024 / 1024 } });
  }
  const text = decodeFile(bytes);
  if (text === null) throw userError(env.lang, 'importFileType', { field: 'file' });
  const parsed = parseFile(text, { maxRows: rowBound(bounds), maxColumns: IMPORT_LIMITS.columns });
  if ('problem' in parsed) throw userError(env.lang, parsed.problem, { field: 'file', params: parsed.params });
  return { text, parsed };
}

/** Checks every row of an import against the catalogue and its images, and saves that as its preview. */
export async function previewImport(env: ImportEnv, importId: number): Promise<void> {
  const { parsed } = readCsv(env, new TextEncoder().encode(await importFile(env.db, importId)), 'unbounded');
  const file = await readFileRows(env, parsed, stagingDir(env.config.dataDir, importId));
  await findSameAsStored(file, file.inputs);
  const plans = await planRows(env.db, file, file.inputs);
  await savePreview(env.db, importId, plans, imagesNeeded(plans));
}

/** Reads an uploaded file (refused on `file` when it is not the format) into a new import with its preview; returns its id. */
export async function createImport(env: ImportEnv, adminId: number | null, fileName: string, bytes: Uint8Array, bounds: FileBounds): Promise<number> {
  const { text } = readCsv(env, bytes, bounds);
  await clearOldImports(env.db, env.config.dataDir);
  const id = await createImportRecord(env.db, adminId, fileName.slice(0, 255) || 'import.csv', text);
  await previewImport(env, id);
  return id;
}

/** Keeps images for an import's rows; a name that is no file name, an image too large or one too many is refused. */
export async function addImages(env: ImportEnv, importId: number, files: readonly { name: string; bytes: Uint8Array }[], field = 'files'): Promise<void> {
  const dir = stagingDir(env.config.dataDir, importId);
  const staged = await listStaged(dir);
  const adding = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const added = await addImageBytes(env.db, importId, adding, IMPORT_LIMITS.imagesBytes);
  if (!added) throw userError(env.lang, 'importImagesTooLarge', { field, params: { max: IMPORT_LIMITS.imagesBytes / 1024 ** 3 } });
  for (const file of files) {
    const name = stagedName(file.name);
    if (!name) throw userError(env.lang, 'importImageName', { field, params: { name: file.name.slice(0, 100) } });
    if (file.bytes.byteLength > IMPORT_LIMITS.imageBytes) throw userError(env.lang, 'uploadSize', { field, params: { max: IMPORT_LIMITS.imageBytes / 1024 / 1024 } });
    if (staged.size >= IMPORT_LIMITS.images) throw userError(env.lang, 'importTooManyImages', { field, params: { max: IMPORT_LIMITS.images } });
    await stageImage(dir, name, file.bytes);
    staged.set(name.toLowerCase(), name);
  }
}

/** Moves an import in preview to running, or says why it cannot (another runs, or this one already ran). */
export async function claimRun(env: ImportEnv, importId: number): Promise<void> {
  const started = await startRunning(env.db, importId);
  if (started === 'busy') throw userError(env.lang, 'importRunning', { code: 'CONFLICT', field: 'id' });
  if (started === 'not-preview') throw userError(env.lang, 'importStarted', { code: 'CONFLICT', field: 'id' });
}

/**
 * Runs an import claimed with claimRun: every row checked again and written a batch at a time, its
 * progress and rows saved after each batch, the content version moved at the end so cached pages
 * drop. Returns every row's outcome; on a failure the import is marked failed and the error thrown.
 */
export async function runImport(env: ImportEnv, importId: number, version: Pick<ContentVersion, 'changed'> | null, onProgress?: (state: RunProgress) => void): Promise<RowPlan[]> {
  let wrote = false;
  try {
    const { parsed } = readCsv(env, new TextEncoder().encode(await importFile(env.db, importId)), 'unbounded');
    const file = await readFileRows(env, parsed, stagingDir(env.config.dataDir, importId));
    const outcome = await runRows(env, file, async (state, batch) => {
      wrote ||= state.create + state.update > 0;
      await saveRows(env.db, importId, batch);
      await saveProgress(env.db, importId, state.done, {
        rows_create: state.create,
        rows_update: state.update,
        rows_unchanged: state.unchanged,
        rows_with_errors: state.failed,
      });
      onProgress?.(state);
    });
    await saveProgress(env.db, importId, outcome.length, countPlans(outcome));
    await finishImport(env.db, importId, 'done');
    return outcome;
  } catch (error) {
    await finishImport(env.db, importId, 'failed').catch(() => undefined);
    throw error;
  } finally {
    if (wrote) await version?.changed();
  }
}
