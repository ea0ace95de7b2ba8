/**
 * What the listing index (listing-index.ts) holds of each product: only what decides whether a
 * listing holds it, where, and how it counts in the facets. Read from the database in four
 * statements, for every product or for the products a write named.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { isOnAction, type ListPrice } from '../../../../shared/rules/pricing';
import type { DisplayWindow } from '../../../../shared/rules/product-state';

/**
 * Leads every statement the index makes, so what watches a request's statements (tests, a log) can
 * tell the instance keeping its index from the request (the index reads when it hears a write, whatever request is under way).
 */
export const INDEX_STATEMENT_MARK = '/* listing index */';
const MARK = sql.raw(INDEX_STATEMENT_MARK);

/** [Serbian, English]. */
export type PerLanguage = readonly [string, string];

export interface IndexedSpecification {
  filter: number;
  /** The value as written, per language ('' where the product has none in that language). */
  value: PerLanguage;
  /** Per language, the number of its filter and its value folded (catalog_fold; Keys): what selections match and the facet counts under. */
  key: readonly [number, number];
  /** Per language, whether a value is written (the facet counts only those). */
  counted: readonly [boolean, boolean];
}

/** A value a product offers in stock (migration 091's listing_option_values). */
export interface IndexedOptionValue {
  name: PerLanguage;
  value: PerLanguage;
  optionPosition: number;
  valuePosition: number;
  swatch: string | null;
  /** Per language, the numbers of its folded name and of its folded name and value (Keys: they hold the folded texts); -1 where either is empty. */
  nameId: readonly [number, number];
  facet: readonly [number, number];
}

/**
 * Numbers for the texts facets group by, so counting a listing adds to an array by number instead of
 * building a text key per product and value (issue 22: 7 ms a shop listing each for the filters and
 * the options). Only grows: a value no product has any more keeps its number, counted 0.
 */
export class Keys<T> {
  private readonly byText = new Map<string, number>();
  readonly values: T[] = [];
  idOf(text: string, value: () => T): number {
    const known = this.byText.get(text);
    if (known !== undefined) return known;
    this.values.push(value());
    this.byText.set(text, this.values.length - 1);
    return this.values.length - 1;
  }
}

/** What the index numbers: filters' values, option names, option names with values. */
export interface IndexKeys {
  /** `only`: the one way every product ever indexed writes the value, or null once two differ (the facet then shows the least). */
  specifications: Keys<{ filter: number; folded: string; only: string | null | undefined }>;
  optionNames: Keys<string>;
  optionValues: Keys<{ nameKey: string; valueKey: string }>;
}

export const newIndexKeys = (): IndexKeys => ({ specifications: new Keys(), optionNames: new Keys(), optionValues: new Keys() });

export interface IndexedProduct {
  id: number;
  brand: number | null;
  group: number | null;
  /** Whether it is switched on, and its display window (isProductVisible). */
  window: DisplayWindow;
  /** process_price (RSD): what the shopper pays, as listings order, bound and range by it. */
  price: number | null;
  onAction: boolean;
  isNew: boolean;
  popular: boolean;
  position: number;
  /** created_at in microseconds since the epoch (NEWEST orders by it, to the database's precision). */
  created: number;
  categories: number[];
  specifications: IndexedSpecification[];
  options: IndexedOptionValue[];
}

interface ProductLine extends DisplayWindow, ListPrice {
  id: number;
  brand_id: number | null;
  group_id: number | null;
  process_price: string | null;
  new: boolean;
  popular: boolean;
  position: number;
  created_us: string;
}

/** Whose rows to read: every product's (null), or these products'. */
type Which = readonly number[] | null;

const only = (ids: Which, column: string) => (ids ? sql`where ${sql.ref(column)} = any(${ids}::int[])` : sql``);

const pair = (texts: readonly (string | null)[] | null): PerLanguage => [texts?.[0] ?? '', texts?.[1] ?? ''];

/** The products' own columns; a product not found (deleted) is absent. */
async function productLines(db: Db, ids: Which): Promise<ProductLine[]> {
  const { rows } = await sql<ProductLine>`${MARK} select p.id, p.brand_id, p.group_id, p.active, p.active_from, p.active_to,
      p.process_price::text as process_price, p.price::text as price, p.discount_price::text as discount_price,
      p.new, p.popular, p.position, (extract(epoch from p.created_at) * 1000000)::bigint::text as created_us
    from products p ${only(ids, 'p.id')}`.execute(db);
  return rows;
}

