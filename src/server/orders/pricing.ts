/**
 * What an order costs, the one computation behind orderQuote and createOrder (the mock's
 * mock-server/orders/pricing.ts, over database rows): current process prices, the promo code's
 * percentage of the subtotal, the country's delivery price (free from its threshold), all in the
 * request language's currency.
 */
import type { OrderCountryRow, PromoCodeRow } from '../db/tables/orders';
import type { MessageKey } from '../errors';
import { inCurrency } from './exchange-rate';
import { processPriceRsd, type OrderableProduct } from './products';

export interface CartLine<P extends OrderableProduct = OrderableProduct> {
  product: P;
  quantity: number;
}

export interface PricedLine<P extends OrderableProduct = OrderableProduct> extends CartLine<P> {
  /** Unit price in the order's currency. */
  price: number;
  /** quantity × price. */
  total: number;
  price_rsd: number;
}

export interface PricedCart<P extends OrderableProduct = OrderableProduct> {
  currency: 'RSD' | 'EUR';
  lines: PricedLine<P>[];
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  /** The subtotal in RSD, which the minimum order and free delivery thresholds are set in. */
  subtotal_rsd: number;
  total_rsd: number;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export const currencyOf = (lang: number): 'RSD' | 'EUR' => (lang === 1 ? 'EUR' : 'RSD');

export { inCurrency };

type Country = Pick<OrderCountryRow, 'delivery_price' | 'free_delivery_over'>;

/** The amounts of a cart in `lang`'s currency; `discountPercent` 0 for no promo code. */
export function priceCart<P extends OrderableProduct>(
  lang: number,
  rate: number,
  cart: readonly CartLine<P>[],
  country: Country | undefined,
  discountPercent: number,
): PricedCart<P> {
  const lines = cart.map(({ product, quantity }) => {
    const priceRsd = processPriceRsd(product);
    const price = inCurrency(priceRsd, lang, rate);
    return { product, quantity, price, total: round2(price * quantity), price_rsd: priceRsd };
  });
  const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const subtotalRsd = round2(lines.reduce((sum, line) => sum + line.price_rsd * line.quantity, 0));
  const discount = round2((subtotal * discountPercent) / 100);
  const discountRsd = round2((subtotalRsd * discountPercent) / 100);
  const freeDelivery =
    lines.length === 0 || !country || (country.free_delivery_over != null && subtotalRsd >= Number(country.free_delivery_over));
  const deliveryRsd = freeDelivery ? 0 : Number(country.delivery_price);
  const deliveryPrice = inCurrency(deliveryRsd, lang, rate);
  return {
    currency: currencyOf(lang),
    lines,
    subtotal,
    discount,
    delivery_price: deliveryPrice,
    total: round2(subtotal - discount + deliveryPrice),
    subtotal_rsd: subtotalRsd,
    total_rsd: round2(subtotalRsd - discountRsd + deliveryRsd),
  };
}

/** Why a promo code cannot be applied now, or null when it can. */
export function promoCodeProblem(promo: PromoCodeRow | undefined, now = new Date()): MessageKey | null {
  if (!promo || !promo.active) return 'promoInvalid';
  if (promo.expires_at && promo.expires_at.getTime() < now.getTime()) return 'promoExpired';
  if (promo.used >= promo.usage_count) return 'promoUsedUp';
  return null;
}

/** The cart with one line per product (quantities of repeated lines added up). */
export function mergeLines(items: readonly { product_id: string; quantity: number }[]): { product_id: string; quantity: number }[] {
  const merged = new Map<string, { product_id: string; quantity: number }>();
  for (const item of items) {
    const key = String(Number(item.product_id));
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { product_id: item.product_id, quantity: item.quantity });
  }
  return [...merged.values()];
}

/** `days` working days (Monday to Friday) after `from`, as YYYY-MM-DD. */
export function addWorkingDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = days; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
