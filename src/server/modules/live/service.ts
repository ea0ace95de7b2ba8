import { redisKey, type RedisPlace } from '../../lib/redis-keys';
import { randomUUID } from 'node:crypto';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { LanguageId } from '../../../shared/i18n/languages';
import { LIVE_LIMITS } from '../../lib/live-limits';
import { createRedisStore } from './redis-store';
import { createMemoryStore, type LiveStore } from './store';
import { createLiveThrottle, type LiveThrottle } from './throttle';
import { arrive, mostRecentFirst, newVisitor, visitPage, type Arrival, type LiveMessage, type LiveVisitorState } from './visitors';
import { logger } from '../../log';

/** A change of the visitor list: a visitor arrived or changed (its whole record), or left. */
export type LiveChange = { type: 'visitor'; visitor: LiveVisitorState } | { type: 'left'; client: string };

/** Storefront messages, keyed by `<key prefix>client:session`. */
type LiveEvents = { 'live:message': [target: string, message: LiveMessage] };

/** An open live channel counts for this long after its instance last renewed it… */
const CONNECTION_HOLD_MS = 90_000;
/** …and each instance renews its channels (and unlists lapsed ones of stopped instances) this often. */
const CONNECTION_REFRESH_MS = 30_000;

export interface LiveService {
  /** Who is on the site now, most recent first. */
  visitors(): Promise<LiveVisitorState[]>;
  /** How many are on the site now. */
  count(): Promise<number>;
  /**
   * A message from a storefront: its visitor is seen now; with `page`, it is on that path in that
   * language. Only a browser with an open channel is on the site: for any other, null and no change.
   */
  record(arrival: Arrival, page?: { path: string; lang: LanguageId } | null): Promise<LiveVisitorState | null>;
  /**
   * A storefront's live channel opened: the visitor is on the site until the last of its channels
   * closes. `listed` is false when the registry is full (LIVE_LIMITS.visitors); the channel still
   * carries messages.
   */
  openChannel(arrival: Arrival): Promise<{ listed: boolean; close(): Promise<void> }>;
  /** Calls `listener` with every change of the visitor list, on any server instance sharing the registry; returns what stops it. */
  onChange(listener: (change: LiveChange) => void): () => void;
  /** The messages for one storefront (client id and session). */
  messages(client: string, session: string): AsyncIterableIterator<LiveMessage>;
  /** Sends a message to one storefront's live channel, wherever it is connected. */
  send(client: string, session: string, message: LiveMessage): void;
  /** The rates of page visits and channel opens, per browser and per address. */
  throttle: LiveThrottle;
  /** Unlists visitors whose channels lapsed because their instance stopped without closing them (runs every 30 s). */
  sweep(): Promise<void>;
  /** Loads sample visitors that keep a channel open while this service runs (the demo shop), unless someone is on the site. */
  loadDemoVisitors(visitors: readonly LiveVisitorState[]): Promise<void>;
  /** Closes this instance's channels and its Redis connections. */
  close(): Promise<void>;
}

/** Services not closed yet, so a test can close every one it started (see closeLiveServices). */
const running = new Set<LiveService>();

/** The Redis connections of an instance: one for commands and publishing, one for its subscriptions. */
function connectRedis(url: string): { events: EventTarget; clients: [Redis, Redis] } {
  const publishClient = new Redis(url, { lazyConnect: false });
  const subscribeClient = new Redis(url, { lazyConnect: false });
  const clients: [Redis, Redis] = [publishClient, subscribeClient];
  for (const client of clients) {
    // ioredis reconnects by itself: say so once per outage, not at every attempt.
    let warned = false;
    client.on('error', (error: Error) => {
      if (!warned) logger.warn({ err: error }, 'live channel: Redis at REDIS_URL does not answer; retrying');
      warned = true;
    });
    client.on('ready', () => (warned = false));
  }
  const events = createRedisEventTarget({ publishClient, subscribeClient }) as unknown as EventTarget;
  return { events, clients };
}

/**
 * The live visitor registry: in this process by default; with `config.redisUrl` in Redis, with
 * changes and messages passed on by Redis pub/sub, so several server instances share live visitors.
 * Every write touches one visitor, and the writes of one browser run one after another.
 */
