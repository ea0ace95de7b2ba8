import { createHash } from 'node:crypto';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
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

/** Whether a request is an anonymous visitor's: no administrator's or shopper's token at all (an invalid one included). */
export function isAnonymous(request: Request): boolean {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s*/i, '').trim();
  return !bearer && !request.headers.get('authuser')?.trim();
}

const langOf = (request: Request) => (request.headers.get('lang') === '1' ? 1 : 0);

/**
 * A key of one answer: its document, operation, variables (in a stable order) and language, under
 * the store's version; under "x", which no store keeps, for an operation whose answer is not kept.
 */
function answerKey(store: AnswerStore, parts: { documentString: string; operationName?: string | null; variableValues?: unknown; request: Request }): string {
  const hash = createHash('sha256')
    .update(parts.documentString)
    .update('\u0000')
    .update(parts.operationName ?? '')
    .update('\u0000')
    .update(stableJson(parts.variableValues ?? {}))
    .update('\u0000')
    .update(String(langOf(parts.request)))
    .digest('base64url')
    .slice(0, 27);
  // A weak ETag: the same answer travels in several encodings.
  const version = keepable(parts.documentString, parts.operationName) ? store.version() : null;
  return `W/"${version ?? 'x'}.${hash}"`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Whether an operation's answer may be kept: a query whose every root field (by name, whatever its
 * alias) is one of KEPT_QUERY_FIELDS. Never a mutation: its answer is a write's. Read once per
 * document text (the apps send a few dozen).
 */
const keepable = (() => {
  const known = new LRUCache<string, boolean>({ max: 1_000 });
  return (documentString: string, operationName: string | null | undefined): boolean => {
    const key = `${operationName ?? ''}\u0000${documentString}`;
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

/**
 * Anonymous visitors' public queries answered from `store` (GraphQL Yoga's response cache): a kept
 * answer is sent without parsing, validating or running the operation, with its ETag, and a
 * request naming that ETag in If-None-Match gets 304. Signed-in callers and mutations pass by.
 */
export function answerCachePlugin(store: AnswerStore): Plugin {
  return useResponseCache({
    cache: store,
    session: () => null,
    enabled: (request) => isAnonymous(request),
    ttl: LONGEST_KEPT_MS,
    // The content version forgets answers on every write; the plugin's own entity invalidation is not needed.
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    // Only what the store keeps is tagged (ETag, Last-Modified) by the plugin: anything else goes untagged.
    shouldCacheResult: ({ cacheKey, result }) => !result.errors?.length && store.accepts(cacheKey),
    buildResponseCacheKey: (parts) => answerKey(store, parts),
  });
}
