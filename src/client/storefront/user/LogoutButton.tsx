import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate } from '../../lib/navigation';
import { useUserLogoutMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { useAccountSession } from '../../lib/account/useAccountSession';

/** Ends the session on the server, goes home, and forgets the token here once the user area is gone. */
export function LogoutButton() {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const { signOut } = useAccountSession();
  // Signing out while the user area still shows would make its gate send the shopper to the login
  // page, and navigations render as transitions: the token goes once this button (the area) has gone.
  const area = useRef<{ shown: boolean; onLeave: (() => void) | null }>({ shown: false, onLeave: null });
  useEffect(() => {
    const current = area.current;
    current.shown = true;
    return () => {
      current.shown = false;
      current.onLeave?.();
      current.onLeave = null;
    };
  }, []);
  const logout = useUserLogoutMutation({
    // Even when the server cannot be told (offline, token already revoked), this browser signs out.
    onSettled: () => {
      const signOutHere = () => {
        signOut();
        toast.success(t('user.loggedOut'));
      };
      if (area.current.shown) area.current.onLeave = signOutHere;
      else signOutHere();
      void navigate(pathFor('home', lang));
    },
  });
  return (
    <button type="button" className="button user-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
      {t('user.logout')}
    </button>
  );
}
