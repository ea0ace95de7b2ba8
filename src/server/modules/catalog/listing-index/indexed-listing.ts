/**
 * What listing.ts asks of the listing index: the shop as indexed (when the server keeps an index and
 * the listing is one it counts), a listing's selection in its terms, and a page's product rows.
 */
import type { GraphQLContext } from '../../../context';
import { recordDependencies } from '../../../cache/dependencies';
import { SCANNED_TABLE_TAGS } from '../../../cache/write-tags';
import type { NameSelection } from '../filter-facets';
import { sql } from 'kysely';
import type { ProductRow } from '../tables';
import { productPage, type ProductSort } from '../product-query';
import { pageOfListing, type IndexedQuery, type IndexedSelection } from './count-listing';
import { MOST_INDEXED_SELECTIONS } from './marked-listing';
import type { IndexedShop, IndexSort } from './listing-index';

const INDEXED_SORTS: ReadonlySet<string> = new Set<IndexSort>(['RELEVANCE', 'NAME', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST']);

/**
 * The indexed shop, or null where the listing is SQL's: a search (ranked by its documents), more
 * selections by name than the index counts, or a server without the index.
 */
export function indexedShop(ctx: GraphQLContext, searching: boolean, selections: number): Promise<IndexedShop> | null {
  return indexCounts(ctx, searching, selections) ? ctx.services.listingIndex!.shop() : null;
}

/** Whether the listing index counts and places a listing: a server with the index, no search, and no more selections by name than it counts. */
export function indexCounts(ctx: Pick<GraphQLContext, 'services'>, searching: boolean, selections: number): boolean {
  return Boolean(ctx.services.listingIndex) && !searching && selections <= MOST_INDEXED_SELECTIONS;
}

export const indexedSelection = (selection: NameSelection): IndexedSelection => ({
  key: selection.key,
  filterIds: new Set(selection.filterIds),
  option: Boolean(selection.option),
  values: new Set(selection.values.keys()),
});

/** Whether the index can order the page: every storefront sort (an administrator's by views or wishlists is SQL's). */
export const indexOrders = (sort: ProductSort | null | undefined): sort is IndexSort | null | undefined => sort == null || INDEXED_SORTS.has(sort);

/**
 * What a statement over listing_option_values would have recorded (cache/write-tags.ts): the index
 * reads no table, so a listing counted from it that counts or matches option values says so itself.
 */
export function recordOptionReads(): void {
  recordDependencies(SCANNED_TABLE_TAGS.listing_option_values ?? []);
}

/** A page of the listing from the index, its rows by id (the loaders batch and tag them). */
export async function indexedPage(
  ctx: GraphQLContext,
  shop: IndexedShop,
  query: IndexedQuery,
  options: { sort: IndexSort | null | undefined; page: number | null | undefined; first: number },
): Promise<{ rows: ProductRow[] }> {
  if (query.selections.some((selection) => selection.option)) recordOptionReads();
  const size = Math.max(1, Math.min(options.first, 200));
  const ids = await pageOfListing(shop, query, options.sort ?? 'RELEVANCE', { number: Math.max(1, options.page ?? 1), size });
  if (ids.length === 0) return { rows: [] };
  // The page's rows with each card's image and category links, in one statement, in the index's order.
  return productPage(ctx, [sql`p.id = any(${ids}::int[])`], { ids, sort: null, page: 1, first: ids.length, maxFirst: ids.length, withTotal: false });
}
