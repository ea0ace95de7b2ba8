import { redisKey, type RedisPlace } from '../lib/redis-keys';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';
import { logger } from '../log';

/**
 * Where the answers of public queries are kept (http/answer-cache.ts decides which): in this
 * process, within a number of bytes, or in Redis, shared by every instance. An answer is kept under
 * a key that names the content version it was built under (`W/"<version>.<hash>"`, also its ETag):
 * the store neither gives nor keeps an answer of another version than the one now, so a change
 * (src/server/cache) makes every older answer unreachable at once, an answer whose building began
 * before a change is never kept, and a browser's old ETag is never answered 304.
 */
export interface AnswerStore extends Cache {
  /** The version keys are built under now; null while it is not known (nothing is then read or kept). */
  version(): number | null;
  /** Whether an answer under `key` would be kept now (its version is the current one). */
  accepts(key: string): boolean;
  close(): Promise<void>;
}

/** An upper bound on an answer's age (as for pages): this bounds only what changes with no write and no display window. */
export const LONGEST_KEPT_MS = 10 * 60 * 1_000;

/** Larger answers are not kept: one must not push out hundreds of others. */
const LARGEST_ANSWER_BYTES = 1024 * 1024;

type Headers = Record<string, string>;

/**
 * A kept answer: its body as sent (serialised once, when kept, in UTF-8) and its headers (ETag,
 * Last-Modified). Not its data's objects: a kept answer is sent as its body, and a listing's
 * thousand objects kept for minutes only to be dropped later are the costliest garbage there is.
 * Nor a string: a Buffer's bytes live outside the JavaScript heap, which the garbage collector
 * neither copies nor scans (a Serbian listing's text is also two bytes a character there).
 */
interface Kept {
  body: Buffer;
  headers: Headers;
}

/** The version a key names, or null for a key of no version. */
export function versionOfKey(key: string): number | null {
  const match = /^W\/"(\d+)\./.exec(key);
  return match ? Number(match[1]) : null;
}

const BODY_BYTES = Symbol('answer body bytes');

/** A kept answer's body as sent, in UTF-8 (the direct answers compress it as it is); undefined for an answer not kept. */
export const keptBytes = (result: ExecutionResult): Buffer | undefined => (result as { [BODY_BYTES]?: Buffer })[BODY_BYTES];

/** The result Yoga sends for a kept answer: its body is the one kept, not serialised again. */
function asResult(kept: Kept): ExecutionResult {
  const result = { extensions: { http: { headers: kept.headers } }, stringify: () => kept.body.toString(), [BODY_BYTES]: kept.body } as ExecutionResult;
  // Read from the body should anything ask (nothing on the way out does); not enumerable, so copies of the result do not parse it.
  let data: ExecutionResult['data'];
  return Object.defineProperty(result, 'data', { get: () => (data ??= (JSON.parse(kept.body.toString()) as ExecutionResult).data) });
}

/**
 * The answer as kept, or null when it is not to be kept (an error, too large). A kept answer is
 * tagged as it goes out: its key is its ETag (a browser sends it back in If-None-Match, which finds
 * it here), and Last-Modified is now. An answer not kept carries no tag, so HTTP caches leave it alone.
 */
function toKept(key: string, result: ExecutionResult): Kept | null {
  if (result.errors?.length) return null;
  // What Yoga itself would send for an answer without errors: its data alone.
  const text = JSON.stringify({ data: result.data });
  const body = Buffer.from(text);
  if (body.length > LARGEST_ANSWER_BYTES) return null;
  const headers: Headers = { ETag: key, 'Last-Modified': new Date().toUTCString() };
  const extensions = ((result as { extensions?: Record<string, unknown> }).extensions ??= {});
  extensions.http = { ...(extensions.http as object | undefined), headers };
  // Yoga sends the body kept rather than serialising the answer a second time (as asResult does for a kept one).
  Object.defineProperties(result, { stringify: { value: () => text, configurable: true }, [BODY_BYTES]: { value: body, configurable: true } });
  return { body, headers };
}

/** Answers in this process, least recently used out first, within `maxBytes`; emptied on every change. */
export function memoryAnswerStore(maxBytes: number, version: ContentVersion): AnswerStore {
  const answers = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept, key) => kept.body.length + key.length,
    ttl: LONGEST_KEPT_MS,
  });
  const stopListening = version.onChange(() => answers.clear());
  const current = (key: string) => versionOfKey(key) === version.current();
  return {
    version: () => version.current(),
    accepts: current,
    get(key) {
      const kept = current(key) ? answers.get(key) : undefined;
      return kept ? asResult(kept) : undefined;
    },
    set(key, result, _entities, ttl) {
      const kept = current(key) ? toKept(key, result) : null;
      if (kept) answers.set(key, kept, { ttl: Math.min(ttl, LONGEST_KEPT_MS) });
    },
    // Invalidation is by content version alone.
    invalidate: () => undefined,
    close: async () => stopListening(),
  };
}

/** Redis keys of kept answers. */
const ANSWER_KEY_PREFIX = 'answer:';

/**
 * Answers in Redis under the version every instance shares (ContentVersion.shared), each for at most
 * LONGEST_KEPT_MS: Redis's own memory limit and that time bound it. Redis failing is a miss, never an error.
 */
export function redisAnswerStore(place: RedisPlace & { redisUrl: string }, version: ContentVersion): AnswerStore {
  const redis = new Redis(place.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) logger.warn({ err: error }, 'answer cache: Redis at REDIS_URL does not answer; answering without it');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  const current = (key: string) => {
    const shared = version.shared();
    return shared !== null && versionOfKey(key) === shared;
  };
  const keyPrefix = redisKey(place, ANSWER_KEY_PREFIX);
  const answerKey = (key: string) => keyPrefix + key.slice(3, -1);
  return {
    version: () => version.shared(),
    accepts: current,
    async get(key) {
      if (!current(key)) return undefined;
      const stored = await redis.get(answerKey(key)).catch(() => null);
      if (!stored || !current(key)) return undefined;
      const { body, headers } = JSON.parse(stored) as { body: string; headers: Headers };
      return asResult({ body: Buffer.from(body), headers });
    },
    async set(key, result, _entities, ttl) {
      const kept = current(key) ? toKept(key, result) : null;
      if (!kept) return;
      await redis
        .set(answerKey(key), JSON.stringify({ body: kept.body.toString(), headers: kept.headers }), 'PX', Math.min(ttl, LONGEST_KEPT_MS))
        .catch(() => undefined);
    },
    invalidate: () => undefined,
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
