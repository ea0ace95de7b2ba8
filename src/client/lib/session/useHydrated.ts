import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after
 * (and at once in an app the browser renders itself). What depends on the visitor's browser (the
 * shopper's session, stored values) waits for it, so the server's HTML is the same for everyone
 * and hydration matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
