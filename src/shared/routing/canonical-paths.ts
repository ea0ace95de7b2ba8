import type { LanguageId } from '../languages';
import { pathFor } from './build-path';

/**
 * The one address of each thing a shopper opens (spec §2), in a language: what links, the
 * storefront's redirects to the canonical address and the sitemap all write.
 */

interface Sluggable {
  slug: string;
}

/** A category's shop listing: the slugs of its path from the top of the tree down to itself. */
export function categoryListingPath(lang: LanguageId, trail: readonly Sluggable[]): string {
  return pathFor('shop', lang, { categories: trail.map((category) => category.slug) });
}

/** A product, carrying the path of its main category from the top of the tree. */
export function productPath(lang: LanguageId, product: { id: string | number } & Sluggable, trail: readonly Sluggable[]): string {
  return pathFor('product', lang, { categories: trail.map((category) => category.slug), id: String(product.id), slug: product.slug });
}

/** A brand's shop. */
export function brandPath(lang: LanguageId, brand: Sluggable): string {
  return pathFor('brand', lang, { brand: brand.slug });
}

/** A blog post. */
export function postPath(lang: LanguageId, post: { id: string | number } & Sluggable): string {
  return pathFor('post', lang, { id: String(post.id), slug: post.slug });
}

/**
 * A product linked from a list that knows only its main category (cards, the cart, an order): the
 * product page answers with a redirect to its full path.
 */
export function productLinkPath(lang: LanguageId, product: { id: string | number; category?: Sluggable | null } & Sluggable): string {
  return productPath(lang, product, product.category ? [product.category] : []);
}
