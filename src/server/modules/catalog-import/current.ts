/** The products an import's rows name by code, as the catalogue holds them now. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type Pair = [string, string];

/** What an import row can change of a product. */
export interface ProductState {
  names: Pair;
  slugs: Pair;
  descriptions: Pair;
  price: number;
  discount_price: number | null;
  stock: number;
  active: boolean;
  brand_id: number | null;
  group_id: number | null;
  image_id: number | null;
  categories: number[];
  gallery: number[];
  /** Values by filter id, [Serbian, English]. */
  specs: Map<number, Pair>;
}

export interface CurrentProduct extends ProductState {
  id: number;
  code: string;
}

const pair = (texts: readonly string[] | null | undefined): Pair => [texts?.[0] ?? '', texts?.[1] ?? ''];

/** The key codes are matched by: unique whatever their case (the products_code index). */
export const codeKey = (code: string) => code.toLowerCase();

/**
 * The products with these codes (any case) by codeKey, with their categories, gallery and values in
 * order; `lock` holds them for the run's transaction.
 */
export async function loadCurrent(db: Db, codes: readonly string[], lock = false): Promise<Map<string, CurrentProduct>> {
  const found = new Map<string, CurrentProduct>();
  if (codes.length === 0) return found;
  let query = db
    .selectFrom('products')
    .select(['id', 'code', 'names', 'slugs', 'descriptions', 'price', 'discount_price', 'stock', 'active', 'brand_id', 'group_id', 'image_id'])
    .where(sql<boolean>`lower(code) = any(${codes.map(codeKey)}::text[])`);
  if (lock) query = query.forUpdate();
  const products = await query.execute();
  if (products.length === 0) return found;
  const ids = products.map((product) => product.id);
  const [categories, gallery, specs] = await Promise.all([
    db.selectFrom('product_categories').select(['product_id', 'category_id as id']).where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute(),
    db.selectFrom('product_gallery').select(['product_id', 'file_id as id']).where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute(),
    db.selectFrom('product_specifications').select(['product_id', 'filter_id', 'values']).where('product_id', 'in', ids).execute(),
  ]);
  const byId = new Map<number, CurrentProduct>();
  for (const product of products) {
    const current: CurrentProduct = {
      id: product.id,
      code: product.code,
      names: pair(product.names),
      slugs: pair(product.slugs),
      descriptions: pair(product.descriptions),
      price: Number(product.price),
      discount_price: product.discount_price == null ? null : Number(product.discount_price),
      stock: product.stock,
      active: product.active,
      brand_id: product.brand_id,
      group_id: product.group_id,
      image_id: product.image_id,
      categories: [],
      gallery: [],
      specs: new Map(),
    };
    byId.set(product.id, current);
    found.set(codeKey(product.code), current);
  }
  for (const link of categories) byId.get(link.product_id)?.categories.push(link.id);
  for (const link of gallery) byId.get(link.product_id)?.gallery.push(link.id);
  for (const value of specs) byId.get(value.product_id)?.specs.set(value.filter_id, pair(value.values));
  return found;
}
