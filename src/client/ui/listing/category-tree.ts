import { categoryTotals } from '../../../shared/rules/category-count';
import { SHOP_CATEGORY_LEVELS } from '../../../shared/routing/route-table';

/** A category as the shop's menu query answers it: flat, linked to its parent by id. */
export interface FlatCategory {
  id: string;
  name: string;
  slug: string;
  parent_id?: string | null;
  position: number;
  /** Products placed directly in this category (without its subcategories). */
  count: number;
}

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  /** Slugs from the top level down to this category, as the shop's path carries them. */
  path: string[];
  /** Products of this category and every category below it. */
  total: number;
  children: CategoryNode[];
}

/**
 * The category tree of the shop's menu (spec §3): up to three levels built from the flat list, each
 * node counting its own products and all of its descendants'. Categories whose parent is missing
 * from the list are left out; deeper levels are folded into their third-level ancestor's count.
 */
export function buildCategoryTree(categories: readonly FlatCategory[], levels: number = SHOP_CATEGORY_LEVELS): CategoryNode[] {
  const totals = categoryTotals(categories);
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<string | null, FlatCategory[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    if (category.parent_id && parent === null) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const ordered = (parent: string | null) => [...(childrenOf.get(parent) ?? [])].sort((a, b) => a.position - b.position);
  // `ancestors` guards against a parent loop in bad data.
  const build = (category: FlatCategory, parentPath: string[], ancestors: ReadonlySet<string>): CategoryNode => {
    const path = [...parentPath, category.slug];
    const inside = new Set(ancestors).add(category.id);
    const below = ordered(category.id)
      .filter((child) => !inside.has(child.id))
      .map((child) => build(child, path, inside));
    return { id: category.id, name: category.name, slug: category.slug, path, total: totals.get(category.id) ?? category.count, children: path.length < levels ? below : [] };
  };
  return ordered(null).map((category) => build(category, [], new Set()));
}

/** Only the branches that hold products, for a shopper's menu. */
export function withProducts(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.filter((node) => node.total > 0).map((node) => ({ ...node, children: withProducts(node.children) }));
}
