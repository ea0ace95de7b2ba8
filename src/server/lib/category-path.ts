/** What resolving a category path needs to know of a category. */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
}

/**
 * The categories a URL's slug path names, top level first; null when it names none.
 *
 * The spec's path is the full one (parent2/parent1/slug). A link that carries only a category's own
 * slug (an old link, a search result, a block) still finds it when that slug names exactly one
 * category: the answer is then its full path, which the client shows as the canonical address.
 */
export function resolveCategorySlugs<T extends CategoryNode>(
  path: readonly string[],
  categories: readonly T[],
  slugOf: (category: T) => string,
): T[] | null {
  const wantedPath = path.map((segment) => segment.trim().toLowerCase());
  const children = (parentId: number | null) => categories.filter((category) => category.parent_id === parentId);

  const exact: T[] = [];
  let parentId: number | null = null;
  for (const wanted of wantedPath) {
    const next: T | undefined = children(parentId).find((category) => slugOf(category) === wanted);
    if (!next) break;
    exact.push(next);
    parentId = next.id;
  }
  if (exact.length === wantedPath.length) return exact;

  const last = wantedPath.at(-1);
  const named = categories.filter((category) => slugOf(category) === last);
  if (named.length !== 1) return null;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const trail: T[] = [];
  for (let current: T | undefined = named[0]; current && !trail.includes(current); current = current.parent_id == null ? undefined : byId.get(current.parent_id)) {
    trail.unshift(current);
  }
  return trail;
}
