import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LanguageId } from '../../shared/languages';
import type { PagesByLang } from './routes/match-route';
import { pagesQueryOptions } from './routes/usePagesByLang';

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
