import { ORDER_MAX_QUANTITY } from '../constants';

/**
 * How many units of a product one order may hold: the order maximum (spec §9) or the stock,
 * whichever is lower; 0 when the product is sold out. The product page, the cart, the quote and
 * the order all go by this one rule.
 */
export function maxOrderQuantity(stock: number): number {
  if (!Number.isFinite(stock)) return 0;
  return Math.max(0, Math.min(ORDER_MAX_QUANTITY, Math.floor(stock)));
}

/**
 * A wanted quantity within 1 and `most` (0 when nothing can be ordered); null for a value that is
 * not a whole number.
 */
export function orderQuantity(wanted: unknown, most: number = ORDER_MAX_QUANTITY): number | null {
  const number = typeof wanted === 'string' && wanted.trim() !== '' ? Number(wanted) : wanted;
  if (typeof number !== 'number' || !Number.isInteger(number)) return null;
  const limit = Math.max(0, Math.min(most, ORDER_MAX_QUANTITY));
  return limit === 0 ? 0 : Math.min(Math.max(number, 1), limit);
}

/** The quantities a picker offers: 1 up to `most`; none when nothing can be ordered. */
export function quantityChoices(most: number): number[] {
  const limit = Math.max(0, Math.min(Math.floor(most), ORDER_MAX_QUANTITY));
  return Array.from({ length: limit }, (_, index) => index + 1);
}
