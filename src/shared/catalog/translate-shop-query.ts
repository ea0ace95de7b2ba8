import { sameFilterName, type ShopQuery } from './filter-query';
import type { LanguageId } from '../i18n/languages';
import { withoutEmpty, type PriceBounds } from './price-range';

/** A listing's selection in every language, as ProductListing.selection answers it. */
export interface SelectionInLanguages {
  /** Each selected filter's name and values by language index. */
  filters: readonly { names: readonly string[]; values: readonly (readonly string[])[] }[];
  /** The price bounds in each language's currency, by language index; empty without bounds. */
  prices: readonly { min?: number | null; max?: number | null }[];
}

/**
 * A listing's state in another language (the language switch): page, sort and brands are the same
 * in both; filter names and values and the price bounds are words and amounts of one language, so
 * they come over only as `selection` says they are in `to` (a filter it does not name is left out,
 * as the server would match nothing by it). Without a selection only page, sort and brands come.
 */
export function translateShopQuery(query: ShopQuery, from: LanguageId, to: LanguageId, selection?: SelectionInLanguages): ShopQuery {
  if (from === to) return query;
  const { page, sort, brands } = query;
  if (!selection) return { page, sort, brands, filters: [] };
  const filters = query.filters.flatMap(({ name, values }) => {
    const known = selection.filters.find((filter) => sameFilterName(filter.names[from] ?? '', name));
    if (!known) return [];
    const inTo = (value: string) => known.values.find((texts) => sameFilterName(texts[from] ?? '', value))?.[to] ?? value;
    return [{ name: known.names[to] ?? name, values: values.map(inTo) }];
  });
  const bounds = selection.prices[to];
  const prices: PriceBounds = bounds ? withoutEmpty({ price_min: bounds.min ?? undefined, price_max: bounds.max ?? undefined }) : {};
  return { page, sort, brands, filters, ...prices };
}
