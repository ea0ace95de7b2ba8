import type { MutationUpdateGroupArgs, MutationUpsertBrandArgs, MutationUpsertCategoryArgs, MutationUpsertProductArgs } from '../../../../generated/resolvers';
/**
 * The catalogue's writes. Each checks all of its input first and throws a translated userError
 * (changing nothing), then applies the whole change in one transaction; texts are written in the
 * request's language. Rules and messages are the mock's (mock-server/catalog/mutations.ts).
 */
import { sql } from 'kysely';
import { PRODUCT_FEATURES } from '../../../shared/constants';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { BrandRow, CategoryRow, GroupCampaignRow, GroupRow, ProductRow, WishlistAddedRow } from './tables';
import { translate } from '../../errors';
import { positionAfter } from '../../lib/position-after';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { idOrUndefined, pick, withTranslation, youtubeIdOf } from './common';
import { CAMPAIGN_CODE, categoryTreeProblem, closedUpPositions, MAX_CATEGORY_DEPTH } from './rules';
import { writeSpecifications } from './specifications';
import { buildTree } from './tree';
import { refuseArg as refuse, requireSlug, requireText } from '../../lib/admin-input';
import { translationInserts, translationSql, translationUpdates } from '../../lib/translation-sql';

const OK = { success: true, error: null };


type IdTable = 'categories' | 'brands' | 'groups' | 'filters' | 'group_campaigns' | 'products' | 'storage_files';

/** The record an id argument names, or a NOT_FOUND error about that argument. */
async function existing<T extends IdTable>(ctx: GraphQLContext, table: T, id: string | number | null | undefined, field: string) {
  const key = idOrUndefined(id);
  const row = key === undefined ? null : await ctx.loaders.byId(table).load(key);
  if (!row) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return row;
}

/** Every id of a list names a record of the table, else NOT_FOUND about the field. */
async function allExist(ctx: GraphQLContext, table: IdTable, ids: readonly (string | number)[], field: string): Promise<number[]> {
  const keys = ids.map((id) => idOrUndefined(id));
  if (keys.some((key) => key === undefined)) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  const rows = await ctx.loaders.byId(table).loadMany(keys as number[]);
  if (rows.some((row) => !row || row instanceof Error)) refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return keys as number[];
}

const idOrNull = (id: string | null | undefined): number | null => idOrUndefined(id) ?? null;

/** The text an optional argument writes; undefined when it was not sent, so the stored text stays. */
function sentText(value: string | null | undefined, html = false): string | undefined {
  if (value === undefined) return undefined;
  return html ? sanitizeHtml(value ?? '') : (value ?? '').trim();
}

interface CatalogTextArgs {
  description?: string | null;
  seo_title?: string | null;
  seo_keywords?: string | null;
  seo_description?: string | null;
}

/** The translated texts of a category, brand or product write, by column: those sent, in the request's language. */
function catalogTexts(args: CatalogTextArgs, name: string, slug: string) {
  return {
    names: name,
    slugs: slug,
    descriptions: sentText(args.description, true),
    seo_titles: sentText(args.seo_title),
    seo_keywords_list: sentText(args.seo_keywords),
    seo_descriptions: sentText(args.seo_description),
  };
}

/** Renumbers a table's rows 1, 2, 3 … in their current order, within one parent for the tree. */
async function renumber(db: Db, table: 'categories' | 'brands' | 'groups', parentId?: number | null): Promise<void> {
  const scope =
    table !== 'categories' ? sql`true` : parentId == null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
  await sql`update ${sql.table(table)} t set position = n.position from (
      select id, row_number() over (order by position, id) as position from ${sql.table(table)} where ${scope}
    ) n where t.id = n.id and t.position <> n.position`.execute(db);
}

/** Deletes a record of an ordered list and closes the gap it leaves in the positions, in one transaction. */
async function deleteRenumbered(ctx: GraphQLContext, table: 'categories' | 'brands' | 'groups', id: number, parentId?: number | null) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await renumber(trx, table, parentId);
  });
  return OK;
}

/** Puts a row at a position (clamped) among the table's rows and renumbers them. */
async function moveTo(db: Db, table: 'brands' | 'groups', id: number, position: number): Promise<void> {
  const rows = await db.selectFrom(table).select(['id']).where('id', '!=', id).orderBy('position').orderBy('id').execute();
  const order = rows.map((row) => row.id);
  order.splice(Math.max(0, Math.min(order.length, Math.round(position) - 1)), 0, id);
  await sql`update ${sql.table(table)} t set position = n.position
    from unnest(${order}::int[]) with ordinality as n(id, position) where t.id = n.id`.execute(db);
}

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

// ---- brands ----

/** The schema's arguments of this mutation, as codegen types them. */
export type UpsertBrandArgs = MutationUpsertBrandArgs;

