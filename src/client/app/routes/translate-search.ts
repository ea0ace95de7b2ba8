import { formatShopQuery, parseShopQuery } from '../../../shared/filter-query';
import type { LanguageId } from '../../../shared/languages';
import type { RouteMatch } from './match-route';

/** Whether a match is a product listing, whose query string (spec §2) has names per language. */
function isListing(match: RouteMatch): boolean {
  return (match.kind === 'static' && (match.screen === 'shop' || match.screen === 'brand')) || (match.kind === 'page' && match.shop);
}

/**
 * A listing's query string in another language: sort and brands carry over under that language's
 * names. Filter values are words of the language they were chosen in, so they do not.
 */
export function translateSearch(match: RouteMatch, search: string, from: LanguageId, to: LanguageId, admin = false): string {
  if (!isListing(match) || !search) return '';
  const { sort, brands } = parseShopQuery(search, from, { admin });
  return formatShopQuery({ sort, brands }, to);
}
