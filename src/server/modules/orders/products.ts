/**
 * What orders read from and write to the catalogue's `products` table (020_catalog.sql): the
 * price, the name at order time, the stock. Raw SQL keeps the orders domain to these columns.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ProductRow } from '../catalog';

export { processPriceRsd } from '../../../shared/rules/pricing';

/** The columns pricing and order lines need. */
export interface OrderableProduct {
  id: number;
  code: string;
  names: string[];
  price: number;
  discount_price: number | null;
  stock: number;
}

/** A product shoppers can order now: switched on and inside its display window. */
const VISIBLE = sql`active and (active_from is null or active_from <= now()) and (active_to is null or active_to >= now())`;

/** Whole product rows (for the quote's items), visible ones only, by id. */
export async function visibleProducts(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow & OrderableProduct>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<ProductRow & OrderableProduct>`select * from products where id in (${sql.join(ids)}) and ${VISIBLE}`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Takes `quantity` units of a visible product, only when that many are in stock: one conditional
 * update, which waits for a concurrent checkout of the same product and then sees its stock.
 * Returns the product as it is now, or why it could not be taken.
 */
export async function takeStock(
  db: Db,
  productId: number,
  quantity: number,
): Promise<{ product: OrderableProduct } | { problem: 'productUnavailable' } | { problem: 'outOfStock'; names: string[] }> {
  const taken = await sql<OrderableProduct>`
    update products set stock = stock - ${quantity}
    where id = ${productId} and stock >= ${quantity} and ${VISIBLE}
    returning id, code, names, price, discount_price, stock`.execute(db);
  const product = taken.rows[0];
  if (product) return { product };
  const found = await sql<{ names: string[] }>`select names from products where id = ${productId} and ${VISIBLE}`.execute(db);
  const names = found.rows[0]?.names;
  return names ? { problem: 'outOfStock', names } : { problem: 'productUnavailable' };
}

/** Puts units back (an order cancelled) or takes them again (a cancellation undone), in one statement per line. */
export async function moveStock(db: Db, productId: number, delta: number): Promise<{ ok: boolean; names: string[] | null }> {
  const result = await sql<{ names: string[] }>`
    update products set stock = stock + ${delta}
    where id = ${productId} and stock + ${delta} >= 0
    returning names`.execute(db);
  if (result.rows[0]) return { ok: true, names: result.rows[0].names };
  const found = await sql<{ names: string[] }>`select names from products where id = ${productId}`.execute(db);
  // A deleted product has no stock to return to.
  return { ok: found.rows.length === 0, names: found.rows[0]?.names ?? null };
}
