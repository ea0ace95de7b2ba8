import { useCallback } from 'react';
import { CART_STORAGE_KEY } from '../../../shared/constants';
import { browserLocalStorage, notifyStoredValueChanged, useStoredValue } from '../../lib/useStoredValue';
import { addToCart, cartUnits, clearCart, readCart, removeFromCart, setCartQuantity, type CartLine } from './cart-storage';

export interface Cart {
  lines: CartLine[];
  /** Units in all lines. */
  units: number;
  add(productId: string, quantity?: number): void;
  setQuantity(productId: string, quantity: number): void;
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
    add: (productId, quantity = 1) => change((storage) => addToCart(storage, productId, quantity)),
    setQuantity: (productId, quantity) => change((storage) => setCartQuantity(storage, productId, quantity)),
    remove: (productId) => change((storage) => removeFromCart(storage, productId)),
    clear: () => change(clearCart),
  };
}
