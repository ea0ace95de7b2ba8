import type { LanguageId } from './languages';
import { isAdminOnlySort, sortFromParam, sortToParam, type ShopSort } from './shop-sort';

/**
 * The shop listing's query string (spec §2), both ways:
 * `?page=2&sortiraj=3&brands=4,7&filteri=3:Crna,Bela-5:6%2C6%22`.
 * Filter values are in the request's language and may hold the structure's own characters
 * (`6,6"` with a Serbian decimal comma), so inside a value ',', '-', ':' and '%' are percent-encoded.
 * Reading never throws: a part it cannot understand is left out.
 */

/** Parameter names by language index: [Serbian, English]; the spec names only sort and filters per language. */
export const SHOP_QUERY_PARAMS = {
  page: ['page', 'page'],
  sort: ['sortiraj', 'order'],
  brands: ['brands', 'brands'],
  filters: ['filteri', 'filters'],
} as const satisfies Record<string, readonly [string, string]>;

export interface FilterSelection {
  filter_id: string;
  values: string[];
}

/** A listing's state, shaped as GetProducts' variables. */
export interface ShopQuery {
  page: number;
  sort: ShopSort;
  brands: string[];
  filters: FilterSelection[];
}

export const EMPTY_SHOP_QUERY: ShopQuery = { page: 1, sort: 'RELEVANCE', brands: [], filters: [] };

export interface ParseOptions {
  /** Views and wishlist orders are kept only for administrators (spec §6); others read them as relevance. */
  admin?: boolean;
}

const GROUP_SEPARATOR = '-';
const NAME_SEPARATOR = ':';
const VALUE_SEPARATOR = ',';
const ID_PATTERN = /^\d+$/;

/** Reads `location.search` (with or without '?'); pass the raw string, not URLSearchParams, so escaped commas stay escaped. */
export function parseShopQuery(search: string, lang: LanguageId, { admin = false }: ParseOptions = {}): ShopQuery {
  const params = rawParams(search);
  const sort = sortFromParam(decode(params.get(SHOP_QUERY_PARAMS.sort[lang]) ?? '') ?? '') ?? 'RELEVANCE';
  return {
    page: parsePage(params.get(SHOP_QUERY_PARAMS.page[lang])),
    sort: isAdminOnlySort(sort) && !admin ? 'RELEVANCE' : sort,
    brands: parseBrands(params.get(SHOP_QUERY_PARAMS.brands[lang])),
    filters: parseFilters(params.get(SHOP_QUERY_PARAMS.filters[lang])),
  };
}

/** Only the page of a paged list's query string (the blog, the shopper's orders); 1 when absent or odd. */
export function pageFromQuery(search: string, lang: LanguageId): number {
  return parsePage(rawParams(search).get(SHOP_QUERY_PARAMS.page[lang]));
}

/** The query string for a listing in a language, with '?' (empty when everything is at its default). */
export function formatShopQuery(query: Partial<ShopQuery>, lang: LanguageId): string {
  const parts: string[] = [];
  if (query.page !== undefined && Number.isInteger(query.page) && query.page > 1) {
    parts.push(`${SHOP_QUERY_PARAMS.page[lang]}=${query.page}`);
  }
  const sort = query.sort === undefined ? '' : sortToParam(query.sort);
  if (sort !== '') parts.push(`${SHOP_QUERY_PARAMS.sort[lang]}=${sort}`);
  const brands = unique(query.brands ?? []).filter((id) => ID_PATTERN.test(id));
  if (brands.length > 0) parts.push(`${SHOP_QUERY_PARAMS.brands[lang]}=${brands.join(VALUE_SEPARATOR)}`);
  const filters = formatFilters(query.filters ?? []);
  if (filters !== '') parts.push(`${SHOP_QUERY_PARAMS.filters[lang]}=${filters}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A filter value as it travels: percent-encoded, including the '-' that encodeURIComponent leaves alone. */
export function encodeFilterValue(value: string): string {
  return encodeURIComponent(value).replace(/-/g, '%2D');
}

function formatFilters(filters: readonly FilterSelection[]): string {
  return mergeFilters(filters)
    .filter((filter) => ID_PATTERN.test(filter.filter_id))
    .map((filter) => `${filter.filter_id}${NAME_SEPARATOR}${filter.values.map(encodeFilterValue).join(VALUE_SEPARATOR)}`)
    .join(GROUP_SEPARATOR);
}

/** First occurrence of each parameter, names decoded, values left raw. */
function rawParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = decode(part.slice(0, equals));
    if (name !== undefined && !params.has(name)) params.set(name, part.slice(equals + 1));
  }
  return params;
}

/** One percent-decoding, '+' read as a space as forms write it; undefined for a broken escape. */
function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function parsePage(raw: string | undefined): number {
  const page = Number(decode(raw ?? ''));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

function parseBrands(raw: string | undefined): string[] {
  // Ids hold no escapes, so a list encoded a second time (%2C) reads the same.
  const list = decode(raw ?? '') ?? '';
  return unique(list.split(VALUE_SEPARATOR).map((id) => id.trim()).filter((id) => ID_PATTERN.test(id)));
}

function parseFilters(raw: string | undefined): FilterSelection[] {
  if (raw === undefined) return [];
  // Written through URLSearchParams the separators arrive encoded once more (3%3ACrna%2CBela): peel that layer.
  const text = raw.includes(NAME_SEPARATOR) ? raw : (decode(raw) ?? '');
  const filters: FilterSelection[] = [];
  for (const group of text.split(GROUP_SEPARATOR)) {
    const colon = group.indexOf(NAME_SEPARATOR);
    if (colon < 0) continue;
    const id = decode(group.slice(0, colon))?.trim() ?? '';
    if (!ID_PATTERN.test(id)) continue;
    const values = group
      .slice(colon + 1)
      .split(VALUE_SEPARATOR)
      .map(decode)
      .filter((value): value is string => value !== undefined && value.trim() !== '');
    filters.push({ filter_id: id, values });
  }
  return mergeFilters(filters);
}

/** One entry per filter, its values once each, filters without values left out. */
function mergeFilters(filters: readonly FilterSelection[]): FilterSelection[] {
  const byId = new Map<string, string[]>();
  for (const { filter_id, values } of filters) byId.set(filter_id, [...(byId.get(filter_id) ?? []), ...values]);
  return [...byId]
    .map(([filter_id, values]) => ({ filter_id, values: unique(values.filter((value) => value !== '')) }))
    .filter((filter) => filter.values.length > 0);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
