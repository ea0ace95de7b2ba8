/**
 * What the benchmark asks the server: the storefront's own operations with the variables its
 * screens send, each either cached (the same requests repeated, as shoppers repeat them) or cold
 * (a unique variable on every request, so any cache keyed on the request misses).
 */
import { GetPageDocument, GetProductDocument, GetProductsDocument, SearchSuggestionsDocument } from '../../generated/client/graphql';
import { listingVariables } from '../../src/client/storefront/shop/listing/listing-variables';
import { HOME_PAGE_CODE } from '../../src/client/storefront/home/data';
import { SUGGESTIONS_PER_KIND } from '../../src/client/storefront/search/useSearchSuggestions';
import { formatShopQuery, parseShopQuery } from '../../src/shared/filter-query';
import type { TargetKind } from './targets';

export type Mode = 'cold' | 'cached';

export interface Scenario {
  key: string;
  title: string;
  mode: Mode;
  operationName: string;
  query: string;
  /** One entry per request; a load connection sends them in turn (search as you type sends several prefixes). */
  variables: Record<string, unknown>[];
  /** Which ratio target applies (targets.ts); the p99 target applies to every scenario. */
  target: TargetKind | null;
  /** Why an answer's data is not what the scenario means to measure (an empty listing, a missing product), or null. */
  problem(data: Record<string, unknown>): string | null;
}

/** The word typed in the header, and the prefixes the suggestions are asked for as it is typed. */
export const TYPED_WORD = 'samsung';
const TYPED_PREFIXES = [3, 4, 5, 6, 7].map((length) => TYPED_WORD.slice(0, length));
/** A category listing sorted by price, as /prodavnica/racunari?sort=… asks it. */
export const CATEGORY_PATH = ['racunari'];
export const PRODUCT_ID = '1';

const shopListing = listingVariables({}, [], parseShopQuery('', 0));
const categoryByPrice = listingVariables({}, CATEGORY_PATH, parseShopQuery(formatShopQuery({ sort: 'PRICE_ASC' }, 0), 0));
const suggestions = TYPED_PREFIXES.map((query) => ({ query, first: SUGGESTIONS_PER_KIND }));

type Data = Record<string, unknown>;
const listing = (data: Data) => data.products as { data?: unknown[]; filters?: unknown[]; brands?: unknown[] } | null;

const listingProblem = (data: Data) => {
  const products = listing(data);
  if (!products?.data?.length) return 'the listing is empty';
  if (!products.brands?.length) return 'the listing has no brand facets';
  return null;
};
const suggestionsProblem = (data: Data) =>
  (data.searchSuggestions as { products?: unknown[] } | null)?.products?.length ? null : `no product suggested for "${TYPED_WORD}"`;

interface Operation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>[];
  problem: Scenario['problem'];
}

const OPERATIONS = {
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
} satisfies Record<string, Operation>;

const scenario = (key: string, title: string, mode: Mode, operation: Operation, target: TargetKind | null): Scenario => ({
  key,
  title,
  mode,
  target,
  ...operation,
});

export const SCENARIOS: readonly Scenario[] = [
  scenario('listing-cold', 'Shop listing with facets, cold', 'cold', OPERATIONS.listing, 'uncached'),
  scenario('listing-cached', 'Shop listing with facets, cached', 'cached', OPERATIONS.listing, 'cached'),
  scenario('category-cold', 'Category listing by price, cold', 'cold', OPERATIONS.category, null),
  scenario('category-cached', 'Category listing by price, cached', 'cached', OPERATIONS.category, 'cached'),
  scenario('search-cold', `Search as you type (${TYPED_PREFIXES.join(', ')}), cold`, 'cold', OPERATIONS.suggestions, 'uncached'),
  scenario('search-cached', `Search as you type (${TYPED_PREFIXES.join(', ')}), cached`, 'cached', OPERATIONS.suggestions, 'cached'),
  scenario('product', `Product page (product ${PRODUCT_ID}), cached`, 'cached', OPERATIONS.product, 'cached'),
  scenario('home', 'Home page with its blocks, cached', 'cached', OPERATIONS.home, 'cached'),
];
