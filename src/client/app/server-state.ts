import { defaultShouldDehydrateQuery, dehydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LanguageId } from '../../shared/i18n/languages';
import type { PagesByLang } from './routes/match-route';
import { pagesNeededFor, pagesQueryOptions } from './routes/usePagesByLang';

/** The id of the `<script type="application/json">` that carries the server's query cache to the browser. */
export const SERVER_STATE_ID = 'izlog-state';

/** What the server hands the browser besides the HTML: the cache it rendered from, and the language it rendered in. */
export interface ServerState {
  lang: LanguageId;
  queries: DehydratedState;
}

/** Whether this document came from the server renderer (not the bare entry page of /cms or `npm run dev`). */
export function renderedOnServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ID) !== null;
}

/** A cached answer by its exact key, whatever hash its query uses (GetPages keeps its language in the key). */
export function cachedData<T>(client: QueryClient, queryKey: QueryKey): T | undefined {
  return client.getQueryCache().find({ queryKey, exact: true })?.state.data as T | undefined;
}

/** Both languages' pages as far as the cache has them: what matching a path needs. */
export function cachedPages(client: QueryClient): PagesByLang {
  const pagesOf = (lang: LanguageId) => cachedData<{ pages: NonNullable<PagesByLang[0]> }>(client, pagesQueryOptions(lang).queryKey)?.pages;
  return [pagesOf(0), pagesOf(1)];
}

/**
 * What the browser needs of the server's cache to render the page again without asking: every query
 * the render ran, except a language's pages the path does not need (the server matched the path
 * against both languages; the browser reads only these, pagesNeededFor).
 */
export function dehydratePage(client: QueryClient, pathname: string, currentLang: LanguageId): DehydratedState {
  const needed = pagesNeededFor(pathname, currentLang);
  const unneeded = new Set(([0, 1] as const).filter((lang) => !needed[lang]).map((lang) => client.getQueryCache().find({ queryKey: pagesQueryOptions(lang).queryKey, exact: true })));
  return dehydrate(client, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !unneeded.has(query) });
}

/**
 * The server's cache as of the page's arrival. A page can come from the server's HTML cache, rendered
 * minutes ago; it was current when sent (the server drops a kept page on every change that shows), so
 * its answers count as fresh from now, or the browser would ask again for what the page already shows.
 */
export function receivedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
