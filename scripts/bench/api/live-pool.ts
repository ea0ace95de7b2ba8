/**
 * The live shop's pool: thousands of different storefront requests, each built as the storefront's
 * screens build it (listingVariables over parseShopQuery(formatShopQuery(…)), GetProduct with the
 * id the product page's address carries, SearchSuggestions as the header's search box asks while a
 * word is typed, GetPage home), in both languages. The load generator draws them at random, each
 * kind by its weight (POOL_WEIGHTS).
 */
import { GetPageDocument, GetProductDocument, GetProductsDocument, SearchSuggestionsDocument } from '../../../generated/client/graphql';
import { listingVariables, type ListingScope } from '../../../src/client/ui/listing/listing-variables';
import { HOME_PAGE_CODE } from '../../../src/client/storefront/home/data';
import { isSearchable, searchTerm } from '../../../src/client/storefront/search/search-query';
import { SUGGESTIONS_PER_KIND } from '../../../src/client/storefront/search/useSearchSuggestions';
import { formatShopQuery, parseShopQuery, type ShopQuery } from '../../../src/shared/catalog/filter-query';
import { shopSorts } from '../../../src/shared/catalog/shop-sort';
import type { PoolKind } from './load-generator';
import { wireRequest, type Lang, type Operation, type PersistedIds, type Transport, type WireRequest } from './requests';
import type { PoolKindName } from './scenarios';
import { LANGS, type StorefrontCatalog } from './storefront-catalog';

/** Shares of the live shop's requests: browsing listings, reading product pages, typing in the search box, the home page. */
export const POOL_WEIGHTS: Record<PoolKindName, number> = { listing: 40, product: 35, search: 20, home: 5 };
/** The pool must hold at least this many different requests. */
export const POOL_MIN = 5_000;
const MOST = { listing: 3_000, product: 2_400, search: 1_000 };
/** Pages a shopper goes through. */
const PAGES = [1, 2, 3];

const op = (document: { toString(): string }, operationName: string): Operation => ({ operationName, query: document.toString() });
const GET_PRODUCTS = op(GetProductsDocument, 'GetProducts');
const GET_PRODUCT = op(GetProductDocument, 'GetProduct');
const SUGGEST = op(SearchSuggestionsDocument, 'SearchSuggestions');
const GET_PAGE = op(GetPageDocument, 'GetPage');

/** A deterministic shuffle (mulberry32), so two runs build the same pool from the same shop. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The listing's variables as the screen makes them from its address (/prodavnica/<path>?sortiraj=…&page=…). */
function listingRequest(scope: ListingScope, path: string[], query: Partial<ShopQuery>, lang: Lang) {
  return { variables: listingVariables(scope, path, parseShopQuery(formatShopQuery(query, lang), lang)), lang };
}

function listingRequests(catalog: StorefrontCatalog) {
  const sorts = shopSorts();
  const all: { variables: Record<string, unknown>; lang: Lang }[] = [];
  for (const { lang, path, lastPage, brandIds, filters } of catalog.listings) {
    for (const sort of sorts) for (const page of PAGES.filter((page) => page <= lastPage)) all.push(listingRequest({}, path, { sort, page }, lang));
    for (const brand of brandIds.slice(0, 4)) for (const sort of sorts.slice(0, 2)) all.push(listingRequest({}, path, { sort, brands: [brand] }, lang));
    for (const filter of filters.slice(0, 4)) {
      for (const value of filter.values.slice(0, 3)) all.push(listingRequest({}, path, { filters: [{ name: filter.name, values: [value] }] }, lang));
    }
  }
  // Brand shops (/brend/<slug>): the brand fixed, the shopper sorting and paging.
  for (const lang of LANGS) for (const brand of catalog.brandIds) for (const sort of sorts) all.push(listingRequest({ brand }, [], { sort }, lang));
  const seen = new Set<string>();
  const unique = all.filter((request) => {
    const key = `${request.lang} ${JSON.stringify(request.variables)}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return shuffled(unique, 22).slice(0, MOST.listing);
}

/** Prefixes of the words of product and brand names, as they are typed (from the shortest one searched for). */
function searchRequests(catalog: StorefrontCatalog) {
  const words = new Map<string, Lang>();
  for (const names of catalog.products.values()) {
    for (const lang of LANGS) for (const word of (names[lang] ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 4) words.set(`${lang} ${word}`, lang);
  }
  for (const name of catalog.brandNames) for (const lang of LANGS) words.set(`${lang} ${name.toLowerCase()}`, lang);
  const all: { variables: Record<string, unknown>; lang: Lang }[] = [];
  const seen = new Set<string>();
  for (const [key, lang] of shuffled([...words], 7)) {
    const word = key.slice(2);
    for (let length = 1; length <= word.length; length += 1) {
      const query = searchTerm(word.slice(0, length));
      if (!isSearchable(query) || seen.has(`${lang} ${query}`)) continue;
      seen.add(`${lang} ${query}`);
      all.push({ variables: { query, first: SUGGESTIONS_PER_KIND }, lang });
    }
    if (all.length >= MOST.search) break;
  }
  return all.slice(0, MOST.search);
}

/** The pool's requests by kind, as the storefront sends them over `transport`. */
export function buildPool(catalog: StorefrontCatalog, transport: Transport, ids: PersistedIds): Record<PoolKindName, WireRequest[]> {
  const wire = (operation: Operation) => (request: { variables: Record<string, unknown>; lang: Lang }) => wireRequest(operation, request.variables, transport, ids, request.lang);
  const productIds = shuffled([...catalog.products.keys()], 3).slice(0, MOST.product / 2);
  const pool = {
    listing: listingRequests(catalog).map(wire(GET_PRODUCTS)),
    product: productIds.flatMap((id) => LANGS.map((lang) => ({ variables: { id }, lang }))).map(wire(GET_PRODUCT)),
    search: searchRequests(catalog).map(wire(SUGGEST)),
    home: LANGS.map((lang) => ({ variables: { code: HOME_PAGE_CODE }, lang })).map(wire(GET_PAGE)),
  };
  const size = poolSize(pool);
  if (size < POOL_MIN) {
    throw new Error(`the live pool holds ${size} different requests (${describePool(pool)}), fewer than ${POOL_MIN}: the seeded shop has too few categories or products`);
  }
  return pool;
}

export const poolSize = (pool: Record<PoolKindName, WireRequest[]>) => Object.values(pool).reduce((sum, requests) => sum + requests.length, 0);
export const describePool = (pool: Record<PoolKindName, WireRequest[]>) =>
  (Object.keys(pool) as PoolKindName[]).map((kind) => `${pool[kind].length.toLocaleString('en-US')} ${kind}`).join(', ');

/** The kinds a scenario draws from, with their weights. */
export const poolKinds = (pool: Record<PoolKindName, WireRequest[]>, kinds: readonly PoolKindName[]): PoolKind[] =>
  kinds.map((kind) => ({ kind, weight: POOL_WEIGHTS[kind], requests: pool[kind] }));
