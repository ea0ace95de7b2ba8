import type { LanguageId } from '../i18n/languages';
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
 * A product linked from a list (cards, the cart, an order), whose main category comes with its trail
 * from the top of the tree (Category.trail): its canonical path, which the product page answers
 * without a redirect.
 */
export function productLinkPath(lang: LanguageId, product: { id: string | number; category?: { trail: readonly Sluggable[] } | null } & Sluggable): string {
  return productPath(lang, product, product.category?.trail ?? []);
}
