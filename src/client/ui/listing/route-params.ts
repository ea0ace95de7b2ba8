import type { RouteMatch } from '../../app/routes/match-route';

const EMPTY: readonly string[] = [];

/** The category path segments of a matched listing (shop, brand shop or shop template); none for other screens. */
export function categoryPathOf(match: RouteMatch): readonly string[] {
  if (match.kind !== 'static' && match.kind !== 'page') return EMPTY;
  const categories = match.params.categories;
  if (categories === undefined) return EMPTY;
  return typeof categories === 'string' ? [categories] : categories;
}

/** One named parameter of a matched screen, such as the brand of a brand shop. */
export function paramOf(match: RouteMatch, name: string): string | undefined {
  if (match.kind !== 'static') return undefined;
  const value = match.params[name];
  return typeof value === 'string' ? value : undefined;
}
