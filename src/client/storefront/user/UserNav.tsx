import { NavLink } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { LogoutButton } from './LogoutButton';

/** The user area's tabs: profile and orders, and the way out. */
export function UserNav() {
  const t = useT();
  const { lang } = useSession();
  return (
    <nav className="user-nav" aria-label={t('user.nav')}>
      <NavLink to={pathFor('userDashboard', lang)} end>
        {t('user.nav.dashboard')}
      </NavLink>
      <NavLink to={pathFor('userOrders', lang)} end>
        {t('user.nav.orders')}
      </NavLink>
      <LogoutButton />
    </nav>
  );
}
