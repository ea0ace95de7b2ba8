import { CART_STORAGE_KEY, ORDER_MAX_QUANTITY } from '../../../shared/constants';
import { orderQuantity } from '../../../shared/orders/order-quantity';
import { readJson, storedProductId, writeJson, type BrowserStorage } from '../browser-storage';

/**
 * One line of the cart: a product's variant and how many of it (1 to ORDER_MAX_QUANTITY). A line
 * without `variant_id` (a product without options, or a cart stored before variants) is of the
 * product's own variant, whose id is the product's.
 */
export interface CartLine {
  product_id: string;
  variant_id?: string;
  quantity: number;
}

/** What names a line in the cart (and the quote's item of it): its variant's id. */
export const lineKey = (line: Pick<CartLine, 'product_id' | 'variant_id'>): string => line.variant_id ?? line.product_id;

/** A quantity within 1..ORDER_MAX_QUANTITY (spec §9), or null for one that is not a whole number. */
export function cartQuantity(value: unknown): number | null {
  return orderQuantity(value);
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { product_id, variant_id, quantity } = value as Record<string, unknown>;
  return storedProductId(product_id) === product_id && (variant_id === undefined || storedProductId(variant_id) === variant_id) && cartQuantity(quantity) === quantity;
}

/** The stored cart, oldest line first; stored data that is not such a list reads as an empty cart. */
export function readCart(storage: BrowserStorage | undefined): CartLine[] {
  const stored = readJson(storage, CART_STORAGE_KEY);
  if (!Array.isArray(stored) || !stored.every(isCartLine)) return [];
  return stored;
}

function writeCart(storage: BrowserStorage | undefined, lines: CartLine[]): CartLine[] {
  writeJson(storage, CART_STORAGE_KEY, lines);
  return lines;
}

/**
 * Adds units of a product's variant (its own when `variantId` is left out or is the product's id),
 * a line holding at most `most` (the variant's max_quantity: the order maximum or its stock); a
 * non-numeric id, or a variant none can be ordered of, changes nothing.
 */
export function addToCart(storage: BrowserStorage | undefined, productId: unknown, quantity = 1, most = ORDER_MAX_QUANTITY, variantId?: unknown): CartLine[] {
  const lines = readCart(storage);
  const id = storedProductId(productId);
  const variant = variantId === undefined ? id : storedProductId(variantId);
  const units = orderQuantity(quantity, most);
  if (id === null || variant === null || !units) return lines;
  const added: CartLine = variant === id ? { product_id: id, quantity: units } : { product_id: id, variant_id: variant, quantity: units };
  const existing = lines.find((line) => lineKey(line) === lineKey(added));
  if (!existing) return writeCart(storage, [...lines, added]);
  return writeCart(
    storage,
    lines.map((line) => (line === existing ? { ...line, quantity: orderQuantity(line.quantity + units, most)! } : line)),
  );
}

/** Sets the quantity of the line named `key` (lineKey), at most `most`; zero or less removes the line. */
export function setCartQuantity(storage: BrowserStorage | undefined, key: string, quantity: number, most = ORDER_MAX_QUANTITY): CartLine[] {
  if (quantity <= 0 || most <= 0) return removeFromCart(storage, key);
  const units = orderQuantity(quantity, most);
  if (units === null) return readCart(storage);
  return writeCart(
    storage,
    readCart(storage).map((line) => (lineKey(line) === key ? { ...line, quantity: units } : line)),
  );
}

/** Removes the line named `key` (lineKey). */
export function removeFromCart(storage: BrowserStorage | undefined, key: string): CartLine[] {
  return writeCart(
    storage,
    readCart(storage).filter((line) => lineKey(line) !== key),
  );
}

/** The cart as orderQuote and createOrder take it (OrderItemInput). */
export const orderItemsOf = (lines: readonly CartLine[]) =>
  lines.map(({ product_id, variant_id, quantity }) => (variant_id ? { product_id, variant_id, quantity } : { product_id, quantity }));

export function clearCart(storage: BrowserStorage | undefined): CartLine[] {
  return writeCart(storage, []);
}

/** Units in the cart, for the header's badge. */
export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
