import { SEARCH_PARAM } from '../../../shared/constants';
import type { LanguageId } from '../../../shared/languages';
import { pathFor } from '../../../shared/routing/build-path';

/** Shorter text finds nothing (the server's rule too), so it is not sent. */
export const SEARCH_MIN_LENGTH = 2;
/** How long typing must pause before the results are asked for. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results of each kind shown at once. */
export const SEARCH_RESULTS_PER_GROUP = 8;

/** The text to search for: trimmed, inner runs of spaces as one. */
export function searchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Whether a text is long enough to be searched for (counting letters, not UTF-16 units). */
export function isSearchable(text: string): boolean {
  return [...searchTerm(text)].length >= SEARCH_MIN_LENGTH;
}

/** The search screen's address for a text, in a language. */
export function searchPath(lang: LanguageId, text: string): string {
  const term = searchTerm(text);
  return pathFor('search', lang) + (term ? `?${new URLSearchParams({ [SEARCH_PARAM]: term })}` : '');
}

/** The searched text in a query string. */
export function searchTextFrom(search: string): string {
  return new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
}
