/** A category as the pickers need it. */
export interface CategoryNode {
  id: string;
  name: string;
  parent_id?: string | null | undefined;
  position?: number | undefined;
}

export interface CategoryOption {
  id: string;
  name: string;
  /** 0 for a top-level category, 1 and 2 below it. */
  depth: number;
}

/**
 * The categories in tree order (each parent followed by its subcategories, siblings by position),
 * with their depth for indenting; a category whose parent is not in the list is shown at the top.
 */
export function categoryOptions(categories: readonly CategoryNode[]): CategoryOption[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<string | null, CategoryNode[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visit = (parent: string | null, depth: number) => {
    const siblings = [...(childrenOf.get(parent) ?? [])].sort(
      (a, b) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name),
    );
    for (const category of siblings) {
      options.push({ id: category.id, name: category.name, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/** An option's text with its depth shown by leading dashes, for a <select>. */
export const indentedName = (option: CategoryOption) => `${'— '.repeat(option.depth)}${option.name}`;
