import { Route, Routes } from 'react-router-dom';
import { LazyScreen } from './chunks/LazyScreen';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { ADMIN_ROOT } from '../../shared/routing/route-table';

const loadAdmin = () => import('./AdminArea');

/**
 * The administrator area is one lazy chunk; every other path is the storefront, which matches its own
 * routes. Declarative routes (no data router: nothing here loads data through the router), so the
 * first load carries React Router's matching and links but not its loaders, actions and fetchers.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`/${ADMIN_ROOT}/*`} element={<LazyScreen name="cms" load={loadAdmin} />} />
      <Route path="*" element={<StorefrontLayout />} />
    </Routes>
  );
}
