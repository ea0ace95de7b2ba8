import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisKey, type RedisPlace } from '../lib/redis-keys';
import { logger } from '../log';

/**
 * Whether what shoppers see may have changed since a moment: one number that moves on every change
 * of the catalogue, stock, CMS content or settings, so a cache of anything built from them (the
 * storefront's rendered pages, GraphQL answers) stays right by forgetting what it built under an
 * older number. Coarse on purpose: one write drops every cached page, and a cache never has to know
 * which records a page shows.
 */
export interface ContentVersion {
  /** The number now; it only grows. */
  current(): number;
  /**
   * Something shoppers see changed (after the write committed). `everywhere` (default) tells every
   * server instance sharing REDIS_URL; `here` only this one (each instance notices a passing time
   * boundary itself). Resolves once the other instances have been told.
   */
  changed(scope?: 'everywhere' | 'here'): Promise<void>;
  /** Calls `listener` after every change, this instance's or another's; returns the way to stop. */
  onChange(listener: () => void): () => void;
  /**
   * The number every instance on REDIS_URL agrees on, for caches kept in Redis (shared answers):
   * each change takes the next one from Redis (INCR), and an instance adopts the highest it hears
   * of. Null without Redis, and while it is not known (Redis did not answer a change), when a shared
   * cache must be left alone: an entry under an old number could show what a change removed.
   */
  shared(): number | null;
  close(): Promise<void>;
}

/**
 * The number and its listeners, in this process. It starts at the clock's milliseconds, not 0: an
 * ETag a browser kept from before a restart names an older number, never one this process uses.
 */
function localVersion() {
  let version = Date.now();
  const listeners = new Set<() => void>();
  return {
    current: () => version,
    bump() {
      version += 1;
      for (const listener of listeners) listener();
    },
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The channel every instance of the shop hears; a message is `<sender id> <shared number> <scope>`, so a sender skips its own. */
const CONTENT_CHANGED_CHANNEL = 'content-changed';
/** The shared number's key: INCR gives each change a number no other change has. */
const CONTENT_GENERATION_KEY = 'content-generation';

/**
 * In process, or shared through Redis pub/sub when REDIS_URL is set. Each instance keeps its own
 * number and moves it on every change it makes or hears of. A message sent while an instance's
 * connection was down is lost, so an instance that (re)connects counts that as a change too. With
 * Redis, every change also takes a new shared number (see `shared`); a display window's edge, which
 * each instance notices by itself, announces its number without moving the others' own.
 */
export function createContentVersion(config: RedisPlace): ContentVersion {
  const local = localVersion();
  if (!config.redisUrl) {
    return {
      current: local.current,
      onChange: local.onChange,
      changed: async () => local.bump(),
      shared: () => null,
      close: async () => undefined,
    };
  }
  const self = randomUUID();
  const changedChannel = redisKey(config, CONTENT_CHANGED_CHANNEL);
  const generationKey = redisKey(config, CONTENT_GENERATION_KEY);
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(config.redisUrl);
  let shared: number | null = null;
  const adopt = (heard: number) => {
    if (shared !== null && heard > shared) shared = heard;
  };
  let warned = false;
  const warn = (what: string, error: Error) => {
    if (!warned) logger.warn({ err: error }, `cache invalidation: ${what}; retrying`);
    warned = true;
  };
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => warn('Redis at REDIS_URL does not answer', error));

  /** A new shared number for a change; unknown (null) when Redis does not give one. */
  const nextShared = async (): Promise<number | null> => {
    try {
      // A new or emptied Redis starts the count at the clock's milliseconds, past every number used before.
      const [, incremented] = (await publisher.multi().set(generationKey, String(Date.now()), 'NX').incr(generationKey).exec()) ?? [];
      const next = Number(incremented?.[1]);
      if (incremented?.[0] || !Number.isFinite(next)) throw incremented?.[0] ?? new Error('no number');
      shared = Math.max(shared ?? 0, next);
      return next;
    } catch (error) {
      shared = null;
      warn('the shared number did not move', error as Error);
      return null;
    }
  };
  const changed = async (scope: 'everywhere' | 'here' = 'everywhere') => {
    const next = await nextShared();
    local.bump();
    try {
      await publisher.publish(changedChannel, `${self} ${next ?? 0} ${scope}`);
    } catch (error) {
      logger.warn({ err: error }, 'cache invalidation: the other instances were not told of a change');
    }
  };

  subscriber.on('ready', () => {
    warned = false;
    // Changes announced while this instance was not listening are lost: this (re)start is one.
    void changed('here');
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== changedChannel) return;
    const [sender, number, scope] = message.split(' ');
    if (sender === self) return;
    adopt(Number(number) || 0);
    if (scope !== 'here') local.bump();
  });
  void subscriber.subscribe(changedChannel).catch(() => undefined);
  return {
    current: local.current,
    onChange: local.onChange,
    changed,
    shared: () => shared,
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}
