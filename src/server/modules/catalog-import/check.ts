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
import { loadVariants, productsOfVariants } from './current-variants';
import type { Header } from './format';
import { ImageResolver, ImageStore, listStaged, storedByName } from './images';
import type { RowPlan } from './plan';
import { planUnit } from './plan-unit';
import type { ParsedFile } from './parse';
import { imageNames, readRow, type RowContext, type RowInput } from './read-row';

/** What checking and writing an import work with: the request's language, the database, the file store, DATA_DIR. */
export type ImportEnv = StorageContext & { config: Pick<ServerConfig, 'dataDir'> };

/** Codes per lookup of the products they name. */
const CODES_PER_QUERY = 5_000;

/** Everything about a file that does not depend on the products as they are: each row read, duplicates marked, rows by product. */
export interface ReadFile {
  header: Header;
  inputs: RowInput[];
  /** The rows of each product (its own row and its variants' rows), in the order each product first appears. */
  units: RowInput[][];
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
  return { header: file.header, inputs, units: await unitsOf(env.db, inputs), catalog, images: new ImageStore(env, stagedDir), sameAsStored: new Map() };
}

/**
 * The rows grouped by product: a row with a product cell under that code; one whose code alone is a
 * variant's (of a product with options) under its product's code; any other under its own code.
 */
async function unitsOf(db: Db, inputs: RowInput[]): Promise<RowInput[][]> {
  const units = new Map<string, RowInput[]>();
  for (let start = 0; start < inputs.length; start += CODES_PER_QUERY) {
    const slice = inputs.slice(start, start + CODES_PER_QUERY);
    const alone = slice.filter((input) => input.code && input.product === undefined);
    const productOf = await productsOfVariants(db, alone.map((input) => input.code));
    for (const input of slice) {
      input.unit = input.product !== undefined ? codeKey(input.product) : input.code ? codeKey(productOf.get(codeKey(input.code)) ?? input.code) : `line:${input.line}`;
      addTo(units, input);
    }
  }
  return [...units.values()];
}

function addTo(units: Map<string, RowInput[]>, input: RowInput): void {
  const unit = units.get(input.unit);
  if (unit) unit.push(input);
  else units.set(input.unit, [input]);
}

/** Whole units in chunks of about `rows` rows each (a larger unit is a chunk of its own). */
export function inChunks(units: readonly RowInput[][], rows: number): RowInput[][][] {
  const chunks: RowInput[][][] = [];
  let size = 0;
  for (const unit of units) {
    const last = chunks[chunks.length - 1];
    if (last && size + unit.length <= rows) {
      last.push(unit);
      size += unit.length;
    } else {
      chunks.push([unit]);
      size = unit.length;
    }
  }
  return chunks;
}

/** Uploaded images the rows name, each compared with the stored files once (the same bytes need no new file). */
export async function findSameAsStored(file: ReadFile, inputs: readonly RowInput[]): Promise<void> {
  const uploads = new Set<string>();
  for (const input of inputs) {
    for (const ref of [input.image, ...(input.gallery ?? [])]) if (ref && 'upload' in ref && !file.sameAsStored.has(ref.upload)) uploads.add(ref.upload);
  }
  for (const name of uploads) file.sameAsStored.set(name, await file.images.existing(name));
}

/**
 * The rows' plans against the products as they are now, in the rows' order (`lock`: held for the
 * caller's transaction). The rows of a product are planned together: `inputs` holds whole units.
 */
export async function planRows(db: Db, file: ReadFile, inputs: readonly RowInput[], lock = false): Promise<RowPlan[]> {
  const byLine = new Map<number, RowPlan>();
  const units = new Map<string, RowInput[]>();
  for (const input of inputs) addTo(units, input);
  for (const slice of inChunks([...units.values()], CODES_PER_QUERY)) {
    const codes = slice.flatMap((unit) => unit.flatMap((input) => [input.code, input.product ?? '', input.unit])).filter(Boolean);
    const products = await loadCurrent(db, codes, lock);
    const variants = await loadVariants(db, slice.flat().map((input) => input.code).filter(Boolean), [...products.values()].map((product) => product.id), lock);
    const context = { header: file.header, products, variants, catalog: file.catalog, sameAsStored: file.sameAsStored };
    for (const unit of slice) for (const plan of planUnit(unit, context)) byLine.set(plan.line, plan);
  }
  return inputs.map((input) => byLine.get(input.line)!);
}

/** Image names the rows give that are neither uploaded nor stored, each once, in file order. */
export function imagesNeeded(plans: readonly RowPlan[]): string[] {
  const names = plans.flatMap((plan) => plan.problems.flatMap((found) => (found.key === 'importImageMissing' ? [String(found.params?.value)] : [])));
  return [...new Set(names)];
}
