import { createHash } from 'node:crypto';
import stableStringify from 'fast-json-stable-stringify';
import { getOperationAST, Kind, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Reading } from '../../../shared/i18n/scripts';

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

/** The hash of each document's text, made once: every request of a persisted document sends one of the same few dozen. */
const documentHashes = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (_hash, text) => text.length + 64 });
function documentHash(text: string): string {
  let hash = documentHashes.get(text);
  if (hash === undefined) documentHashes.set(text, (hash = sha256(text)));
  return hash;
}

/**
 * The key of one answer: its document, operation, variables (in a stable order) and what it is read
 * in (language and script); null for an operation whose answer is not kept.
 */
export function answerKey(parts: { documentString: string; operationName?: string | null; variableValues?: unknown; reading: Reading }): string | null {
  const document = documentHash(parts.documentString);
  // An answer never kept needs no key: its variables go unread (an upload's 9 MB of bytes
  // stringified took 3 s of CPU, most of it collecting the garbage).
  if (!keepable(document, parts.documentString, parts.operationName)) return null;
  return sha256([document, parts.operationName ?? '', stableStringify(parts.variableValues ?? {}), parts.reading].join('\u0000')).slice(0, 27);
}
