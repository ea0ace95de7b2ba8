import { ADMIN_MENU_POSITION } from '../../../shared/constants';

/** One entry of the admin menu; `path` is relative to /cms, `label` a key of the admin's texts. */
export interface MenuEntry {
  key: string;
  path: string;
  position: number;
  children?: MenuEntry[];
}

/**
 * Positions of the entries the spec lists without one (§2 names the screens but not their place).
 * Chosen between the spec's own so none clashes: the dashboard before products, orders between
 * pages (30) and blog (45), users and the newsletter between blog and administrators (50); the
 * Cyrillic spellings are a setting of the whole shop, so under the settings.
 */
export const EXTRA_MENU_POSITION = {
  dashboard: 5,
  orders: 40,
  orders_settings: 10,
  orders_countries: 20,
  orders_promo_codes: 30,
  orders_calendar: 40,
  users: 46,
  newsletter: 48,
  pages_blocks: 20,
  products_search_insight: 50,
  products_catalog_import: 60,
  settings_cyrillic: 10,
} as const;

const P = ADMIN_MENU_POSITION;
const X = EXTRA_MENU_POSITION;

/** Every screen of the admin area, in the order written here; the menu sorts them by position. */
export const MENU_ENTRIES: MenuEntry[] = [
  { key: 'dashboard', path: 'dashboard', position: X.dashboard },
  {
    key: 'products',
    path: 'products',
    position: P.products,
    children: [
      { key: 'categories', path: 'categories', position: P.products_categories },
      { key: 'brands', path: 'brands', position: P.products_brands },
      { key: 'categoryStats', path: 'category-stats', position: P.products_category_stats },
      { key: 'brandStats', path: 'brand-stats', position: P.products_brand_stats },
      { key: 'searchInsight', path: 'search-insight', position: X.products_search_insight },
      { key: 'catalogImport', path: 'catalog-import', position: X.products_catalog_import },
    ],
  },
  { key: 'groups', path: 'groups', position: P.groups },
  {
    key: 'pages',
    path: 'pages',
    position: P.pages,
    children: [
      { key: 'banners', path: 'banners', position: P.pages_banners },
      { key: 'blocks', path: 'blocks', position: X.pages_blocks },
      { key: 'bannerStats', path: 'banner-stats', position: P.pages_banner_stats },
    ],
  },
  {
    key: 'orders',
    path: 'orders',
    position: X.orders,
    children: [
      { key: 'orderSettings', path: 'order-settings', position: X.orders_settings },
      { key: 'orderCountries', path: 'order-countries', position: X.orders_countries },
      { key: 'promoCodes', path: 'promo-codes', position: X.orders_promo_codes },
      { key: 'orderCalendar', path: 'order-calendar', position: X.orders_calendar },
    ],
  },
  { key: 'blog', path: 'blog', position: P.blog },
  { key: 'users', path: 'users', position: X.users },
  { key: 'newsletter', path: 'newsletter', position: X.newsletter },
  { key: 'administrators', path: 'administrators', position: P.administrators },
  {
    key: 'settings',
    path: 'settings',
    position: P.settings,
    children: [{ key: 'cyrillic', path: 'cyrillic', position: X.settings_cyrillic }],
  },
  { key: 'files', path: 'files', position: P.files },
  { key: 'live', path: 'live', position: P.live },
];

/** The entries by position, lowest first, and each entry's sub-entries likewise; equal positions keep their order. */
export function sortMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return [...entries]
    .sort((a, b) => a.position - b.position)
    .map((entry) => (entry.children ? { ...entry, children: sortMenu(entry.children) } : entry));
}
