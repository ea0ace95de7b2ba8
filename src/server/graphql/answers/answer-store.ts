import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisKey, type RedisPlace } from '../../lib/redis-keys';
import type { ContentVersion, Freshness } from '../../cache/content-version';
import { replaceParts, sameParts, serialiseWithParts, type PartPlace } from './answer-parts';
import { logger } from '../../log';

/**
 * Where the answers of public queries are kept (answer-keys.ts decides which), by a key naming
 * the question (document, variables, language): in this process, within a number of bytes, or in
 * Redis, shared by every instance. Each answer keeps the tags of what it shows and the stamp its
 * building began at (cache/dependencies.ts), so a write makes stale only the answers showing what it
 * touched; a stale one may still be sent for a moment while it is rebuilt (Freshness 'servable').
 * Its ETag names the question and its body's hash: a browser's tag is answered 304 exactly while
 * the answer it holds is the one kept.
 */
export interface AnswerStore {
  /** The stamp of a building that begins now; null while nothing can be kept (Redis's shared number is unknown). */
  stamp(): number | null;
  get(key: string): Kept | undefined | Promise<Kept | undefined>;
  /**
   * Keeps an answer without errors built since `stamp` showing `tags`, unless one of them changed
   * meanwhile. With `parts` (answer-parts.ts), also where its parts kept apart are and what the rest
   * of it shows, so that it can be made again by its parts alone (frame()).
   */
  set(key: string, result: ExecutionResult, tags: ReadonlySet<string>, stamp: number, parts?: KeptParts): void | Promise<void>;
  /** The answer kept under `key` when only its parts kept apart are stale: what keepRemade() makes it again from. Kept in this process only. */
  frame?(key: string): KeptFrame | undefined;
  /** Keeps `frame` with its parts' new texts (in its places' order), built since `stamp` showing `tags`; the answer as kept, or undefined when a change overtook it. */
  keepRemade?(key: string, frame: KeptFrame, texts: readonly string[], tags: ReadonlySet<string>, frameTags: ReadonlySet<string>, stamp: number): Kept | undefined;
  /** What the answer tagged `etag` shows, with a stamp of this process, while it is the one kept here and fresh (the sent answers keep it). */
  describe(etag: string): { tags: ReadonlySet<string>; stamp: number } | undefined;
  close(): Promise<void>;
}

/** A kept answer as found: the result to send, its ETag, and whether it is still fresh. */
export interface Kept {
  result: ExecutionResult;
  etag: string;
  /** What it shows: a page built from it shows that too. */
  tags: ReadonlySet<string>;
  freshness: Exclude<Freshness, 'stale'>;
}

/** Where an answer's parts kept apart are (their paths in its data), and what the rest of it shows. */
export interface KeptParts {
  paths: readonly (readonly string[])[];
  frameTags: ReadonlySet<string>;
}

/** A kept answer whose parts are stale and the rest is not. */
export interface KeptFrame {
  body: Buffer;
  places: readonly PartPlace[];
  frameTags: ReadonlySet<string>;
  /** When the rest was built: a frame lives no longer than a whole answer (LONGEST_KEPT_MS). */
  builtAt: number;
}

/** An upper bound on an answer's age: this bounds only what changes with no write and no display window. */
export const LONGEST_KEPT_MS = 10 * 60 * 1_000;

/** Larger answers are not kept: one must not push out hundreds of others. */
const LARGEST_ANSWER_BYTES = 1024 * 1024;

type Headers = Record<string, string>;

/**
 * An answer as kept: its body as sent (serialised once, in UTF-8: a Buffer's bytes live outside the
 * JavaScript heap, which the garbage collector neither copies nor scans) and its headers (ETag,
 * Last-Modified), with what it shows. Not its data's objects: a listing's thousand objects kept for
 * minutes only to be dropped later are the costliest garbage there is.
 */
interface Stored {
  body: Buffer;
  headers: Headers;
  tags: ReadonlySet<string>;
  stamp: number;
  /** Where its parts kept apart are, when it has them, and the tags only they show (usually a few: the rest are the frame's). */
  frame?: Omit<KeptFrame, 'body' | 'frameTags'> & { partTags: ReadonlySet<string> };
}

/** The tags of all `tags` that are not `partTags`: what a frame shows. */
function* frameTagsOf(tags: ReadonlySet<string>, partTags: ReadonlySet<string>): Generator<string> {
  for (const tag of tags) if (!partTags.has(tag)) yield tag;
}

