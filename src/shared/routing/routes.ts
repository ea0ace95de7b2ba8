/**
 * The storefront's routes (spec §2): their names in both languages, and which first path segments
 * only English paths have. The server decides a visitor's language from them.
 */

/** Route names by language index: [Serbian, English]. */
export const ROUTES = {
  home: ['', 'home'],
  shop: ['prodavnica', 'shop'],
  product: ['proizvod', 'product'],
  brands: ['brendovi', 'brands'],
  brand: ['brend', 'brand'],
  wishlist: ['lista-zelja', 'wishlist'],
  contact: ['kontakt', 'contact'],
  blog: ['novosti', 'blog'],
  post: ['vest', 'post'],
  checkout: ['placanje', 'checkout'],
  order: ['porudzbina', 'order'],
  account: ['nalog', 'account'],
  user: ['korisnik', 'user'],
  /** The special listings (/akcija, /novo, /popularno, /kampanja) have one path for both languages. */
  action: ['akcija', 'akcija'],
} as const satisfies Record<string, readonly [string, string]>;

export type Lang = 0 | 1;

/** A route's path in a language, with further segments: route('shop', 1, 'laptops') → /shop/laptops. */
export function route(name: keyof typeof ROUTES, lang: Lang, ...segments: (string | number)[]): string {
  return `/${[ROUTES[name][lang], ...segments].filter((segment) => segment !== '').join('/')}`;
}

const SERBIAN_ROUTES = new Set<string>(Object.values(ROUTES).map((names) => names[0]));
/** Route names only English paths start with (the special listings such as /akcija are shared). */
const ENGLISH_ROUTES = new Set<string>(Object.values(ROUTES).map((names) => names[1]).filter((name) => !SERBIAN_ROUTES.has(name)));

/** A storefront path's first segment: /shop/laptops?page=2 → shop. */
export function firstSegment(path: string): string {
  return path.split(/[/?#]/)[1] ?? '';
}

/** Whether a first path segment is a route name only English paths start with (/home, /shop, …). */
export function englishRouteOf(segment: string): boolean {
  return ENGLISH_ROUTES.has(segment);
}
