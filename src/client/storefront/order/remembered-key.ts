/**
 * The key of an order this tab has opened (with its e-mail, from the mail's link, or after checkout),
 * kept in session storage by its code: the status page's address carries no secret, yet a reload or
 * a language switch in the same tab opens the order again without asking for the e-mail.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getOrderQueryKey } from '../../../../generated/hooks';
import type { GetOrderQuery } from '../../../../generated/client/graphql';

const STORAGE_PREFIX = 'izlog:order-key:';
/** Fired on this page after a write, since the browser's 'storage' event only reaches other tabs. */
const CHANGED = 'izlog:order-key-changed';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be forbidden (privacy settings): the e-mail is then asked again after a reload.
    return undefined;
  }
}

function read(code: string): string | null {
  try {
    return storage()?.getItem(STORAGE_PREFIX + code) ?? null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The remembered key of `code`: null when there is none, undefined on the server and while hydrating. */
export function useRememberedOrderKey(code: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(code),
    () => undefined,
  );
}

/**
 * Remembers the key of an order just shown, its answer cached under the key too, so the status page
 * asking with the key next finds it at once rather than asking the server again.
 */
export function rememberOrder(queryClient: QueryClient, answer: GetOrderQuery): void {
  const order = answer.order;
  if (!order || read(order.code) === order.status_key) return;
  queryClient.setQueryData(getOrderQueryKey({ code: order.code, key: order.status_key }), answer);
  try {
    storage()?.setItem(STORAGE_PREFIX + order.code, order.status_key);
  } catch {
    // A full or forbidden storage: the order shows for this page only.
  }
  window.dispatchEvent(new window.CustomEvent(CHANGED));
}
