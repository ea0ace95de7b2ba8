import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '../../lib/navigation';
import type { UserProfileFragment } from '../../../../generated/client/graphql';
import { useGetMeQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { loginPathFor } from '../../lib/account/next-path';
import { isSignedOutError } from '../../lib/server-errors';
import { useAccountSession } from '../../lib/account/useAccountSession';

/**
 * The user area's gate: without a token, or with one the server no longer accepts (expired, revoked
 * by a logout elsewhere, a password change or a ban), the shopper logs in and comes back here.
 */
export function RequireUser({ children }: { children: (me: UserProfileFragment) => ReactNode }) {
  const { lang, userToken } = useSession();
  const { pathname, search } = useLocation();
  const { signOut } = useAccountSession();
  const me = useGetMeQuery(undefined, {
    enabled: userToken !== null,
    retry: (failures, error) => !isSignedOutError(error) && failures < 1,
  });
  const rejected = (me.data !== undefined && me.data.me === null) || isSignedOutError(me.error);

  useEffect(() => {
    // A token the server refuses is useless: forget it, so the header says "log in" again.
    if (rejected) signOut();
  }, [rejected, signOut]);

  if (userToken === null || rejected) return <Navigate to={loginPathFor(lang, `${pathname}${search}`)} replace />;
  if (me.isPending) return <Spinner />;
  if (me.error) return <ErrorBox error={me.error} />;
  return <>{children(me.data.me!)}</>;
}
