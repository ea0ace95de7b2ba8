import { CART_STORAGE_KEY, ORDER_MAX_QUANTITY } from '../../../shared/constants';
import { orderQuantity } from '../../../shared/order-quantity';
import { readJson, storedProductId, writeJson, type BrowserStorage } from '../browser-storage';

/** One line of the cart: a product and how many of it (1 to ORDER_MAX_QUANTITY). */
export interface CartLine {
  product_id: string;
  quantity: number;
}

/** A quantity within 1..ORDER_MAX_QUANTITY (spec §9), or null for one that is not a whole number. */
export function cartQuantity(value: unknown): number | null {
  return orderQuantity(value);
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { product_id, quantity } = value as Record<string, unknown>;
  return storedProductId(product_id) === product_id && cartQuantity(quantity) === quantity;
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
 * Adds units of a product, a line holding at most `most` (the product's max_quantity: the order
 * maximum or its stock); a non-numeric id, or a product none can be ordered of, changes nothing.
 */
export function addToCart(storage: BrowserStorage | undefined, productId: unknown, quantity = 1, most = ORDER_MAX_QUANTITY): CartLine[] {
  const lines = readCart(storage);
  const id = storedProductId(productId);
  const units = orderQuantity(quantity, most);
  if (id === null || !units) return lines;
  const existing = lines.find((line) => line.product_id === id);
  if (!existing) return writeCart(storage, [...lines, { product_id: id, quantity: units }]);
  return writeCart(
    storage,
    lines.map((line) => (line === existing ? { ...line, quantity: orderQuantity(line.quantity + units, most)! } : line)),
  );
}

/** Sets a line's quantity, at most `most`; zero or less removes the line. */
export function setCartQuantity(storage: BrowserStorage | undefined, productId: string, quantity: number, most = ORDER_MAX_QUANTITY): CartLine[] {
  if (quantity <= 0 || most <= 0) return removeFromCart(storage, productId);
  const units = orderQuantity(quantity, most);
  if (units === null) return readCart(storage);
  return writeCart(
    storage,
    readCart(storage).map((line) => (line.product_id === productId ? { ...line, quantity: units } : line)),
  );
}

export function removeFromCart(storage: BrowserStorage | undefined, productId: string): CartLine[] {
  return writeCart(
    storage,
    readCart(storage).filter((line) => line.product_id !== productId),
  );
}

export function clearCart(storage: BrowserStorage | undefined): CartLine[] {
  return writeCart(storage, []);
}

/** Units in the cart, for the header's badge. */
export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