/** Reads the products named (every product with null) as the index holds them. */
export async function readIndexedProducts(db: Db, ids: Which, keys: IndexKeys): Promise<IndexedProduct[]> {
  const [lines, links, specifications, options] = await Promise.all([
    productLines(db, ids),
    sql<{ product_id: number; category_id: number }>`${MARK} select product_id, category_id from product_categories ${only(ids, 'product_id')}`.execute(db),
    sql<{ product_id: number; filter_id: number; folded_sr: string; folded_en: string; value_sr: string; value_en: string }>`
      ${MARK} select product_id, filter_id, folded_sr, folded_en, value_sr, value_en from product_specifications ${only(ids, 'product_id')}`.execute(db),
    readOptionValues(db, ids, keys),
  ]);
  const keyOf = (filter: number, folded: string, value: string) => {
    const key = keys.specifications.idOf(`${filter}\u0000${folded}`, () => ({ filter, folded, only: undefined }));
    const known = keys.specifications.values[key]!;
    if (value !== '' && known.only !== value) known.only = known.only === undefined ? value : null;
    return key;
  };
  const products = new Map<number, IndexedProduct>();
  for (const line of lines) {
    products.set(Number(line.id), {
      id: Number(line.id),
      brand: line.brand_id == null ? null : Number(line.brand_id),
      group: line.group_id == null ? null : Number(line.group_id),
      window: { active: line.active, active_from: line.active_from, active_to: line.active_to },
      price: line.process_price == null ? null : Number(line.process_price),
      onAction: isOnAction(line),
      isNew: line.new,
      popular: line.popular,
      position: Number(line.position),
      created: Number(line.created_us),
      categories: [],
      specifications: [],
      options: [],
    });
  }
  for (const link of links.rows) products.get(Number(link.product_id))?.categories.push(Number(link.category_id));
  for (const row of specifications.rows) {
    const filter = Number(row.filter_id);
    const [folded, value]: [PerLanguage, PerLanguage] = [
      [row.folded_sr ?? '', row.folded_en ?? ''],
      [row.value_sr ?? '', row.value_en ?? ''],
    ];
    products.get(Number(row.product_id))?.specifications.push({
      filter,
      value,
      key: [keyOf(filter, folded[0], value[0]), keyOf(filter, folded[1], value[1])],
      counted: [value[0] !== '', value[1] !== ''],
    });
  }
  for (const [id, values] of options) {
    const product = products.get(id);
    if (product) product.options = values;
  }
  return [...products.values()];
}

/** What the products named (every product with null) offer in stock, by product. */
export async function readOptionValues(db: Db, ids: Which, keys: IndexKeys): Promise<Map<number, IndexedOptionValue[]>> {
  const { rows } = await sql<{
    product_id: number;
    names: string[];
    name_keys: string[];
    value_names: string[];
    value_keys: string[];
    option_position: number;
    value_position: number;
    swatch: string | null;
  }>`${MARK} select product_id, names, name_keys, value_names, value_keys, option_position, value_position, swatch
    from listing_option_values ${only(ids, 'product_id')}`.execute(db);
  const byProduct = new Map<number, IndexedOptionValue[]>();
  for (const row of rows) {
    const id = Number(row.product_id);
    const values = byProduct.get(id) ?? byProduct.set(id, []).get(id)!;
    const [nameKey, valueKey] = [pair(row.name_keys), pair(row.value_keys)];
    const nameId = (lang: 0 | 1) => (nameKey[lang] === '' || valueKey[lang] === '' ? -1 : keys.optionNames.idOf(nameKey[lang], () => nameKey[lang]));
    const facet = (lang: 0 | 1) =>
      nameId(lang) < 0 ? -1 : keys.optionValues.idOf(`${nameKey[lang]}\u0000${valueKey[lang]}`, () => ({ nameKey: nameKey[lang], valueKey: valueKey[lang] }));
    values.push({
      name: pair(row.names),
      value: pair(row.value_names),
      optionPosition: Number(row.option_position),
      valuePosition: Number(row.value_position),
      swatch: row.swatch,
      nameId: [nameId(0), nameId(1)],
      facet: [facet(0), facet(1)],
    });
  }
  return byProduct;
}

/** The product ids in name order per language (the database's collation decides, as a page's statement's does). */
export async function readNameOrders(db: Db): Promise<[number[], number[]]> {
  const [sr, en] = await Promise.all(
    (['name_sr', 'name_en'] as const).map((column) => sql<{ id: number }>`${MARK} select id from products order by ${sql.ref(column)}, position, id`.execute(db)),
  );
  return [sr!.rows.map((row) => Number(row.id)), en!.rows.map((row) => Number(row.id))];
}

/** The products owning the variants named (their stock crossed zero). */
export async function productsOfVariants(db: Db, variantIds: readonly number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const { rows } = await sql<{ product_id: number }>`${MARK} select distinct product_id from product_variants where id = any(${variantIds}::int[])`.execute(db);
  return rows.map((row) => Number(row.product_id));
}
