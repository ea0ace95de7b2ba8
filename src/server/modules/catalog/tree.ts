/**
 * The category tree. A shop has tens of categories, not thousands: one query per request loads
 * them all, and paths, subtrees and menu order are worked out from it.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { CategoryRow } from './tables';
import { resolveCategorySlugs } from '../../lib/category-path';
import { perRequest, pick } from './common';
import { perContent } from '../../lib/per-content';
import { outsideScope } from '../../cache/dependencies';
import { isPathNamed } from '../../lib/translate';
import { categoryColumns } from './row-columns';

export interface CategoryTree {
  all: CategoryRow[];
  byId: Map<number, CategoryRow>;
  children(parentId: number | null): CategoryRow[];
  /** The id and every id below it. */
  subtree(rootId: number): number[];
  /** From the top level down to this category; empty for an unknown id. */
  path(id: number | null | undefined): CategoryRow[];
  /** Each category followed by its subcategories, siblings by position. */
  menuOrder(): CategoryRow[];
}

export function buildTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const children = (parentId: number | null) => byParent.get(parentId) ?? [];
  return {
    all: rows,
    byId,
    children,
    subtree(rootId) {
      const ids = [rootId];
      for (let index = 0; index < ids.length; index += 1) for (const child of children(ids[index]!)) if (!ids.includes(child.id)) ids.push(child.id);
      return ids;
    },
    path(id) {
      const path: CategoryRow[] = [];
      let current = id == null ? undefined : byId.get(id);
      while (current && !path.includes(current)) {
        path.unshift(current);
        current = current.parent_id == null ? undefined : byId.get(current.parent_id);
      }
      return path;
    },
    menuOrder() {
      const out: CategoryRow[] = [];
      const visit = (parentId: number | null) => {
        for (const category of children(parentId)) {
          if (out.includes(category)) continue;
          out.push(category);
          visit(category.id);
        }
      };
      visit(null);
      return out;
    },
  };
}

/** Trees built from the rows every visitor shares: once per content version, not per request. */
const sharedTrees = new WeakMap<CategoryRow[], CategoryTree>();
/** Each request's tree once built, for the resolvers that can then answer at once. */
const requestTrees = new WeakMap<object, CategoryTree>();

/** The whole tree, from the rows every visitor shares until the content changes. */
export function categoryTree(ctx: GraphQLContext): Promise<CategoryTree> {
  return perRequest(ctx, 'category-tree', async () => {
    // Read outside the scope of the listing that may ask first: the tree shows the categories alone
    // (a listing selected by colour must not keep the tags of the one selected by size that read it first).
    const rows = await outsideScope(() =>
      perContent(
        ctx,
        'categories',
        async () => (await sql<CategoryRow>`select ${categoryColumns('c')} from categories c`.execute(ctx.db)).rows,
        (all) => all.length + 1,
      ),
    );
    // Every category is at hand now: lookups by id later in the request need no query.
    const byId = ctx.loaders.byId('categories');
    for (const row of rows) byId.prime(row.id, row);
    let tree = sharedTrees.get(rows);
    if (!tree) sharedTrees.set(rows, (tree = buildTree(rows)));
    requestTrees.set(ctx.loaders, tree);
    return tree;
  });
}

/** The request's tree, at once when it is built already. */
export const categoryTreeNow = (ctx: GraphQLContext): CategoryTree | Promise<CategoryTree> => requestTrees.get(ctx.loaders) ?? categoryTree(ctx);

/**
 * Whether a category has a name in a language, and so has every category above it: one that has not
 * is left out of that language's menus and sitemap, and its path there names nothing (lib/translate.ts hasText).
 */
export function isNamedIn(tree: CategoryTree, category: CategoryRow, lang: number): boolean {
  return isPathNamed(tree.path(category.id), lang);
}

/** The categories a path of slugs (request language, top level first) names; null when it names none. */
export function resolvePath(tree: CategoryTree, path: readonly string[], lang: number): CategoryRow[] | null {
  return resolveCategorySlugs(path, tree.all, (category) => (isNamedIn(tree, category, lang) ? pick(category.slugs, lang) : ''));
}
