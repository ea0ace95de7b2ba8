import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisKey, type RedisPlace } from '../lib/redis-keys';
import { logger } from '../log';
import { changeLog, type Freshness } from './change-log';

export type { Freshness } from './change-log';

/**
 * What shoppers see, and when each part of it last changed. Everything kept from the content (rendered
 * pages, GraphQL answers, the content memo) carries the tags of what it shows (dependencies.ts) and
 * the stamp taken as its building began; a change names the tags it touches (write-tags.ts), so an
 * entry is stale only when one of its own tags changed after its stamp. A change that names no tags
 * (a display window's edge, an instance (re)connecting, a write too large to name) touches everything.
 */
export interface ContentVersion {
  /** The stamp of a building that begins now: pass it to freshness() with what the building recorded. */
  current(): number;
  /** Whether an entry built since `stamp` showing `tags` is fresh, stale but still servable (≤ 2 s), or stale. */
  freshness(tags: Iterable<string>, stamp: number): Freshness;
  /** freshness() of an entry found fresh already at stamp `checked`: cheaper, as it reads only the changes since then. */
  freshSince(tags: ReadonlySet<string>, stamp: number, checked: number): Freshness;
  /**
   * Something shoppers see changed (after the write committed): the tags it touches, or everything.
   * `everywhere` (default) tells every server instance sharing REDIS_URL; `here` only this one (each
   * instance hears the database's notifications and passing time boundaries itself). Resolves once
   * the other instances have been told.
   */
  changed(tags?: ReadonlySet<string> | readonly string[] | null, scope?: 'everywhere' | 'here'): Promise<void>;
  /** Calls `listener` after every change, this instance's or another's, with its tags (null: everything); returns the way to stop. */
  onChange(listener: (tags: ReadonlySet<string> | null) => void): () => void;
  /**
   * The stamp every instance on REDIS_URL agrees on, for caches kept in Redis (shared answers and
   * pages): each change this instance hears takes the next number from Redis (INCR), so a number is
   * later than every change committed before it was taken. Null without Redis, and while it is not
   * known (Redis did not answer a change), when a shared cache must be left alone.
   */
  shared(): number | null;
  /** freshness() in the shared numbers, for an entry kept in Redis under shared stamp `stamp`. */
  sharedFreshness(tags: Iterable<string>, stamp: number): Freshness;
  close(): Promise<void>;
}

/** The channel every instance of the shop hears; a message is `<sender id> <shared number> <scope> <tags, or * for everything>`. */
const CONTENT_CHANGED_CHANNEL = 'content-changed';
/** The shared number's key: INCR gives each change a number no other change has. */
const CONTENT_GENERATION_KEY = 'content-generation';

const tagsOf = (tags: ReadonlySet<string> | readonly string[] | null | undefined): ReadonlySet<string> | null => (tags == null ? null : new Set(tags));
const encodeTags = (tags: ReadonlySet<string> | null) => (tags === null ? '*' : [...tags].join(','));
const decodeTags = (text: string | undefined): ReadonlySet<string> | null => (!text || text === '*' ? null : new Set(text.split(',').filter(Boolean)));

/**
 * In process, or shared through Redis when REDIS_URL is set. Each instance numbers the changes it
 * makes or hears (local stamps start at the clock's milliseconds, so an ETag or stamp from before a
 * restart is never one of this process). With Redis every change also takes a shared number; a
 * message sent while an instance's connection was down is lost, so an instance that (re)connects
 * counts that as a change of everything.
 */
export function createContentVersion(config: RedisPlace): ContentVersion {
  const local = changeLog(Date.now());
  const listeners = new Set<(tags: ReadonlySet<string> | null) => void>();
  const tell = (tags: ReadonlySet<string> | null) => {
    for (const listener of listeners) listener(tags);
  };
  const onChange = (listener: (tags: ReadonlySet<string> | null) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (!config.redisUrl) {
    return {
      current: local.stamp,
      freshness: local.freshness,
      freshSince: local.freshSince,
      onChange,
      async changed(tags) {
        const touched = tagsOf(tags);
        if (touched?.size === 0) return;
        local.record(touched);
        tell(touched);
      },
      shared: () => null,
      sharedFreshness: () => 'stale',
      close: async () => undefined,
    };
  }

  const self = randomUUID();
  const changedChannel = redisKey(config, CONTENT_CHANGED_CHANNEL);
  const generationKey = redisKey(config, CONTENT_GENERATION_KEY);
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(config.redisUrl);
  // Shared numbers, in their own log: null while unknown.
  const sharedLog = changeLog(0);
  let sharedKnown = false;
  let warned = false;
  const warn = (what: string, error: Error) => {
    if (!warned) logger.warn({ err: error }, `cache invalidation: ${what}; retrying`);
    warned = true;
  };
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => warn('Redis at REDIS_URL does not answer', error));

  /** Records `tags` in the shared log under a new number; unknown (shared() null) when Redis does not give one. */
  const recordShared = async (tags: ReadonlySet<string> | null): Promise<number | null> => {
    // Until the number comes, the shared entries showing these tags are stale (numbered past any stamp).
    const pending = sharedLog.pending(tags);
    try {
      // A new or emptied Redis starts the count at the clock's milliseconds, past every number used before.
      const [, incremented] = (await publisher.multi().set(generationKey, String(Date.now()), 'NX').incr(generationKey).exec()) ?? [];
      const next = Number(incremented?.[1]);
      if (incremented?.[0] || !Number.isFinite(next)) throw incremented?.[0] ?? new Error('no number');
      pending.settle(next);
      sharedKnown = true;
      return next;
    } catch (error) {
      pending.settle(Number.MAX_SAFE_INTEGER);
      sharedKnown = false;
      warn('the shared number did not move', error as Error);
      return null;
    }
  };
  const changed = async (tags?: ReadonlySet<string> | readonly string[] | null, scope: 'everywhere' | 'here' = 'everywhere') => {
    const touched = tagsOf(tags);
    if (touched?.size === 0) return;
    local.record(touched);
    tell(touched);
    const next = await recordShared(touched);
    // A change only this instance counts is still announced: the others' later stamps may carry its number.
    try {
      await publisher.publish(changedChannel, `${self} ${next ?? 0} ${scope} ${encodeTags(touched)}`);
    } catch (error) {
      logger.warn({ err: error }, 'cache invalidation: the other instances were not told of a change');
    }
  };

  subscriber.on('ready', () => {
    warned = false;
    // Changes announced while this instance was not listening are lost: this (re)start is one.
    void changed(null, 'here');
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== changedChannel) return;
    const [sender, number, scope, tags] = message.split(' ');
    if (sender === self) return;
    if (scope === 'here') return sharedLog.see(Number(number) || 0);
    const touched = decodeTags(tags);
    local.record(touched);
    tell(touched);
    sharedLog.adopt(touched, Number(number) || Number.MAX_SAFE_INTEGER);
  });
  void subscriber.subscribe(changedChannel).catch(() => undefined);
  return {
    current: local.stamp,
    freshness: local.freshness,
    freshSince: local.freshSince,
    onChange,
    changed,
    shared: () => (sharedKnown ? sharedLog.stamp() : null),
    sharedFreshness: (tags, stamp) => (sharedKnown ? sharedLog.freshness(tags, stamp) : 'stale'),
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}

