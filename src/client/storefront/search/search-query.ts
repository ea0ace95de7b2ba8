import { SEARCH_PARAM } from '../../../shared/constants';
import type { LanguageId } from '../../../shared/i18n/languages';
import { pathFor } from '../../../shared/routing/build-path';
import { SEARCH_MIN_LENGTH } from '../../../shared/search/rules';

/** Shorter text finds nothing (the server's rule too), so it is not sent. */
export { SEARCH_MIN_LENGTH };
/** How long typing must pause before the results are asked for. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Products on a page of results; at most as many categories, brands and posts. */
export const SEARCH_RESULTS_PER_PAGE = 24;

/** The query-string parameters of the search screen besides the text: page and the brands and categories chosen. */
const PAGE_PARAM = 'page';
const BRAND_PARAM = 'brand';
const CATEGORY_PARAM = 'category';
/** Set (to 1) when the shopper asked for the text as typed, not as the search read or corrected it. */
const EXACT_PARAM = 'exact';

/** What the search screen shows, as its address says. */
export interface SearchState {
  text: string;
  page: number;
  brands: string[];
  categories: string[];
  /** The text as typed: no correction, each word only as itself. */
  exact: boolean;
}

/** The text to search for: trimmed, inner runs of spaces as one. */
export function searchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Whether a text is long enough to be searched for (counting letters, not UTF-16 units). */
export function isSearchable(text: string): boolean {
  return [...searchTerm(text)].length >= SEARCH_MIN_LENGTH;
}

const ids = (value: string | null) => (value ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id));

/** The search screen's state in a query string. */
export function searchStateFrom(search: string): SearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get(PAGE_PARAM));
  return {
    text: params.get(SEARCH_PARAM) ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    brands: ids(params.get(BRAND_PARAM)),
    categories: ids(params.get(CATEGORY_PARAM)),
    exact: params.get(EXACT_PARAM) === '1',
  };
}

/** The search screen's address for a text (and a page and choices of brands and categories), in a language. */
export function searchPath(lang: LanguageId, text: string, state: Partial<Omit<SearchState, 'text'>> = {}): string {
  const term = searchTerm(text);
  const params = new URLSearchParams();
  if (term) params.set(SEARCH_PARAM, term);
  if (state.brands?.length) params.set(BRAND_PARAM, state.brands.join(','));
  if (state.categories?.length) params.set(CATEGORY_PARAM, state.categories.join(','));
  if (state.page && state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.exact) params.set(EXACT_PARAM, '1');
  const query = params.toString();
  return pathFor('search', lang) + (query ? `?${query}` : '');
}

/** The searched text in a query string. */
export function searchTextFrom(search: string): string {
  return searchStateFrom(search).text;
}

/** `ids` with `id` added, or taken out when it is there. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
