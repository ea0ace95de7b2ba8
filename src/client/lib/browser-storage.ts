/** The part of browser storage the wishlist, campaigns, cart and recently viewed products use; tests pass an in-memory one. */
export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The parsed JSON under `key`, or undefined when it is missing, unreadable or not JSON. */
export function readJson(storage: BrowserStorage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON; a full or forbidden storage (private browsing) keeps it for this page only. */
export function writeJson(storage: BrowserStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the caller still has the value it meant to store.
  }
}

const PRODUCT_ID = /^\d+$/;

/** A product id as browser storage keeps it (spec §5: numeric), or null for anything else. */
export function storedProductId(id: unknown): string | null {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return PRODUCT_ID.test(text) ? text : null;
}
