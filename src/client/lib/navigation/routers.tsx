import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { HashSource, useBrowserHash } from './location';

/** The app in a browser: the address bar's path, query and hash, and the history's back and forward. */
export function BrowserNavigation({ children }: { children: ReactNode }) {
  return (
    <HashSource.Provider value={useBrowserHash}>
      <Router>{children}</Router>
    </HashSource.Provider>
  );
}

/** The app rendered on the server for one request's path and query string (a browser never sends the hash). */
export function ServerNavigation({ url, children }: { url: string; children: ReactNode }) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
  return (
    <Router ssrPath={path} ssrSearch={search}>
      {children}
    </Router>
  );
}
