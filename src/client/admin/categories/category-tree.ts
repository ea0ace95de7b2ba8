import type { PositionInput } from '../../../../generated/client/graphql';
import { MAX_CATEGORY_DEPTH } from '../../../shared/rules/catalog';

/** What the tree needs of a category. */
export interface TreeCategory {
  id: string;
  name: string;
  parent_id?: string | null | undefined;
  position: number;
}

/** A category as the tree shows it, with its counts. */
export interface TreeRow extends TreeCategory {
  products_count: number;
  products_views: number;
  wishlist_added: number;
}

export interface CategoryTreeNode<T extends TreeCategory> {
  category: T;
  /** 0 for a top-level category, 1 and 2 below it. */
  depth: number;
  children: CategoryTreeNode<T>[];
}

const byPosition = (a: TreeCategory, b: TreeCategory) => a.position - b.position || a.name.localeCompare(b.name);

/** The categories as a tree, siblings by position; a category whose parent is missing is shown at the top. */
export function buildCategoryTree<T extends TreeCategory>(categories: readonly T[]): CategoryTreeNode<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const build = (parent: string | null, depth: number, seen: Set<string>): CategoryTreeNode<T>[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort(byPosition)
      .filter((category) => !seen.has(category.id))
      .map((category) => ({
        category,
        depth,
        children: build(category.id, depth + 1, new Set([...seen, category.id])),
      }));
  return build(null, 0, new Set());
}

/** The ids of a category's siblings (itself included), in their order. */
export function siblingIds(categories: readonly TreeCategory[], id: string): string[] {
  const self = categories.find((category) => category.id === id);
  if (!self) return [];
  const parent = self.parent_id ?? null;
  return categories
    .filter((category) => (category.parent_id ?? null) === parent)
    .sort(byPosition)
    .map((category) => category.id);
}

/** The SortCategories items that give one parent's children this order, positions from 1. */
export function positionsOf(order: readonly string[], parentId: string | null): PositionInput[] {
  return order.map((id, index) => ({ id, position: index + 1, parent_id: parentId }));
}

/** Moves `id` one place up (-1) or down (+1) among its siblings; null when it cannot move that way. */
export function moveByStep(categories: readonly TreeCategory[], id: string, step: -1 | 1): PositionInput[] | null {
  const order = siblingIds(categories, id);
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return null;
  order.splice(from, 1);
  order.splice(to, 0, id);
  return positionsOf(order, parentOf(categories, id) ?? null);
}

function parentOf(categories: readonly TreeCategory[], id: string): string | null | undefined {
  const category = categories.find((candidate) => candidate.id === id);
  return category ? (category.parent_id ?? null) : undefined;
}

/** The list with the items' new positions and parents applied, as the tree shows it after a move. */
export function applyPositions<T extends TreeCategory>(categories: readonly T[], items: readonly PositionInput[]): T[] {
  const moved = new Map(items.map((item) => [String(item.id), item]));
  return categories.map((category) => {
    const item = moved.get(category.id);
    return item ? { ...category, position: item.position, parent_id: item.parent_id == null ? null : String(item.parent_id) } : category;
  });
}

/** How many levels the category's subtree spans: 1 without subcategories. */
export function levelsBelow(categories: readonly TreeCategory[], id: string, seen = new Set<string>()): number {
  if (seen.has(id)) return 0;
  const children = categories.filter((category) => category.parent_id === id);
  return 1 + Math.max(0, ...children.map((child) => levelsBelow(categories, child.id, new Set([...seen, id]))));
}

/** How deep a category sits: 0 at the top. */
export function depthOf(categories: readonly TreeCategory[], id: string): number {
  let depth = 0;
  const seen = new Set([id]);
  for (let parent = categories.find((c) => c.id === id)?.parent_id; parent; parent = categories.find((c) => c.id === parent)?.parent_id) {
    if (seen.has(parent)) break;
    seen.add(parent);
    depth += 1;
  }
  return depth;
}

/**
 * The categories that may be the parent of `editingId` (null for a new one): not itself or one of
 * its subcategories, and deep enough room left for its subtree within three levels.
 */
export function allowedParents<T extends TreeCategory>(categories: readonly T[], editingId: string | null): T[] {
  const levels = editingId ? levelsBelow(categories, editingId) : 1;
  const below = new Set<string>();
  if (editingId) {
    const visit = (id: string) => {
      below.add(id);
      for (const child of categories) if (child.parent_id === id && !below.has(child.id)) visit(child.id);
    };
    visit(editingId);
  }
  return categories.filter((category) => !below.has(category.id) && depthOf(categories, category.id) + 1 + levels <= MAX_CATEGORY_DEPTH);
}
