import type { ScreenModule } from './chunks/LazyScreen';
import type { StaticScreen } from '../../shared/routing/route-table';

/**
 * Each screen's chunk. Screens not built yet (issue 4's other parts) show the not-found screen until
 * their feature folder adds its loader here.
 */
export const SCREEN_LOADERS: Partial<Record<StaticScreen, () => Promise<ScreenModule>>> = {
  home: () => import('../storefront/home/HomePage'),
  checkout: () => import('../storefront/checkout/CheckoutPage'),
  order: () => import('../storefront/order/OrderPage'),
  product: () => import('../storefront/product/ProductPage'),
  wishlist: () => import('../storefront/wishlist/WishlistPage'),
  shop: () => import('../storefront/shop/ShopPage'),
  brand: () => import('../storefront/brands/BrandShopPage'),
  brands: () => import('../storefront/brands/BrandsPage'),
  action: () => import('../storefront/shop/SpecialListingPage'),
  new: () => import('../storefront/shop/SpecialListingPage'),
  popular: () => import('../storefront/shop/SpecialListingPage'),
  campaign: () => import('../storefront/shop/SpecialListingPage'),
  blog: () => import('../storefront/blog/BlogListPage'),
  post: () => import('../storefront/blog/BlogPostPage'),
  contact: () => import('../storefront/contact/ContactPage'),
  search: () => import('../storefront/search/SearchPage'),
  login: () => import('../storefront/account/LoginPage'),
  register: () => import('../storefront/account/RegisterPage'),
  password: () => import('../storefront/account/PasswordEmailPage'),
  reset: () => import('../storefront/account/PasswordResetPage'),
  verify: () => import('../storefront/account/VerifyEmailPage'),
  userDashboard: () => import('../storefront/user/UserDashboardPage'),
  userOrders: () => import('../storefront/user/UserOrdersPage'),
};

export const loadNotFound = (): Promise<ScreenModule> => import('./NotFound');
/** A CMS page at its slug (RouteMatch kind 'page'): a plain page or a shop template. */
export const loadCmsPage = (): Promise<ScreenModule> => import('../storefront/pages/CmsPage');
