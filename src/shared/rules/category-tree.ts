/** A category as the tree sees it: its id and its parent's. */
export interface TreeNode {
  id: number;
  parent_id: number | null;
}

/** A category's path from the top of the tree down to itself; empty for an unknown id. */
export function categoryPath<C extends TreeNode>(categories: readonly C[], categoryId: number | null | undefined): C[] {
  const path: C[] = [];
  let current = categories.find((category) => category.id === categoryId);
  while (current && !path.includes(current)) {
    path.unshift(current);
    const parentId = current.parent_id;
    current = parentId == null ? undefined : categories.find((category) => category.id === parentId);
  }
  return path;
}
