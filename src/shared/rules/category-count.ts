/** A category as its product count sees it: its own products, linked to its parent by id. */
export interface CountedCategory {
  id: string;
  parent_id?: string | null | undefined;
  /** Shown products placed directly in this category (the API's products_count). */
  count: number;
}

/**
 * The number of products a category shows, the one rule the storefront's menu and the admin's tree
 * share (the API counts each category's own products, the client sums the subcategories): its own
 * products plus every subcategory's total, at any depth. A parent loop in bad data is counted once.
 */
export function categoryTotals(categories: readonly CountedCategory[]): Map<string, number> {
  const childrenOf = new Map<string, CountedCategory[]>();
  for (const category of categories) {
    if (!category.parent_id) continue;
    childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category]);
  }
  const totals = new Map<string, number>();
  const total = (category: CountedCategory, inside: ReadonlySet<string>): number => {
    const known = totals.get(category.id);
    if (known !== undefined) return known;
    const below = (childrenOf.get(category.id) ?? []).filter((child) => !inside.has(child.id));
    const sum = below.reduce((acc, child) => acc + total(child, new Set(inside).add(child.id)), category.count);
    totals.set(category.id, sum);
    return sum;
  };
  for (const category of categories) total(category, new Set([category.id]));
  return totals;
}
