import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserNavigation } from '../lib/navigation';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Toasts } from './Toasts';
import { PageScriptContext } from '../lib/session/page-script';
import type { Script } from '../../shared/i18n/scripts';
import { basenameOf, scriptOfPath } from '../../shared/routing/script-path';

/** Where the routes learn the address: the browser's history unless given (the server's request, a test's memory). */
export type RouterOf = (routes: ReactNode) => ReactNode;

/** The script of the browser's address: the page's, for its whole life (a switch loads the other page). */
const browserScript = (): Script => (typeof location === 'undefined' ? 'Latn' : scriptOfPath(location.pathname));

const browserRouter: RouterOf = (routes) => <BrowserNavigation basename={basenameOf(browserScript())}>{routes}</BrowserNavigation>;

/**
 * The whole client: data cache, routes and toasts. The server renderer gives its own router for the
 * request's address, and the script its path is in.
 */
export function App({ queryClient, router = browserRouter, script = browserScript() }: { queryClient?: QueryClient; router?: RouterOf; script?: Script }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <PageScriptContext.Provider value={script}>
        {router(<AppRoutes />)}
        <Toasts />
      </PageScriptContext.Provider>
    </QueryClientProvider>
  );
}
