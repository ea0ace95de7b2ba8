import type { LanguageId } from '../i18n/languages';
import { formatPriceParam, parsePriceParam, type PriceBounds } from './price-range';
import { isAdminOnlySort, sortFromParam, sortToParam, type ShopSort } from './shop-sort';

/**
 * The shop listing's query string (spec §2), both ways:
 * `?page=2&sortiraj=3&brands=4,7&filteri=Boja:Crna,Bela-Dijagonala%20ekrana:6%2C6%22`.
 * A filter is named by its name, as the spec writes it (name:value1,value2): one name stands for
 * that filter in every group, so Boja narrows phones and TVs alike. Names and values are in the
 * request's language and may hold the structure's own characters (`6,6"` with a Serbian decimal
 * comma), so inside them ',', '-', ':', '%' and spaces are percent-encoded.
 * The price filter (not in the spec) is `cena=1000-5000` / `price=10.5-50`, either bound left out
 * when open, in the language's currency (src/shared/catalog/price-range.ts).
 * Reading never throws: a part it cannot understand is left out.
 */

/** Parameter names by language index: [Serbian, English]; the spec names only sort and filters per language. */
export const SHOP_QUERY_PARAMS = {
  page: ['page', 'page'],
  sort: ['sortiraj', 'order'],
  brands: ['brands', 'brands'],
  filters: ['filteri', 'filters'],
  price: ['cena', 'price'],
} as const satisfies Record<string, readonly [string, string]>;

/** One filter's selected values, as GetProducts takes them: by the filter's name. */
export interface FilterSelection {
  name: string;
  values: string[];
}

/** A listing's state, shaped as GetProducts' variables (price_min and price_max only when set). */
export interface ShopQuery extends PriceBounds {
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
    ...parsePriceParam(decode(params.get(SHOP_QUERY_PARAMS.price[lang]) ?? '')),
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
  const price = formatPriceParam(query);
  if (price !== '') parts.push(`${SHOP_QUERY_PARAMS.price[lang]}=${price}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A filter name or value as it travels: percent-encoded, including the '-' that encodeURIComponent leaves alone. */
export function encodeFilterValue(value: string): string {
  return encodeURIComponent(value).replace(/-/g, '%2D');
}

/** Whether two filter names are the same filter: case and accents aside, as the server matches them. */
export function sameFilterName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'sr-Latn', { sensitivity: 'base' }) === 0;
}

function formatFilters(filters: readonly FilterSelection[]): string {
  return mergeFilters(filters)
    .map((filter) => `${encodeFilterValue(filter.name)}${NAME_SEPARATOR}${filter.values.map(encodeFilterValue).join(VALUE_SEPARATOR)}`)
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
    const name = decode(group.slice(0, colon))?.trim() ?? '';
    if (name === '') continue;
    const values = group
      .slice(colon + 1)
      .split(VALUE_SEPARATOR)
      .map(decode)
      .filter((value): value is string => value !== undefined && value.trim() !== '');
    filters.push({ name, values });
  }
  return mergeFilters(filters);
}

/** One entry per filter name, its values once each; filters without a name or values left out. */
function mergeFilters(filters: readonly FilterSelection[]): FilterSelection[] {
  const merged: FilterSelection[] = [];
  for (const { name, values } of filters) {
    if (name.trim() === '') continue;
    const known = merged.find((filter) => sameFilterName(filter.name, name));
    if (known) known.values.push(...values);
    else merged.push({ name: name.trim(), values: [...values] });
  }
  return merged
    .map((filter) => ({ name: filter.name, values: unique(filter.values.filter((value) => value !== '')) }))
    .filter((filter) => filter.values.length > 0);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
