import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { Toasts } from './Toasts';

function BrowserRoutes() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** The whole client: data cache, routes and toasts. The server renderer gives its own router for the request's address. */
export function App({ queryClient, router }: { queryClient?: QueryClient; router?: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {router ?? <BrowserRoutes />}
      <Toasts />
    </QueryClientProvider>
  );
}
