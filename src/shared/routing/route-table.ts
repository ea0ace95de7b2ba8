import { ROUTES } from './routes';

/**
 * The storefront's routes (spec §2) as data: each screen's static segments in Serbian and English,
 * then its parameters. Paths are `/<static segments>/<parameters>`; Serbian sits at the root and
 * '/home' is the English home. Screens with the same segments in both languages (the special
 * listings) keep the language the shopper was in. The first segments' names come from
 * src/shared/routing/routes.ts, which the servers read a visitor's language from.
 */
export type ParamSpec = (
  /** One segment, required unless optional. */
  | { name: string; kind: 'one'; optional?: boolean }
  /** Zero up to `max` segments, e.g. a category path. */
  | { name: string; kind: 'many'; max: number }
) & {
  /**
   * The segment is a word of the path's language (an entity's slug, the thank-you step): another
   * language's path needs the screen to say it in that language (useAlternateParams).
   */
  translated?: boolean;
};

export interface RouteSpec {
  screen: StaticScreen;
  /** Static segments by language index: [Serbian, English]. */
  segments: readonly [readonly string[], readonly string[]];
  params: readonly ParamSpec[];
}

/** A route's first segment in both languages, then any further static segments per language. */
const named = (route: keyof typeof ROUTES, sr: string[] = [], en: string[] = []): RouteSpec['segments'] => [
  [ROUTES[route][0], ...sr].filter((segment) => segment !== ''),
  [ROUTES[route][1], ...en],
];

const one = (name: string, optional = false): ParamSpec => ({ name, kind: 'one', optional });
const many = (name: string, max: number): ParamSpec => ({ name, kind: 'many', max });
const translated = (param: ParamSpec): ParamSpec => ({ ...param, translated: true });

/** Category path segments of a shop listing: parent2, parent1, slug (§2). */
export const SHOP_CATEGORY_LEVELS = 3;
/** Category segments a product path may carry before its id (§2). */
export const PRODUCT_CATEGORY_LEVELS = 4;

/** A listing's category path: the shop's, a brand shop's and a shop template page's. */
export const SHOP_CATEGORIES_PARAM = translated(many('categories', SHOP_CATEGORY_LEVELS));

export const STATIC_SCREENS = [
  'home',
  'shop',
  'product',
  'brands',
  'brand',
  'wishlist',
  'contact',
  'blog',
  'post',
  'checkout',
  'order',
  'action',
  'new',
  'popular',
  'campaign',
  'login',
  'register',
  'password',
  'reset',
  'verify',
  'userDashboard',
  'userOrders',
  'search',
] as const;
export type StaticScreen = (typeof STATIC_SCREENS)[number];

export const ROUTE_TABLE: readonly RouteSpec[] = [
  { screen: 'home', segments: named('home'), params: [] },
  { screen: 'shop', segments: named('shop'), params: [SHOP_CATEGORIES_PARAM] },
  {
    screen: 'product',
    segments: named('product'),
    params: [translated(many('categories', PRODUCT_CATEGORY_LEVELS)), one('id'), translated(one('slug'))],
  },
  { screen: 'brands', segments: named('brands'), params: [] },
  { screen: 'brand', segments: named('brand'), params: [translated(one('brand')), SHOP_CATEGORIES_PARAM] },
  { screen: 'wishlist', segments: named('wishlist'), params: [] },
  { screen: 'contact', segments: named('contact'), params: [] },
  { screen: 'blog', segments: named('blog'), params: [] },
  { screen: 'post', segments: named('post'), params: [one('id'), translated(one('slug'))] },
  { screen: 'checkout', segments: named('checkout'), params: [] },
  { screen: 'order', segments: named('order'), params: [one('code', true), translated(one('thankYou', true))] },
  { screen: 'action', segments: named('action'), params: [] },
  { screen: 'new', segments: [['novo'], ['novo']], params: [] },
  { screen: 'popular', segments: [['popularno'], ['popularno']], params: [] },
  { screen: 'campaign', segments: [['kampanja'], ['kampanja']], params: [] },
  { screen: 'login', segments: named('account', ['login'], ['login']), params: [] },
  { screen: 'register', segments: named('account', ['registracija'], ['register']), params: [] },
  { screen: 'password', segments: named('account', ['lozinka'], ['password']), params: [] },
  { screen: 'reset', segments: named('account', ['resetuj'], ['reset']), params: [one('token')] },
  // The spec does not name the e-mail confirmation route; the confirmation e-mail links here.
  { screen: 'verify', segments: named('account', ['potvrdi'], ['verify']), params: [one('token')] },
  { screen: 'userDashboard', segments: named('user'), params: [] },
  { screen: 'userOrders', segments: named('user', ['porudzbine'], ['orders']), params: [] },
  // The spec does not name the search route; these follow the others.
  { screen: 'search', segments: [['pretraga'], ['search']], params: [] },
];

/** The administrator area (issue 5): every path under it is its own lazily loaded app. */
export const ADMIN_ROOT = 'cms';

export function routeOf(screen: StaticScreen): RouteSpec {
  const spec = ROUTE_TABLE.find((route) => route.screen === screen);
  if (!spec) throw new Error(`No route for screen ${screen}`);
  return spec;
}

/** Whether a screen has the same path in both languages (so the path does not tell the language). */
export function isLanguageNeutral(spec: RouteSpec): boolean {
  return spec.segments[0].join('/') === spec.segments[1].join('/');
}
