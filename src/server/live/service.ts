import { randomUUID } from 'node:crypto';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import type { LanguageId } from '../../shared/languages';
import { createRedisStore } from './redis-store';
import { createMemoryStore, type LiveStore } from './store';
import { arrive, onSiteFirstRecent, isOnSite, visitPage, type Arrival, type LiveMessage, type LiveVisitorState } from './visitors';

/** The live channel's events: a change of the visitor list (subscribers re-read it), and a message for one storefront. */
type LiveEvents = {
  'live:visitors': [change: { at: number }];
  /** Keyed by `client:session`. */
  'live:message': [target: string, message: LiveMessage];
};

/** An open live channel counts for this long after its holder last confirmed it… */
const CONNECTION_HOLD_MS = 90_000;
/** …and its holder confirms every open channel this often. */
const CONNECTION_REFRESH_MS = 30_000;

export interface LiveService {
  /** Who is on the site now, most recent first. */
  visitors(): Promise<LiveVisitorState[]>;
  /**
   * A message from a storefront: the visitor is seen now; with `page`, it is on that path in that
   * language. Without a page, a known visitor keeps its language.
   */
  record(arrival: Arrival, page?: { path: string; lang: LanguageId } | null): Promise<LiveVisitorState>;
  /** A storefront's live channel opened: the visitor is on the site until `close()`. */
  openChannel(arrival: Arrival): Promise<{ close(): Promise<void> }>;
  /** Fires on every change of the visitor list, on any server instance sharing the registry. */
  visitorChanges(): AsyncIterableIterator<unknown>;
  /** The messages for one storefront (client id and session). */
  messages(client: string, session: string): AsyncIterableIterator<LiveMessage>;
  /** Sends a message to one storefront's live channel, wherever it is connected. */
  send(client: string, session: string, message: LiveMessage): void;
  /** Loads sample visitors that keep a channel open while this service runs (the demo shop), unless someone is on the site. */
  loadDemoVisitors(visitors: readonly LiveVisitorState[]): Promise<void>;
  /** Closes this instance's channels and its Redis connections. */
  close(): Promise<void>;
}

/** Services not closed yet, so a test can close every one it started (see closeLiveServices). */
const running = new Set<LiveService>();

/**
 * The live visitor registry: in this process by default; with `config.redisUrl` in Redis, with
 * changes and messages passed on by Redis pub/sub, so several server instances share live visitors.
 */
export function createLiveService(
  config: Pick<ServerConfig, 'redisUrl'>,
  options: {
    /** Redis keys start with this (default izlog:live:); instances that share visitors share it. */
    keyPrefix?: string;
    /** The clock, ms since 1970 (tests move it). */
    now?: () => number;
  } = {},
): LiveService {
  const now = options.now ?? Date.now;
  let store: LiveStore;
  let pubSub: PubSub<LiveEvents>;
  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    const publishClient = new Redis(config.redisUrl, { lazyConnect: false });
    const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false });
    redisClients.push(publishClient, subscribeClient);
    for (const client of redisClients) {
      // ioredis reconnects by itself: say so once per outage, not at every attempt.
      let warned = false;
      client.on('error', (error: Error) => {
        if (!warned) console.warn(`Live channel: Redis at REDIS_URL does not answer (${error.message}); retrying.`);
        warned = true;
      });
      client.on('ready', () => (warned = false));
    }
    store = createRedisStore(publishClient, options.keyPrefix);
    pubSub = createPubSub<LiveEvents>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  } else {
    store = createMemoryStore();
    pubSub = createPubSub<LiveEvents>();
  }

  /** Channels held by this instance: connection id → client. */
  const held = new Map<string, string>();
  const refresh = setInterval(() => {
    const until = now() + CONNECTION_HOLD_MS;
    for (const [id, client] of held) void store.holdConnection(id, client, until, now()).catch(() => undefined);
  }, CONNECTION_REFRESH_MS);
  refresh.unref();

  // Writes of this instance one after another, so two quick messages of a browser never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };
  const changed = () => pubSub.publish('live:visitors', { at: now() });

  /** The clients with an open channel: any instance's, as the store has them, and surely this instance's own. */
  async function connectedClients(time: number): Promise<Set<string>> {
    const connected = await store.connectedClients(time);
    for (const client of held.values()) connected.add(client);
    return connected;
  }

  async function hold(client: string): Promise<string> {
    const id = randomUUID();
    held.set(id, client);
    await store.holdConnection(id, client, now() + CONNECTION_HOLD_MS, now());
    return id;
  }

  async function release(id: string): Promise<void> {
    const client = held.get(id);
    if (client === undefined) return;
    held.delete(id);
    await store.releaseConnection(id, client);
  }

  /** The arrival recorded; visitors that have left are forgotten on the way, so the registry stays small. */
  function record(arrival: Arrival, page?: { path: string; lang: LanguageId } | null, keepLang = true): Promise<LiveVisitorState> {
    return exclusive(async () => {
      const time = now();
      const at = new Date(time).toISOString();
      const [all, connected] = await Promise.all([store.all(), connectedClients(time)]);
      const gone = all.filter((visitor) => visitor.client !== arrival.client && !isOnSite(visitor, connected, time));
      await store.remove(gone.map((visitor) => visitor.client));
      const known = all.find((visitor) => visitor.client === arrival.client) ?? null;
      const lang = page?.lang ?? (keepLang && known ? known.lang : arrival.lang);
      const visitor = arrive(known, { ...arrival, lang }, known != null && isOnSite(known, connected, time), at);
      if (page) visitPage(visitor, page.path, page.lang, at);
      await store.put(visitor);
      changed();
      return visitor;
    });
  }

  const service: LiveService = {
    async visitors() {
      const time = now();
      const [all, connected] = await Promise.all([store.all(), connectedClients(time)]);
      return onSiteFirstRecent(all, connected, time);
    },
    record: (arrival, page) => record(arrival, page),
    async openChannel(arrival) {
      const id = await hold(arrival.client);
      // The channel says which language the storefront is in now.
      await record(arrival, null, false);
      let closed = false;
      return {
        async close() {
          if (closed) return;
          closed = true;
          await release(id);
          // Closed now: its last sign of life is now, so it stays on the site for the usual five minutes.
          await exclusive(async () => {
            const visitor = await store.get(arrival.client);
            if (visitor) await store.put({ ...visitor, last_seen_at: new Date(now()).toISOString() });
          });
          changed();
        },
      };
    },
    visitorChanges() {
      return pubSub.subscribe('live:visitors');
    },
    messages(client, session) {
      return pubSub.subscribe('live:message', `${client}:${session}`);
    },
    send(client, session, message) {
      pubSub.publish('live:message', `${client}:${session}`, message);
    },
    async loadDemoVisitors(visitors) {
      if ((await service.visitors()).length) return;
      for (const visitor of visitors) {
        await store.put(visitor);
        await hold(visitor.client);
      }
      changed();
    },
    async close() {
      if (!running.delete(service)) return;
      clearInterval(refresh);
      await Promise.all([...held.keys()].map((id) => release(id).catch(() => undefined)));
      await store.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
  running.add(service);
  return service;
}

/** Closes every live service of this process that is still open (tests; a server closes its own). */
export async function closeLiveServices(): Promise<void> {
  await Promise.all([...running].map((service) => service.close()));
}
