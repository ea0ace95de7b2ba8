import { createContext, useContext } from 'react';
import { useRouter } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/** Where the app is: the path, the query string (with its `?`, or empty) and the hash (with its `#`, or empty), as the address bar has them. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

const withMark = (mark: '?' | '#', text: string) => (text === '' || text === mark ? '' : text.startsWith(mark) ? text : mark + text);

const NO_HASH = () => '';
const currentHash = () => location.hash;

/** The browser's hash, kept current; the server never sees one, so hydration starts without it. */
export const useBrowserHash = () => useLocationProperty(currentHash, NO_HASH);

/** How the tree reads the hash: the browser's router provides useBrowserHash; a server render or a test's memory has none. */
export const HashSource = createContext<() => string>(NO_HASH);

/**
 * The current address, undecoded (the string the server rendered from, so hydration matches).
 * Reads the router's own hooks: the browser's history, the server's request, or a test's memory.
 */
export function useLocation(): AppLocation {
  const router = useRouter();
  const [pathname] = router.hook(router);
  const search = router.searchHook(router);
  const hash = useContext(HashSource)();
  return { pathname, search: withMark('?', search), hash: withMark('#', hash) };
}
