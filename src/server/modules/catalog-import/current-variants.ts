/** The variants, options and values an import's rows name, as the catalogue holds them now. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { codeKey, type Pair } from './current';

export interface CurrentVariant {
  id: number;
  product_id: number;
  /** Its product's code. */
  product_code: string;
  code: string;
  /** One value per option of its product, in the options' order; empty for a product without options. */
  value_ids: number[];
  price: number;
  discount_price: number | null;
  stock: number;
  active: boolean;
  image_id: number | null;
  position: number;
}

export interface CurrentValue {
  id: number;
  names: Pair;
  position: number;
}

export interface CurrentOption {
  id: number;
  names: Pair;
  position: number;
  /** In order. */
  values: CurrentValue[];
}

/** A product's options and variants, each in order. */
export interface ProductVariants {
  options: CurrentOption[];
  variants: CurrentVariant[];
}

export interface CurrentVariants {
  /** The variants with the rows' codes, by codeKey, whatever their product. */
  byCode: Map<string, CurrentVariant>;
  /** The options and variants of the products the rows name, by product id. */
  byProduct: Map<number, ProductVariants>;
}

const pair = (texts: readonly string[] | null | undefined): Pair => [texts?.[0] ?? '', texts?.[1] ?? ''];

const VARIANT_COLUMNS = ['v.id', 'v.product_id', 'p.code as product_code', 'v.code', 'v.value_ids', 'v.price', 'v.discount_price', 'v.stock', 'v.active', 'v.image_id', 'v.position'] as const;

function variantOf(row: Omit<CurrentVariant, 'price' | 'discount_price'> & { price: number | string; discount_price: number | string | null }): CurrentVariant {
  return { ...row, value_ids: [...row.value_ids], price: Number(row.price), discount_price: row.discount_price == null ? null : Number(row.discount_price) };
}

/**
 * The variants with these codes, and every option, value and variant of these products and of the
 * variants' products; `lock` holds the variants for the run's transaction.
 */
export async function loadVariants(db: Db, codes: readonly string[], productIds: readonly number[], lock = false): Promise<CurrentVariants> {
  const found: CurrentVariants = { byCode: new Map(), byProduct: new Map() };
  const named = codes.length === 0 ? [] : await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(VARIANT_COLUMNS)
    .where(sql<boolean>`lower(v.code) = any(${codes.map(codeKey)}::text[])`)
    .execute();
  for (const row of named) found.byCode.set(codeKey(row.code), variantOf(row));
  const ids = [...new Set([...productIds, ...named.map((row) => row.product_id)])];
  if (ids.length === 0) return found;
  let variantQuery = db.selectFrom('product_variants as v').innerJoin('products as p', 'p.id', 'v.product_id').select(VARIANT_COLUMNS).where('v.product_id', 'in', ids);
  if (lock) variantQuery = variantQuery.forUpdate('v');
  const [options, values, variants] = await Promise.all([
    db.selectFrom('product_options').select(['id', 'product_id', 'names', 'position']).where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('product_option_values as ov')
      .innerJoin('product_options as o', 'o.id', 'ov.option_id')
      .select(['ov.id', 'ov.option_id', 'ov.names', 'ov.position'])
      .where('o.product_id', 'in', ids)
      .orderBy('ov.position')
      .orderBy('ov.id')
      .execute(),
    variantQuery.orderBy('v.position').orderBy('v.id').execute(),
  ]);
  for (const id of ids) found.byProduct.set(id, { options: [], variants: [] });
  const optionById = new Map<number, CurrentOption>();
  for (const option of options) {
    const current: CurrentOption = { id: option.id, names: pair(option.names), position: option.position, values: [] };
    optionById.set(option.id, current);
    found.byProduct.get(option.product_id)!.options.push(current);
  }
  for (const value of values) optionById.get(value.option_id)?.values.push({ id: value.id, names: pair(value.names), position: value.position });
  for (const variant of variants) found.byProduct.get(variant.product_id)!.variants.push(variantOf(variant));
  return found;
}

/**
 * The product codes of the variants of products with options that have these codes (by codeKey of
 * the variant's code), unless a product has that code: a row with such a code alone is that variant's.
 */
export async function productsOfVariants(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.code', 'p.code as product_code'])
    .where(sql<boolean>`v.value_ids <> '{}'`)
    .where(sql<boolean>`lower(v.code) = any(${codes.map(codeKey)}::text[])`)
    .where(sql<boolean>`not exists (select 1 from products q where lower(q.code) = lower(v.code))`)
    .execute();
  return new Map(rows.map((row) => [codeKey(row.code), row.product_code]));
}
