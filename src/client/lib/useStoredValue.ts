import { useMemo, useSyncExternalStore } from 'react';
import type { BrowserStorage } from './browser-storage';
import { useHydrated } from './session/useHydrated';

/** Fired on this page after a write, since the browser's own 'storage' event only reaches other tabs. */
const STORED_VALUE_CHANGED = 'izlog:stored-value-changed';

export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be forbidden (privacy settings); the shop then works for this page only.
    return undefined;
  }
}

/** Tells this page's readers of `key` that it changed. */
export function notifyStoredValueChanged(key: string): void {
  // The window's own constructor: a test DOM (happy-dom) accepts only its own events.
  window.dispatchEvent(new window.CustomEvent(STORED_VALUE_CHANGED, { detail: key }));
}

function subscribe(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(STORED_VALUE_CHANGED, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STORED_VALUE_CHANGED, onLocal);
  };
}

/**
 * A value kept in local storage under `key`, re-read when this tab or another one changes it.
 * `read` parses the storage (e.g. readWishlist), so bad stored data gets that reader's fallback.
 * While the browser hydrates the server's HTML it is what the server saw, no storage (an empty
 * cart, no wishlist), so the first render matches that HTML; the stored value follows at once.
 */
export function useStoredValue<T>(key: string, read: (storage: BrowserStorage | undefined) => T): T {
  const hydrated = useHydrated();
  const raw = useSyncExternalStore(
    (onChange) => subscribe(key, onChange),
    () => browserLocalStorage()?.getItem(key) ?? null,
    () => null,
  );
  // `raw` only decides when to re-read; the reader owns parsing and validation.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- raw is the trigger to re-read, not an input
  return useMemo(() => read(hydrated ? browserLocalStorage() : undefined), [raw, read, hydrated]);
}
