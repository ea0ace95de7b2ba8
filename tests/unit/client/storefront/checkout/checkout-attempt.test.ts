import { describe, expect, it } from 'vitest';
import { CHECKOUT_ATTEMPT_KEY, checkoutAttemptKey, endCheckoutAttempt } from '../../../../../src/client/storefront/checkout/checkout-attempt';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('checkout attempt key', () => {
  it('is made once and kept for a double click or a retry, then renewed after the order', () => {
    const storage = memoryStorage();
    let made = 0;
    const make = () => `key-${++made}`;
    expect(checkoutAttemptKey(storage, make)).toBe('key-1');
    expect(checkoutAttemptKey(storage, make)).toBe('key-1');
    expect(storage.getItem(CHECKOUT_ATTEMPT_KEY)).toBe('key-1');
    endCheckoutAttempt(storage);
    expect(checkoutAttemptKey(storage, make)).toBe('key-2');
  });

  it('still gives a key when storage is forbidden', () => {
    const forbidden = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(checkoutAttemptKey(forbidden, () => 'key-x')).toBe('key-x');
    expect(() => endCheckoutAttempt(forbidden)).not.toThrow();
  });
});
