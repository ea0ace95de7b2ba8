import { useState, type ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import { useAdminLogoutMutation, useGetCurrentAdministratorQuery } from '../../../../generated/hooks';
import { ADMIN_HOME } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { AdminMenu } from '../menu/AdminMenu';
import { useSignOut } from '../session/useSignOut';
import { useSignOutWhenUnauthenticated } from '../session/useSignOutWhenUnauthenticated';
import { AdminLanguageSwitch } from '../kit/AdminLanguageSwitch';

const MENU_ID = 'admin-menu';

/** The signed-in admin's frame: header (language, who, logout), the menu, and the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useGetCurrentAdministratorQuery(undefined, { retry: false });
  const signOut = useSignOut();
  const logout = useAdminLogoutMutation();
  useSignOutWhenUnauthenticated();

  // The token is forgotten here even when the server could not be told: the administrator asked to leave.
  const onLogout = () => logout.mutate(undefined, { onSettled: () => signOut('logout') });

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t('nav.skip')}
      </a>
      <header className="admin-header">
        <Link to={ADMIN_HOME} className="admin-logo">
          {t('brand')}
        </Link>
        <button
          type="button"
          className="button admin-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu.toggle')}
        </button>
        <AdminLanguageSwitch />
        {current.data && <span className="admin-who">{current.data.currentAdministrator.name}</span>}
        <button type="button" className="button" onClick={onLogout} disabled={logout.isPending}>
          {t('auth.logout')}
        </button>
      </header>
      <div className="admin-body">
        <AdminMenu id={MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="admin-main" className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
