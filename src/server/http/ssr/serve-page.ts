import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentVersion } from '../../cache';
import type { PageCache, StoredPage } from './page-cache';
import { storedPage } from './page-cache';
import { readWhole, sendRenderedPage, sendStoredPage, type CacheState, type PageHeaders } from './page-responses';
import type { PageRenderer, RenderedPage } from './render-page';
import { collectDependencies } from '../../cache/dependencies';
import { rememberedLanguageIn } from '../../../shared/i18n/remembered-language';
import { rememberedScriptIn } from '../../../shared/routing/script-path';
import { sessionTokens } from './session-cookies';

/** Answers a storefront page; false when there is no server build (then the browser renders the app). */
export type PageServer = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface PageServerOptions {
  render: PageRenderer;
  /** The shop's origin as this request names it (request-origin.ts): links in the page, and part of its cache key. */
  originOf: (request: IncomingMessage) => string;
  /** The request headers besides the path that change a page: Accept-Encoding, Cookie, and the origin's when it comes from the request. */
  vary: string;
  /** Null: pages are not kept (HTML_CACHE_MB=0); anonymous ones still go out with their ETag. */
  cache: PageCache | null;
  version: ContentVersion;
  /** HTML_CDN_SECONDS. */
  cdnSeconds: number;
}

/**
 * What a shared cache may do with an anonymous page. Browsers always ask again (max-age=0) and get
 * a 304 while the page is unchanged. A CDN cannot hear of a change, so it keeps a page only briefly
 * (s-maxage) and as long again serves it while asking (stale-while-revalidate): a change shows there
 * within twice HTML_CDN_SECONDS. Stock shown late is harmless: the order checks it again.
 */
const anonymousCacheControl = (seconds: number) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'public, no-cache';
/** A page for an administrator (it shows hidden products and pages) is theirs alone, and asked for again each time. */
const PERSONAL = 'private, no-cache';
/** Anonymous, but not kept: not-found pages (any path makes one) and redirects, which are cheap. */
const UNKEPT = 'no-cache';

/**
 * The storefront's pages for visitors. A shopper's page, signed in or not, is the same for everyone
 * at that address (who is signed in and the cart show once the browser runs): rendered once, kept
 * compressed (page-cache.ts) until the content changes, and sent with an ETag. A page for an
 * administrator (who sees hidden products and pages) is rendered for them alone and never kept.
 * Concurrent first requests for one page wait for one rendering.
 */
export function createPageServer(options: PageServerOptions): PageServer {
  const { render, originOf, vary, cache, version } = options;
  const headers = (cacheControl: string, state: CacheState): PageHeaders => ({ 'cache-control': cacheControl, vary, 'x-izlog-cache': state });
  const anonymous = anonymousCacheControl(options.cdnSeconds);
  const rendering = new Map<string, { stamp: number; page: Promise<StoredPage | null> }>();

  /**
   * Renders the page, keeps it (unless a change overtook the rendering) and gives it; a page that is
   * not kept (a redirect, not found) is given as rendered. Concurrent requests for the key wait for it.
   */
  const renderAndKeep = async (request: IncomingMessage, origin: string, key: string): Promise<{ page: RenderedPage | null; stored: StoredPage | null }> => {
    const stamp = cache?.stamp();
    let settle: (page: StoredPage | null) => void = () => undefined;
    const mine = { stamp: version.current(), page: new Promise<StoredPage | null>((resolve) => (settle = resolve)) };
    rendering.set(key, mine);
    try {
      // Everything the page's GraphQL reads while it renders and streams is what it shows.
      const reading = collectDependencies(async () => {
        const page = await render(request, origin);
        return page?.kind === 'page' && page.status === 200 ? { page, html: await readWhole(page) } : { page, html: null };
      });
      const { page, html } = await reading.value;
      if (!page || html === null) return { page, stored: null };
      const stored = await storedPage(html);
      settle(stored);
      if (cache && stamp) cache.set(key, stored, reading.tags, stamp);
      return { page, stored };
    } finally {
      settle(null);
      if (rendering.get(key) === mine) rendering.delete(key);
    }
  };

  return async (request, response) => {
    const origin = originOf(request);
    if (sessionTokens(request).adminToken) {
      const page = await render(request, origin);
      if (page) sendRenderedPage(request, response, page, headers(PERSONAL, 'bypass'));
      return page !== null;
    }

    // A path the same in both languages is rendered in the visitor's remembered one.
    const cookies = request.headers.cookie ?? '';
    const key = `${rememberedLanguageIn(cookies)} ${rememberedScriptIn(cookies)} ${origin}${request.url ?? '/'}`;
    const kept = await cache?.get(key);
    if (kept?.freshness === 'fresh') {
      await sendStoredPage(request, response, kept.page, headers(anonymous, 'hit'));
      return true;
    }
    const other = rendering.get(key);
    // Stale-while-revalidate: a page a write made stale goes out as it was (at most STALE_SERVED_MS
    // after the write) while one rendering, begun by the first visitor to find it stale, replaces it.
    if (kept) {
      if (!other) {
        // Behind the answer: a page that is no longer kept (now not found) is read to its end and dropped.
        void renderAndKeep(request, origin, key)
          .then(async ({ page, stored }) => void (!stored && page?.kind === 'page' && (await readWhole(page))))
          .catch(() => undefined);
      }
      await sendStoredPage(request, response, kept.page, headers(anonymous, 'stale'));
      return true;
    }
    // A rendering begun before any change since may show what was before: no answer for this request.
    const shared = other?.stamp === version.current() ? await other.page : null;
    if (shared) {
      await sendStoredPage(request, response, shared, headers(anonymous, 'hit'));
      return true;
    }
    const rendered = await renderAndKeep(request, origin, key);
    if (rendered.stored) await sendStoredPage(request, response, rendered.stored, headers(anonymous, 'miss'));
    else if (rendered.page) sendRenderedPage(request, response, rendered.page, headers(UNKEPT, 'bypass'));
    return rendered.page !== null;
  };
}
