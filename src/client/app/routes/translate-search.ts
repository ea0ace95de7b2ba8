import { SEARCH_PARAM } from '../../../shared/constants';
import { formatShopQuery, parseShopQuery } from '../../../shared/catalog/filter-query';
import type { LanguageId } from '../../../shared/i18n/languages';
import { translateShopQuery, type SelectionInLanguages } from '../../../shared/catalog/translate-shop-query';
import { CAMPAIGN_QUERY_PARAM } from '../../lib/campaigns/campaigns';
import { isSpecialScreen } from '../../storefront/shop/special-listings';
import type { RouteMatch } from './match-route';

/** Whether a match is a product listing, whose query string (spec §2) has names per language. */
function isListing(match: RouteMatch): boolean {
  if (match.kind === 'page') return match.shop;
  return match.kind === 'static' && (match.screen === 'shop' || match.screen === 'brand' || isSpecialScreen(match.screen));
}

/**
 * A query string in another language (or the same one, tidied). A listing keeps page, sort and
 * brands under that language's names, and its filters and price range as `selection` (the
 * listing's own answer) says they are there; /kampanja keeps its campaign's code. The search
 * screen keeps its text, whose parameter is the same in both languages. Other screens drop theirs.
 */
export function translateSearch(match: RouteMatch, search: string, from: LanguageId, to: LanguageId, admin = false, selection?: SelectionInLanguages): string {
  if (!search) return '';
  if (isSearchScreen(match)) return searchTextQuery(search);
  if (!isListing(match)) return '';
  const query = formatShopQuery(translateShopQuery(parseShopQuery(search, from, { admin }), from, to, selection), to);
  const campaign = match.kind === 'static' && match.screen === 'campaign' ? new URLSearchParams(search).get(CAMPAIGN_QUERY_PARAM) : null;
  if (!campaign) return query;
  return `${query ? `${query}&` : '?'}${CAMPAIGN_QUERY_PARAM}=${encodeURIComponent(campaign)}`;
}

function isSearchScreen(match: RouteMatch): boolean {
  return match.kind === 'static' && match.screen === 'search';
}

/** Only the searched text, so stray parameters do not follow the shopper. */
function searchTextQuery(search: string): string {
  const text = new URLSearchParams(search).get(SEARCH_PARAM);
  return text ? `?${new URLSearchParams({ [SEARCH_PARAM]: text })}` : '';
}
