/**
 * The listing's price range: the shopper's bounds (price_min, price_max) on what they pay
 * (`products.process_price`, the generated column of migration 020, RSD); the range facet (the
 * lowest and highest of it with every selection but the bounds) is counted in listing-summary.ts.
 * Both are in the request's currency (EUR in English), compared as the listing shows prices: to the cent.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { requestCurrencyRate } from '../../lib/exchange-rate';
import { whereAll } from './product-query';
import { money } from './common';

export interface PriceBounds {
  price_min?: number | null;
  price_max?: number | null;
}

export interface PriceRange {
  min: number;
  max: number;
}

/** Refuses a reversed range before anything is asked (the schema's @range already keeps each bound in 0…9999999999.99). */
export function assertPriceBounds(ctx: GraphQLContext, bounds: PriceBounds): void {
  if (bounds.price_min != null && bounds.price_max != null && bounds.price_min > bounds.price_max) {
    throw userError(ctx.lang, 'priceRangeReversed', { field: 'price_max' });
  }
}

/**
 * SQL over `products p`: the price shown (RSD / rate, rounded to the cent, halves up) lies within
 * the bounds. Written on the column against constants, so `products_price` (071) serves it.
 */
export async function priceCondition(ctx: GraphQLContext, bounds: PriceBounds): Promise<RawBuilder<unknown> | null> {
  const { price_min: min, price_max: max } = bounds;
  if (min == null && max == null) return null;
  const rate = await requestCurrencyRate(ctx);
  const conditions: RawBuilder<unknown>[] = [];
  if (min != null) conditions.push(sql`p.process_price >= (${String(min)}::numeric - 0.005) * ${String(rate)}::numeric`);
  if (max != null) conditions.push(sql`p.process_price < (${String(max)}::numeric + 0.005) * ${String(rate)}::numeric`);
  return sql`(${whereAll(conditions)})`;
}

/**
 * The bounds in RSD as the listing index compares them (price ≥ low, price < high): the same
 * arithmetic as priceCondition's, in floating point (a price a billionth of a dinar from a bound is
 * not one a shop writes).
 */
export async function priceBoundsRsd(ctx: GraphQLContext, bounds: PriceBounds): Promise<{ low: number | null; high: number | null } | null> {
  const { price_min: min, price_max: max } = bounds;
  if (min == null && max == null) return null;
  const rate = await requestCurrencyRate(ctx);
  return { low: min == null ? null : (min - 0.005) * rate, high: max == null ? null : (max + 0.005) * rate };
}

/**
 * The price facet of a listing with no selection (the shop: scope 0; a category: its id and subtree),
 * from the prices migration 084 counts, in the request's currency; null when it shows nothing.
 */
export async function countedPriceRange(ctx: GraphQLContext, scope: number, categories: number[] | null): Promise<PriceRange | null> {
  const { rows } = await sql<{ low: number | null; high: number | null }>`select low, high from listing_counted_prices(${scope}, ${categories}::int[])`.execute(ctx.db);
  const bounds = rows[0];
  return bounds?.low != null && bounds.high != null ? { min: await money(ctx, bounds.low), max: await money(ctx, bounds.high) } : null;
}
