import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentVersion } from '../../cache';
import type { PageCache, StoredPage } from './page-cache';
import { storedPage } from './page-cache';
import { readWhole, sendRenderedPage, sendStoredPage, type CacheState, type PageHeaders } from './page-responses';
import type { PageRenderer } from './render-page';
import { rememberedLanguageIn } from '../../../shared/remembered-language';
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
  const rendering = new Map<string, Promise<StoredPage | null>>();

  return async (request, response) => {
    const origin = originOf(request);
    if (sessionTokens(request).adminToken) {
      const page = await render(request, origin);
      if (page) sendRenderedPage(request, response, page, headers(PERSONAL, 'bypass'));
      return page !== null;
    }

    // A path the same in both languages is rendered in the visitor's remembered one.
    const key = `${rememberedLanguageIn(request.headers.cookie ?? '')} ${origin}${request.url ?? '/'}`;
    const renderedAt = version.current();
    // A rendering begun before the latest change is no answer for a request that came after it.
    const renderingKey = `${renderedAt} ${key}`;
    const kept = (await cache?.get(key)) ?? (await rendering.get(renderingKey));
    if (kept) {
      await sendStoredPage(request, response, kept, headers(anonymous, 'hit'));
      return true;
    }

    let settle: (page: StoredPage | null) => void = () => undefined;
    const shared = new Promise<StoredPage | null>((resolve) => (settle = resolve));
    rendering.set(renderingKey, shared);
    try {
      const page = await render(request, origin);
      if (page?.kind !== 'page' || page.status !== 200) {
        settle(null);
        if (page) sendRenderedPage(request, response, page, headers(UNKEPT, 'bypass'));
        return page !== null;
      }
      const stored = await storedPage(await readWhole(page));
      settle(stored);
      cache?.set(key, stored, renderedAt);
      await sendStoredPage(request, response, stored, headers(anonymous, 'miss'));
      return true;
    } finally {
      settle(null);
      if (rendering.get(renderingKey) === shared) rendering.delete(renderingKey);
    }
  };
}
