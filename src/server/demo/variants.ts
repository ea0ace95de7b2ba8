import type { ProductRecord } from '../../../fixtures/catalog/records';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { copyCode } from './copy-codes';
import { keepsStatisticsAfter } from './batches';

/**
 * The demo's options, values and variants (fixtures/catalog/variants.ts), for products already
 * inserted: each product's own variant (the database made it, with the product's id) becomes its
 * first, the others are added after it. Run after the products' ids are continued, so the added
 * variants' ids follow every product's. `copy` > 1 numbers the codes of a benchmark's copies.
 */
export async function seedVariants(db: Db, products: readonly { id: number; record: ProductRecord; copy: number }[]): Promise<void> {
  let seeded = 0;
  for (const { id, record, copy } of products) {
    if (record.options.length === 0) continue;
    // As batches.ts's inBatches: the variants' triggers join these tables while they grow.
    seeded += 1;
    if (keepsStatisticsAfter(seeded, 64)) await sql`analyze product_options, product_option_values, product_variants, listing_option_values`.execute(db);
    const valueIds: number[][] = [];
    for (const [position, option] of record.options.entries()) {
      const { id: optionId } = await db
        .insertInto('product_options')
        .values({ product_id: id, names: [...option.names], display: option.display, position: position + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const values = await db
        .insertInto('product_option_values')
        .values(option.values.map((value, index) => ({ option_id: optionId, names: [...value.names], swatch: value.swatch, position: index + 1 })))
        .returning('id')
        .execute();
      valueIds.push(values.map((value) => value.id));
    }
    const rowOf = (variant: ProductRecord['variants'][number], position: number) => ({
      code: copyCode(variant.code, copy),
      value_ids: variant.value_indexes.map((valueIndex, optionIndex) => valueIds[optionIndex]![valueIndex]!),
      price: variant.price,
      discount_price: variant.discount_price,
      stock: variant.stock,
      image_id: variant.image_id,
      position,
    });
    const [own, ...others] = record.variants;
    if (!own) continue;
    await db.updateTable('product_variants').set(rowOf(own, 1)).where('id', '=', id).execute();
    if (others.length) await db.insertInto('product_variants').values(others.map((variant, index) => ({ product_id: id, ...rowOf(variant, index + 2) }))).execute();
  }
}
