import { useCallback } from 'react';
import { CART_STORAGE_KEY } from '../../../shared/constants';
import { browserLocalStorage, notifyStoredValueChanged, useStoredValue } from '../useStoredValue';
import { addToCart, cartUnits, clearCart, readCart, removeFromCart, setCartQuantity, type CartLine } from './cart-storage';

export interface Cart {
  lines: CartLine[];
  /** Units in all lines. */
  units: number;
  /** `most`: the variant's max_quantity (the order maximum or its stock), which a line never exceeds; `variantId` left out: the product's own. */
  add(productId: string, quantity?: number, most?: number, variantId?: string): void;
  /** `key`: the line's lineKey (its variant's id). */
  setQuantity(key: string, quantity: number, most?: number): void;
  remove(key: string): void;
  clear(): void;
}

/** The shopper's cart in local storage, shared by every screen and tab. */
export function useCart(): Cart {
  const lines = useStoredValue(CART_STORAGE_KEY, readCart);
  const change = useCallback((write: (storage: Storage | undefined) => void) => {
    write(browserLocalStorage());
    notifyStoredValueChanged(CART_STORAGE_KEY);
  }, []);
  return {
    lines,
    units: cartUnits(lines),
    add: (productId, quantity = 1, most, variantId) => change((storage) => addToCart(storage, productId, quantity, most, variantId)),
    setQuantity: (key, quantity, most) => change((storage) => setCartQuantity(storage, key, quantity, most)),
    remove: (key) => change((storage) => removeFromCart(storage, key)),
    clear: () => change(clearCart),
  };
}
