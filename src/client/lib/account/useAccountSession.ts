import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMeQueryKey, getMyOrdersQueryKey } from '../../../../generated/hooks';
import { useSession } from '../session/useSession';
import { clearUserTokenCookie, writeUserTokenCookie } from './token-cookie';

/**
 * Signing in and out on this browser: the token cookie, the session's copy of it (so the transport
 * sends it as Authuser), and the cached answers about the previous shopper, which must not show.
 */
export function useAccountSession() {
  const { refreshTokens } = useSession();
  const queryClient = useQueryClient();

  const forgetShopper = useCallback(() => {
    queryClient.removeQueries({ queryKey: getMeQueryKey() });
    queryClient.removeQueries({ queryKey: getMyOrdersQueryKey() });
  }, [queryClient]);

  const signIn = useCallback(
    (token: string) => {
      writeUserTokenCookie(token);
      refreshTokens();
      forgetShopper();
    },
    [refreshTokens, forgetShopper],
  );

  const signOut = useCallback(() => {
    clearUserTokenCookie();
    refreshTokens();
    forgetShopper();
  }, [refreshTokens, forgetShopper]);

  return { signIn, signOut };
}
