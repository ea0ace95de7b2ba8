import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type ToastLibrary = typeof import('react-hot-toast');

let library: Promise<ToastLibrary> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/**
 * react-hot-toast (with goober, its styles), loaded with the first toast rather than in every page's
 * first load; a failed load is tried again by the next toast.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  loadToastLibrary().then(
    ({ default: toast }) => void toast[kind](message, options),
    (error: unknown) => console.error(error),
  );
}

/** Spec §9 toasts: `toast.success(text)`, `toast.error(text)`, shown by app/Toasts.tsx. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a toast was asked for yet: until then there is nothing to show, and no toaster to load. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
