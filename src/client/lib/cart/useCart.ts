import { useCallback } from 'react';
import { CART_STORAGE_KEY } from '../../../shared/constants';
import { browserLocalStorage, notifyStoredValueChanged, useStoredValue } from '../useStoredValue';
import { addToCart, cartUnits, clearCart, readCart, removeFromCart, setCartQuantity, type CartLine } from './cart-storage';

export interface Cart {
  lines: CartLine[];
  /** Units in all lines. */
  units: number;
  /** `most`: the product's max_quantity (the order maximum or its stock), which a line never exceeds. */
  add(productId: string, quantity?: number, most?: number): void;
  setQuantity(productId: string, quantity: number, most?: number): void;
  remove(productId: string): void;
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
    add: (productId, quantity = 1, most) => change((storage) => addToCart(storage, productId, quantity, most)),
    setQuantity: (productId, quantity, most) => change((storage) => setCartQuantity(storage, productId, quantity, most)),
    remove: (productId) => change((storage) => removeFromCart(storage, productId)),
    clear: () => change(clearCart),
  };
}
