import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/navigation';
import type { LanguageId } from '../../../shared/i18n/languages';
import { SEARCH_DEBOUNCE_MS, searchPath, searchTerm } from './search-query';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/**
 * The search box's text beside the address's query: the address changing (Back, a link, the header
 * search) puts its text in the box; the shopper's typing goes into the address once it pauses.
 * Returns the text and what the box calls as the shopper types.
 */
export function useSearchText(query: string, lang: LanguageId): [text: string, type: (text: string) => void] {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  /** The text this screen last put in the address, to tell its own changes from Back or the header search. */
  const written = useRef(query);
  /** What the shopper last typed; null once the address has changed from elsewhere since (the box then shows its text). */
  const typed = useRef<string | null>(null);

  useEffect(() => {
    if (query !== written.current) {
      written.current = query;
      typed.current = null;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    // Only typing goes into the address: a text that settles as a link, Back or the header search
    // changes the address (the same moment, on a busy device) would otherwise replace what they opened.
    if (settled !== typed.current) return;
    // Already there: this screen wrote it (a change of language alone runs this again).
    const term = searchTerm(settled);
    if (term === written.current) return;
    written.current = term;
    // A new text starts on its first page with nothing chosen.
    navigate(searchPath(lang, term), { replace: true });
  }, [settled, lang, navigate]);

  const type = useCallback((next: string) => {
    typed.current = next;
    setText(next);
  }, []);
  return [text, type];
}
