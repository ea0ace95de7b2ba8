import type { LanguageId } from '../../../shared/i18n/languages';
import { productPath } from '../../../shared/routing/canonical-paths';
import { PRODUCT_CATEGORY_LEVELS } from '../../../shared/routing/route-table';

export interface TrailCategory {
  id: string;
  name: string;
  slug: string;
  /** The slug in each language, for the language switch. */
  alternate_slugs?: readonly string[];
}

const NO_TRAIL: readonly TrailCategory[] = [];

/** The main category's path from the top level down (the server's Category.trail); empty without a category. */
export function productTrail(product: { category?: { trail: readonly TrailCategory[] } | null } | null | undefined): readonly TrailCategory[] {
  return product?.category?.trail ?? NO_TRAIL;
}

interface ProductAddress {
  id: string;
  slug: string;
}

/** The product's path in `lang`, carrying its category path (spec §2). */
export function canonicalProductPath(lang: LanguageId, product: ProductAddress, trail: readonly TrailCategory[]): string {
  return productPath(lang, product, trail);
}

/**
 * Whether the path the shopper opened names the product otherwise than its one address in this
 * language: another slug (a language switch keeps the other language's), or category segments that
 * are not its main category's path from the top (a partial path, another category, another language's).
 */
export function isNonCanonicalPath(path: { slug: string; categories: readonly string[] }, product: ProductAddress, trail: readonly TrailCategory[]): boolean {
  if (path.slug !== product.slug) return true;
  const slugs = trail.slice(0, PRODUCT_CATEGORY_LEVELS).map((category) => category.slug);
  return path.categories.length !== slugs.length || path.categories.some((segment, index) => segment !== slugs[index]);
}
