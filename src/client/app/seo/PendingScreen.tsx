import type { StaticScreen } from '../../../shared/routing/route-table';
import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../../ui/Spinner';
import type { RouteMatch } from '../routes/match-route';
import { useSeo } from './useSeo';

/**
 * The titles of the screens the browser renders (they show who is signed in or what the browser keeps: screens.ts): the server's
 * page and the first render have them before the screen does. Their texts are in the screens' chunks,
 * which are loaded before the server renders and before the browser hydrates.
 */
export const PENDING_SCREEN_TITLES: Partial<Record<StaticScreen, string>> = {
  checkout: 'checkout.title',
  wishlist: 'wishlist.title',
  login: 'account.login.title',
  register: 'account.register.title',
  password: 'account.password.title',
  reset: 'account.reset.title',
  verify: 'account.verify.title',
  userDashboard: 'user.dashboard.title',
  userOrders: 'user.orders.title',
};

/** A screen not shown yet: its spinner, under the screen's own title where it has one. */
export function PendingScreen({ match }: { match: RouteMatch }) {
  const t = useT();
  const key = match.kind === 'static' ? PENDING_SCREEN_TITLES[match.screen] : undefined;
  useSeo(key ? { title: t(key) } : {});
  return <Spinner />;
}
