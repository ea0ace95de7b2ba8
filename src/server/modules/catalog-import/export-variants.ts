/**
 * The export's variants: the option columns (one pair per option name, as the products name their
 * options: Veličina of shoes and of T-shirts is one pair) and each variant's cells, for the products
 * sold in variants.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nameKey } from './format';

export interface ExportVariant {
  code: string;
  /** Two cells per option column, Serbian and English: its value of that option, or empty. */
  options: string[];
  price: number | string;
  discount_price: number | string | null;
  stock: number;
  active: boolean;
  image_id: number | null;
}

export interface ExportVariants {
  /** The option columns' names, [Serbian, English], in order. */
  columns: [string, string][];
  /** The variants of each product sold in variants, in order. */
  byProduct: Map<number, ExportVariant[]>;
}

const labelOf = (names: readonly string[]) => names[0] || names[1] || '';

export async function loadExportVariants(db: Db): Promise<ExportVariants> {
  const [options, values, variants] = await Promise.all([
    db.selectFrom('product_options').select(['id', 'names']).orderBy('id').execute(),
    db.selectFrom('product_option_values').select(['id', 'option_id', 'names']).execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'code', 'value_ids', 'price', 'discount_price', 'stock', 'active', 'image_id'])
      .where(sql<boolean>`value_ids <> '{}'`)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  // One pair of columns per option name (Serbian, else English), named as the first option of that name names itself.
  const named = new Map<string, [string, string]>();
  for (const option of options) {
    const key = nameKey(labelOf(option.names));
    if (key && !named.has(key)) named.set(key, [labelOf(option.names), option.names[1] || labelOf(option.names)]);
  }
  const keys = [...named.keys()].sort((a, b) => named.get(a)![0].localeCompare(named.get(b)![0], 'sr'));
  // Two options named alike in English only (Veličina / Size, Broj / Size) keep the English columns apart: the later one by its Serbian name.
  const english = new Set<string>();
  for (const key of keys) {
    const names = named.get(key)!;
    if (english.has(nameKey(names[1]))) names[1] = names[0];
    english.add(nameKey(names[1]));
  }
  const columnOf = new Map(keys.map((key, index) => [key, index]));
  const optionColumn = new Map(options.map((option) => [option.id, columnOf.get(nameKey(labelOf(option.names)))]));
  const valueById = new Map(values.map((value) => [value.id, value]));

  const byProduct = new Map<number, ExportVariant[]>();
  for (const variant of variants) {
    const cells = keys.flatMap(() => ['', '']);
    for (const valueId of variant.value_ids) {
      const value = valueById.get(valueId);
      const column = value && optionColumn.get(value.option_id);
      if (value === undefined || column === undefined) continue;
      cells[column * 2] = value.names[0] ?? '';
      cells[column * 2 + 1] = value.names[1] ?? '';
    }
    const list = byProduct.get(variant.product_id) ?? [];
    list.push({ ...variant, options: cells });
    byProduct.set(variant.product_id, list);
  }
  return { columns: keys.map((key) => named.get(key)!), byProduct };
}
