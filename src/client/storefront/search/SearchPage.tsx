import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchQuery } from '../../../../generated/hooks';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_GROUP, searchPath, searchTerm, searchTextFrom } from './search-query';
import { isEmptyResult, SearchResults } from './SearchResults';
import { useDebouncedValue } from './useDebouncedValue';
import './search.css';

/**
 * The search screen (/pretraga?q=…, /search?q=…): results as the shopper types. The text goes into
 * the address once typing pauses, and the address drives the request, so Back and a shared link
 * show the same results; each text's answer is cached under that text, so a late answer to an
 * older text never replaces the newer one's.
 */
export default function SearchPage() {
  const t = useT();
  const { lang } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = searchTerm(searchTextFrom(search));
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  /** The text this screen last put in the address, to tell its own changes from Back or the header search. */
  const written = useRef(query);

  useEffect(() => {
    if (query !== written.current) {
      written.current = query;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    const term = searchTerm(settled);
    if (term === written.current) return;
    written.current = term;
    navigate(searchPath(lang, term), { replace: true });
  }, [settled, lang, navigate]);

  const searchable = isSearchable(query);
  const { data, error, isFetching, isPlaceholderData } = useSearchQuery(
    { query, first: SEARCH_RESULTS_PER_GROUP },
    { enabled: searchable, placeholderData: keepPreviousData },
  );
  useSeo({ title: query ? `${t('search.title')}: ${query}` : t('search.title'), description: t('search.seoDescription') });

  const typing = searchTerm(text) !== query;
  const results = searchable ? data?.search : undefined;
  return (
    <div className="search">
      <h1>{t('search.title')}</h1>
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-text">{t('search.label')}</label>
        <input
          id="search-text"
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className="search-status" aria-live="polite">
        {((searchable && isFetching) || (typing && isSearchable(text))) && <Spinner label={t('search.searching')} />}
        {!isSearchable(text) && <p className="search-hint">{t('search.hint')}</p>}
        {searchable && results && !isPlaceholderData && !isFetching && isEmptyResult(results) && (
          <p className="empty">{t('search.noResults', { query })}</p>
        )}
      </div>
      {searchable && error && <ErrorBox error={error} />}
      {results && !isEmptyResult(results) && <SearchResults results={results} />}
    </div>
  );
}
