/** The catalogue's names an import row refers to: brands, category paths, groups and their filters. */
import type { Db } from '../../db/database';
import { nameKey, splitPath } from './format';

export interface GroupEntry {
  id: number;
  /** Its name for people: Serbian, else English. */
  name: string;
  /** Filter ids by each language's name. */
  filters: Map<string, number>;
  filterIds: Set<number>;
}

export interface CatalogIndex {
  brands: Map<string, number>;
  /** Children of each category (null: the top level) by each language's name. */
  children: Map<number | null, Map<string, number>>;
  groups: Map<string, GroupEntry>;
  groupsById: Map<number, GroupEntry>;
}

/** Puts `id` under both names; the first record keeps a name two share (the lists' order). */
function addNames<K>(map: Map<string, K>, names: readonly string[], value: K): void {
  for (const name of names) {
    const key = nameKey(name ?? '');
    if (key && !map.has(key)) map.set(key, value);
  }
}

/** Every brand, category, group and filter by name, read once per check or run. */
export async function loadCatalogIndex(db: Db): Promise<CatalogIndex> {
  const [brands, categories, groups, filters] = await Promise.all([
    db.selectFrom('brands').select(['id', 'names']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'names']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('groups').select(['id', 'names']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('filters').select(['id', 'group_id', 'names']).orderBy('position').orderBy('id').execute(),
  ]);
  const index: CatalogIndex = { brands: new Map(), children: new Map(), groups: new Map(), groupsById: new Map() };
  for (const brand of brands) addNames(index.brands, brand.names, brand.id);
  for (const category of categories) {
    const siblings = index.children.get(category.parent_id) ?? new Map<string, number>();
    index.children.set(category.parent_id, siblings);
    addNames(siblings, category.names, category.id);
  }
  for (const group of groups) {
    const entry: GroupEntry = { id: group.id, name: group.names[0] || group.names[1] || '', filters: new Map(), filterIds: new Set() };
    index.groupsById.set(group.id, entry);
    addNames(index.groups, group.names, entry);
  }
  for (const filter of filters) {
    const entry = index.groupsById.get(filter.group_id);
    if (!entry) continue;
    entry.filterIds.add(filter.id);
    addNames(entry.filters, filter.names, filter.id);
  }
  return index;
}

/** The category a path names, level by level from the top; or the first level that is not found. */
export function findCategory(index: CatalogIndex, path: string): { id: number } | { missing: string } {
  let parent: number | null = null;
  for (const level of splitPath(path)) {
    const id: number | undefined = index.children.get(parent)?.get(nameKey(level));
    if (id === undefined) return { missing: level };
    parent = id;
  }
  return parent === null ? { missing: path } : { id: parent };
}
