/**
 * Orders' pricing on the server: the shared rule (src/shared/rules/pricing.ts) over product rows at
 * the shop's exchange rate, promo code checks and the order's lines.
 */
import type { ProductRow, ProductVariantRow } from '../catalog';
import type { OrderCountryRow } from './tables';
import { userError, type MessageKey } from '../../errors';
import { currencyOf, inCurrency, round2 } from '../../../shared/rules/money';
import {
  orderItemOf,
  priceLines,
  type CartLine as SharedCartLine,
  type DeliveryTerms,
  type PricedCart as SharedPricedCart,
  type PricedLine as SharedPricedLine,
} from '../../../shared/rules/pricing';
import { processPriceRsd, type LineVariant, type OrderableProduct } from './products';

export type CartLine<P = OrderableProduct> = SharedCartLine<P>;
export type PricedLine<P = OrderableProduct> = SharedPricedLine<P>;
export type PricedCart<P = OrderableProduct> = SharedPricedCart<P>;
export { currencyOf, inCurrency, orderItemOf, priceLines, round2, type DeliveryTerms };

type Country = Pick<OrderCountryRow, 'delivery_price' | 'free_delivery_over'>;

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
export function quoteAnswer<P extends { row: ProductRow; variant: ProductVariantRow }>(lang: number, priced: PricedCart<P>, promoCode: string | null, problem: MessageKey | null) {
  return {
    items: priced.lines.map((line) => ({ product: line.product.row, variant: line.product.variant, quantity: line.quantity, price: line.price, total: line.total })),
    subtotal: priced.subtotal,
    discount: priced.discount,
    delivery_price: priced.delivery_price,
    total: priced.total,
    currency: priced.currency,
    promo_code: promoCode,
    promo_code_error: problem ? userError(lang, problem).message : null,
  };
}

/** A cart line as the apps send it (OrderItemInput). */
export interface ItemInput {
  product_id: string;
  variant_id?: string | null;
  quantity: number;
}

/** A cart line with its product and variant read as ids: the variant it names, or its product's own. */
export interface VariantLine extends LineVariant {
  quantity: number;
}

/**
 * The cart with one line per variant (quantities of repeated lines added up), in the order first
 * named. An id that is not a whole number is refused: the product's as unavailable, the variant's as
 * a variant no longer sold.
 */
export function mergeLines(lang: number, items: readonly ItemInput[]): VariantLine[] {
  const merged = new Map<number, VariantLine>();
  for (const item of items) {
    const productId = Number(item.product_id);
    if (!Number.isSafeInteger(productId)) throw userError(lang, 'productUnavailable', { field: 'items' });
    const variantId = item.variant_id == null || item.variant_id === '' ? productId : Number(item.variant_id);
    if (!Number.isSafeInteger(variantId)) throw userError(lang, 'variantUnavailable', { field: 'items' });
    const line = merged.get(variantId);
    if (line && line.product_id !== productId) throw userError(lang, 'variantUnavailable', { field: 'items' });
    if (line) line.quantity += item.quantity;
    else merged.set(variantId, { product_id: productId, variant_id: variantId, quantity: item.quantity });
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
