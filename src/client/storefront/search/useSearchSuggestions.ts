import { keepPreviousData } from '@tanstack/react-query';
import { useSearchSuggestionsQuery } from '../../../../generated/hooks';
import type { SearchSuggestionsQuery } from '../../../../generated/client/graphql';
import { isSearchable, searchTerm } from './search-query';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** How long typing must pause before suggestions are asked for: shorter than the search screen's, as they are lighter. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;
/** Suggestions of each kind. */
export const SUGGESTIONS_PER_KIND = 5;

export type Suggestions = SearchSuggestionsQuery['searchSuggestions'];

/**
 * The header's suggestions for what the shopper is typing: asked for once typing pauses and the text
 * has SEARCH_MIN_LENGTH letters, each text cached under its own key (so a late answer never shows
 * for a newer text), the previous ones shown meanwhile. Not counted in the search insight.
 */
export function useSearchSuggestions(text: string): { text: string; suggestions: Suggestions | undefined; loading: boolean } {
  const settled = searchTerm(useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS));
  const enabled = isSearchable(settled) && isSearchable(text);
  const { data, isFetching } = useSearchSuggestionsQuery({ query: settled, first: SUGGESTIONS_PER_KIND }, { enabled, placeholderData: keepPreviousData, staleTime: 60_000 });
  return { text: settled, suggestions: enabled ? data?.searchSuggestions : undefined, loading: enabled && isFetching };
}
