/** The catalogue's lists besides the storefront listing: menus, pickers and the admin's paginated lists. */
import { sql } from 'kysely';
import { paginate, type Paginated } from '../../lib/paginate';
import { matchesSearch } from '../../lib/search';
import { orderStats, type StatsOrder } from './stats-order';
import type { GraphQLContext } from '../../context';
import type { BrandRow, CatalogDateRange, CatalogListScope, CategoryRow, GroupRow, ProductRow } from './tables';
import { likePattern } from '../../lib/lists';
import { idOrUndefined, isAdmin, pick, rangeOf, visibleSql } from './common';
import { brandCounter, brandProductCounter, categoryCounter, categoryProductCounter } from './counters';
import { assertSortAllowed, productPage, type ProductSort } from './product-query';
import { categoryTree, isNamedIn } from './tree';

export type { StatsOrder };

export { matchesSearch, paginate, type Paginated };

/** The counters of orderStats from the counts of a page's rows. */
const statsCounters = (counts: { views: Map<number, number>; wishlist: Map<number, number>; products: Map<number, number> }) => ({
  views: (row: { id: number }) => counts.views.get(row.id) ?? 0,
  wishlist: (row: { id: number }) => counts.wishlist.get(row.id) ?? 0,
  products: (row: { id: number }) => counts.products.get(row.id) ?? 0,
});

/** Newest first by created_at, the later id first on the same moment. */
const newestFirst = (a: { id: number; created_at: Date }, b: { id: number; created_at: Date }) =>
  new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id;

const withScope = <T extends object>(row: T, scope: CatalogListScope): T & { __scope: CatalogListScope } => ({ ...row, __scope: scope });

/** Ids of the categories holding shown products of a brand or group, with their ancestors (so the tree stays whole). */
async function categoriesHolding(ctx: GraphQLContext, brandId: number | undefined, groupId: number | undefined): Promise<Set<number>> {
  const tree = await categoryTree(ctx);
  const { rows } = await sql<{ category_id: number }>`select distinct pc.category_id from product_categories pc
    join products p on p.id = pc.product_id where ${visibleSql('p')}
    ${brandId != null ? sql`and p.brand_id = ${brandId}` : sql``} ${groupId != null ? sql`and p.group_id = ${groupId}` : sql``}`.execute(ctx.db);
  const ids = new Set<number>();
  for (const row of rows) for (const category of tree.path(row.category_id)) ids.add(category.id);
  return ids;
}

/** categories and shopCategories: the tree in menu order, limited to a brand's or group's categories when asked. */
export async function menuCategories(
  ctx: GraphQLContext,
  args: { limit?: number | null; search?: string | null; brand?: string | null; groupId?: string | null },
  kind: 'menu' | 'shop',
): Promise<CategoryRow[]> {
  const brandId = idOrUndefined(args.brand);
  const groupId = kind === 'shop' ? idOrUndefined(args.groupId) : undefined;
  const hasBrand = args.brand != null && args.brand !== '';
  const hasGroup = kind === 'shop' && args.groupId != null && args.groupId !== '';
  // An id that is no number names nothing: no category holds its products.
  const holding =
    (hasBrand && brandId === undefined) || (hasGroup && groupId === undefined)
      ? new Set<number>()
      : hasBrand || hasGroup
        ? await categoriesHolding(ctx, brandId, groupId)
        : null;
  const tree = await categoryTree(ctx);
  // A visitor's menus leave out a category not named in their language (the admin's pickers keep it).
  const named = (category: CategoryRow) => isAdmin(ctx) || isNamedIn(tree, category, ctx.lang);
  const list = tree
    .menuOrder()
    .filter((category) => (!holding || holding.has(category.id)) && named(category) && matchesSearch(args.search, pick(category.names, ctx.lang)));
  const limited = args.limit != null && args.limit >= 0 ? list.slice(0, args.limit) : list;
  const scope: CatalogListScope = kind === 'menu' ? { countBrandId: brandId } : { shopBrandId: brandId, shopGroupId: groupId };
  return limited.map((category) => withScope(category, scope));
}

async function countsOf(
  ids: number[],
  loaders: { views: { loadMany(ids: number[]): Promise<(number | Error)[]> }; wishlist: typeof loaders.views; products: typeof loaders.views },
  order: StatsOrder | null | undefined,
) {
  const toMap = async (loader: typeof loaders.views) => {
    const values = await loader.loadMany(ids);
    return new Map(ids.map((id, index) => [id, typeof values[index] === 'number' ? (values[index] as number) : 0]));
  };
  const empty = new Map<number, number>();
  return {
    views: order === 'VIEWS' ? await toMap(loaders.views) : empty,
    wishlist: order === 'WISHLIST' ? await toMap(loaders.wishlist) : empty,
    products: order === 'PRODUCTS' ? await toMap(loaders.products) : empty,
  };
}

interface StatsListArgs {
  page?: number | null;
  first?: number | null;
  search?: string | null;
  order?: StatsOrder | null;
  start_date?: string | null;
  end_date?: string | null;
}

