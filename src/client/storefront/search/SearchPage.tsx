import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation } from '../../lib/navigation';
import { useSearchQuery } from '../../../../generated/hooks';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { isSearchable, SEARCH_RESULTS_PER_PAGE, searchPath, searchStateFrom, searchTerm, type SearchState } from './search-query';
import { isEmptyResult, SearchResults } from './SearchResults';
import { useSearchText } from './useSearchText';
import './search.css';

/**
 * The search screen (/pretraga?q=…, /search?q=…): results as the shopper types, a page at a time,
 * narrowed by the brands and categories of everything found. The text goes into the address once
 * typing pauses, and the address drives the request (page and choices too), so Back and a shared
 * link show the same results; each state's answer is cached under it, so a late answer to an older
 * text never replaces the newer one's. When the server shows what it read or corrected the text as
 * ("Prikazani rezultati za: iphone"), the text as typed is a link away (`exact`).
 */
export default function SearchPage() {
  const t = useT();
  const { lang } = useSession();
  const { search } = useLocation();
  const state = searchStateFrom(search);
  const query = searchTerm(state.text);
  const [text, type] = useSearchText(query, lang);

  const searchable = isSearchable(query);
  const { data, error, isFetching, isPlaceholderData } = useSearchQuery(
    { query, first: SEARCH_RESULTS_PER_PAGE, page: state.page, brands: state.brands, categories: state.categories, ...(state.exact ? { exact: true } : {}) },
    { enabled: searchable, placeholderData: keepPreviousData },
  );
  useSeo({ title: query ? `${t('search.title')}: ${query}` : t('search.title'), description: t('search.seoDescription') });

  const typing = searchTerm(text) !== query;
  const results = searchable ? data?.search : undefined;
  const settledEmpty = searchable && results && !isPlaceholderData && !isFetching && isEmptyResult(results);
  const hrefFor = (next: Partial<Omit<SearchState, 'text'>>) => searchPath(lang, query, { ...state, page: 1, ...next });
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
          onChange={(event) => type(event.target.value)}
        />
      </form>
      <div className="search-status" aria-live="polite">
        {((searchable && isFetching) || (typing && isSearchable(text))) && <Spinner label={t('search.searching')} />}
        {!isSearchable(text) && <p className="search-hint">{t('search.hint')}</p>}
        {settledEmpty && <p className="empty">{t('search.noResults', { query })}</p>}
        {results?.corrected_query && (
          <div className="search-corrected">
            <p>
              {t('search.showingResultsFor')} <strong>{results.corrected_query}</strong>
            </p>
            <p className="search-instead">
              {t('search.searchInsteadFor')} <Link to={searchPath(lang, query, { exact: true })}>{query}</Link>
            </p>
          </div>
        )}
        {settledEmpty && results.did_you_mean && (
          <p className="search-did-you-mean">
            {t('search.didYouMean')} <Link to={searchPath(lang, results.did_you_mean)}>{results.did_you_mean}</Link>?
          </p>
        )}
      </div>
      {searchable && error && <ErrorBox error={error} />}
      {results && !isEmptyResult(results) && <SearchResults results={results} hrefFor={hrefFor} />}
    </div>
  );
}
