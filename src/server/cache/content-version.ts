import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';

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
  close(): Promise<void>;
}

/** The number and its listeners, in this process. */
function localVersion() {
  let version = 0;
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

/** The channel every instance on one Redis hears; the message is the sender's id, so it skips its own. */
export const CONTENT_CHANGED_CHANNEL = 'izlog:content-changed';

/**
 * In process, or shared through Redis pub/sub when REDIS_URL is set. Each instance keeps its own
 * number and moves it on every change it makes or hears of. A message sent while an instance's
 * connection was down is lost, so an instance that reconnects counts that as a change too.
 */
export function createContentVersion(config: Pick<ServerConfig, 'redisUrl'>): ContentVersion {
  const local = localVersion();
  if (!config.redisUrl) {
    return {
      current: local.current,
      onChange: local.onChange,
      changed: async () => local.bump(),
      close: async () => undefined,
    };
  }
  const self = randomUUID();
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(config.redisUrl);
  let warned = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => {
      if (!warned) console.warn(`[izlog] cache invalidation: Redis at REDIS_URL does not answer (${error.message}); retrying.`);
      warned = true;
    });
  }
  let connected = false;
  subscriber.on('ready', () => {
    if (connected) local.bump();
    connected = true;
    warned = false;
  });
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CONTENT_CHANGED_CHANNEL && sender !== self) local.bump();
  });
  void subscriber.subscribe(CONTENT_CHANGED_CHANNEL).catch(() => undefined);
  return {
    current: local.current,
    onChange: local.onChange,
    async changed(scope = 'everywhere') {
      local.bump();
      if (scope === 'here') return;
      try {
        await publisher.publish(CONTENT_CHANGED_CHANNEL, self);
      } catch (error) {
        console.warn('[izlog] cache invalidation: the other instances were not told of a change:', (error as Error).message);
      }
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}
