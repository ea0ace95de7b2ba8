/** The category tree as statistics and live paths walk it (the catalogue stores only parent_id). */
import type { CategoryRecord } from '../catalog/tables';
import type { MockDb } from '../db';

/** A category and every category below it, by id. */
export function categoryWithDescendants(db: MockDb, categoryId: number): Set<number> {
  const ids = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of db.categories) {
      if (category.parent_id != null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The categories from the top level down to `categoryId` (for URLs and breadcrumbs). */
export function categoryPath(db: MockDb, categoryId: number | null | undefined): CategoryRecord[] {
  const path: CategoryRecord[] = [];
  let current = db.categories.find((category) => category.id === categoryId);
  while (current && path.length < 4 && !path.includes(current)) {
    path.unshift(current);
    const parentId = current.parent_id;
    current = parentId == null ? undefined : db.categories.find((category) => category.id === parentId);
  }
  return path;
}
