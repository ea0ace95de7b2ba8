/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist/server/, run by
 * src/server/http/ssr/). One request: match the path, await the screen's critical data through the
 * server's own GraphQL handler in process, render the app for that address, and hand back the
 * status, the head and the cache the browser hydrates from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerNavigation } from './lib/navigation';
import { getSettingsQueryOptions } from '../../generated/hooks';
import { DEFAULT_LANGUAGE, type LanguageId } from '../shared/i18n/languages';
import { languageOfSearch } from '../shared/routing/language-param';
import { App } from './app/App';
import { preloadChunk } from './app/chunks/preloaded';
import { createQueryClient } from './app/query-client';
import { languagePathsOf } from './app/routes/language-paths';
import { matchRoute, type RouteMatch } from './app/routes/match-route';
import { FOUND, NOT_FOUND, fetchData, type RouteDataArgs, type RouteOutcome } from './app/routes/route-data';
import { pagesQueryOptions } from './app/routes/usePagesByLang';
import { SERVER_STATE_ID, cachedData, cachedPages, dehydratePage, type ServerState } from './app/server-state';
import { headHtml, mergeHead, scriptJson } from './app/seo/head';
import { HeadCollectorContext, type HeadCollector } from './app/seo/head-collector';
import { absoluteFrom, logoPreload, pageLinks, settingsHead } from './app/seo/page-head';
import { ImagePreloadContext } from './ui/image-preload';
import { storefrontRouteOf, type StorefrontRoute } from './routes';
import { configureGraphQL, setRequestContextStore, type RequestContext } from './lib/graphql';
import { languageAwareFetch } from './lib/session/language-fetch';
import { htmlLangOf, type Script } from '../shared/i18n/scripts';
import { basenameOf, inScript, scriptOfPath, withoutScriptPrefix } from '../shared/routing/script-path';

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  /** The shop's address as the visitor sees it, for canonical and share links. */
  origin: string;
  /** An administrator sees hidden products and pages; a shopper's session never reaches the server's HTML. */
  adminToken: string | null;
  /** The language the visitor's last path told (a cookie): a path the same in both languages is rendered in it. */
  rememberedLang: LanguageId;
  /** The script the reader chose (a cookie): a Latin Serbian page sends a Cyrillic reader to its Cyrillic address. */
  rememberedScript: Script;
  /** Runs one GraphQL request in process, with the same checks and context as /graphql. */
  graphql: (request: Request) => Promise<Response>;
}

export type RenderAnswer =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      /** The html element's lang. */
      htmlLang: string;
      /** Title, meta, links and JSON-LD for the head. */
      head: string;
      /** The screen's source below src/client/, whose chunk the page should preload. */
      screenSource: string | undefined;
      /** Streams the app's HTML; `state` is what must follow it (the cache, as a JSON script element). */
      pipe(destination: Writable): void;
      state: string;
    };

interface RequestScope {
  context: RequestContext;
  graphql: RenderRequest['graphql'];
}

// Concurrent requests share these modules: each one's language, tokens and GraphQL handler live in its own scope.
const scope = new AsyncLocalStorage<RequestScope>();
const OUTSIDE: RequestContext = { adminToken: null, userToken: null, lang: DEFAULT_LANGUAGE.id, script: 'Latn' };
setRequestContextStore({
  get: () => scope.getStore()?.context ?? OUTSIDE,
  set: (next) => {
    const current = scope.getStore();
    if (current) current.context = next;
  },
});
configureGraphQL({
  clientVersion: __APP_VERSION__,
  fetch: languageAwareFetch((_input, init) => {
    const current = scope.getStore();
    if (!current) return Promise.reject(new Error('GraphQL outside a server render'));
    return current.graphql(new Request('http://localhost/graphql', init));
  }),
});

export function render(request: RenderRequest): Promise<RenderAnswer> {
  const context: RequestContext = { adminToken: request.adminToken, userToken: null, lang: DEFAULT_LANGUAGE.id, script: 'Latn' };
  return scope.run({ context, graphql: request.graphql }, () => renderInScope(request));
}

