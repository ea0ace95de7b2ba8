import { createHash } from 'node:crypto';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import stableStringify from 'fast-json-stable-stringify';
import { getOperationAST, Kind, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { AnswerStore } from '../cache/answer-store';
import { LONGEST_KEPT_MS } from '../cache/answer-store';

/**
 * The public, impersonal queries whose answers are kept: the same for every anonymous visitor of a
 * language, and changed only by writes (which move the content version) and display windows. Every
 * other root field keeps its operation's answer out: personal ones (an order by its code, the cart's
 * quote, the signed-in shopper's), the search screen's (it counts the search in the search insight),
 * and everything an administrator reads (refused to anonymous callers anyway).
 */
export const KEPT_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'shopCategories',
  'category',
  'brands',
  'brand',
  'groups',
  'products',
  'product',
  'pages',
  'page',
  'settings',
  'banners',
  'blogPosts',
  'blogPost',
  'orderSettings',
  'orderCountries',
  'searchSuggestions',
]);

/**
 * Whether a request is an anonymous visitor's: no administrator's or shopper's token at all (an
 * invalid one included). `header` reads a fetch Request's headers or a node request's.
 */
export function isAnonymous(request: Request | { header(name: string): string | null | undefined }): boolean {
  const header = 'header' in request ? request.header : (name: string) => request.headers.get(name);
  const bearer = header('authorization')?.replace(/^Bearer\s*/i, '').trim();
  return !bearer && !header('authuser')?.trim();
}

const langOf = (request: Request) => (request.headers.get('lang') === '1' ? 1 : 0);

/**
 * Whether an operation's answer may be kept: a query whose every root field (by name, whatever its
 * alias) is one of KEPT_QUERY_FIELDS. Never a mutation: its answer is a write's. Read once per
 * document (the apps send a few dozen), remembered by the document's hash.
 */
const keepable = (() => {
  const known = new LRUCache<string, boolean>({ max: 1_000 });
  return (documentHash: string, documentString: string, operationName: string | null | undefined): boolean => {
    const key = `${operationName ?? ''} ${documentHash}`;
    let answer = known.get(key);
    if (answer === undefined) {
      let operation;
      try {
        operation = getOperationAST(parse(documentString, { noLocation: true }), operationName);
      } catch {
        operation = null;
      }
      answer =
        operation?.operation === 'query' &&
        operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && KEPT_QUERY_FIELDS.has(selection.name.value));
      known.set(key, answer);
    }
    return answer;
  };
})();

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A key of one answer: its document, operation, variables (in a stable order) and language, under
 * the store's version; under "x", which no store keeps, for an operation whose answer is not kept.
 */
function answerKey(store: AnswerStore, parts: { documentString: string; operationName?: string | null; variableValues?: unknown; request: Request }): string {
  const documentHash = sha256(parts.documentString);
  const hash = sha256([documentHash, parts.operationName ?? '', stableStringify(parts.variableValues ?? {}), langOf(parts.request)].join('\u0000')).slice(0, 27);
  const version = keepable(documentHash, parts.documentString, parts.operationName) ? store.version() : null;
  // A weak ETag: the same answer travels in several encodings.
  return `W/"${version ?? 'x'}.${hash}"`;
}

/** What GraphQL Yoga's response cache marks an answer it served with. */
export const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/** How long a request waits for another's answer to the same question before it runs the operation itself. */
const LONGEST_WAIT_MS = 5_000;

/**
 * One answer built at a time per key: when many visitors ask the same uncached question at once
 * (a listing just after a change), the first runs the operation and the others wait for its kept
 * answer instead of each running it (PGlite answers one query at a time). Runs before the response
 * cache's own execution hook, which then finds the answer kept.
 */
function oneAtATime(store: AnswerStore, keyOf: WeakMap<Request, string>): Plugin & { finished(key: string): void } {
  const running = new Map<string, { done: Promise<void>; finish(): void }>();
  const finished = (key: string) => {
    running.get(key)?.finish();
    running.delete(key);
  };
  return {
    finished,
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const key = request && keyOf.get(request);
      if (!key || !store.accepts(key)) return undefined;
      const other = running.get(key);
      if (other) {
        return Promise.race([other.done, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS).unref())]).then(() => undefined);
      }
      let finish = () => undefined as void;
      running.set(key, { done: new Promise<void>((resolve) => (finish = resolve)), finish });
      // After the response cache kept the answer (its hook runs after this one), or did not.
      return { onExecuteDone: () => void setImmediate(() => finished(key)) };
    },
  };
}

/**
 * Anonymous visitors' public queries answered from `store` (GraphQL Yoga's response cache): a kept
 * answer is sent without parsing, validating or running the operation, with its ETag, and a
 * request naming that ETag in If-None-Match gets 304. Signed-in callers and mutations pass by.
 */
export function answerCachePlugins(store: AnswerStore): Plugin[] {
  const keyOf = new WeakMap<Request, string>();
  const coalescing = oneAtATime(store, keyOf);
  const cache: AnswerStore = {
    ...store,
    // Marked as served from the cache (as the plugin marks its own early answers), also when found at execution.
    async get(key) {
      const kept = await store.get(key);
      return kept ? Object.assign(kept, { [SERVED_FROM_CACHE]: true }) : kept;
    },
    async set(key, result, entities, ttl) {
      await store.set(key, result, entities, ttl);
      coalescing.finished(key);
    },
  };
  return [
    coalescing,
    useResponseCache({
      cache,
      session: () => null,
      // Operations over graphql-ws (subscriptions) have no HTTP request: never kept.
      enabled: (request: Request | undefined) => request != null && isAnonymous(request),
      ttl: LONGEST_KEPT_MS,
      // The content version forgets answers on every write; the plugin's own entity invalidation is not needed.
      invalidateViaMutation: false,
      includeExtensionMetadata: false,
      // Only what the store keeps is tagged (ETag, Last-Modified) by the plugin: anything else goes untagged.
      shouldCacheResult: ({ cacheKey, result }) => !result.errors?.length && store.accepts(cacheKey),
      buildResponseCacheKey: (parts) => {
        const key = answerKey(store, parts);
        keyOf.set(parts.request, key);
        return key;
      },
    }),
  ];
}
