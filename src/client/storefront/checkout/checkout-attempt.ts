import type { BrowserStorage } from '../../lib/browser-storage';

/** Session storage key of the current checkout attempt's idempotency key. */
export const CHECKOUT_ATTEMPT_KEY = 'checkout-attempt';

type AttemptStorage = BrowserStorage & Pick<Storage, 'removeItem'>;

/**
 * The idempotency key of this checkout attempt: made once, then the same for a double click, a retry
 * after a network error or a reload, so the server makes one order; forgotten once the order is placed.
 */
export function checkoutAttemptKey(storage: AttemptStorage | undefined, makeKey: () => string = () => crypto.randomUUID()): string {
  try {
    const stored = storage?.getItem(CHECKOUT_ATTEMPT_KEY);
    if (stored) return stored;
  } catch {
    // Storage forbidden (private browsing): the key lives only as long as the caller keeps it.
  }
  const key = makeKey();
  try {
    storage?.setItem(CHECKOUT_ATTEMPT_KEY, key);
  } catch {
    // As above.
  }
  return key;
}

/** Ends the attempt after its order was placed, so the next checkout makes a new order. */
export function endCheckoutAttempt(storage: AttemptStorage | undefined): void {
  try {
    storage?.removeItem(CHECKOUT_ATTEMPT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function browserSessionStorage(): AttemptStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
