/**
 * The storefront's routes (spec §2) as the live channel sees them: the paths visitors are on, and
 * which language a path belongs to.
 */
import { pathOf } from '../catalog/model';
import type { BrandRecord, CategoryRecord, ProductRecord } from '../catalog/tables';
import type { BlogPostRecord } from '../cms/tables';
import type { MockDb } from '../db';
import { englishRouteOf, firstSegment, route, type Lang } from '../../src/shared/routes';

export { route, type Lang } from '../../src/shared/routes';

/**
 * The language a storefront path is in: English paths start with /home, /shop, /product, /brands,
 * /wishlist, /contact, /blog, /post, /checkout, /order, /account, /user (or an active page's
 * English slug); every other path is Serbian, the default.
 */
export function langOfPath(db: MockDb, path: string): Lang {
  const first = firstSegment(path);
  if (englishRouteOf(first)) return 1;
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