export async function upsertBrand(ctx: GraphQLContext, args: UpsertBrandArgs): Promise<BrandRow> {
  const { lang } = ctx;
  const current = args.id != null && args.id !== '' ? await existing(ctx, 'brands', args.id, 'id') : undefined;
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  // A new brand gets its name and slug in both languages (brand names are rarely translated).
  const brands = await ctx.db.selectFrom('brands').select(['id', 'slugs']).execute();
  const taken = brands.some(
    (brand) => brand.id !== current?.id && (current ? [pick(brand.slugs, lang)] : [pick(brand.slugs, 0), pick(brand.slugs, 1)]).includes(slug),
  );
  if (taken) refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
  if (args.image_id != null && args.image_id !== '') await existing(ctx, 'storage_files', args.image_id, 'image_id');

  const texts = catalogTexts(args, name, slug);
  const image = args.image_id !== undefined ? { image_id: idOrNull(args.image_id) } : {};
  return ctx.db.transaction().execute(async (trx) => {
    const row = current
      ? await trx.updateTable('brands').set({ ...translationUpdates(texts, lang), ...image }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('brands')
          .values({ ...translationInserts(texts, lang), names: [name, name], slugs: [slug, slug], ...image, position: brands.length + 1 })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (args.position == null) return row;
    await moveTo(trx, 'brands', row.id, args.position);
    return trx.selectFrom('brands').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
}

export async function deleteBrand(ctx: GraphQLContext, args: { id: string }) {
  const brand = await existing(ctx, 'brands', args.id, 'id');
  // Its products lose their brand (on delete set null).
  return deleteRenumbered(ctx, 'brands', brand.id);
}

// ---- groups, filters and campaigns ----

export async function createGroup(ctx: GraphQLContext, args: { name: string; description?: string | null }): Promise<GroupRow> {
  const name = requireText(ctx, args.name, 'name');
  const count = await ctx.db.selectFrom('groups').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return ctx.db
    .insertInto('groups')
    .values({
      position: Number(count.count) + 1,
      names: withTranslation(undefined, ctx.lang, name),
      descriptions: withTranslation(undefined, ctx.lang, args.description?.trim() ?? ''),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The schema's arguments of this mutation, as codegen types them. */
export type UpdateGroupArgs = MutationUpdateGroupArgs;

export async function updateGroup(ctx: GraphQLContext, args: UpdateGroupArgs): Promise<GroupRow> {
  const { lang } = ctx;
  const group = await existing(ctx, 'groups', args.id, 'id');
  const name = args.name != null ? requireText(ctx, args.name, 'name') : undefined;
  const ownFilters = await ctx.db.selectFrom('filters').selectAll().where('group_id', '=', group.id).execute();
  const inputs = args.filters?.map((input, index) => {
    const filterName = requireText(ctx, input.name, 'filters');
    const hasId = input.id != null && input.id !== '';
    const filter = hasId ? ownFilters.find((candidate) => candidate.id === idOrUndefined(input.id)) : undefined;
    if (hasId && !filter) refuse(ctx, 'notFound', 'filters', 'NOT_FOUND');
    return { filter, name: filterName, position: input.position ?? index + 1, index };
  });

  return ctx.db.transaction().execute(async (trx) => {
    const set = {
      ...translationUpdates({ names: name, descriptions: sentText(args.description) }, lang),
    };
    if (Object.keys(set).length) await trx.updateTable('groups').set(set).where('id', '=', group.id).execute();
    if (args.position != null) await moveTo(trx, 'groups', group.id, args.position);
    if (inputs) {
      const kept = new Set(inputs.map((input) => input.filter?.id).filter((id) => id !== undefined));
      const dropped = ownFilters.filter((filter) => !kept.has(filter.id)).map((filter) => filter.id);
      // Their values go with them (product_specifications cascade).
      if (dropped.length) await trx.deleteFrom('filters').where('id', 'in', dropped).execute();
      const ordered = [...inputs].sort((a, b) => a.position - b.position || a.index - b.index);
      for (const [index, input] of ordered.entries()) {
        if (input.filter) {
          await trx
            .updateTable('filters')
            .set({ names: translationSql('names', lang, input.name), position: index + 1 })
            .where('id', '=', input.filter.id)
            .execute();
        } else {
          await trx
            .insertInto('filters')
            .values({ group_id: group.id, position: index + 1, names: withTranslation(undefined, lang, input.name) })
            .execute();
        }
      }
    }
    return trx.selectFrom('groups').selectAll().where('id', '=', group.id).executeTakeFirstOrThrow();
  });
}

export async function deleteGroup(ctx: GraphQLContext, args: { id: string }) {
  const group = await existing(ctx, 'groups', args.id, 'id');
  // Filters (with their values) and campaigns cascade; products lose their group.
  return deleteRenumbered(ctx, 'groups', group.id);
}

export async function createGroupCampaign(
  ctx: GraphQLContext,
  args: { group_id: string; code: string; description?: string | null },
): Promise<GroupCampaignRow> {
  const groupId = requireText(ctx, args.group_id, 'group_id');
  const group = await existing(ctx, 'groups', groupId, 'group_id');
  const code = requireText(ctx, args.code, 'code');
  if (!CAMPAIGN_CODE.test(code)) refuse(ctx, 'invalidCampaignCode', 'code');
  const taken = await ctx.db.selectFrom('group_campaigns').select('id').where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();
  if (taken) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  try {
    return await ctx.db
      .insertInto('group_campaigns')
      .values({ group_id: group.id, code, description: args.description?.trim() || null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    codeTakenOr(ctx, error);
  }
}

export async function deleteGroupCampaign(ctx: GraphQLContext, args: { id: string }) {
  const campaign = await existing(ctx, 'group_campaigns', args.id, 'id');
  // Its counted views and wishlist adds stay in the statistics (they carry the code).
  await ctx.db.deleteFrom('group_campaigns').where('id', '=', campaign.id).execute();
  return OK;
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** Two administrators saving the same code at once: the unique index keeps one, the other gets codeTaken. */
function codeTakenOr(ctx: GraphQLContext, error: unknown): never {
  if (isUniqueViolation(error)) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  throw error;
}

// ---- products ----

/** The schema's arguments of this mutation, as codegen types them. */
export type UpsertProductArgs = MutationUpsertProductArgs;

/** A Date from a DateTime argument; undefined when not sent, null when cleared. */
function moment(ctx: GraphQLContext, value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) refuse(ctx, 'invalidDateRange', field);
  return new Date(time);
}

export async function upsertProduct(ctx: GraphQLContext, args: UpsertProductArgs): Promise<ProductRow> {
  const { lang } = ctx;
  const current = args.id != null && args.id !== '' ? await existing(ctx, 'products', args.id, 'id') : undefined;
  const code = requireText(ctx, args.code, 'code');
  const sameCode = await ctx.db.selectFrom('products').select('id').where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();
  if (sameCode && sameCode.id !== current?.id) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  if (!Number.isFinite(args.price) || args.price <= 0) refuse(ctx, 'invalidPrice', 'price');
  const discount = args.discount_price === undefined ? (current?.discount_price ?? null) : args.discount_price;
  if (discount != null && !(discount > 0 && discount < args.price)) refuse(ctx, 'discountNotBelowPrice', 'discount_price');
  if (!Number.isInteger(args.stock) || args.stock < 0) refuse(ctx, 'invalidStock', 'stock');
  const activeFrom = moment(ctx, args.active_from, 'active_from');
  const activeTo = moment(ctx, args.active_to, 'active_to');
  const from = activeFrom === undefined ? (current?.active_from ?? null) : activeFrom;
  const to = activeTo === undefined ? (current?.active_to ?? null) : activeTo;
  if (from && to && new Date(from).getTime() >= new Date(to).getTime()) refuse(ctx, 'invalidDateRange', 'active_to');
  if (args.brand_id != null && args.brand_id !== '') await existing(ctx, 'brands', args.brand_id, 'brand_id');
  const categoryIds = args.category_ids != null ? [...new Set(await allExist(ctx, 'categories', args.category_ids, 'category_ids'))] : null;
  if (args.image_id != null && args.image_id !== '') await existing(ctx, 'storage_files', args.image_id, 'image_id');
  const galleryIds = args.gallery_ids != null ? await allExist(ctx, 'storage_files', args.gallery_ids.filter((id) => id !== ''), 'gallery_ids') : null;
  const groupId = args.group_id === undefined ? (current?.group_id ?? null) : idOrNull(args.group_id);
  if (args.group_id != null && args.group_id !== '' && groupId == null) refuse(ctx, 'notFound', 'group_id', 'NOT_FOUND');
  if (groupId != null) await existing(ctx, 'groups', groupId, 'group_id');
  const groupFilters = new Set(
    groupId == null ? [] : (await ctx.db.selectFrom('filters').select('id').where('group_id', '=', groupId).execute()).map((filter) => filter.id),
  );
  for (const spec of args.specifications ?? []) {
    const filterId = idOrUndefined(spec.filter_id);
    if (filterId === undefined || !groupFilters.has(filterId)) refuse(ctx, 'notFound', 'specifications', 'NOT_FOUND');
  }
  const youtube = args.youtube === undefined ? undefined : args.youtube?.trim() || null;
  if (youtube && !youtubeIdOf(youtube)) refuse(ctx, 'invalidVideo', 'youtube');
  const connectedIds = args.connected_ids != null ? [...new Set(await allExist(ctx, 'products', args.connected_ids, 'connected_ids'))] : null;

  const features = args.features ?? (current ? null : PRODUCT_FEATURES);
  const texts = catalogTexts(args, name, slug);
  const values = {
    code,
    price: args.price,
    discount_price: discount,
    stock: args.stock,
    ...(args.new != null ? { new: args.new } : {}),
    ...(args.popular != null ? { popular: args.popular } : {}),
    ...(args.active != null ? { active: args.active } : {}),
    active_from: from,
    active_to: to,
    ...(args.brand_id !== undefined ? { brand_id: idOrNull(args.brand_id) } : {}),
    ...(args.image_id !== undefined ? { image_id: idOrNull(args.image_id) } : {}),
    group_id: groupId,
    ...(youtube !== undefined ? { youtube } : {}),
    ...(features
      ? {
          feature_connected: features.connected,
          feature_gallery: features.gallery,
          feature_specifications: features.specifications,
          feature_youtube: features.youtube,
          feature_price: features.price,
        }
      : {}),
    updated_at: new Date(),
  };

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let row: ProductRow;
      if (current) {
        row = await trx.updateTable('products').set({ ...values, ...translationUpdates(texts, lang) }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
      } else {
        const last = await trx.selectFrom('products').select(sql<number>`coalesce(max(position), 0)`.as('max')).executeTakeFirstOrThrow();
        row = await trx
          .insertInto('products')
          .values({ ...values, ...translationInserts(texts, lang), position: positionAfter(last.max) })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const id = row.id;
      if (categoryIds) {
        await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
        if (categoryIds.length) {
          await trx
            .insertInto('product_categories')
            .values(categoryIds.map((categoryId, index) => ({ product_id: id, category_id: categoryId, position: index + 1 })))
            .execute();
        }
      }
      if (galleryIds) {
        await trx.deleteFrom('product_gallery').where('product_id', '=', id).execute();
        if (galleryIds.length) {
          await trx
            .insertInto('product_gallery')
            .values(galleryIds.map((fileId, index) => ({ product_id: id, file_id: fileId, position: index + 1 })))
            .execute();
        }
      }
      await writeSpecifications(trx, id, lang, args.specifications, groupFilters);
      if (connectedIds) {
        const others = connectedIds.filter((connected) => connected !== id);
        await trx.deleteFrom('product_connections').where('product_id', '=', id).execute();
        if (others.length) {
          await trx
            .insertInto('product_connections')
            .values(others.map((connected, index) => ({ product_id: id, connected_id: connected, position: index + 1 })))
            .execute();
        }
      }
      return row;
    });
  } catch (error) {
    codeTakenOr(ctx, error);
  }
}

export async function deleteProduct(ctx: GraphQLContext, args: { id: string }) {
  const product = await existing(ctx, 'products', args.id, 'id');
  // Its categories, gallery, values and connections cascade; orders keep their own copy.
  await ctx.db.deleteFrom('products').where('id', '=', product.id).execute();
  return OK;
}

// ---- counting from the storefront ----

export interface CountArgs {
  product_id: string;
  client: string;
  session?: string | null;
  campaign?: string | null;
}

/** The product a storefront counter names: a numeric id of an existing product, else undefined. */
async function countedProduct(ctx: GraphQLContext, productId: string): Promise<number | undefined> {
  const id = idOrUndefined(productId);
  if (id === undefined) return undefined;
  return (await ctx.loaders.byId('products').load(id)) ? id : undefined;
}

const clip = (text: string | null | undefined, max: number): string | null => text?.trim().slice(0, max) || null;

export async function recordProductView(ctx: GraphQLContext, args: CountArgs) {
  const productId = await countedProduct(ctx, args.product_id);
  // A tracking call never breaks the product page: an unknown product is answered, not thrown.
  if (productId === undefined) return { success: false, error: translate(ctx.lang, 'notFound') };
  await ctx.db
    .insertInto('product_views')
    .values({ product_id: productId, client: clip(args.client, 64) ?? '', session: clip(args.session, 32), campaign: clip(args.campaign, 100) })
    .execute();
  return OK;
}

export async function createWishlistAdded(ctx: GraphQLContext, args: CountArgs): Promise<WishlistAddedRow | null> {
  // Spec §5: the wishlist toggle ignores non-numeric ids.
  const productId = await countedProduct(ctx, args.product_id);
  if (productId === undefined) return null;
  return ctx.db
    .insertInto('wishlist_added')
    .values({ product_id: productId, client: clip(args.client, 64) ?? '', session: clip(args.session, 32), campaign: clip(args.campaign, 100) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
