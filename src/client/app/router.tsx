import { useLocation } from '../lib/navigation';
import { LazyScreen } from './chunks/LazyScreen';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { ADMIN_ROOT } from '../../shared/routing/route-table';

const loadAdmin = () => import('./AdminArea');

/**
 * The administrator area is one lazy chunk under /cms; every other path is the storefront, which
 * matches its own routes (src/shared/routing), so the first load carries only the router's address
 * and links.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const isAdmin = pathname === `/${ADMIN_ROOT}` || pathname.startsWith(`/${ADMIN_ROOT}/`);
  return isAdmin ? <LazyScreen name="cms" load={loadAdmin} /> : <StorefrontLayout />;
}
