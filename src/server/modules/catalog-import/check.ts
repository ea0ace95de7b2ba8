/**
 * Checking a file's rows against the catalogue: each row read and planned, as the preview shows it
 * and as the run writes it. Nothing here writes the catalogue.
 */
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import type { StorageContext } from '../storage';
import { loadCatalogIndex } from './catalog-index';
import { problem } from './cells';
import { codeKey, loadCurrent } from './current';
import { ImageResolver, ImageStore, listStaged, storedByName } from './images';
import { planRow, type RowPlan } from './plan';
import type { ParsedFile } from './parse';
import { imageNames, readRow, type RowContext, type RowInput } from './read-row';

/** What checking and writing an import work with: the request's language, the database, the file store, DATA_DIR. */
export type ImportEnv = StorageContext & { config: Pick<ServerConfig, 'dataDir'> };

/** Codes per lookup of the products they name. */
const CODES_PER_QUERY = 5_000;

/** Everything about a file that does not depend on the products as they are: each row read, duplicates marked. */
export interface ReadFile {
  inputs: RowInput[];
  images: ImageStore;
  /** Uploaded images by name: the stored file with the same bytes, or null (filled by sameAsStored). */
  sameAsStored: Map<string, number | null>;
  catalog: RowContext['catalog'];
}

/** Reads every row against the catalogue's names and the images uploaded to `stagedDir`. */
export async function readFileRows(env: ImportEnv, file: ParsedFile, stagedDir: string): Promise<ReadFile> {
  const [catalog, staged] = await Promise.all([loadCatalogIndex(env.db), listStaged(stagedDir)]);
  const stored = await storedByName(env.db, imageNames(file.rows, file.header));
  const context: RowContext = { header: file.header, catalog, images: new ImageResolver(staged, stored) };
  const inputs = file.rows.map((row) => readRow(row, context));
  const firstLine = new Map<string, number>();
  for (const input of inputs) {
    if (!input.code) continue;
    const earlier = firstLine.get(codeKey(input.code));
    if (earlier === undefined) firstLine.set(codeKey(input.code), input.line);
    else input.problems.push(problem('code', 'importDuplicateCode', { value: input.code, line: earlier }).problem);
  }
  return { inputs, catalog, images: new ImageStore(env, stagedDir), sameAsStored: new Map() };
}

/** Uploaded images the rows name, each compared with the stored files once (the same bytes need no new file). */
export async function findSameAsStored(file: ReadFile, inputs: readonly RowInput[]): Promise<void> {
  const uploads = new Set<string>();
  for (const input of inputs) {
    for (const ref of [input.image, ...(input.gallery ?? [])]) if (ref && 'upload' in ref && !file.sameAsStored.has(ref.upload)) uploads.add(ref.upload);
  }
  for (const name of uploads) file.sameAsStored.set(name, await file.images.existing(name));
}

/** The rows' plans against the products as they are now (`lock`: held for the caller's transaction). */
export async function planRows(db: Db, file: ReadFile, inputs: readonly RowInput[], lock = false): Promise<RowPlan[]> {
  const plans: RowPlan[] = [];
  for (let start = 0; start < inputs.length; start += CODES_PER_QUERY) {
    const slice = inputs.slice(start, start + CODES_PER_QUERY);
    const current = await loadCurrent(db, slice.flatMap((input) => (input.code ? [input.code] : [])), lock);
    for (const input of slice) plans.push(planRow(input, input.code ? current.get(codeKey(input.code)) : undefined, file.catalog, file.sameAsStored));
  }
  return plans;
}

/** Image names the rows give that are neither uploaded nor stored, each once, in file order. */
export function imagesNeeded(plans: readonly RowPlan[]): string[] {
  const names = plans.flatMap((plan) => plan.problems.flatMap((found) => (found.key === 'importImageMissing' ? [String(found.params?.value)] : [])));
  return [...new Set(names)];
}
