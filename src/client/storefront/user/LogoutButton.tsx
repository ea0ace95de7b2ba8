import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useUserLogoutMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { useAccountSession } from '../account/useAccountSession';

/** Ends the session on the server, forgets the token here and goes home. */
export function LogoutButton() {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const { signOut } = useAccountSession();
  const logout = useUserLogoutMutation({
    // Even when the server cannot be told (offline, token already revoked), this browser signs out.
    onSettled: async () => {
      // Leave the user area first (rendered at once, not as a transition), so its gate does not see
      // the token go and send the shopper to the login page.
      await navigate(pathFor('home', lang), { flushSync: true });
      signOut();
      toast.success(t('user.loggedOut'));
    },
  });
  return (
    <button type="button" className="button user-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
      {t('user.logout')}
    </button>
  );
}
