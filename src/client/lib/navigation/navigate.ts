import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate as useRouterNavigate } from 'react-router-dom';

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

/** Whether a history entry's state (useLocationState) asks to keep the page where it is (navigate's `keepScroll`). */
export const keepsScroll = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Goes to a path, with its query string and hash. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The app's way to change the address; stable between renders. React Router's own function changes
 * with every address, which would re-run the effects that navigate (a canonical path, a redirect).
 */
export function useNavigate(): Navigate {
  const routerNavigate = useRouterNavigate();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  }, [routerNavigate]);
  return useCallback<Navigate>((to, options) => void latest.current(to, { replace: options?.replace, state: options?.keepScroll ? KEEP_SCROLL : null }), []);
}
