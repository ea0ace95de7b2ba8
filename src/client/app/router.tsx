import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LazyScreen } from './chunks/LazyScreen';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { ADMIN_ROOT } from '../../shared/routing/route-table';

const loadAdmin = () => import('./AdminArea');

/** The administrator area is one lazy chunk; every other path is the storefront, which matches its own routes. */
export const APP_ROUTES: RouteObject[] = [
  { path: `/${ADMIN_ROOT}/*`, element: <LazyScreen name="cms" load={loadAdmin} /> },
  { path: '*', element: <StorefrontLayout /> },
];

export const createAppRouter = () => createBrowserRouter(APP_ROUTES);
