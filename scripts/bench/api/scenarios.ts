/**
 * What the benchmark asks the server, and of which server: the storefront's own operations with
 * the variables its screens send.
 * - cached: the same requests repeated, as shoppers repeat them, on the server as it runs;
 * - memo: a unique variable on every request, so no kept answer matches, while the content memo
 *   still serves the listing's rows from memory (not uncached: "answer not kept, memo warm");
 * - live: the live shop's pool of thousands of different requests (live-pool.ts), while a separate
 *   process places orders at a steady rate and an administrator edits a product every 10 s;
 * - cold: truly cold, on a server started with every cache off (GRAPHQL_CACHE_MB=0, HTML_CACHE_MB=0,
 *   CONTENT_MEMO_ROWS=0): every answer is computed from the database, nothing served from memory.
 */
import { GetPageDocument, GetProductDocument, GetProductsDocument, SearchSuggestionsDocument } from '../../../generated/client/graphql';
import { listingVariables } from '../../../src/client/ui/listing/listing-variables';
import { HOME_PAGE_CODE } from '../../../src/client/storefront/home/data';
import { SUGGESTIONS_PER_KIND } from '../../../src/client/storefront/search/useSearchSuggestions';
import { formatShopQuery, parseShopQuery } from '../../../src/shared/catalog/filter-query';
import type { Data, DataProblem } from './capture';
import type { Operation } from './requests';
import type { TargetKind } from './targets';

export type Mode = 'cached' | 'memo' | 'live' | 'cold';
/** Which pool kinds a pool scenario draws from (live-pool.ts). */
export type PoolKindName = 'listing' | 'product' | 'search' | 'home';

export interface FixedOperation extends Operation {
  /** One entry per request; a load connection sends them in turn (search as you type sends several prefixes). */
  variables: Record<string, unknown>[];
  problem: DataProblem;
}

export interface Scenario {
  key: string;
  title: string;
  mode: Mode;
  /** Requests sent in turn; or `pool`. */
  operation?: FixedOperation;
  /** Kinds of the live pool drawn from at random, each by its weight. */
  pool?: PoolKindName[];
  /** Orders per second placed while a live scenario runs (an admin edit every 10 s with any orders). */
  ordersPerSecond?: number;
  /** Which ratio-to-ceiling target applies (targets.ts), or null. */
  target: TargetKind | null;
}

/** The word typed in the header, and the prefixes the suggestions are asked for as it is typed. */
export const TYPED_WORD = 'samsung';
const TYPED_PREFIXES = [3, 4, 5, 6, 7].map((length) => TYPED_WORD.slice(0, length));
/** A category listing sorted by price, as /prodavnica/racunari?sortiraj=3 asks it. */
export const CATEGORY_PATH = ['racunari'];
export const PRODUCT_ID = '1';

const shopListing = listingVariables({}, [], parseShopQuery('', 0));
const categoryByPrice = listingVariables({}, CATEGORY_PATH, parseShopQuery(formatShopQuery({ sort: 'PRICE_ASC' }, 0), 0));
const suggestions = TYPED_PREFIXES.map((query) => ({ query, first: SUGGESTIONS_PER_KIND }));

const listing = (data: Data) => data.products as { data?: unknown[]; filters?: unknown[]; brands?: unknown[] } | null;

const listingProblem = (data: Data) => {
  const products = listing(data);
  if (!products?.data?.length) return 'the listing is empty';
  if (!products.brands?.length) return 'the listing has no brand facets';
  return null;
};
const suggestionsProblem = (data: Data) =>
  (data.searchSuggestions as { products?: unknown[] } | null)?.products?.length ? null : `no product suggested for "${TYPED_WORD}"`;

export const OPERATIONS = {
  listing: { operationName: 'GetProducts', query: GetProductsDocument.toString(), variables: [shopListing], problem: listingProblem },
  category: {
    operationName: 'GetProducts',
    query: GetProductsDocument.toString(),
    variables: [categoryByPrice],
    problem: (data) => (listing(data)?.data?.length ? null : `the category ${CATEGORY_PATH.join('/')} lists nothing`),
  },
  suggestions: { operationName: 'SearchSuggestions', query: SearchSuggestionsDocument.toString(), variables: suggestions, problem: suggestionsProblem },
  product: {
    operationName: 'GetProduct',
    query: GetProductDocument.toString(),
    variables: [{ id: PRODUCT_ID }],
    problem: (data) => (data.product ? null : `no product ${PRODUCT_ID}`),
  },
  home: {
    operationName: 'GetPage',
    query: GetPageDocument.toString(),
    variables: [{ code: HOME_PAGE_CODE }],
    problem: (data) => ((data.page as { blocks?: unknown[] } | null)?.blocks?.length ? null : 'the home page has no blocks'),
  },
} satisfies Record<string, FixedOperation>;

/** The live shop's order rates: a shop nobody buys from, a steady trickle, a sale. */
export const ORDER_RATES = [0, 2, 10] as const;
export const LIVE_POOL: PoolKindName[] = ['listing', 'product', 'search', 'home'];

const fixed = (key: string, title: string, mode: Mode, operation: FixedOperation, target: TargetKind | null): Scenario => ({ key, title, mode, operation, target });

export const SCENARIOS: readonly Scenario[] = [
  // First, right after the pool's answers were captured (which keeps them): the idle live shop's
  // baseline with its answers kept, before the unique requests below fill the answer cache.
  ...ORDER_RATES.map(
    (rate): Scenario => ({
      key: `live-${rate}`,
      title: `Live shop, ${rate} orders/s${rate > 0 ? ' + an admin edit every 10 s' : ''}`,
      mode: 'live',
      pool: LIVE_POOL,
      ordersPerSecond: rate,
      target: rate === 0 ? 'live' : null,
    }),
  ),
  fixed('listing-cached', 'Shop listing with facets, cached', 'cached', OPERATIONS.listing, 'cached'),
  fixed('category-cached', 'Category listing by price, cached', 'cached', OPERATIONS.category, 'cached'),
  fixed('search-cached', `Search as you type (${TYPED_PREFIXES.join(', ')}), cached`, 'cached', OPERATIONS.suggestions, 'cached'),
  fixed('product', `Product page (product ${PRODUCT_ID}), cached`, 'cached', OPERATIONS.product, 'cached'),
  fixed('home', 'Home page with its blocks, cached', 'cached', OPERATIONS.home, 'cached'),
  fixed('listing-memo', 'Shop listing with facets, answer not kept, memo warm', 'memo', OPERATIONS.listing, null),
  fixed('category-memo', 'Category listing by price, answer not kept, memo warm', 'memo', OPERATIONS.category, null),
  fixed('search-memo', `Search as you type (${TYPED_PREFIXES.join(', ')}), answer not kept, memo warm`, 'memo', OPERATIONS.suggestions, null),
  fixed('listing-cold', 'Shop listing with facets, truly cold (uncached)', 'cold', OPERATIONS.listing, 'cold-listing'),
  fixed('category-cold', 'Category listing by price, truly cold (uncached)', 'cold', OPERATIONS.category, 'cold-category'),
  { key: 'product-cold', title: 'Product pages (varying products), truly cold (uncached)', mode: 'cold', pool: ['product'], target: null },
  { key: 'live-cold', title: 'Live shop pool, truly cold (uncached), no orders', mode: 'cold', pool: LIVE_POOL, target: null },
];
