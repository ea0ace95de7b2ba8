import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserNavigation } from '../lib/navigation';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { Toasts } from './Toasts';

/** Where the routes learn the address: the browser's history unless given (the server's request, a test's memory). */
export type RouterOf = (routes: ReactNode) => ReactNode;

const browserRouter: RouterOf = (routes) => <BrowserNavigation>{routes}</BrowserNavigation>;

/** The whole client: data cache, routes and toasts. The server renderer gives its own router for the request's address. */
export function App({ queryClient, router = browserRouter }: { queryClient?: QueryClient; router?: RouterOf }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {router(<AppRoutes />)}
      <Toasts />
    </QueryClientProvider>
  );
}
