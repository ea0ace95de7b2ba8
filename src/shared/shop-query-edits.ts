import type { LanguageId } from './languages';
import { formatShopQuery, parseShopQuery, type ShopQuery } from './filter-query';
import type { ShopSort } from './shop-sort';

/** What the shop's controls do to the listing; every change of what is shown goes back to page 1. */

export function toggleFilterValue(query: ShopQuery, filterId: string, value: string): ShopQuery {
  const current = query.filters.find((filter) => filter.filter_id === filterId);
  const values = current?.values.includes(value) ? current.values.filter((item) => item !== value) : [...(current?.values ?? []), value];
  const others = query.filters.filter((filter) => filter.filter_id !== filterId);
  const filters = values.length > 0 ? [...others, { filter_id: filterId, values }] : others;
  return { ...query, page: 1, filters };
}

export function toggleBrand(query: ShopQuery, brandId: string): ShopQuery {
  const brands = query.brands.includes(brandId) ? query.brands.filter((id) => id !== brandId) : [...query.brands, brandId];
  return { ...query, page: 1, brands };
}

export function withSort(query: ShopQuery, sort: ShopSort): ShopQuery {
  return { ...query, page: 1, sort };
}

export function withPage(query: ShopQuery, page: number): ShopQuery {
  return { ...query, page };
}

export function clearFilters(query: ShopQuery): ShopQuery {
  return { ...query, page: 1, brands: [], filters: [] };
}

/**
 * The listing's query string for the language switch: the same page, order and brands under the
 * other language's names. Filter values are words of the language they were picked in, so they stay behind.
 */
export function shopQueryInLanguage(search: string, from: LanguageId, to: LanguageId, options: { admin?: boolean } = {}): string {
  const query = parseShopQuery(search, from, options);
  return formatShopQuery(from === to ? query : { ...query, filters: [] }, to);
}
