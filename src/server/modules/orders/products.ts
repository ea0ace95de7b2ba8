/**
 * What orders read from and write to the catalogue (020_catalog.sql, 088_product_variants.sql): a
 * variant's code, prices and stock, its product's name, and the variant's option values at order
 * time. A product without options is its own one variant (same id). Raw SQL keeps the orders domain
 * to these columns; the database keeps the product's stock in step with its variants'.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { visibleSql, type ProductRow, type ProductVariantRow } from '../catalog';

export { processPriceRsd } from '../../../shared/rules/pricing';

/** A variant as pricing and order lines need it: `id` and `names` are its product's, the rest its own. */
export interface OrderableProduct {
  id: number;
  variant_id: number;
  code: string;
  names: string[];
  /** The variant's option values per language, joined by ' / ' ('42 / Crna'); '' without options. */
  variant_names: string[];
  price: number;
  discount_price: number | null;
  stock: number;
}

/** A product shoppers can order now (as `p`): switched on and inside its display window. */
const PRODUCT_VISIBLE = visibleSql('p');

/** The variant's (as `v`) option values per language (English falling back to Serbian), in its options' order, joined by ' / '. */
const VARIANT_NAMES = sql<string[]>`(select array[
    coalesce(string_agg(ov.names[1], ' / ' order by o.position, o.id), ''),
    coalesce(string_agg(coalesce(nullif(ov.names[2], ''), ov.names[1]), ' / ' order by o.position, o.id), '')]
  from product_option_values ov join product_options o on o.id = ov.option_id where ov.id = any (v.value_ids))`;

const ORDERABLE = sql`p.id, v.id as variant_id, v.code, p.names, ${VARIANT_NAMES} as variant_names, v.price, v.discount_price, v.stock`;

/** A cart line's variant: the one it names, or its product's own when it names none. */
export interface LineVariant {
  product_id: number;
  variant_id: number;
}

/** Whole product rows (for the quote's items), visible ones only, by id. */
export async function visibleProducts(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<ProductRow>`select p.* from products p where p.id in (${sql.join(ids)}) and ${PRODUCT_VISIBLE}`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active variants of visible products that `lines` name, by variant id: as orders need them, and their rows. */
export async function visibleVariants(db: Db, lines: readonly LineVariant[]): Promise<Map<number, { orderable: OrderableProduct; row: ProductVariantRow['variant'] }>> {
  if (lines.length === 0) return new Map();
  const { rows } = await sql<OrderableProduct & { row: ProductVariantRow['variant'] }>`
    select ${ORDERABLE}, to_jsonb(v) as row
    from product_variants v join products p on p.id = v.product_id
    where v.id in (${sql.join(lines.map((line) => line.variant_id))}) and v.active and ${PRODUCT_VISIBLE}`.execute(db);
  const named = new Set(lines.map((line) => `${line.product_id}:${line.variant_id}`));
  const found = new Map<number, { orderable: OrderableProduct; row: ProductVariantRow['variant'] }>();
  for (const { row, ...orderable } of rows) {
    // JSON numbers: the prices arrive as numbers, as the driver reads numeric columns.
    if (named.has(`${orderable.id}:${orderable.variant_id}`)) found.set(orderable.variant_id, { orderable, row });
  }
  return found;
}

/**
 * Takes `quantity` units of a visible product's active variant, only when that many are in stock:
 * one conditional update, which waits for a concurrent checkout of the same variant and then sees
 * its stock. Returns the variant as it is now, or why it could not be taken.
 */
export async function takeStock(
  db: Db,
  line: LineVariant,
  quantity: number,
): Promise<{ product: OrderableProduct } | { problem: 'productUnavailable' } | { problem: 'variantUnavailable' } | { problem: 'outOfStock'; names: string[] }> {
  const taken = await sql<OrderableProduct>`
    update product_variants v set stock = v.stock - ${quantity}
    from products p
    where v.id = ${line.variant_id} and v.product_id = ${line.product_id} and p.id = v.product_id
      and v.active and v.stock >= ${quantity} and ${PRODUCT_VISIBLE}
    returning ${ORDERABLE}`.execute(db);
  const product = taken.rows[0];
  if (product) return { product };
  const found = await sql<{ names: string[]; sellable: boolean | null }>`
    select p.names, (select v.active from product_variants v where v.id = ${line.variant_id} and v.product_id = p.id) as sellable
    from products p where p.id = ${line.product_id} and ${PRODUCT_VISIBLE}`.execute(db);
  const row = found.rows[0];
  if (!row) return { problem: 'productUnavailable' };
  return row.sellable ? { problem: 'outOfStock', names: row.names } : { problem: 'variantUnavailable' };
}

/** Puts units back (an order cancelled) or takes them again (a cancellation undone), in one statement per line. */
export async function moveStock(db: Db, line: LineVariant, delta: number): Promise<{ ok: boolean; names: string[] | null }> {
  const result = await sql<{ names: string[] }>`
    update product_variants v set stock = v.stock + ${delta}
    from products p
    where v.id = ${line.variant_id} and v.product_id = ${line.product_id} and p.id = v.product_id and v.stock + ${delta} >= 0
    returning p.names`.execute(db);
  if (result.rows[0]) return { ok: true, names: result.rows[0].names };
  const found = await sql<{ names: string[] }>`
    select p.names from products p join product_variants v on v.product_id = p.id where v.id = ${line.variant_id} and p.id = ${line.product_id}`.execute(db);
  // A deleted product or variant has no stock to return to.
  return { ok: found.rows.length === 0, names: found.rows[0]?.names ?? null };
}

/**
 * Every line of an order put back into stock (+1: cancelled, a card payment's hold run out) or taken
 * again (-1: a cancellation undone), in the order checkouts lock them (product, then variant), so
 * this never deadlocks with a checkout. Stops at the first line whose units are no longer there.
 */
export async function moveOrderStock(db: Db, orderId: number, direction: 1 | -1): Promise<{ ok: boolean; names: string[] | null }> {
  const items = await db
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .orderBy('variant_id')
    .execute();
  for (const item of items) {
    const moved = await moveStock(db, item, direction * item.quantity);
    if (!moved.ok) return moved;
  }
  return { ok: true, names: null };
}
