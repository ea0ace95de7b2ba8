/**
 * What a row does to the product with its code: the product as it will be (the row's fields over
 * what it holds now, or a new product's defaults), and whether that differs from what it holds.
 */
import { slugify } from '../../../shared/routing/slug';
import type { CatalogIndex } from './catalog-index';
import { problem } from './cells';
import type { CurrentProduct, Pair, ProductState } from './current';
import { nameKey } from './format';
import type { ImageTarget } from './images';
import type { RowInput, Texts } from './read-row';
import type { ImportAction, StoredProblem } from './tables';
import type { VariantWrite } from './variant-targets';

export interface ProductWrite extends Omit<ProductState, 'image_id' | 'gallery'> {
  /** The product's id when it exists. */
  id: number | null;
  code: string;
  image: ImageTarget;
  gallery: ImageTarget[];
  /** Which of its lists differ from what it holds (all of them for a new product): only those are written again. */
  changed: { categories: boolean; gallery: boolean; specs: boolean };
}

export interface RowPlan {
  line: number;
  code: string;
  label: string;
  action: ImportAction;
  problems: StoredProblem[];
  /** The product to write; null when the row has problems or changes nothing. */
  write: ProductWrite | null;
  /** A variant's row: the variant to write; null (or absent) when it has problems or changes nothing. */
  variant?: VariantWrite | null;
}

const merged = (texts: Texts, current: Pair): Pair => [texts[0] ?? current[0], texts[1] ?? current[1]];

/** The texts without their empty ones, for an existing product whose field an empty cell keeps. */
const keepEmpty = (texts: Texts, existing: boolean): Texts => (existing ? { 0: texts[0] || undefined, 1: texts[1] || undefined } : texts);

/** Slugs as written (made URL-safe); an empty or missing one keeps the product's, or a new product's is made from its name. */
function slugsOf(texts: Texts, names: Pair, current: Pair | null): Pair {
  return [0, 1].map((lang) => {
    const given = slugify(texts[lang as 0 | 1] ?? '');
    if (given) return given;
    return current ? current[lang]! : slugify(names[lang]!);
  }) as Pair;
}

/** The image a row names, with uploads already stored with the same bytes turned into their file. */
export function imageTarget(ref: RowInput['image'] & object, sameAsStored: ReadonlyMap<string, number | null>): ImageTarget {
  if ('stored' in ref) return { id: ref.stored };
  const id = sameAsStored.get(ref.upload);
  return id == null ? { upload: ref.upload } : { id };
}

/** The values of the product's group's filters: the row's cells over the values held; other groups' values go. */
function specsOf(input: RowInput, groupId: number | null, catalog: CatalogIndex, current: Map<number, Pair>, problems: StoredProblem[]): Map<number, Pair> {
  const group = groupId === null ? undefined : catalog.groupsById.get(groupId);
  const specs = new Map<number, Pair>();
  for (const [filterId, values] of current) if (group?.filterIds.has(filterId)) specs.set(filterId, [...values]);
  for (const cell of input.specs) {
    const filterId = group?.filters.get(nameKey(cell.filter));
    if (filterId === undefined) {
      if (!cell.value) continue;
      problems.push(
        group
          ? problem(cell.column, 'importUnknownFilter', { group: group.name, filter: cell.filter }).problem
          : problem(cell.column, 'importSpecWithoutGroup', { filter: cell.filter }).problem,
      );
      continue;
    }
    const values = specs.get(filterId) ?? ['', ''];
    values[cell.lang] = cell.value;
    specs.set(filterId, values);
  }
  for (const [filterId, values] of specs) if (!values[0] && !values[1]) specs.delete(filterId);
  return specs;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => value === b[index]);

function sameSpecs(a: Map<number, Pair>, b: Map<number, Pair>): boolean {
  if (a.size !== b.size) return false;
  for (const [filterId, values] of a) {
    const other = b.get(filterId);
    if (!other || other[0] !== values[0] || other[1] !== values[1]) return false;
  }
  return true;
}

const targetId = (target: ImageTarget) => ('id' in target ? target.id : undefined);

