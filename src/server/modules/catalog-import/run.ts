/**
 * Writing an import: its rows checked again a batch at a time against the products as they are
 * then, the batch's new images stored first (outside the transaction, as an upload is), then the
 * batch written in one transaction. Progress is reported after each batch; a batch the database
 * refuses is written again row by row, so one bad row costs only itself.
 */
import { findSameAsStored, planRows, type ImportEnv, type ReadFile } from './check';
import { problem } from './cells';
import { IMPORT_LIMITS } from './limits';
import type { ImageTarget, RowPlan } from './plan';
import type { RowInput } from './read-row';
import { writeBatch } from './write';

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
    if (!plan.write) continue;
    const targets: [string, ImageTarget][] = [['image', plan.write.image], ...plan.write.gallery.map((target): [string, ImageTarget] => ['gallery', target])];
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
async function writeRows(env: ImportEnv, file: ReadFile, inputs: RowInput[]): Promise<RowPlan[]> {
  await findSameAsStored(file, inputs);
  const draft = await planRows(env.db, file, inputs);
  await storeImages(file, draft);
  const refused = new Map(draft.filter((plan) => plan.problems.length > 0).map((plan) => [plan.line, plan.problems]));
  const writable = inputs.filter((input) => !refused.has(input.line));
  const write = (rows: RowInput[]) =>
    env.db.transaction().execute(async (trx) => {
      const plans = await planRows(trx, file, rows, true);
      await writeBatch(trx, plans.flatMap((plan) => (plan.write && plan.problems.length === 0 ? [plan.write] : [])));
      return plans;
    });
  let written: RowPlan[];
  try {
    written = await write(writable);
  } catch {
    written = [];
    for (const input of writable) {
      try {
        written.push(...(await write([input])));
      } catch (error) {
        written.push({ line: input.line, code: input.code, label: input.label, action: 'update', problems: [refusal(error)], write: null });
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
  for (let start = 0; start < file.inputs.length; start += IMPORT_LIMITS.batch) {
    const batch = await writeRows(env, file, file.inputs.slice(start, start + IMPORT_LIMITS.batch));
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
