import type { ComponentType } from 'react';
import type { StaticScreen } from '../../shared/routing/route-table';
import type { RouteData } from '../app/routes/route-data';
import type { RouteMatch } from '../app/routes/match-route';

/**
 * A storefront route's module (this folder, one per route): its screen, and the critical data the
 * server awaits before rendering it (the same generated query options the screen's hooks use, so the
 * browser hydrates from the server's answers). Its path is the shared route table's
 * (src/shared/routing/route-table.ts).
 */
export interface RouteModule {
  default: ComponentType;
  loader?: RouteData;
}

/** How to reach a route's module, which is a chunk of its own, and what the server's page shows before it. */
export interface StorefrontRoute {
  name: string;
  load: () => Promise<RouteModule>;
  /** The module's source below src/client/, for the server's modulepreload links. */
  source: string;
  /**
   * The screen shows who is signed in or what the browser keeps (the cart, the wishlist): the server's
   * HTML (the same for every shopper) holds its loading state, the browser renders it after hydration.
   */
  afterHydration: boolean;
  /**
   * The title the server's page and the first render show while the screen is not there yet: a text key,
   * whose text is in the screen's chunk, which the server and the browser load before they render.
   */
  pendingTitle?: string;
}

type Entry = Omit<StorefrontRoute, 'name'>;

// The import path must be a literal for the bundler; the source beside it names the same file.
const route = (source: string, load: () => Promise<RouteModule>, pendingTitle?: string): Entry => ({ load, source: `routes/${source}.ts`, afterHydration: false, pendingTitle });
const sessionRoute = (source: string, load: () => Promise<RouteModule>, pendingTitle: string): Entry => ({ ...route(source, load, pendingTitle), afterHydration: true });

/** Each screen of the route table and its route module. */
export const STOREFRONT_ROUTES: Record<StaticScreen, Entry> = {
  home: route('home', () => import('./home')),
  checkout: sessionRoute('checkout', () => import('./checkout'), 'checkout.title'),
  order: route('order', () => import('./order')),
  product: route('product', () => import('./product')),
  wishlist: sessionRoute('wishlist', () => import('./wishlist'), 'wishlist.title'),
  shop: route('shop', () => import('./shop')),
  brand: route('brand-shop', () => import('./brand-shop')),
  brands: route('brands', () => import('./brands')),
  action: route('special-listing', () => import('./special-listing')),
  new: route('special-listing', () => import('./special-listing')),
  popular: route('special-listing', () => import('./special-listing')),
  campaign: route('special-listing', () => import('./special-listing')),
  blog: route('blog', () => import('./blog')),
  post: route('post', () => import('./post')),
  contact: route('contact', () => import('./contact')),
  search: route('search', () => import('./search')),
  login: sessionRoute('login', () => import('./login'), 'account.login.title'),
  register: sessionRoute('register', () => import('./register'), 'account.register.title'),
  password: route('password-email', () => import('./password-email'), 'account.password.title'),
  reset: route('password-reset', () => import('./password-reset'), 'account.reset.title'),
  verify: sessionRoute('verify-email', () => import('./verify-email'), 'account.verify.title'),
  userDashboard: sessionRoute('user-dashboard', () => import('./user-dashboard'), 'user.dashboard.title'),
  userOrders: sessionRoute('user-orders', () => import('./user-orders'), 'user.orders.title'),
};

const NOT_FOUND_ROUTE: StorefrontRoute = { name: 'not-found', ...route('not-found', () => import('./not-found')) };
/** A CMS page at its slug (RouteMatch kind 'page'): a plain page or a shop template. */
const CMS_PAGE_ROUTE: StorefrontRoute = { name: 'page', ...route('cms-page', () => import('./cms-page')) };

/** The route a match shows; anything without a screen is the not-found route. Undefined while pending. */
export function storefrontRouteOf(match: RouteMatch): StorefrontRoute | undefined {
  if (match.kind === 'pending') return undefined;
  if (match.kind === 'page') return CMS_PAGE_ROUTE;
  return match.kind === 'static' ? { name: match.screen, ...STOREFRONT_ROUTES[match.screen] } : NOT_FOUND_ROUTE;
}
