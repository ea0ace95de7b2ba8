import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, ORDER_MAX_QUANTITY } from '../../../../../src/shared/constants';
import { addToCart, cartUnits, lineKey, orderItemsOf, readCart, removeFromCart, setCartQuantity } from '../../../../../src/client/lib/cart/cart-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('cart storage', () => {
  it('adds units and caps a line at the order maximum of 10', () => {
    const storage = memoryStorage();
    addToCart(storage, '7', 3);
    addToCart(storage, 7, 9);
    addToCart(storage, '8');
    expect(readCart(storage)).toEqual([
      { product_id: '7', quantity: ORDER_MAX_QUANTITY },
      { product_id: '8', quantity: 1 },
    ]);
    expect(cartUnits(readCart(storage))).toBe(11);
  });

  it('caps a line at the stock when it is below the order maximum', () => {
    const storage = memoryStorage();
    addToCart(storage, '7', 4, 5);
    addToCart(storage, '7', 4, 5);
    expect(readCart(storage)).toEqual([{ product_id: '7', quantity: 5 }]);
    setCartQuantity(storage, '7', 9, 5);
    expect(readCart(storage)).toEqual([{ product_id: '7', quantity: 5 }]);
    addToCart(storage, '8', 1, 0);
    expect(readCart(storage)).toEqual([{ product_id: '7', quantity: 5 }]);
  });

  it('ignores non-numeric ids and sets or removes a line', () => {
    const storage = memoryStorage();
    addToCart(storage, 'abc');
    expect(readCart(storage)).toEqual([]);
    addToCart(storage, '5', 2);
    setCartQuantity(storage, '5', 40);
    expect(readCart(storage)).toEqual([{ product_id: '5', quantity: ORDER_MAX_QUANTITY }]);
    setCartQuantity(storage, '5', 0);
    expect(readCart(storage)).toEqual([]);
    addToCart(storage, '6');
    removeFromCart(storage, '6');
    expect(readCart(storage)).toEqual([]);
  });

  it.each([['not json'], ['{"a":1}'], ['[{"product_id":"x","quantity":1}]'], ['[{"product_id":"1","quantity":11}]']])('reads bad stored data %s as an empty cart', (stored) => {
    expect(readCart(memoryStorage({ [CART_STORAGE_KEY]: stored }))).toEqual([]);
  });

  it('keeps each variant of a product on a line of its own, named by its variant; the product’s own variant as before', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ product_id: '7', quantity: 1 }]) });
    addToCart(storage, '7', 2, 10, '7');
    addToCart(storage, '7', 1, 3, '41');
    addToCart(storage, '7', 5, 3, '41');
    addToCart(storage, '7', 1, 10, '42');
    const lines = readCart(storage);
    expect(lines).toEqual([
      { product_id: '7', quantity: 3 },
      { product_id: '7', variant_id: '41', quantity: 3 },
      { product_id: '7', variant_id: '42', quantity: 1 },
    ]);
    expect(lines.map(lineKey)).toEqual(['7', '41', '42']);
    expect(orderItemsOf(lines)).toEqual([
      { product_id: '7', quantity: 3 },
      { product_id: '7', variant_id: '41', quantity: 3 },
      { product_id: '7', variant_id: '42', quantity: 1 },
    ]);
    setCartQuantity(storage, '41', 1);
    removeFromCart(storage, '42');
    expect(readCart(storage)).toEqual([
      { product_id: '7', quantity: 3 },
      { product_id: '7', variant_id: '41', quantity: 1 },
    ]);
    // A variant id that is not a product-like id makes the stored cart unreadable, as any other bad line does.
    expect(readCart(memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ product_id: '7', variant_id: 'x', quantity: 1 }]) }))).toEqual([]);
    expect(addToCart(memoryStorage(), '7', 1, 10, 'x')).toEqual([]);
  });
});
