/**
 * Writing a batch's variants in the caller's transaction, after its products: the options and values
 * the rows name that do not exist yet (each once), then the changed variants in one update and the
 * new ones in one insert. The database then gives each product its variants' summary, its prices
 * and stock (088_product_variants.sql); nothing here writes them on the product.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { codeKey } from './current';
import type { NewOption, NewValue, ValueTarget, VariantWrite } from './variant-targets';
import { chunks, fileId } from './write';

/** `createdIds`: the ids of the products this batch created, by codeKey of their code. */
export async function writeVariants(trx: Db, variants: readonly VariantWrite[], createdIds: ReadonlyMap<string, number>): Promise<void> {
  if (variants.length === 0) return;
  const productOf = (variant: VariantWrite) => ('id' in variant.product ? variant.product.id : createdIds.get(codeKey(variant.product.code))!);

  // The new options, then their new values, each in one insert; a new one is the same object wherever its rows name it.
  const newOptions = new Map<NewOption, number>();
  const newValues = new Map<NewValue, number>();
  for (const variant of variants) {
    for (const value of variant.values) {
      if ('id' in value) continue;
      newValues.set(value, productOf(variant));
      if (!('id' in value.option)) newOptions.set(value.option, productOf(variant));
    }
  }
  const optionIds = new Map<NewOption, number>();
  if (newOptions.size > 0) {
    const options = [...newOptions];
    const rows = await trx
      .insertInto('product_options')
      .values(options.map(([option, productId]) => ({ product_id: productId, names: option.names, position: option.position })))
      .returning(['id', 'product_id', 'position'])
      .execute();
    // A product's new options have positions of their own, so product and position find each one's row.
    const byPlace = new Map(rows.map((row) => [`${row.product_id}:${row.position}`, row.id]));
    for (const [option, productId] of options) optionIds.set(option, byPlace.get(`${productId}:${option.position}`)!);
  }
  const optionId = (value: NewValue) => ('id' in value.option ? value.option.id : optionIds.get(value.option)!);
  const valueIds = new Map<NewValue, number>();
  if (newValues.size > 0) {
    const values = [...newValues.keys()];
    const rows = await trx
      .insertInto('product_option_values')
      .values(values.map((value) => ({ option_id: optionId(value), names: value.names, swatch: null, position: value.position })))
      .returning(['id', 'option_id', 'position'])
      .execute();
    const byPlace = new Map(rows.map((row) => [`${row.option_id}:${row.position}`, row.id]));
    for (const value of values) valueIds.set(value, byPlace.get(`${optionId(value)}:${value.position}`)!);
  }
  const idOf = (value: ValueTarget) => ('id' in value ? value.id : valueIds.get(value)!);

  const rows = variants.map((variant) => ({
    // A new product's first variant is the one the database made with the product (its id is the product's).
    id: variant.id ?? (variant.takesOwn ? productOf(variant) : null),
    product_id: productOf(variant),
    code: variant.code,
    value_ids: variant.values.map(idOf),
    price: variant.price,
    discount_price: variant.discount_price,
    stock: variant.stock,
    active: variant.active,
    image_id: fileId(variant.image),
    position: variant.position,
  }));
  const changed = rows.filter((row) => row.id !== null);
  if (changed.length > 0) {
    await sql`update product_variants v set code = r.code, value_ids = r.value_ids, price = r.price, discount_price = r.discount_price,
        stock = r.stock, active = r.active, image_id = r.image_id, position = r.position
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(id integer, code text, value_ids integer[], price numeric,
        discount_price numeric, stock integer, active boolean, image_id integer, position integer)
      where v.id = r.id`.execute(trx);
  }
  const created = rows.filter((row) => row.id === null).map(({ id: _id, ...row }) => row);
  for (const chunk of chunks(created)) await trx.insertInto('product_variants').values(chunk).execute();
}
