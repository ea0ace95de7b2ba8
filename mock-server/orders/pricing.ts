/**
 * What an order costs, the one computation behind orderQuote, createOrder and the seeded orders:
 * current process prices, the promo code's percentage of the subtotal, and the country's delivery
 * price (free from its threshold), all in the request language's currency.
 */
import type { ProductRecord } from '../catalog/tables';
import { processPriceRsd } from '../catalog/tables';
import type { MockDb } from '../db';
import { inCurrency } from '../lib/money';
import {
  priceLines,
  promoCodeProblem,
  type CartLine as ServerCartLine,
  type PricedCart as ServerPricedCart,
} from '../../src/server/modules/orders/pricing';
import type { OrderCountryRecord, PromoCodeRecord } from './tables';

export type CartLine = ServerCartLine<ProductRecord>;
export type PricedCart = ServerPricedCart<ProductRecord>;

/** The amounts of a cart in `lang`'s currency; `discountPercent` 0 for no promo code. */
export function priceCart(
  db: MockDb,
  lang: number,
  cart: readonly CartLine[],
  country: OrderCountryRecord | undefined,
  discountPercent: number,
  priceOf: (product: ProductRecord) => number = processPriceRsd,
): PricedCart {
  return priceLines(lang, cart, country, discountPercent, priceOf, (rsd) => inCurrency(db, lang, rsd));
}

/** A promo code by what a shopper typed: trimmed, case-insensitive. */
export function findPromoCode(db: MockDb, typed: string): PromoCodeRecord | undefined {
  const wanted = typed.trim().toUpperCase();
  return db.promoCodes.find((promo) => promo.code.toUpperCase() === wanted);
}

export { promoCodeProblem };

/** The cheapest active country, the quote's default. */
export function cheapestCountry(db: MockDb): OrderCountryRecord | undefined {
  return db.orderCountries
    .filter((country) => country.active)
    .reduce<OrderCountryRecord | undefined>((best, country) => (!best || country.delivery_price < best.delivery_price ? country : best), undefined);
}
