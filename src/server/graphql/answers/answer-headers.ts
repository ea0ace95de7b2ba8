import type { Plugin } from 'graphql-yoga';
import { SERVED_FROM_CACHE, SERVED_STALE } from './answer-cache';
import { isAnonymous } from './answer-keys';

/** How the answer cache answered a request, in the X-Izlog-Cache header (as for pages). */
type Outcome = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * What a browser and a CDN may do with a public answer. A browser asks again every time (max-age=0)
 * and gets 304 while it is unchanged; it never shows one it kept without asking (no
 * stale-while-revalidate, which browsers honour too: a shopper's next look after their own order
 * shows the stock it left). A CDN keeps it HTML_CDN_SECONDS (s-maxage).
 */
export const publicAnswerCacheControl = (seconds: number) => (seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'public, no-cache');

/** The request headers an answer depends on beside its address: its language and script, and who asks. */
export const ANSWER_VARY = ['Lang', 'Script', 'Authorization', 'Authuser'] as const;

/**
 * HTTP caching of /graphql answers. A public query's answer sent by GET (a persisted document:
 * `GET /graphql?documentId=sha256:…&variables=…`) is the same for every anonymous visitor: it goes
 * with its ETag, and browsers may keep it (asking again each time, 304 while unchanged) and a CDN
 * for HTML_CDN_SECONDS. Any other GET answer (a personal or uncached query, a
 * signed-in caller's, an error) is kept by nobody. POST answers are not cacheable in HTTP anyway.
 */
export function answerHeadersPlugin(cdnSeconds: number): Plugin {
  const served = new WeakMap<Request, Outcome>();
  return {
    onResultProcess({ request, result }) {
      if (result && !Array.isArray(result) && SERVED_FROM_CACHE in result) served.set(request, SERVED_STALE in result ? 'stale' : 'hit');
    },
    onResponse({ request, response }) {
      const tagged = response.headers.has('etag');
      const outcome: Outcome = response.status === 304 ? 'hit' : (served.get(request) ?? (tagged ? 'miss' : 'bypass'));
      response.headers.set('x-izlog-cache', outcome);
      if (request.method !== 'GET') return;
      if (tagged && isAnonymous(request)) {
        response.headers.set('cache-control', publicAnswerCacheControl(cdnSeconds));
        for (const name of ANSWER_VARY) response.headers.append('vary', name);
      } else {
        response.headers.set('cache-control', 'no-store');
      }
    },
  };
}
