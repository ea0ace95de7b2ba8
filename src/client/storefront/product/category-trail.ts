import type { LanguageId } from '../../../shared/languages';
import { productPath } from '../../../shared/routing/canonical-paths';
import { PRODUCT_CATEGORY_LEVELS } from '../../../shared/routing/route-table';

export interface TrailCategory {
  id: string;
  name: string;
  slug: string;
  /** The slug in each language, for the language switch. */
  alternate_slugs?: readonly string[];
  parent_id?: string | null;
}

/**
 * The categories from the top level down to `leaf`, found by parent ids among `categories`; just the
 * leaf when its parents are not among them. A loop in bad data stops rather than hangs.
 */
export function categoryTrail(categories: readonly TrailCategory[], leaf: TrailCategory | null | undefined): TrailCategory[] {
  if (!leaf) return [];
  const byId = new Map(categories.map((category) => [category.id, category]));
  const trail: TrailCategory[] = [leaf];
  let parentId = leaf.parent_id ?? byId.get(leaf.id)?.parent_id;
  while (parentId && trail.length < PRODUCT_CATEGORY_LEVELS) {
    const parent = byId.get(parentId);
    if (!parent || trail.includes(parent)) break;
    trail.unshift(parent);
    parentId = parent.parent_id;
  }
  return trail;
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
 * Whether the path the shopper opened names the product differently than this language does: another
 * slug (a language switch keeps the other language's), or a category segment that is none of the
 * product's categories here. A path with fewer category segments (listings link the main one) is fine.
 */
export function isNonCanonicalPath(path: { slug: string; categories: readonly string[] }, product: ProductAddress, trail: readonly TrailCategory[]): boolean {
  if (path.slug !== product.slug) return true;
  const slugs = new Set(trail.map((category) => category.slug));
  return path.categories.some((segment) => !slugs.has(segment));
}
