import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnauthenticated } from './unauthenticated';
import { useSignOut } from './useSignOut';

/** While the admin layout is shown, any query or mutation answered "unauthenticated" means the token has expired. */
export function useSignOutWhenUnauthenticated(): void {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isUnauthenticated(error)) signOut('expired');
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, signOut]);
}
