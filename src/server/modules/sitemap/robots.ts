import { LANGUAGES } from '../../../shared/i18n/languages';
import { ADMIN_ROOT, routeOf, type StaticScreen } from '../../../shared/routing/route-table';

/** Screens that are a shopper's own or a search's: nothing a search engine should index. */
const PRIVATE_SCREENS: readonly StaticScreen[] = ['login', 'register', 'password', 'reset', 'verify', 'userDashboard', 'userOrders', 'checkout', 'order', 'wishlist', 'search'];

/** The first path segments robots stay out of: the admin area, the API and the private screens in every language. */
export function disallowedPaths(): string[] {
  const segments = PRIVATE_SCREENS.flatMap((screen) => LANGUAGES.map((lang) => routeOf(screen).segments[lang.id][0]!));
  return [...new Set([ADMIN_ROOT, 'graphql', ...segments])].map((segment) => `/${segment}`);
}

/** robots.txt: the storefront open to every crawler, the private paths closed, and where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
