import { useSyncExternalStore } from 'react';
import { useLocation as useRouterLocation } from 'react-router-dom';

/** Where the app is: the path, the query string (with its `?`, or empty) and the hash (with its `#`, or empty), as the address bar has them. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

const NEVER_CHANGES = () => () => undefined;
const NO_HASH = () => '';

/**
 * The current address, undecoded (the string the server rendered from, so hydration matches). The
 * server never sees the hash, so the render that hydrates its HTML reads none; the browser's follows
 * at once with it.
 */
export function useLocation(): AppLocation {
  const { pathname, search, hash: routerHash } = useRouterLocation();
  const hash = useSyncExternalStore(NEVER_CHANGES, () => routerHash, NO_HASH);
  return { pathname, search, hash };
}

/** The history state the current entry was added with (navigate's `keepScroll`), or null. */
export function useLocationState(): unknown {
  return useRouterLocation().state as unknown;
}