export async function categoriesWithPagination(ctx: GraphQLContext, args: StatsListArgs): Promise<Paginated<CategoryRow>> {
  const range = rangeOf(args);
  const tree = await categoryTree(ctx);
  const list = tree.menuOrder().filter((category) => matchesSearch(args.search, pick(category.names, ctx.lang)));
  const counts = await countsOf(
    list.map((category) => category.id),
    { views: categoryCounter(ctx, 'product_views', range), wishlist: categoryCounter(ctx, 'wishlist_added', range), products: categoryProductCounter(ctx) },
    args.order,
  );
  const page = paginate(orderStats(ctx.lang, list, args.order, statsCounters(counts), newestFirst), args.page, args.first);
  return { ...page, data: page.data.map((category) => withScope(category, { range })) };
}

async function brandsInOrder(ctx: GraphQLContext): Promise<BrandRow[]> {
  return ctx.db.selectFrom('brands').selectAll().orderBy('position').orderBy('id').execute();
}

export async function brandList(ctx: GraphQLContext, args: { search?: string | null; limit?: number | null }): Promise<BrandRow[]> {
  const list = (await brandsInOrder(ctx)).filter((brand) => matchesSearch(args.search, pick(brand.names, ctx.lang)));
  return args.limit != null && args.limit >= 0 ? list.slice(0, args.limit) : list;
}

export async function brandsWithPagination(ctx: GraphQLContext, args: StatsListArgs): Promise<Paginated<BrandRow>> {
  const range = rangeOf(args);
  const list = (await brandsInOrder(ctx)).filter((brand) => matchesSearch(args.search, pick(brand.names, ctx.lang)));
  const counts = await countsOf(
    list.map((brand) => brand.id),
    { views: brandCounter(ctx, 'product_views', range), wishlist: brandCounter(ctx, 'wishlist_added', range), products: brandProductCounter(ctx) },
    args.order,
  );
  const page = paginate(orderStats(ctx.lang, list, args.order, statsCounters(counts), newestFirst), args.page, args.first);
  return { ...page, data: page.data.map((brand) => withScope(brand, { range })) };
}

/** brand(id) or brand(slug) in the request's language. */
export async function findBrand(ctx: GraphQLContext, args: { id?: string | null; slug?: string | null }): Promise<BrandRow | null> {
  if (args.id != null && args.id !== '') {
    const id = idOrUndefined(args.id);
    return id === undefined ? null : ctx.loaders.byId('brands').load(id);
  }
  const slug = args.slug?.trim().toLowerCase();
  if (!slug) return null;
  const column = ctx.lang === 1 ? sql`slugs[2]` : sql`slugs[1]`;
  const candidates = await ctx.db
    .selectFrom('brands')
    .selectAll()
    .where(sql<boolean>`(${column} = ${slug} or slugs[1] = ${slug})`)
    .orderBy('id')
    .execute();
  return candidates.find((brand) => pick(brand.slugs, ctx.lang) === slug) ?? null;
}

export async function groupList(ctx: GraphQLContext, args: { search?: string | null; withName?: boolean | null }): Promise<GroupRow[]> {
  const groups = await ctx.db.selectFrom('groups').selectAll().orderBy('position').orderBy('id').execute();
  return groups.filter(
    (group) => (!args.withName || Boolean(group.names[ctx.lang]?.trim())) && matchesSearch(args.search, pick(group.names, ctx.lang)),
  );
}

interface AdminProductArgs {
  page?: number | null;
  first?: number | null;
  search?: string | null;
  category_id?: string | null;
  brand_id?: string | null;
  active?: boolean | null;
  sort?: ProductSort | null;
  start_date?: string | null;
  end_date?: string | null;
}

/** The admin's product list: every product, shown or not. */
export async function productsWithPagination(ctx: GraphQLContext, args: AdminProductArgs): Promise<Paginated<ProductRow>> {
  assertSortAllowed(ctx, args.sort);
  const conditions = [];
  if (args.category_id != null && args.category_id !== '') {
    const categoryId = idOrUndefined(args.category_id);
    const tree = await categoryTree(ctx);
    conditions.push(
      categoryId === undefined
        ? sql`false`
        : sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(${tree.subtree(categoryId)}::int[]))`,
    );
  }
  if (args.brand_id != null && args.brand_id !== '') {
    const brandId = idOrUndefined(args.brand_id);
    conditions.push(brandId === undefined ? sql`false` : sql`p.brand_id = ${brandId}`);
  }
  if (args.active != null) conditions.push(sql`p.active = ${args.active}`);
  const search = args.search?.trim();
  if (search) {
    // The admin finds by name or code only.
    const pattern = likePattern(search);
    conditions.push(sql`(${sql.ref(ctx.lang === 1 ? 'p.name_en' : 'p.name_sr')} like ${pattern} or catalog_fold(p.code) like ${pattern})`);
  }
  const range: CatalogDateRange = rangeOf(args);
  const page = await productPage(ctx, conditions, { sort: args.sort ?? 'NEWEST', search, range, page: args.page, first: args.first });
  return { data: page.rows.map((product) => withScope(product, { range })), paginatorInfo: page.paginatorInfo };
}