async function renderInScope(request: RenderRequest): Promise<RenderAnswer> {
  const address = new URL(request.url, request.origin);
  // A Cyrillic page (/cir/…) is its Latin page's route in the other script (shared/routing/script-path.ts).
  const pageScript = scriptOfPath(address.pathname);
  const url = new URL(withoutScriptPrefix(address.pathname) + address.search, request.origin);
  const client = createQueryClient({ server: true });
  // Serbian's reads (the menu's pages among them) in the page's script from the first one; English ignores it.
  scope.getStore()!.context.script = pageScript;
  await Promise.all([fetchData(client.fetchQuery(pagesQueryOptions(0))), fetchData(client.fetchQuery(pagesQueryOptions(1)))]);
  // A path both languages share is rendered in the language it names (?lang=en), else the remembered one.
  const chosen = languageOfSearch(url.search) ?? request.rememberedLang;
  const match = matchRoute(url.pathname, cachedPages(client), chosen);
  const lang = match.kind === 'admin' ? chosen : match.lang;
  // English has no Cyrillic pages: /cir/home is /home.
  if (pageScript === 'Cyrl' && lang !== 0) return { kind: 'redirect', status: 301, location: url.pathname + url.search };
  if (pageScript === 'Latn' && lang === 0 && match.kind !== 'admin' && request.rememberedScript === 'Cyrl') {
    return { kind: 'redirect', status: 302, location: inScript(url.pathname + url.search, 'Cyrl') };
  }
  const script = lang === 0 ? pageScript : 'Latn';
  scope.getStore()!.context.lang = lang;
  scope.getStore()!.context.script = script;

  const route = storefrontRouteOf(match);
  const [, outcome] = await Promise.all([
    fetchData(client.fetchQuery(getSettingsQueryOptions())),
    loadRoute(route, { client, match, search: url.search, admin: request.adminToken !== null }),
  ]);
  if (outcome.status === 301) return { kind: 'redirect', status: 301, location: inScript(outcome.location, script) };

  const collector: HeadCollector = { origin: request.origin, page: null, alternates: [], image: null };

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <HeadCollectorContext.Provider value={collector}>
        <ImagePreloadContext.Provider value={collector}>
          <App
            queryClient={client}
            script={script}
            router={(routes) => (
              <ServerNavigation url={address.pathname + address.search} basename={basenameOf(script)}>
                {routes}
              </ServerNavigation>
            )}
          />
        </ImagePreloadContext.Provider>
      </HeadCollectorContext.Provider>,
      {
        // React outlines a large boundary to stream it later with an inline script, which the CSP refuses; the screen is ready, so it stays in line.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          const state: ServerState = { lang, queries: dehydratePage(client, url.pathname, lang) };
          resolve({
            kind: 'page',
            status: outcome.status,
            htmlLang: htmlLangOf(lang, script),
            head: pageHead(client, match, lang, script, collector, url, request.origin),
            screenSource: route?.source,
            pipe: (destination) => stream.pipe(destination),
            state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
          });
        },
        onShellError: reject,
        onError(error) {
          console.error(error);
        },
      },
    );
  });
}

/** Loads the matched route's module (so the render shows its screen) and awaits its critical data; says what the answer's status is. */
async function loadRoute(route: StorefrontRoute | undefined, args: RouteDataArgs): Promise<RouteOutcome> {
  if (args.match.kind === 'admin') return FOUND;
  if (!route) return NOT_FOUND;
  await preloadChunk(route.load);
  const { loader } = await route.load();
  return loader ? loader(args) : FOUND;
}

function pageHead(client: ReturnType<typeof createQueryClient>, match: RouteMatch, lang: LanguageId, script: Script, collector: HeadCollector, url: URL, origin: string): string {
  const settings = cachedData<{ settings: Parameters<typeof settingsHead>[0] }>(client, getSettingsQueryOptions().queryKey);
  const absolute = absoluteFrom(origin);
  const page = collector.page && { ...collector.page, image: absolute(collector.page.image) };
  const paths = languagePathsOf(match, cachedPages(client), collector.alternates, url, lang);
  const preloads = [collector.image, logoPreload(settings?.settings ?? [])].filter((image) => image !== null);
  return headHtml(mergeHead(settingsHead(settings?.settings ?? [], origin), page), pageLinks(paths, lang, origin, url.pathname, script), preloads);
}
