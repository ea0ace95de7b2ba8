import { useCallback } from 'react';
import { useLocation as useWouterLocation } from 'wouter';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (a canonical address, a redirect). */
  replace?: boolean;
  /**
   * Leave the page where it is instead of scrolling to the top: a change made in place, such as a
   * listing's filter (the new entry's history state says so; app/layout/ScrollBehaviour.tsx reads it).
   */
  keepScroll?: boolean;
}

/** The history state of an entry added with `keepScroll`. */
const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a history entry's state asks to keep the page where it is (navigate's `keepScroll`). */
export const keepsScroll = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Goes to a path, with its query string and hash. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The app's way to change the address; stable between renders. */
export function useNavigate(): Navigate {
  const [, go] = useWouterLocation();
  return useCallback<Navigate>((to, options) => go(to, { replace: options?.replace, state: options?.keepScroll ? KEEP_SCROLL : null }), [go]);
}
