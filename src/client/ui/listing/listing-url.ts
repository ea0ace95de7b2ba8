import { formatShopQuery, type ShopQuery } from '../../../shared/catalog/filter-query';
import type { LanguageId } from '../../../shared/i18n/languages';
import { hasPriceBounds } from '../../../shared/catalog/price-range';
import { CAMPAIGN_QUERY_PARAM } from '../../lib/campaigns/campaigns';

/** Parameters that are not the listing's own but must survive its changes (the campaign of /kampanja). */
const KEPT_PARAMS = [CAMPAIGN_QUERY_PARAM];

/** The listing's address after a change: the spec's query string, plus the parameters it keeps from `search`. */
export function listingHref(pathname: string, query: ShopQuery, lang: LanguageId, search: string): string {
  const own = formatShopQuery(query, lang);
  const kept = new URLSearchParams(search);
  const extra = KEPT_PARAMS.filter((name) => kept.has(name)).map((name) => `${name}=${encodeURIComponent(kept.get(name)!)}`);
  if (extra.length === 0) return pathname + own;
  return `${pathname}${own ? `${own}&` : '?'}${extra.join('&')}`;
}

/** Whether the shopper has narrowed the listing with brands, filters or prices. */
export function hasSelections(query: ShopQuery): boolean {
  return query.brands.length > 0 || query.filters.length > 0 || hasPriceBounds(query);
}
