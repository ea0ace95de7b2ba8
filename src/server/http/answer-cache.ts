import { createHash } from 'node:crypto';
import stableStringify from 'fast-json-stable-stringify';
import { getOperationAST, Kind, parse, type ExecutionResult } from 'graphql';
import { isAsyncIterable } from '@graphql-tools/utils';
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

const langOf = (request: Request): 0 | 1 => (request.headers.get('lang') === '1' ? 1 : 0);

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
 * A key of one answer: its document, operation, variables (in a stable order) and language, under
 * the store's version; under "x", which no store keeps, for an operation whose answer is not kept.
 */
export function answerKey(store: AnswerStore, parts: { documentString: string; operationName?: string | null; variableValues?: unknown; lang: 0 | 1 }): string {
  const document = documentHash(parts.documentString);
  // An answer never kept needs no key of its own: its variables go unread (an upload's 9 MB of bytes
  // stringified took 3 s of CPU, most of it collecting the garbage).
  if (!keepable(document, parts.documentString, parts.operationName)) return `W/"x.${document.slice(0, 27)}"`;
  const hash = sha256([document, parts.operationName ?? '', stableStringify(parts.variableValues ?? {}), parts.lang].join('\u0000')).slice(0, 27);
  // A weak ETag: the same answer travels in several encodings.
  return `W/"${store.version()}.${hash}"`;
}

/** What an answer served from the store is marked with (answer-headers.ts reads it): as GraphQL Yoga's response cache marks its own. */
export const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/** How long a request waits for another's answer to the same question before it runs the operation itself. */
const LONGEST_WAIT_MS = 5_000;

/**
 * The uncached questions being answered now. When many visitors ask the same one at once (a
 * listing just after a change), the first runs the operation and the others wait for its kept
 * answer instead of each running it (PGlite answers one query at a time). Shared by Yoga's plugin
 * and the direct answers (direct-reads.ts), so either waits for the other.
 */
export interface AnswerRuns {
  /** Claims `key` for this request: false when another request is answering it already. */
  claim(key: string): boolean;
  /** Resolves once the request answering `key` has finished (its answer kept, if it is kept), or after LONGEST_WAIT_MS. */
  finished(key: string): Promise<void>;
  /** This request's answer to `key` is kept (or will not be): the waiting ones may read it. */
  finish(key: string): void;
}

export function answerRuns(): AnswerRuns {
  const running = new Map<string, { done: Promise<void>; finish(): void }>();
  return {
    claim(key) {
      if (running.has(key)) return false;
      let finish = () => undefined as void;
      running.set(key, { done: new Promise<void>((resolve) => (finish = resolve)), finish });
      return true;
    },
    finished(key) {
      const other = running.get(key);
      if (!other) return Promise.resolve();
      const waited = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS).unref());
      return Promise.race([other.done, waited]);
    },
    finish(key) {
      running.get(key)?.finish();
      running.delete(key);
    },
  };
}

const served = (kept: ExecutionResult): ExecutionResult => Object.assign(kept, { [SERVED_FROM_CACHE]: true });

/** Keeps an answer without errors under `key` while its version is the current one. */
export async function keepAnswer(store: AnswerStore, key: string, result: ExecutionResult): Promise<void> {
  if (!result.errors?.length && store.accepts(key)) await store.set(key, result, [], LONGEST_KEPT_MS);
}

/** Whether a kept answer still stands for a client that has it since `ifModifiedSince` (none: it does). */
function unchangedSince(kept: ExecutionResult, ifModifiedSince: string | null): string | null {
  const headers = (kept.extensions as { http?: { headers?: Record<string, string> } } | undefined)?.http?.headers;
  const lastModified = headers?.['Last-Modified'];
  if (lastModified == null) return null;
  return ifModifiedSince == null || new Date(ifModifiedSince).getTime() >= new Date(lastModified).getTime() ? lastModified : null;
}

/**
 * Anonymous visitors' public queries answered from `store`: a kept answer is sent without
 * validating or running the operation, with its ETag (its key), and a request naming that ETag in
 * If-None-Match gets 304. Signed-in callers, subscriptions and mutations pass by. What GraphQL
 * Yoga's response cache does, without what this server does not use and every answer would pay
 * for: entity tracking (fields added to the document and taken out of every answer again, object by
 * object), per-type lifetimes and invalidation; the content version forgets answers instead.
 * When many visitors ask the same uncached question at once (a listing just after a change), the
 * first runs the operation and the others wait for its kept answer (AnswerRuns).
 */
export function answerCachePlugins(store: AnswerStore, runs: AnswerRuns = answerRuns()): Plugin[] {
  const keyOf = new WeakMap<Request, string>();
  const keep = async (key: string, result: ExecutionResult) => {
    try {
      await keepAnswer(store, key, result);
    } finally {
      runs.finish(key);
    }
  };
  return [
    {
      onRequest({ request, fetchAPI, endResponse }) {
        const etag = request.headers.get('if-none-match');
        if (!etag || !isAnonymous(request) || !store.accepts(etag)) return undefined;
        return Promise.resolve(store.get(etag)).then((kept) => {
          const lastModified = kept ? unchangedSince(kept, request.headers.get('if-modified-since')) : null;
          if (lastModified) endResponse(new fetchAPI.Response(null, { status: 304, headers: { ETag: etag, 'Last-Modified': lastModified } }));
        });
      },
      onParams({ params, request, setResult }) {
        if (!isAnonymous(request)) return undefined;
        const key = answerKey(store, { documentString: params.query ?? '', operationName: params.operationName, variableValues: params.variables, lang: langOf(request) });
        keyOf.set(request, key);
        if (!store.accepts(key)) return undefined;
        const kept = store.get(key);
        if (!(kept instanceof Promise)) return void (kept && setResult(served(kept)));
        return kept.then((answer) => void (answer && setResult(served(answer))));
      },
      onExecute({ args, setResultAndStopExecution }) {
        const request = (args.contextValue as { request?: Request }).request;
        const key = request && keyOf.get(request);
        if (!key || !store.accepts(key)) return undefined;
        const keepAnswer = { onExecuteDone: ({ result }: { result: unknown }) => void (isAsyncIterable(result) ? runs.finish(key) : keep(key, result as ExecutionResult)) };
        if (runs.claim(key)) return keepAnswer;
        return runs
          .finished(key)
          .then(() => store.get(key))
          .then((kept) => {
            if (!kept) return keepAnswer;
            setResultAndStopExecution(served(kept));
            return undefined;
          });
      },
    },
  ];
}
