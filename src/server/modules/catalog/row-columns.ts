/**
 * The catalogue's rows as hand-written selects read them, column by column, their text lists
 * (text[]) sent as JSON: the driver parses a text[] character by character in JavaScript
 * (postgres-array), JSON with the engine's JSON.parse, to the same string[]. Truly cold, the product
 * page spent 22 % of the server's time parsing text lists (the category tree's descriptions and SEO
 * texts), the shop listing 14 % (issue 22). Typed on the tables, so a column added there and
 * forgotten here does not compile.
 */
import { sql, type RawBuilder } from 'kysely';
import type { CategoriesTable, ProductsTable } from './tables';

type Kind = 'value' | 'texts';

const PRODUCT_COLUMNS: Record<keyof ProductsTable, Kind> = {
  id: 'value',
  code: 'value',
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

function columnsOf(alias: string, columns: Record<string, Kind>): RawBuilder<unknown> {
  return sql.join(
    Object.entries(columns).map(([name, kind]) => (kind === 'texts' ? sql`to_json(${sql.ref(`${alias}.${name}`)}) as ${sql.ref(name)}` : sql.ref(`${alias}.${name}`))),
  );
}

/** Every column of products (alias `alias`), as `select p.*` reads them. */
export const productColumns = (alias: string) => columnsOf(alias, PRODUCT_COLUMNS);

/** Every column of categories (alias `alias`), as `select c.*` reads them. */
export const categoryColumns = (alias: string) => columnsOf(alias, CATEGORY_COLUMNS);
