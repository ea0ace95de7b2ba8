import { createHash } from 'node:crypto';
import stableStringify from 'fast-json-stable-stringify';
import { getOperationAST, Kind, parse, type ExecutionResult } from 'graphql';
import { isAsyncIterable } from '@graphql-tools/utils';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { keyOfEtag, type AnswerStore, type Kept } from './answer-store';
import { collectDependencies, recordDependencies } from '../../cache/dependencies';

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
 * The key of one answer: its document, operation, variables (in a stable order) and language; null
 * for an operation whose answer is not kept.
 */
export function answerKey(parts: { documentString: string; operationName?: string | null; variableValues?: unknown; lang: 0 | 1 }): string | null {
  const document = documentHash(parts.documentString);
  // An answer never kept needs no key: its variables go unread (an upload's 9 MB of bytes
  // stringified took 3 s of CPU, most of it collecting the garbage).
  if (!keepable(document, parts.documentString, parts.operationName)) return null;
  return sha256([document, parts.operationName ?? '', stableStringify(parts.variableValues ?? {}), parts.lang].join('\u0000')).slice(0, 27);
}

/** What an answer served from the store is marked with (answer-headers.ts reads it): as GraphQL Yoga's response cache marks its own. */
export const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');
/** Marks an answer sent stale while another request rebuilds it (answer-headers.ts: X-Izlog-Cache: stale). */
export const SERVED_STALE = Symbol('servedStale');

/** How long a request waits for another's answer to the same question before it runs the operation itself. */
const LONGEST_WAIT_MS = 5_000;

/**
 * The uncached questions being answered now. When many visitors ask the same one at once (a
 * listing just after a change), the first runs the operation and the others get the previous answer
 * (stale-while-revalidate) or wait for its kept answer, instead of each running it. Shared by Yoga's
 * plugin and the direct answers (direct-reads.ts), so either waits for the other.
 */
export interface AnswerRuns {
  /** Claims `key` for this request: false when another request is answering it already. */
  claim(key: string): boolean;
  /** Whether a request is answering `key` now. */
  running(key: string): boolean;
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
    running: (key) => running.has(key),
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

/** A kept answer as sent, its tags recorded on the reading under way (a page rendered from it shows what it shows). */
const served = (kept: Kept): ExecutionResult => {
  recordDependencies(kept.tags);
  return marked(kept);
};
const marked = (kept: Kept): ExecutionResult => Object.assign(kept.result, { [SERVED_FROM_CACHE]: true }, kept.freshness === 'servable' ? { [SERVED_STALE]: true } : {});

/** Keeps an answer without errors under `key`, built since `stamp` showing `tags` (the store refuses it when one of them changed meanwhile). */
export async function keepAnswer(store: AnswerStore, key: string, result: ExecutionResult, tags: ReadonlySet<string>, stamp: number): Promise<void> {
  if (!result.errors?.length) await store.set(key, result, tags, stamp);
}

/** Whether a kept answer still stands for a client that has it since `ifModifiedSince` (none: it does). */
function unchangedSince(kept: ExecutionResult, ifModifiedSince: string | null): string | null {
  const headers = (kept.extensions as { http?: { headers?: Record<string, string> } } | undefined)?.http?.headers;
  const lastModified = headers?.['Last-Modified'];
  if (lastModified == null) return null;
  return ifModifiedSince == null || new Date(ifModifiedSince).getTime() >= new Date(lastModified).getTime() ? lastModified : null;
}

/** What each execution recorded it shows (dependencies.ts), by its context: dependenciesPlugin fills it. */
const executionTags = new WeakMap<object, ReadonlySet<string>>();

/**
 * Records what each operation's execution reads (cache/dependencies.ts), for the answer cache to keep
 * with its answer and for a page being rendered around it. Placed after every plugin that sets the
 * execute function (the compiled queries), so it wraps the one that runs.
 */
export function dependenciesPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      setExecuteFn((executeArgs) => {
        const reading = collectDependencies(() => executeFn(executeArgs));
        executionTags.set(args.contextValue as object, reading.tags);
        return reading.value;
      });
    },
  };
}

/**
 * Anonymous visitors' public queries answered from `store`: a fresh kept answer is sent without
 * validating or running the operation, with its ETag, and a request naming that ETag in
 * If-None-Match gets 304. An answer a write made stale is rebuilt by one request while the others
 * get the previous one, for at most STALE_SERVED_MS after the write (change-log.ts). Signed-in
 * callers, subscriptions and mutations pass by. What GraphQL Yoga's response cache does, without
 * what this server does not use and every answer would pay for (entity tracking, per-type lifetimes):
 * each answer knows what it shows from what its execution read.
 */
export function answerCachePlugins(store: AnswerStore, runs: AnswerRuns = answerRuns()): Plugin[] {
  const keyOf = new WeakMap<Request, string>();
  const keep = async (key: string, result: ExecutionResult, tags: ReadonlySet<string> | undefined, stamp: number) => {
    try {
      if (tags) await keepAnswer(store, key, result, tags, stamp);
    } finally {
      runs.finish(key);
    }
  };
  return [
    {
      onRequest({ request, fetchAPI, endResponse }) {
        const etag = request.headers.get('if-none-match');
        const key = etag && isAnonymous(request) ? keyOfEtag(etag) : null;
        if (!key) return undefined;
        return Promise.resolve(store.get(key)).then((kept) => {
          // Only a fresh answer stands for the client's copy: a stale one is being rebuilt.
          const lastModified = kept?.etag === etag && kept.freshness === 'fresh' ? unchangedSince(kept.result, request.headers.get('if-modified-since')) : null;
          if (lastModified) endResponse(new fetchAPI.Response(null, { status: 304, headers: { ETag: etag!, 'Last-Modified': lastModified } }));
        });
      },
      onParams({ params, request, setResult }) {
        if (!isAnonymous(request)) return undefined;
        const key = answerKey({ documentString: params.query ?? '', operationName: params.operationName, variableValues: params.variables, lang: langOf(request) });
        if (!key) return undefined;
        keyOf.set(request, key);
        const use = (kept: Kept | undefined) => {
          // A stale one goes out only while another request rebuilds it; else this request rebuilds it.
          if (kept && (kept.freshness === 'fresh' || runs.running(key))) setResult(served(kept));
        };
        const kept = store.get(key);
        if (!(kept instanceof Promise)) return use(kept);
        return kept.then(use);
      },
      onExecute({ args, setResultAndStopExecution }) {
        const request = (args.contextValue as { request?: Request }).request;
        const key = request && keyOf.get(request);
        const stamp = store.stamp();
        if (!key || stamp === null) return undefined;
        const keepAnswer = {
          onExecuteDone: ({ result }: { result: unknown }) =>
            void (isAsyncIterable(result) ? runs.finish(key) : keep(key, result as ExecutionResult, executionTags.get(args.contextValue as object), stamp)),
        };
        if (runs.claim(key)) return keepAnswer;
        return Promise.resolve(store.get(key)).then(async (previous) => {
          if (previous) {
            setResultAndStopExecution(served(previous));
            return undefined;
          }
          await runs.finished(key);
          const kept = await store.get(key);
          if (!kept) return keepAnswer;
          setResultAndStopExecution(served(kept));
          return undefined;
        });
      },
    },
  ];
}