const onlyParts = (tags: ReadonlySet<string>, frameTags: ReadonlySet<string>): ReadonlySet<string> => new Set([...tags].filter((tag) => !frameTags.has(tag)));

/** The key an ETag names (`W/"<key>.<body hash>"`), or null for a tag this server did not give. */
export function keyOfEtag(etag: string): string | null {
  const match = /^W\/"([\w-]+)\.[\w-]+"$/.exec(etag.trim());
  return match ? match[1]! : null;
}

const BODY_BYTES = Symbol('answer body bytes');

/** A kept answer's body as sent, in UTF-8 (the direct answers compress it as it is); undefined for an answer not kept. */
export const keptBytes = (result: ExecutionResult): Buffer | undefined => (result as { [BODY_BYTES]?: Buffer })[BODY_BYTES];

/** The result Yoga sends for a kept answer: its body is the one kept, not serialised again. */
function asResult(stored: Pick<Stored, 'body' | 'headers'>): ExecutionResult {
  const result = { extensions: { http: { headers: stored.headers } }, stringify: () => stored.body.toString(), [BODY_BYTES]: stored.body } as ExecutionResult;
  // Read from the body should anything ask (nothing on the way out does); not enumerable, so copies of the result do not parse it.
  let data: ExecutionResult['data'];
  return Object.defineProperty(result, 'data', { get: () => (data ??= (JSON.parse(stored.body.toString()) as ExecutionResult).data) });
}

/**
 * The answer as kept, or null when it is not to be kept (an error, too large). It is tagged as it
 * goes out: its ETag (a browser sends it back in If-None-Match), and Last-Modified is now. An answer
 * not kept carries no tag, so HTTP caches leave it alone.
 */
function toStored(key: string, result: ExecutionResult, tags: ReadonlySet<string>, stamp: number, parts?: KeptParts): Stored | null {
  if (result.errors?.length) return null;
  // What Yoga itself would send for an answer without errors: its data alone.
  const { text, places } = parts ? serialiseWithParts(result.data, parts.paths) : { text: JSON.stringify({ data: result.data }), places: null };
  const stored = storedBody(key, Buffer.from(text), tags, stamp, places && parts ? { places, partTags: onlyParts(tags, parts.frameTags), builtAt: Date.now() } : undefined);
  if (!stored) return null;
  const extensions = ((result as { extensions?: Record<string, unknown> }).extensions ??= {});
  extensions.http = { ...(extensions.http as object | undefined), headers: stored.headers };
  // Yoga sends the body kept rather than serialising the answer a second time (as asResult does for a kept one).
  Object.defineProperties(result, { stringify: { value: () => text, configurable: true }, [BODY_BYTES]: { value: stored.body, configurable: true } });
  return stored;
}

