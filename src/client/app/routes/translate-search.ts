import { SEARCH_PARAM } from '../../../shared/constants';
import { formatShopQuery, parseShopQuery } from '../../../shared/filter-query';
import type { LanguageId } from '../../../shared/languages';
import type { RouteMatch } from './match-route';

/** Whether a match is a product listing, whose query string (spec §2) has names per language. */
function isListing(match: RouteMatch): boolean {
  return (match.kind === 'static' && (match.screen === 'shop' || match.screen === 'brand')) || (match.kind === 'page' && match.shop);
}

/**
 * A query string in another language. A listing's sort and brands carry over under that language's
 * names; filter values are words of the language they were chosen in, so they do not. The search
 * screen keeps its text, whose parameter is the same in both languages. Other screens drop theirs.
 */
export function translateSearch(match: RouteMatch, search: string, from: LanguageId, to: LanguageId, admin = false): string {
  if (!search) return '';
  if (isSearchScreen(match)) return searchTextQuery(search);
  if (!isListing(match)) return '';
  const { sort, brands } = parseShopQuery(search, from, { admin });
  return formatShopQuery({ sort, brands }, to);
}

function isSearchScreen(match: RouteMatch): boolean {
  return match.kind === 'static' && match.screen === 'search';
}

/** Only the searched text, so stray parameters do not follow the shopper. */
function searchTextQuery(search: string): string {
  const text = new URLSearchParams(search).get(SEARCH_PARAM);
  return text ? `?${new URLSearchParams({ [SEARCH_PARAM]: text })}` : '';
}
