/**
 * What an order costs, the one computation behind orderQuote, createOrder and the seeded orders:
 * current process prices, the promo code's percentage of the subtotal, and the country's delivery
 * price (free from its threshold), all in the request language's currency.
 */
import type { ProductRecord } from '../catalog/tables';
import { processPriceRsd } from '../catalog/tables';
import type { MockDb } from '../db';
import { currencyOf, inCurrency } from '../lib/money';
import type { MessageKey } from '../../src/server/errors';
import type { OrderCountryRecord, PromoCodeRecord } from './tables';

export interface CartLine {
  product: ProductRecord;
  quantity: number;
}

export interface PricedLine extends CartLine {
  /** Unit price in the order's currency. */
  price: number;
  /** quantity × price. */
  total: number;
  price_rsd: number;
}

export interface PricedCart {
  currency: 'RSD' | 'EUR';
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  /** The subtotal in RSD, which the minimum order and free delivery thresholds are set in. */
  subtotal_rsd: number;
  total_rsd: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The amounts of a cart in `lang`'s currency; `discountPercent` 0 for no promo code. */
export function priceCart(
  db: MockDb,
  lang: number,
  cart: readonly CartLine[],
  country: OrderCountryRecord | undefined,
  discountPercent: number,
  priceOf: (product: ProductRecord) => number = processPriceRsd,
): PricedCart {
  const lines = cart.map(({ product, quantity }) => {
    const priceRsd = priceOf(product);
    const price = inCurrency(db, lang, priceRsd);
    return { product, quantity, price, total: round2(price * quantity), price_rsd: priceRsd };
  });
  const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const subtotalRsd = round2(lines.reduce((sum, line) => sum + line.price_rsd * line.quantity, 0));
  const discount = round2((subtotal * discountPercent) / 100);
  const discountRsd = round2((subtotalRsd * discountPercent) / 100);
  const freeDelivery =
    lines.length === 0 || !country || (country.free_delivery_over != null && subtotalRsd >= country.free_delivery_over);
  const deliveryRsd = freeDelivery ? 0 : country.delivery_price;
  const deliveryPrice = inCurrency(db, lang, deliveryRsd);
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

/** A promo code by what a shopper typed: trimmed, case-insensitive. */
export function findPromoCode(db: MockDb, typed: string): PromoCodeRecord | undefined {
  const wanted = typed.trim().toUpperCase();
  return db.promoCodes.find((promo) => promo.code.toUpperCase() === wanted);
}

/** Why a typed promo code cannot be applied now, or null when it can. */
export function promoCodeProblem(promo: PromoCodeRecord | undefined, now = new Date()): MessageKey | null {
  if (!promo || !promo.active) return 'promoInvalid';
  if (promo.expires_at && Date.parse(promo.expires_at) < now.getTime()) return 'promoExpired';
  if (promo.used >= promo.usage_count) return 'promoUsedUp';
  return null;
}

/** The cheapest active country, the quote's default. */
export function cheapestCountry(db: MockDb): OrderCountryRecord | undefined {
  return db.orderCountries
    .filter((country) => country.active)
    .reduce<OrderCountryRecord | undefined>((best, country) => (!best || country.delivery_price < best.delivery_price ? country : best), undefined);
}
