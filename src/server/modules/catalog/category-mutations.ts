/** The admin's category writes: upsert, delete and sort, the tree kept within its depth. */
import type { MutationUpsertCategoryArgs } from '../../../../generated/resolvers';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { CategoryRow } from './tables';
import { idOrUndefined, pick } from './common';
import { categoryTreeProblem, closedUpPositions, MAX_CATEGORY_DEPTH } from './rules';
import { buildTree } from './tree';
import { refuseArg as refuse, requireSlug, requireText } from '../../lib/admin-input';
import { translationInserts, translationUpdates } from '../../lib/translation-sql';
import { catalogTexts, deleteRenumbered, existing, idOrNull, OK, renumber } from './mutation-helpers';

// ---- categories ----

/** The schema's arguments of this mutation, as codegen types them. */
export type UpsertCategoryArgs = MutationUpsertCategoryArgs;

export async function upsertCategory(ctx: GraphQLContext, args: UpsertCategoryArgs): Promise<CategoryRow> {
  const { lang } = ctx;
  const current = args.id != null && args.id !== '' ? await existing(ctx, 'categories', args.id, 'id') : undefined;
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  const tree = buildTree(await ctx.db.selectFrom('categories').selectAll().execute());
  const parentId = args.parent_id === undefined ? (current?.parent_id ?? null) : idOrNull(args.parent_id);
  if (args.parent_id != null && args.parent_id !== '' && parentId == null) refuse(ctx, 'notFound', 'parent_id', 'NOT_FOUND');
  if (parentId != null) {
    const parent = tree.byId.get(parentId) ?? refuse(ctx, 'notFound', 'parent_id', 'NOT_FOUND');
    if (current && tree.subtree(current.id).includes(parent.id)) refuse(ctx, 'categoryCycle', 'parent_id');
    const levels = current ? levelsOf(tree, current.id) : 1;
    if (tree.path(parent.id).length + levels > MAX_CATEGORY_DEPTH) refuse(ctx, 'categoryTooDeep', 'parent_id');
  }
  const siblings = tree.children(parentId).filter((category) => category.id !== current?.id);
  if (siblings.some((sibling) => pick(sibling.slugs, lang) === slug)) refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
  if (args.image_id != null && args.image_id !== '') await existing(ctx, 'storage_files', args.image_id, 'image_id');

  const texts = catalogTexts(args, name, slug);
  const image = args.image_id !== undefined ? { image_id: idOrNull(args.image_id) } : {};
  return ctx.db.transaction().execute(async (trx) => {
    if (!current) {
      return trx
        .insertInto('categories')
        .values({ ...translationInserts(texts, lang), ...image, parent_id: parentId, position: siblings.length + 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const moved = current.parent_id !== parentId;
    const row = await trx
      .updateTable('categories')
      .set({ ...translationUpdates(texts, lang), ...image, ...(moved ? { parent_id: parentId, position: siblings.length + 1 } : {}) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (moved) await renumber(trx, 'categories', current.parent_id);
    return row;
  });
}

/** How many levels a category's subtree spans (1 for a category without subcategories). */
function levelsOf(tree: ReturnType<typeof buildTree>, id: number): number {
  return 1 + Math.max(0, ...tree.children(id).map((child) => levelsOf(tree, child.id)));
}

export async function deleteCategory(ctx: GraphQLContext, args: { id: string }) {
  const category = await existing(ctx, 'categories', args.id, 'id');
  const child = await ctx.db.selectFrom('categories').select('id').where('parent_id', '=', category.id).executeTakeFirst();
  if (child) refuse(ctx, 'categoryHasChildren', 'id', 'CONFLICT');
  // The products stay; they lose this category (the link rows cascade).
  return deleteRenumbered(ctx, 'categories', category.id, category.parent_id);
}

export async function sortCategories(ctx: GraphQLContext, args: { items: readonly { id: string; position: number; parent_id?: string | null }[] }) {
  const rows = await ctx.db.selectFrom('categories').selectAll().execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const draft = new Map(rows.map((row) => [row.id, { parent_id: row.parent_id, position: row.position }]));
  for (const item of args.items) {
    const id = idOrUndefined(item.id);
    if (id === undefined || !byId.has(id)) refuse(ctx, 'notFound', 'items', 'NOT_FOUND');
    const parentId = idOrNull(item.parent_id);
    if (item.parent_id != null && item.parent_id !== '' && (parentId == null || !byId.has(parentId))) refuse(ctx, 'notFound', 'items', 'NOT_FOUND');
    draft.set(id, { parent_id: parentId, position: item.position });
  }
  // The new tree must have no cycles, at most three levels, and unique slugs among siblings.
  const problem = categoryTreeProblem(rows, draft);
  if (problem) refuse(ctx, problem.key, 'items', problem.code);
  const final = closedUpPositions(draft, new Set(args.items.map((item) => Number(item.id))));
  const changed = [...final].filter(([id, entry]) => byId.get(id)!.parent_id !== entry.parent_id || byId.get(id)!.position !== entry.position);
  if (changed.length) {
    await ctx.db.transaction().execute(async (trx) => {
      await sql`update categories c set parent_id = n.parent_id, position = n.position
        from unnest(${changed.map(([id]) => id)}::int[], ${changed.map(([, entry]) => entry.parent_id)}::int[], ${changed.map(([, entry]) => entry.position)}::int[])
        as n(id, parent_id, position) where c.id = n.id`.execute(trx);
    });
  }
  return OK;
}
