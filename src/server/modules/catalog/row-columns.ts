/**
 * The catalogue's rows as hand-written selects read them, column by column, their text lists
 * (text[]) sent as JSON: the driver parses a text[] character by character in JavaScript
 * (postgres-array), JSON with the engine's JSON.parse, to the same string[]. Truly cold, the product
 * page spent 22 % of the server's time parsing text lists (the category tree's descriptions and SEO
 * texts), the shop listing 14 % (issue 22). Typed on the tables, so a column added there and
 * forgotten here does not compile.
 */
import { sql, type RawBuilder } from 'kysely';
import type { StorageFileRow } from '../../db/rows';
import type { BrandsTable, CategoriesTable, ProductsTable } from './tables';

type Kind = 'value' | 'texts';

const PRODUCT_COLUMNS: Record<keyof ProductsTable, Kind> = {
  id: 'value',
  code: 'value',
  price_varies: 'value',
  names: 'texts',
  slugs: 'texts',
  descriptions: 'texts',
  seo_titles: 'texts',
  seo_keywords_list: 'texts',
  seo_descriptions: 'texts',
  price: 'value',
  discount_price: 'value',
  process_price: 'value',
  stock: 'value',
  new: 'value',
  popular: 'value',
  active: 'value',
  active_from: 'value',
  active_to: 'value',
  brand_id: 'value',
  group_id: 'value',
  image_id: 'value',
  youtube: 'value',
  feature_connected: 'value',
  feature_gallery: 'value',
  feature_specifications: 'value',
  feature_youtube: 'value',
  feature_price: 'value',
  position: 'value',
  created_at: 'value',
  updated_at: 'value',
  name_sr: 'value',
  name_en: 'value',
};

const CATEGORY_COLUMNS: Record<keyof CategoriesTable, Kind> = {
  id: 'value',
  parent_id: 'value',
  position: 'value',
  names: 'texts',
  slugs: 'texts',
  descriptions: 'texts',
  seo_titles: 'texts',
  seo_keywords_list: 'texts',
  seo_descriptions: 'texts',
  image_id: 'value',
  created_at: 'value',
  updated_at: 'value',
};

const BRAND_COLUMNS: Record<keyof BrandsTable, Kind> = {
  id: 'value',
  position: 'value',
  names: 'value',
  slugs: 'value',
  descriptions: 'value',
  seo_titles: 'value',
  seo_keywords_list: 'value',
  seo_descriptions: 'value',
  image_id: 'value',
  created_at: 'value',
  updated_at: 'value',
};

const STORAGE_FILE_COLUMNS: Record<keyof StorageFileRow, Kind> = {
  id: 'value',
  name: 'value',
  orig_name: 'value',
  mime: 'value',
  width: 'value',
  height: 'value',
  alts: 'texts',
  tab: 'value',
  bucket: 'value',
  folder: 'value',
  size: 'value',
  created_at: 'value',
  variant_widths: 'value',
  variants_ready: 'value',
};

/** Column lists as SQL text, by alias: one raw node each, not a reference and a call per column compiled again in every statement. */
const texts = new Map<string, RawBuilder<unknown>>();
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnsOf(alias: string, columns: Record<string, Kind>): RawBuilder<unknown> {
  const key = `${alias}\u0000${Object.keys(columns).join(',')}`;
  let text = texts.get(key);
  if (!text) {
    const list = Object.entries(columns).map(([name, kind]) =>
      kind === 'texts' ? `to_json(${quoted(alias)}.${quoted(name)}) as ${quoted(name)}` : `${quoted(alias)}.${quoted(name)}`,
    );
    texts.set(key, (text = sql.raw(list.join(', '))));
  }
  return text;
}

/** Every column of products (alias `alias`), as `select p.*` reads them. */
export const productColumns = (alias: string) => columnsOf(alias, PRODUCT_COLUMNS);

/** Every column of categories (alias `alias`), as `select c.*` reads them. */
export const categoryColumns = (alias: string) => columnsOf(alias, CATEGORY_COLUMNS);

/**
 * Every column of a row joined beside another (alias `alias`), each named `prefix.column`, read by
 * the driver as `select *` reads them (dates, numbers, lists); `splitRow` takes them back out.
 */
function prefixedColumnsOf(alias: string, prefix: string, columns: Record<string, Kind>): RawBuilder<unknown> {
  return sql.join(Object.keys(columns).map((name) => sql`${sql.ref(`${alias}.${name}`)} as ${sql.id(`${prefix}.${name}`)}`));
}

/** A product's image (storage_files, alias `alias`) joined beside it, as `image.<column>`. */
export const joinedImageColumns = (alias: string) => prefixedColumnsOf(alias, 'image', STORAGE_FILE_COLUMNS);

/** A product's brand (brands, alias `alias`) joined beside it, as `brand.<column>`. */
export const joinedBrandColumns = (alias: string) => prefixedColumnsOf(alias, 'brand', BRAND_COLUMNS);

/**
 * A row read with joined rows' prefixed columns, taken apart: its own columns (a new object, not one
 * with fields deleted, which V8 would turn into a slow dictionary), and each joined row by prefix, or
 * null when the join found none (its id is null). `aside` names columns that are neither.
 */
export function splitRow<Own>(row: Record<string, unknown>, aside: readonly string[] = []): { own: Own; joined: Map<string, Record<string, unknown> | null>; aside: Record<string, unknown> } {
  const own: Record<string, unknown> = {};
  const joined = new Map<string, Record<string, unknown>>();
  const apart: Record<string, unknown> = {};
  for (const key in row) {
    const dot = key.indexOf('.');
    if (dot > 0) {
      const prefix = key.slice(0, dot);
      let fields = joined.get(prefix);
      if (!fields) joined.set(prefix, (fields = {}));
      fields[key.slice(dot + 1)] = row[key];
    } else if (aside.includes(key)) apart[key] = row[key];
    else own[key] = row[key];
  }
  const found = new Map<string, Record<string, unknown> | null>();
  for (const [prefix, fields] of joined) found.set(prefix, fields.id == null ? null : fields);
  return { own: own as Own, joined: found, aside: apart };
}
