import type { ScreenModule } from './chunks/LazyScreen';
import type { StaticScreen } from '../../shared/routing/route-table';
import type { RouteMatch } from './routes/match-route';

/** A screen's chunk: how to load it, and its source (below src/client/) for the server's modulepreload links. */
export interface ScreenChunk {
  name: string;
  load: () => Promise<ScreenModule>;
  source: string;
  /**
   * The screen shows who is signed in or what the browser keeps (the cart, the wishlist): the server's
   * HTML (the same for every shopper) holds its loading state, the browser renders it after hydration.
   */
  afterHydration: boolean;
}

// The import path must be a literal for the bundler; the source beside it names the same file.
const chunk = (source: string, load: () => Promise<ScreenModule>) => ({ load, source: `${source}.tsx`, afterHydration: false });
const sessionChunk = (source: string, load: () => Promise<ScreenModule>) => ({ ...chunk(source, load), afterHydration: true });

/**
 * Each screen's chunk. Screens not built yet (issue 4's other parts) show the not-found screen until
 * their feature folder adds its loader here.
 */
export const SCREEN_LOADERS: Partial<Record<StaticScreen, Omit<ScreenChunk, 'name'>>> = {
  home: chunk('storefront/home/HomePage', () => import('../storefront/home/HomePage')),
  checkout: sessionChunk('storefront/checkout/CheckoutPage', () => import('../storefront/checkout/CheckoutPage')),
  order: chunk('storefront/order/OrderPage', () => import('../storefront/order/OrderPage')),
  product: chunk('storefront/product/ProductPage', () => import('../storefront/product/ProductPage')),
  wishlist: sessionChunk('storefront/wishlist/WishlistPage', () => import('../storefront/wishlist/WishlistPage')),
  shop: chunk('storefront/shop/ShopPage', () => import('../storefront/shop/ShopPage')),
  brand: chunk('storefront/brands/BrandShopPage', () => import('../storefront/brands/BrandShopPage')),
  brands: chunk('storefront/brands/BrandsPage', () => import('../storefront/brands/BrandsPage')),
  action: chunk('storefront/shop/SpecialListingPage', () => import('../storefront/shop/SpecialListingPage')),
  new: chunk('storefront/shop/SpecialListingPage', () => import('../storefront/shop/SpecialListingPage')),
  popular: chunk('storefront/shop/SpecialListingPage', () => import('../storefront/shop/SpecialListingPage')),
  campaign: chunk('storefront/shop/SpecialListingPage', () => import('../storefront/shop/SpecialListingPage')),
  blog: chunk('storefront/blog/BlogListPage', () => import('../storefront/blog/BlogListPage')),
  post: chunk('storefront/blog/BlogPostPage', () => import('../storefront/blog/BlogPostPage')),
  contact: chunk('storefront/contact/ContactPage', () => import('../storefront/contact/ContactPage')),
  search: chunk('storefront/search/SearchPage', () => import('../storefront/search/SearchPage')),
  login: sessionChunk('storefront/account/LoginPage', () => import('../storefront/account/LoginPage')),
  register: sessionChunk('storefront/account/RegisterPage', () => import('../storefront/account/RegisterPage')),
  password: chunk('storefront/account/PasswordEmailPage', () => import('../storefront/account/PasswordEmailPage')),
  reset: chunk('storefront/account/PasswordResetPage', () => import('../storefront/account/PasswordResetPage')),
  verify: sessionChunk('storefront/account/VerifyEmailPage', () => import('../storefront/account/VerifyEmailPage')),
  userDashboard: sessionChunk('storefront/user/UserDashboardPage', () => import('../storefront/user/UserDashboardPage')),
  userOrders: sessionChunk('storefront/user/UserOrdersPage', () => import('../storefront/user/UserOrdersPage')),
};

const NOT_FOUND: ScreenChunk = { name: 'not-found', source: 'app/NotFound.tsx', load: () => import('./NotFound'), afterHydration: false };
/** A CMS page at its slug (RouteMatch kind 'page'): a plain page or a shop template. */
const CMS_PAGE: ScreenChunk = { name: 'page', ...chunk('storefront/pages/CmsPage', () => import('../storefront/pages/CmsPage')) };

/** The chunk of the screen a match shows; anything without a screen is the not-found screen. Undefined while pending. */
export function screenChunkOf(match: RouteMatch): ScreenChunk | undefined {
  if (match.kind === 'pending') return undefined;
  if (match.kind === 'page') return CMS_PAGE;
  const screen = match.kind === 'static' ? SCREEN_LOADERS[match.screen] : undefined;
  return screen && match.kind === 'static' ? { name: match.screen, ...screen } : NOT_FOUND;
}