/** A body as kept, with its ETag (the question and the body's hash) and Last-Modified now; null when it is too large. */
function storedBody(key: string, body: Buffer, tags: ReadonlySet<string>, stamp: number, frame?: Stored['frame']): Stored | null {
  if (body.length > LARGEST_ANSWER_BYTES) return null;
  const etag = `W/"${key}.${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
  return { body, headers: { ETag: etag, 'Last-Modified': new Date().toUTCString() }, tags, stamp, ...(frame ? { frame } : {}) };
}

const found = (stored: Stored, freshness: Freshness): Kept | undefined =>
  freshness === 'stale' ? undefined : { result: asResult(stored), etag: stored.headers.ETag!, tags: stored.tags, freshness };

/** Answers in this process, least recently used out first, within `maxBytes`. */
export function memoryAnswerStore(maxBytes: number, version: ContentVersion): AnswerStore {
  const answers = new LRUCache<string, Stored>({
    maxSize: maxBytes,
    sizeCalculation: (stored, key) => stored.body.length + key.length + (stored.tags.size + (stored.frame?.partTags.size ?? 0)) * 16,
    ttl: LONGEST_KEPT_MS,
  });
  return {
    stamp: () => version.current(),
    get(key) {
      const stored = answers.get(key);
      return stored && found(stored, version.freshness(stored.tags, stored.stamp));
    },
    set(key, result, tags, stamp, parts) {
      if (version.freshness(tags, stamp) !== 'fresh') return;
      const stored = toStored(key, result, tags, stamp, parts);
      if (stored) answers.set(key, stored);
    },
    frame(key) {
      const stored = answers.get(key);
      if (!stored?.frame || Date.now() - stored.frame.builtAt >= LONGEST_KEPT_MS) return undefined;
      const { places, partTags, builtAt } = stored.frame;
      if (version.freshness(stored.tags, stored.stamp) === 'fresh' || version.freshness(frameTagsOf(stored.tags, partTags), stored.stamp) !== 'fresh') return undefined;
      return { body: stored.body, places, frameTags: new Set(frameTagsOf(stored.tags, partTags)), builtAt };
    },
    keepRemade(key, frame, texts, tags, frameTags, stamp) {
      if (version.freshness(tags, stamp) !== 'fresh') return undefined;
      const partTags = onlyParts(tags, frameTags);
      const before = answers.peek(key);
      // The parts came out as they were (a change that altered nothing this answer shows, as a size
      // sold out in products it does not hold): the same bytes, ETag and Last-Modified, fresh again,
      // and the forms it went out in stay good (sent-answers.ts).
      const unchanged = before?.body === frame.body && sameParts(frame.body, frame.places, texts);
      let stored: Stored | null;
      if (unchanged) stored = { body: before.body, headers: before.headers, tags, stamp, frame: { places: frame.places, partTags, builtAt: frame.builtAt } };
      else {
        const remade = replaceParts(frame.body, frame.places, texts);
        stored = storedBody(key, remade.body, tags, stamp, { places: remade.places, partTags, builtAt: frame.builtAt });
      }
      if (!stored) return undefined;
      // It lives no longer than the answer its frame was first built for.
      answers.set(key, stored, { ttl: Math.max(1, LONGEST_KEPT_MS - (Date.now() - frame.builtAt)) });
      return found(stored, 'fresh');
    },
    describe(etag) {
      const key = keyOfEtag(etag);
      const stored = key ? answers.get(key) : undefined;
      if (!stored || stored.headers.ETag !== etag || version.freshness(stored.tags, stored.stamp) !== 'fresh') return undefined;
      return { tags: stored.tags, stamp: stored.stamp };
    },
    close: async () => undefined,
  };
}

/**
 * Redis keys of kept answers, by the tags they record: an instance of an earlier version must not
 * find one it cannot see go stale (from 098 a page ordered by price records price bands, which an
 * instance before it never names), so a change of what entries record takes new keys.
 */
const ANSWER_KEY_PREFIX = 'answer:2:';

/**
 * Answers in Redis, with stamps in the numbers every instance shares (ContentVersion.shared), each
 * for at most LONGEST_KEPT_MS: Redis's own memory limit and that time bound it. Redis failing is a
 * miss, never an error. A stale answer there is rebuilt before it is sent (each instance's memory of
 * recent changes is its own).
 */
export function redisAnswerStore(place: RedisPlace & { redisUrl: string }, version: ContentVersion): AnswerStore {
  const redis = new Redis(place.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) logger.warn({ err: error }, 'answer cache: Redis at REDIS_URL does not answer; answering without it');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  const keyPrefix = redisKey(place, ANSWER_KEY_PREFIX);
  // What the answers this instance read or kept show, by ETag, in this process's stamps (describe()).
  const described = new LRUCache<string, { tags: ReadonlySet<string>; stamp: number }>({ max: 20_000 });
  return {
    stamp: () => version.shared(),
    async get(key) {
      const localStamp = version.current();
      const text = await redis.get(keyPrefix + key).catch(() => null);
      if (!text) return undefined;
      const { body, headers, tags, stamp } = JSON.parse(text) as { body: string; headers: Headers; tags: string[]; stamp: number };
      const stored: Stored = { body: Buffer.from(body), headers, tags: new Set(tags), stamp };
      const freshness = version.sharedFreshness(stored.tags, stamp) === 'fresh' ? 'fresh' : 'stale';
      if (freshness === 'fresh') described.set(headers.ETag!, { tags: stored.tags, stamp: localStamp });
      return found(stored, freshness);
    },
    async set(key, result, tags, stamp) {
      const localStamp = version.current();
      if (version.sharedFreshness(tags, stamp) !== 'fresh') return;
      const stored = toStored(key, result, tags, stamp);
      if (!stored) return;
      described.set(stored.headers.ETag!, { tags, stamp: localStamp });
      const text = JSON.stringify({ body: stored.body.toString(), headers: stored.headers, tags: [...tags], stamp });
      await redis.set(keyPrefix + key, text, 'PX', LONGEST_KEPT_MS).catch(() => undefined);
    },
    describe(etag) {
      const seen = described.get(etag);
      return seen && version.freshness(seen.tags, seen.stamp) === 'fresh' ? seen : undefined;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
