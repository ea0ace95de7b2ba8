import type { ExecutionResult } from 'graphql';
import { isAsyncIterable } from '@graphql-tools/utils';
import type { Plugin } from 'graphql-yoga';
import { keyOfEtag, type AnswerStore, type Kept, type KeptParts } from './answer-store';
import { answerParts } from './answer-parts';
import { answerKey, isAnonymous } from './answer-keys';
import { answerRuns, type AnswerRuns } from './answer-runs';
import { collectDependencies, recordDependencies } from '../../cache/dependencies';
import { requestReading } from '../request-lang';


/** What an answer served from the store is marked with (answer-headers.ts reads it): as GraphQL Yoga's response cache marks its own. */
export const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');
/** Marks an answer sent stale while another request rebuilds it (answer-headers.ts: X-Izlog-Cache: stale). */
export const SERVED_STALE = Symbol('servedStale');

/** A kept answer as sent, its tags recorded on the reading under way (a page rendered from it shows what it shows). */
const served = (kept: Kept): ExecutionResult => {
  recordDependencies(kept.tags);
  return marked(kept);
};
const marked = (kept: Kept): ExecutionResult => Object.assign(kept.result, { [SERVED_FROM_CACHE]: true }, kept.freshness === 'servable' ? { [SERVED_STALE]: true } : {});

/** Keeps an answer without errors under `key`, built since `stamp` showing `tags` (the store refuses it when one of them changed meanwhile). */
export async function keepAnswer(store: AnswerStore, key: string, result: ExecutionResult, tags: ReadonlySet<string>, stamp: number, parts?: KeptParts): Promise<void> {
  if (!result.errors?.length) await store.set(key, result, tags, stamp, parts);
}

/** Whether a kept answer still stands for a client that has it since `ifModifiedSince` (none: it does). */
function unchangedSince(kept: ExecutionResult, ifModifiedSince: string | null): string | null {
  const headers = (kept.extensions as { http?: { headers?: Record<string, string> } } | undefined)?.http?.headers;
  const lastModified = headers?.['Last-Modified'];
  if (lastModified == null) return null;
  return ifModifiedSince == null || new Date(ifModifiedSince).getTime() >= new Date(lastModified).getTime() ? lastModified : null;
}

/** What each execution recorded it shows (dependencies.ts), by its context: dependenciesPlugin fills it. */
const executionTags = new WeakMap<object, { tags: ReadonlySet<string>; frameTags: ReadonlySet<string> }>();

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
        executionTags.set(args.contextValue as object, { tags: reading.tags, frameTags: reading.frameTags });
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
  const keep = async (key: string, result: ExecutionResult, read: { tags: ReadonlySet<string>; frameTags: ReadonlySet<string> } | undefined, stamp: number, parts: KeptParts['paths'] | undefined) => {
    try {
      if (read) await keepAnswer(store, key, result, read.tags, stamp, parts ? { paths: parts, frameTags: read.frameTags } : undefined);
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
        const key = answerKey({ documentString: params.query ?? '', operationName: params.operationName, variableValues: params.variables, reading: requestReading(request) });
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
            void (isAsyncIterable(result)
              ? runs.finish(key)
              : keep(key, result as ExecutionResult, executionTags.get(args.contextValue as object), stamp, answerParts(args.schema, args.document, args.operationName)?.paths)),
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
