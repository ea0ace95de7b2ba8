/**
 * What an order costs, on the server (orderQuote, createOrder) and in the demo fixtures' orders:
 * current process prices, the promo code's percentage of the subtotal, the country's delivery price
 * (free from its threshold), all in the request language's currency.
 */
import { pick } from '../i18n/translated';
import { currencyOf, round2 } from './money';

/** A product's regular price and its action (discount) price, as the catalogue stores them. */
export interface ListPrice {
  price: number | string;
  discount_price: number | string | null;
}

/** On action: an action price below the regular price. */
export function isOnAction(product: ListPrice): boolean {
  return product.discount_price != null && Number(product.discount_price) < Number(product.price);
}

/** What a shopper pays now in RSD: the action price when it is below the price, otherwise the price. */
export function processPriceRsd(product: ListPrice): number {
  return isOnAction(product) ? Number(product.discount_price) : Number(product.price);
}

export interface CartLine<P> {
  product: P;
  quantity: number;
}

export interface PricedLine<P> extends CartLine<P> {
  /** Unit price in the order's currency. */
  price: number;
  /** quantity × price. */
  total: number;
  price_rsd: number;
}

export interface PricedCart<P> {
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

/** The amounts an order keeps from its priced cart (the orders table's columns of the same names). */
export function orderAmounts<P>(priced: PricedCart<P>): Pick<PricedCart<P>, 'subtotal' | 'discount' | 'delivery_price' | 'total' | 'currency' | 'total_rsd'> {
  const { subtotal, discount, delivery_price, total, currency, total_rsd } = priced;
  return { subtotal, discount, delivery_price, total, currency, total_rsd };
}

/** What a country's delivery costs in RSD, and the subtotal (RSD) from which it is free. */
export interface DeliveryTerms {
  delivery_price: number | string;
  free_delivery_over: number | string | null;
}

/**
 * The pricing rule: each line at `priceOf` (RSD), converted by
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

