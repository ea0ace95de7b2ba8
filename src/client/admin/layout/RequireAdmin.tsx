import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '../../lib/navigation';
import { useGetCurrentAdministratorQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { loginPathFor } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { isUnauthenticated } from '../session/unauthenticated';
import { useSignOut } from '../session/useSignOut';

/**
 * Every /cms path but the login screens needs an administrator: without a token, or with one the
 * server no longer accepts, the administrator goes to the login and comes back here afterwards.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { adminToken } = useSession();
  const { pathname, search } = useLocation();
  const t = useAdminT();
  const signOut = useSignOut();
  const current = useGetCurrentAdministratorQuery(undefined, { enabled: adminToken !== null, retry: false });
  const refused = current.isError && isUnauthenticated(current.error);
  const missing = current.isSuccess && !current.data.currentAdministrator;

  useEffect(() => {
    if (adminToken !== null && (refused || missing)) signOut('expired');
  }, [adminToken, refused, missing, signOut]);

  if (adminToken === null) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (current.isError && !refused) {
    return (
      <div className="admin-gate">
        <ErrorBox error={current.error} />
        <button type="button" className="button" onClick={() => void current.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!current.isSuccess || missing) return <Spinner label={t('common.loading')} />;
  return <>{children}</>;
}
