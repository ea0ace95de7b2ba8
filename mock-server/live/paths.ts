/**
 * The storefront's routes (spec §2) as the live channel sees them: the paths visitors are on, and
 * which language a path belongs to.
 */
import { pathOf } from '../catalog/model';
import type { BrandRecord, CategoryRecord, ProductRecord } from '../catalog/tables';
import type { BlogPostRecord } from '../cms/tables';
import type { MockDb } from '../db';

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

/**
 * The language a storefront path is in: English paths start with /home, /shop, /product, /brands,
 * /wishlist, /contact, /blog, /post, /checkout, /order, /account, /user (or an active page's
 * English slug); every other path is Serbian, the default.
 */
export function langOfPath(db: MockDb, path: string): Lang {
  const first = path.split(/[/?#]/)[1] ?? '';
  if (ENGLISH_ROUTES.has(first)) return 1;
  const page = db.pages.find((candidate) => candidate.active && candidate.slugs[1] === first);
  return page && page.slugs[0] !== first ? 1 : 0;
}

/** A category's shop listing: /prodavnica/parent2/parent1/slug. */
export function categoryListingPath(db: MockDb, category: CategoryRecord, lang: Lang): string {
  return route('shop', lang, ...pathOf(db, category.id).map((step) => step.slugs[lang] || step.slugs[0]!));
}

/** A product page: its main category's path, then id and slug. */
export function productPath(db: MockDb, product: ProductRecord, lang: Lang): string {
  const categories = pathOf(db, product.category_ids[0]).map((step) => step.slugs[lang] || step.slugs[0]!);
  return route('product', lang, ...categories, product.id, product.slugs[lang] || product.slugs[0]!);
}

/** A brand's shop: /brend/slug. */
export function brandPath(brand: BrandRecord, lang: Lang): string {
  return route('brand', lang, brand.slugs[lang] || brand.slugs[0]!);
}

/** A blog post: /vest/id/slug. */
export function postPath(post: BlogPostRecord, lang: Lang): string {
  return route('post', lang, post.id, post.slugs[lang] || post.slugs[0]!);
}
