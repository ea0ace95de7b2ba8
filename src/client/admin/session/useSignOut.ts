import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { clearAdminToken } from './admin-token-cookie';

const EXPIRED_TOAST_ID = 'admin-session-expired';

/**
 * Forgets the admin token here. The protected layout then sends the administrator to the login,
 * which brings them back to where they were.
 */
export function useSignOut(): (reason: 'logout' | 'expired') => void {
  const { refreshTokens } = useSession();
  const t = useAdminT();
  return useCallback(
    (reason) => {
      clearAdminToken();
      refreshTokens();
      // Several calls can fail at once when a token expires; one message is enough.
      if (reason === 'expired') toast.error(t('auth.expired'), { id: EXPIRED_TOAST_ID });
      else toast.success(t('auth.loggedOut'));
    },
    [refreshTokens, t],
  );
}
