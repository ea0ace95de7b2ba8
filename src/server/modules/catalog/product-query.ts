/**
 * One page of products matching SQL conditions, in a ProductSort order: the storefront listing,
 * the admin's list and the search share it.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { CatalogDateRange, ProductRow } from './tables';
import { userError } from '../../errors';
import { escapeLike } from '../../lib/input-text';
import { foldText, inRangeSql, isAdmin } from './common';
import { sharedRows, sharedRowsById } from '../../lib/per-content';
import { documentMatches, documentRank, searchDocumentJoin } from './search/match';
import type { SearchPlan } from './search/plan';
import { explicitTables, withExplicitTables } from '../../cache/dependencies';
import { categoryLinksJson, knowOwnRows } from './product-page';
import { joinedImageColumns, productColumns } from './row-columns';

export type ProductSort = 'RELEVANCE' | 'NAME' | 'PRICE_ASC' | 'PRICE_DESC' | 'VIEWS' | 'WISHLIST' | 'NEWEST';

/** VIEWS and WISHLIST sorts are for administrators only (spec §6). */
export function assertSortAllowed(ctx: GraphQLContext, sort: ProductSort | null | undefined): void {
  if ((sort === 'VIEWS' || sort === 'WISHLIST') && !isAdmin(ctx)) {
    throw userError(ctx.lang, 'forbiddenSort', { code: 'FORBIDDEN', field: 'sort' });
  }
}

/** The folded name of the request's language. */
export const foldedName = (lang: number) => sql.ref(lang === 1 ? 'p.name_en' : 'p.name_sr');

export const whereAll = (conditions: RawBuilder<unknown>[]) =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

export interface PageOptions {
  sort?: ProductSort | null;
  /** The storefront's search: only the products it finds, and RELEVANCE is its rank. */
  plan?: SearchPlan | null;
  /** The admin's name search: RELEVANCE puts names starting with it first. */
  search?: string | null;
  /** The wishlist's order for RELEVANCE. */
  ids?: number[];
  range?: CatalogDateRange;
  page?: number | null;
  first?: number | null;
  /** Most a page may hold. */
  maxFirst?: number;
  /** Equal search ranks by name A to Z (the search screen) instead of the shop's order. */
  tieByName?: boolean;
  /** False when nobody reads the total (the header's suggestions): the count is not asked for, and total is the page's count. */
  withTotal?: boolean;
  /** False when nobody reads the page's products (only its total): they are not asked for. */
  withRows?: boolean;
}

export interface ProductPage {
  rows: ProductRow[];
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
}

function orderBy(ctx: GraphQLContext, options: PageOptions): RawBuilder<unknown> {
  const tie = options.tieByName ? sql`${foldedName(ctx.lang)}, p.id` : sql`p.position, p.id`;
  switch (options.sort ?? 'RELEVANCE') {
    case 'NAME':
      return sql`${foldedName(ctx.lang)}, ${tie}`;
    case 'PRICE_ASC':
      return sql`p.process_price asc, ${tie}`;
    case 'PRICE_DESC':
      return sql`p.process_price desc, ${tie}`;
    case 'VIEWS':
    case 'WISHLIST':
      return sql`coalesce(counted.n, 0) desc, ${tie}`;
    case 'NEWEST':
      return sql`p.created_at desc, p.id desc`;
    default: {
      if (options.ids?.length) return sql`array_position(${options.ids}::int[], p.id)`;
      if (options.plan) return sql`${documentRank(options.plan)}, ${tie}`;
      const search = options.search?.trim();
      if (search) {
        const needle = escapeLike(foldText(search));
        const name = foldedName(ctx.lang);
        // The name starts with the text, a word of it does, it contains it; then the code; then the description.
        return sql`case when ${name} like ${`${needle}%`} then 0
          when ' ' || translate(${name}, '-/(),.', '      ') like ${`% ${needle}%`} then 1
          when ${name} like ${`%${needle}%`} then 2
          when catalog_fold(p.code) like ${`%${needle}%`} then 3 else 4 end, ${tie}`;
      }
      return tie;
    }
  }
}

/** The tables whose rows a page's statement reads beside each product, tagged by the loaders its resolvers ask (loaders.ts). */
const OWN_ROWS = ['storage_files', 'product_categories'];

/** A product of a page with its image and category links beside it, put where the loaders would have put them. */
const pageRowsOf = (ctx: GraphQLContext) => (rows: Record<string, unknown>[], began: number | null) => rows.map((row) => knowOwnRows(ctx, row, began).product);

/**
 * A page of the products meeting every condition (SQL over `products p`), and their total. Each
 * product's image and category links, which its card shows, come in the same statement.
 */
export async function productPage(ctx: GraphQLContext, conditions: RawBuilder<unknown>[], options: PageOptions): Promise<ProductPage> {
  const perPage = Math.max(1, Math.min(options.first ?? 20, options.maxFirst ?? 200));
  const currentPage = Math.max(1, options.page ?? 1);
  const where = whereAll(options.plan ? [...conditions, documentMatches(options.plan)] : conditions);
  const documents = options.plan ? searchDocumentJoin(options.plan) : sql``;
  const counted =
    options.sort === 'VIEWS' || options.sort === 'WISHLIST'
      ? sql`left join (select c.product_id, count(*) as n from ${sql.table(options.sort === 'VIEWS' ? 'product_views' : 'wishlist_added')} c
          where ${inRangeSql('c.created_at', options.range)} group by c.product_id) counted on counted.product_id = p.id`
      : sql``;
  const [totalResult, rowsResult] = await Promise.all([
    options.withTotal === false
      ? Promise.resolve({ rows: [] as { total: number }[] })
      : sharedRows(ctx, sql<{ total: number }>`select count(*) as total from products p ${documents} where ${where}`).then((rows) => ({ rows })),
    options.withRows === false
      ? Promise.resolve({ rows: [] as ProductRow[] })
      : withExplicitTables(new Set([...(explicitTables() ?? []), ...OWN_ROWS]), [], () =>
          sharedRowsById(
            ctx,
            'products',
            sql<ProductRow>`select ${productColumns('p')}, ${joinedImageColumns('image_file')}, ${categoryLinksJson} as category_links
              from products p left join storage_files image_file on image_file.id = p.image_id ${documents} ${counted}
              where ${where} order by ${orderBy(ctx, options)} limit ${perPage} offset ${(currentPage - 1) * perPage}`,
            pageRowsOf(ctx),
          ),
        ).then((rows) => ({ rows })),
  ]);
  const rows = rowsResult.rows;
  const total = options.withTotal === false ? rows.length : Number(totalResult.rows[0]?.total ?? 0);
  return {
    rows,
    paginatorInfo: { currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), count: rows.length, total },
  };
}