/** Which lists of `next` differ from `current`'s. */
function changedLists(next: Omit<ProductWrite, 'changed'>, current: CurrentProduct | undefined): ProductWrite['changed'] {
  if (!current) return { categories: true, gallery: true, specs: true };
  return {
    categories: !sameList(next.categories, current.categories),
    gallery: !sameList(next.gallery.map(targetId), current.gallery),
    specs: !sameSpecs(next.specs, current.specs),
  };
}

/** Whether writing `next` would change nothing of `current`. */
function unchanged(next: ProductWrite, current: CurrentProduct): boolean {
  return (
    !next.changed.categories &&
    !next.changed.gallery &&
    !next.changed.specs &&
    sameList(next.names, current.names) &&
    sameList(next.slugs, current.slugs) &&
    sameList(next.descriptions, current.descriptions) &&
    next.price === current.price &&
    next.discount_price === current.discount_price &&
    next.stock === current.stock &&
    next.active === current.active &&
    next.brand_id === current.brand_id &&
    next.group_id === current.group_id &&
    targetId(next.image) === current.image_id
  );
}

/** A product sold in variants: its prices and stock are its variants' (the database's summary), never the row's. */
export type VariantSummary = Pick<ProductState, 'price' | 'discount_price' | 'stock'>;

/**
 * The row's plan against the product with its code (undefined: a new one). `sameAsStored` maps an
 * uploaded image to the stored file with the same name and bytes, when there is one. `summary`: the
 * product is sold in variants, and these are its prices and stock whatever the row says.
 */
export function planRow(
  input: RowInput,
  current: CurrentProduct | undefined,
  catalog: CatalogIndex,
  sameAsStored: ReadonlyMap<string, number | null>,
  summary?: VariantSummary,
): RowPlan {
  const problems = [...input.problems];
  const base = current ?? null;
  const reported = (...columns: string[]) => problems.some((found) => columns.includes(found.column));
  // An empty name keeps the product's: a product always has a name.
  const names = merged(keepEmpty(input.names, base !== null), base?.names ?? ['', '']);
  if (!names[0] && !names[1] && !reported('name_sr', 'name_en')) problems.push(problem('name_sr', 'required', { field: 'name_sr' }).problem);
  const price = summary ? summary.price : (input.price ?? base?.price);
  if (price === undefined && !reported('price')) problems.push(problem('price', 'required', { field: 'price' }).problem);
  const discount = summary ? summary.discount_price : input.discountPrice === undefined ? (base?.discount_price ?? null) : input.discountPrice;
  if (discount != null && price !== undefined && !(discount < price)) problems.push(problem('discount_price', 'discountNotBelowPrice').problem);
  const groupId = input.groupId === undefined ? (base?.group_id ?? null) : input.groupId;
  const specs = specsOf(input, groupId, catalog, base?.specs ?? new Map(), problems);
  const action: ImportAction = current ? 'update' : 'create';
  const plan: RowPlan = { line: input.line, code: input.code, label: input.label || (current?.names[0] ?? ''), action, problems, write: null };
  if (problems.length > 0 || price === undefined) return plan;

  const fields: Omit<ProductWrite, 'changed'> = {
    id: current?.id ?? null,
    code: input.code,
    names,
    slugs: slugsOf(input.slugs, names, base?.slugs ?? null),
    descriptions: merged(input.descriptions, base?.descriptions ?? ['', '']),
    price,
    discount_price: discount,
    stock: summary ? summary.stock : (input.stock ?? base?.stock ?? 0),
    active: input.active ?? base?.active ?? true,
    brand_id: input.brandId === undefined ? (base?.brand_id ?? null) : input.brandId,
    group_id: groupId,
    image: input.image === undefined ? { id: base?.image_id ?? null } : input.image === null ? { id: null } : imageTarget(input.image, sameAsStored),
    categories: input.categories ?? base?.categories ?? [],
    gallery: input.gallery ? input.gallery.flatMap((ref) => (ref ? [imageTarget(ref, sameAsStored)] : [])) : (base?.gallery ?? []).map((id) => ({ id })),
    specs,
  };
  const write: ProductWrite = { ...fields, changed: changedLists(fields, current) };
  if (current && unchanged(write, current)) return { ...plan, action: 'unchanged' };
  return { ...plan, write };
}
