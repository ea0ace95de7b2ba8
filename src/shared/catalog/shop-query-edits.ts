import type { LanguageId } from '../i18n/languages';
import { formatShopQuery, parseShopQuery, sameFilterName, type ShopQuery } from './filter-query';
import type { PriceBounds } from './price-range';
import type { ShopSort } from './shop-sort';

/** What the shop's controls do to the listing; every change of what is shown goes back to page 1. */

/** Ticks or unticks a value of the filter named `name` (one name is that filter in every group). */
export function toggleFilterValue(query: ShopQuery, name: string, value: string): ShopQuery {
  const current = query.filters.find((filter) => sameFilterName(filter.name, name));
  const values = current?.values.includes(value) ? current.values.filter((item) => item !== value) : [...(current?.values ?? []), value];
  const filters = current
    ? query.filters.flatMap((filter) => (filter === current ? (values.length > 0 ? [{ ...filter, values }] : []) : [filter]))
    : [...query.filters, { name, values }];
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

/** The listing within a price range (either bound may be open); no bounds takes the price filter away. */
export function withPriceBounds(query: ShopQuery, bounds: PriceBounds): ShopQuery {
  const { price_min: _min, price_max: _max, ...rest } = query;
  return { ...rest, page: 1, ...bounds };
}

export function clearFilters(query: ShopQuery): ShopQuery {
  return { ...withPriceBounds(query, {}), brands: [], filters: [] };
}

/**
 * The listing's query string for the language switch: the same page, order and brands under the
 * other language's names. Filter values are words of the language they were picked in, and prices
 * amounts in its currency (RSD, EUR), so they stay behind.
 */
export function shopQueryInLanguage(search: string, from: LanguageId, to: LanguageId, options: { admin?: boolean } = {}): string {
  const query = parseShopQuery(search, from, options);
  return formatShopQuery(from === to ? query : { ...withPriceBounds(query, {}), page: query.page, filters: [] }, to);
}
