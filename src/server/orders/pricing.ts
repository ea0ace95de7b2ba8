/**
 * What an order costs, the one computation behind orderQuote and createOrder on the real server
 * and on the mock (mock-server/orders/pricing.ts calls priceLines): current process prices, the promo code's
 * percentage of the subtotal, the country's delivery price (free from its threshold), all in the
 * request language's currency.
 */
import type { OrderCountryRow } from '../db/tables/orders';
import { userError, type MessageKey } from '../errors';
import { pick } from '../lib/translate';
import { currencyOf, inCurrency, round2 } from '../lib/money';
import { processPriceRsd, type OrderableProduct } from './products';

export interface CartLine<P = OrderableProduct> {
  product: P;
  quantity: number;
}

export interface PricedLine<P = OrderableProduct> extends CartLine<P> {
  /** Unit price in the order's currency. */
  price: number;
  /** quantity × price. */
  total: number;
  price_rsd: number;
}

export interface PricedCart<P = OrderableProduct> {
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

export { currencyOf, inCurrency, round2 };

/** What a country's delivery costs in RSD, and the subtotal (RSD) from which it is free. */
export interface DeliveryTerms {
  delivery_price: number | string;
  free_delivery_over: number | string | null;
}

type Country = Pick<OrderCountryRow, 'delivery_price' | 'free_delivery_over'>;

/**
 * The pricing rule, on the mock and the real server: each line at `priceOf` (RSD), converted by
 * `convert` to the order's currency; the promo code's percentage of the subtotal; the country's
 * delivery price unless the cart is empty, there is no country, or the RSD subtotal reaches its
 * free delivery threshold.
 */
export function priceLines<P>(
  lang: number,
  cart: readonly CartLine<P>[],
  country: DeliveryTerms | undefined,
  discountPercent: number,
  priceOf: (product: P) => number,
  convert: (rsd: number) => number,
): PricedCart<P> {
  const lines = cart.map(({ product, quantity }) => {
    const priceRsd = priceOf(product);
    const price = convert(priceRsd);
    return { product, quantity, price, total: round2(price * quantity), price_rsd: priceRsd };
  });
  const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const subtotalRsd = round2(lines.reduce((sum, line) => sum + line.price_rsd * line.quantity, 0));
  const discount = round2((subtotal * discountPercent) / 100);
  const discountRsd = round2((subtotalRsd * discountPercent) / 100);
  const freeDelivery =
    lines.length === 0 || !country || (country.free_delivery_over != null && subtotalRsd >= Number(country.free_delivery_over));
  const deliveryRsd = freeDelivery ? 0 : Number(country.delivery_price);
  const deliveryPrice = convert(deliveryRsd);
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

/** The amounts of a cart in `lang`'s currency; `discountPercent` 0 for no promo code. */
export function priceCart<P extends OrderableProduct>(
  lang: number,
  rate: number,
  cart: readonly CartLine<P>[],
  country: Country | undefined,
  discountPercent: number,
): PricedCart<P> {
  return priceLines(lang, cart, country, discountPercent, processPriceRsd, (rsd) => inCurrency(rsd, lang, rate));
}

/** What promoCodeProblem reads of a promo code. */
export interface PromoCodeState {
  active: boolean;
  expires_at: Date | string | null;
  used: number;
  usage_count: number;
}

/** Why a promo code cannot be applied now, or null when it can. */
export function promoCodeProblem(promo: PromoCodeState | undefined, now = new Date()): MessageKey | null {
  if (!promo || !promo.active) return 'promoInvalid';
  if (promo.expires_at && new Date(promo.expires_at).getTime() < now.getTime()) return 'promoExpired';
  if (promo.used >= promo.usage_count) return 'promoUsedUp';
  return null;
}

/** A typed promo code checked for a quote: `applied` when it can be used now, else why not (`problem`). */
export function promoForQuote<T extends PromoCodeState>(typed: string | null, promo: T | undefined): { applied: T | undefined; problem: MessageKey | null } {
  const problem = typed ? promoCodeProblem(promo) : null;
  return { applied: typed && !problem ? promo : undefined, problem };
}

/** orderQuote's answer: the priced lines and amounts, the promo code applied, or why it was not. */
export function quoteAnswer<P>(lang: number, priced: PricedCart<P>, promoCode: string | null, problem: MessageKey | null) {
  return {
    items: priced.lines.map((line) => ({ product: line.product, quantity: line.quantity, price: line.price, total: line.total })),
    subtotal: priced.subtotal,
    discount: priced.discount,
    delivery_price: priced.delivery_price,
    total: priced.total,
    currency: priced.currency,
    promo_code: promoCode,
    promo_code_error: problem ? userError(lang, problem).message : null,
  };
}

/** An order's item from a priced line: the product's name in the order's language and code, as bought. */
export function orderItemOf<P extends { id: number; names: readonly string[]; code: string }>(line: PricedLine<P>, lang: number) {
  return {
    product_id: line.product.id,
    name: pick(line.product.names, lang),
    code: line.product.code,
    quantity: line.quantity,
    price: line.price,
    total: line.total,
    price_rsd: line.price_rsd,
  };
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
