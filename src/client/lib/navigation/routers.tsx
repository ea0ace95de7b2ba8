import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

/**
 * The app in a browser: the address bar's path, query and hash, and the history's back and forward;
 * under `basename` (a Cyrillic page's /cir) every path the app reads and links is within it.
 * Without transitions, a navigation shows at once (the next screen's spinner, the filter just
 * applied), as the screens' keep-place and scroll handling expect.
 */
export function BrowserNavigation({ basename, children }: { basename?: string; children: ReactNode }) {
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}

/** The app rendered on the server for one request's path and query string (a browser never sends the hash). */
export function ServerNavigation({ url, basename, children }: { url: string; basename?: string; children: ReactNode }) {
  return (
    <StaticRouter location={url} basename={basename}>
      {children}
    </StaticRouter>
  );
}
