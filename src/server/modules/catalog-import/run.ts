/**
 * Writing an import: its rows checked again a batch at a time against the products as they are
 * then, the batch's new images stored first (outside the transaction, as an upload is), then the
 * batch written in one transaction. A batch holds whole products (a product's row with its variants'
 * rows). Progress is reported after each batch; a batch the database refuses is written again
 * product by product, so one bad product costs only itself.
 */
import { findSameAsStored, inChunks, planRows, type ImportEnv, type ReadFile } from './check';
import { problem } from './cells';
import { IMPORT_LIMITS } from './limits';
import type { ImageTarget } from './images';
import type { RowPlan } from './plan';
import type { RowInput } from './read-row';
import { writeBatch } from './write';
import { writeVariants } from './write-variants';

export interface RunProgress {
  done: number;
  total: number;
  create: number;
  update: number;
  unchanged: number;
  failed: number;
}

/** Stores the uploaded images the batch's writes need; a row whose image cannot be stored gets that problem. */
async function storeImages(file: ReadFile, plans: RowPlan[]): Promise<void> {
  for (const plan of plans) {
    const targets: [string, ImageTarget][] = [
      ...(plan.write ? [['image', plan.write.image] as [string, ImageTarget], ...plan.write.gallery.map((target): [string, ImageTarget] => ['gallery', target])] : []),
      ...(plan.variant ? [['image', plan.variant.image] as [string, ImageTarget]] : []),
    ];
    for (const [column, target] of targets) {
      if (!('upload' in target)) continue;
      try {
        file.sameAsStored.set(target.upload, await file.images.store(target.upload));
      } catch {
        plan.problems.push(problem(column, 'uploadType').problem);
      }
    }
  }
}

/** What a row the database refused says: a code another product took meanwhile, or the server's failure. */
function refusal(error: unknown) {
  return (error as { code?: string } | null)?.code === '23505' ? problem('code', 'codeTaken').problem : problem('code', 'unexpected').problem;
}

/** The batch's plans as written: each row's final action and problems. */
async function writeRows(env: ImportEnv, file: ReadFile, units: RowInput[][]): Promise<RowPlan[]> {
  const inputs = units.flat();
  await findSameAsStored(file, inputs);
  const draft = await planRows(env.db, file, inputs);
  await storeImages(file, draft);
  // A product's rows are written together or not at all: a unit with a refused row is left out whole.
  const refused = new Set(draft.filter((plan) => plan.problems.length > 0).map((plan) => plan.line));
  const writable = units.filter((unit) => !unit.some((input) => refused.has(input.line)));
  const write = (rows: RowInput[]) =>
    env.db.transaction().execute(async (trx) => {
      const plans = await planRows(trx, file, rows, true);
      const valid = plans.filter((plan) => plan.problems.length === 0);
      const created = await writeBatch(trx, valid.flatMap((plan) => (plan.write ? [plan.write] : [])));
      await writeVariants(trx, valid.flatMap((plan) => (plan.variant ? [plan.variant] : [])), created);
      return plans;
    });
  let written: RowPlan[];
  try {
    written = await write(writable.flat());
  } catch {
    written = [];
    for (const unit of writable) {
      try {
        written.push(...(await write(unit)));
      } catch (error) {
        written.push(...unit.map((input): RowPlan => ({ line: input.line, code: input.code, label: input.label, action: 'update', problems: [refusal(error)], write: null })));
      }
    }
  }
  const byLine = new Map(written.map((plan) => [plan.line, plan]));
  return draft.map((plan) => byLine.get(plan.line) ?? plan);
}

/** Writes every row of the file a batch at a time, telling `progress` after each; returns every row's outcome. */
export async function runRows(env: ImportEnv, file: ReadFile, progress: (state: RunProgress, batch: RowPlan[]) => Promise<void>): Promise<RowPlan[]> {
  const state: RunProgress = { done: 0, total: file.inputs.length, create: 0, update: 0, unchanged: 0, failed: 0 };
  const outcome: RowPlan[] = [];
  for (const units of inChunks(file.units, IMPORT_LIMITS.batch)) {
    const batch = await writeRows(env, file, units);
    for (const plan of batch) {
      if (plan.problems.length > 0) state.failed += 1;
      else state[plan.action] += 1;
    }
    state.done += batch.length;
    outcome.push(...batch);
    await progress({ ...state }, batch);
  }
  return outcome;
}