export function createLiveService(
  config: RedisPlace,
  options: {
    /** Redis keys start with this (default REDIS_PREFIX + live:); instances that share visitors share it. */
    keyPrefix?: string;
    /** The clock, ms since 1970 (tests move it). */
    now?: () => number;
    /** The registry's bound (default LIVE_LIMITS.visitors; tests make it small). */
    maxVisitors?: number;
  } = {},
): LiveService {
  const now = options.now ?? Date.now;
  const maxVisitors = options.maxVisitors ?? LIVE_LIMITS.visitors;
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const keyPrefix = options.keyPrefix ?? redisKey(config, 'live:');
  const store: LiveStore = redis ? createRedisStore(redis.clients[0], keyPrefix) : createMemoryStore();
  const events = redis?.events ?? new EventTarget();
  const pubSub: PubSub<LiveEvents> = createPubSub<LiveEvents>({ eventTarget: events as never });

  // Event names carry the key prefix: instances that share Redis but not visitors do not hear each other.
  const changeEvent = `${keyPrefix}change`;
  const changed = (change: LiveChange) => events.dispatchEvent(new CustomEvent(changeEvent, { detail: change }));
  const messageTarget = (client: string, session: string) => `${keyPrefix}${client}:${session}`;

  /** Channels held by this instance: channel id → client. */
  const held = new Map<string, string>();
  /** Channels closed within LIVE_LIMITS.leaveGraceMs whose visitor has not left yet: the timer, the client and its wait. */
  const leaving = new Map<NodeJS.Timeout, { client: string; resolve(): void }>();

  /** The writes of one browser one after another (a page visit never interleaves with its channel's opening); other browsers' run alongside. */
  const queues = new Map<string, Promise<unknown>>();
  function serially<T>(client: string, work: () => Promise<T>): Promise<T> {
    const result = (queues.get(client) ?? Promise.resolve()).then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    queues.set(client, tail);
    void tail.then(() => queues.get(client) === tail && queues.delete(client));
    return result;
  }

  async function sweep(): Promise<void> {
    await store.renew([...new Set(held.values())], now() + CONNECTION_HOLD_MS);
    for (const client of await store.sweep(now())) changed({ type: 'left', client });
  }
  const refresh = setInterval(() => void sweep().catch(() => undefined), CONNECTION_REFRESH_MS);
  refresh.unref();

  /** Lists the visitor of a channel that opened (or counts one more channel of it); false when the registry is full. */
  function join(arrival: Arrival): Promise<boolean> {
    return serially(arrival.client, async () => {
      const at = new Date(now()).toISOString();
      const joined = await store.join(newVisitor(arrival, at), now() + CONNECTION_HOLD_MS, maxVisitors);
      if (!joined) return false;
      let visitor = joined.visitor;
      if (joined.created) {
        // Back within LIVE_LIMITS.returnWithinMs in the same session (a reload, a slow language switch): the same visit goes on.
        const departed = await store.takeDeparted(arrival.client, now());
        if (departed && departed.session === arrival.session) {
          visitor = { ...departed, last_seen_at: at, user_id: arrival.user_id };
          if (!(await store.update(visitor))) return false;
        }
      } else {
        // Another tab of the browser: the channel says which language the storefront is in now.
        visitor = arrive(visitor, arrival, true, at);
        if (!(await store.update(visitor))) return false;
      }
      changed({ type: 'visitor', visitor });
      return true;
    });
  }

  const service: LiveService = {
    async visitors() {
      return (await store.all()).sort(mostRecentFirst);
    },
    count: () => store.count(),
    record(arrival, page) {
      return serially(arrival.client, async () => {
        const known = await store.get(arrival.client);
        if (!known) return null;
        const at = new Date(now()).toISOString();
        const visitor = arrive(known, { ...arrival, lang: page?.lang ?? known.lang }, true, at);
        if (page) visitPage(visitor, page.path, page.lang, at);
        if (!(await store.update(visitor))) return null;
        changed({ type: 'visitor', visitor });
        return visitor;
      });
    },
    async openChannel(arrival) {
      const listed = await join(arrival);
      const id = randomUUID();
      if (listed) held.set(id, arrival.client);
      let closed = !listed;
      return {
        listed,
        async close() {
          if (closed) return;
          closed = true;
          held.delete(id);
          // After a short grace, so that a socket restarted at once (a language switch) keeps its visitor.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              leaving.delete(timer);
              resolve();
            }, LIVE_LIMITS.leaveGraceMs);
            leaving.set(timer, { client: arrival.client, resolve });
          });
          if (!running.has(service)) return;
          // Its last channel closed: the visitor has left, now.
          if (await serially(arrival.client, () => store.leave(arrival.client, now(), LIVE_LIMITS.returnWithinMs))) changed({ type: 'left', client: arrival.client });
        },
      };
    },
    onChange(listener) {
      const handle = (event: Event) => listener((event as CustomEvent<LiveChange>).detail);
      events.addEventListener(changeEvent, handle);
      return () => events.removeEventListener(changeEvent, handle);
    },
    messages(client, session) {
      return pubSub.subscribe('live:message', messageTarget(client, session));
    },
    send(client, session, message) {
      pubSub.publish('live:message', messageTarget(client, session), message);
    },
    throttle: createLiveThrottle(),
    sweep,
    async loadDemoVisitors(visitors) {
      if ((await store.count()) > 0) return;
      for (const visitor of visitors) {
        const joined = await store.join(visitor, now() + CONNECTION_HOLD_MS, maxVisitors);
        if (joined) held.set(randomUUID(), visitor.client);
        if (joined) changed({ type: 'visitor', visitor: joined.visitor });
      }
    },
    async close() {
      if (!running.delete(service)) return;
      clearInterval(refresh);
      const clients = [...held.values()];
      held.clear();
      for (const [timer, pending] of leaving) {
        clearTimeout(timer);
        clients.push(pending.client);
        pending.resolve();
      }
      leaving.clear();
      await Promise.all(clients.map((client) => store.leave(client, now(), LIVE_LIMITS.returnWithinMs).catch(() => false)));
      await store.close();
      await Promise.all((redis?.clients ?? []).map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
  running.add(service);
  return service;
}

/** Closes every live service of this process that is still open (tests; a server closes its own). */
export async function closeLiveServices(): Promise<void> {
  await Promise.all([...running].map((service) => service.close()));
}
