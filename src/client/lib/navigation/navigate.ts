import { useCallback } from 'react';
import { useLocation as useWouterLocation } from 'wouter';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (a canonical address, a redirect). */
  replace?: boolean;
}

/** Goes to a path, with its query string and hash. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The app's way to change the address; stable between renders. */
export function useNavigate(): Navigate {
  const [, go] = useWouterLocation();
  return useCallback<Navigate>((to, options) => go(to, { replace: options?.replace }), [go]);
}
