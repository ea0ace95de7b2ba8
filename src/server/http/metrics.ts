import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a request asked for, the one label a path becomes (never the path itself: the labels stay few). */
export type RouteKind = 'graphql' | 'page' | 'storage' | 'static' | 'seo' | 'ops';

/** How a cache answered, from the X-Izlog-Cache header the answer cache and the page cache set. */
type CacheOutcome = 'hit' | 'stale' | 'remade' | 'miss' | 'bypass';

/** Where the live numbers come from, read at each scrape. */
export interface MetricSources {
  /** Visitors on the site now (the live module's count). */
  liveVisitors(): Promise<number>;
  /** Work waiting: mail jobs not yet done (in the queue of this process, or in PostgreSQL's), catalogue imports running here. */
  queueDepth(): Promise<{ background: number; imports: number }>;
  /** HTTP requests begun and not yet answered. */
  inFlight(): number;
  /** /graphql answers made without GraphQL Yoga (direct-reads.ts), since the start. */
  directAnswers(): number;
}

export interface ServerMetrics {
  /** One answered (or abandoned: status 0) request. */
  request(method: string, route: RouteKind, status: number, seconds: number, cache: string | undefined): void;
  /** The Prometheus text of this server's metrics and the process's. */
  text(): Promise<string>;
  contentType: string;
}

/** The process's own (CPU, memory, event loop, garbage collection): once per process, whatever the servers in it. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const statusClass = (status: number) => (status === 0 ? 'aborted' : `${Math.floor(status / 100)}xx`);
const CACHES: Partial<Record<RouteKind, string>> = { graphql: 'answers', page: 'pages' };
const OUTCOMES = new Set<string>(['hit', 'stale', 'remade', 'miss', 'bypass'] satisfies CacheOutcome[]);

/**
 * A server's metrics in a registry of its own (several servers in one process, as in the tests, each
 * count their own): requests by method, kind of route and status class, their durations, server
 * errors, the answer and page caches' hits and misses, live visitors, and the mail and job queues.
 */
export function createServerMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'izlog_http_requests_total', help: 'HTTP requests answered, by method, kind of route and status class', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'izlog_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, kind of route and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({ name: 'izlog_http_errors_total', help: 'HTTP answers with a server error (5xx), by kind of route', labelNames: ['route'], registers: [registry] });
  const caches = new Counter({
    name: 'izlog_cache_requests_total',
    help: 'Requests the answer cache (answers) or the page cache (pages) answered, by outcome (hit, stale: the previous answer sent while one request rebuilds it, miss, bypass)',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  new Gauge({
    name: 'izlog_http_requests_in_flight',
    help: 'HTTP requests begun and not yet answered',
    registers: [registry],
    collect() {
      this.set(sources.inFlight());
    },
  });
  new Counter({
    name: 'izlog_graphql_direct_answers_total',
    help: 'Uncached public reads (anonymous persisted-document GETs) answered without GraphQL Yoga',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.directAnswers());
    },
  });
  new Gauge({
    name: 'izlog_live_visitors',
    help: 'Visitors on the site now (with an open live channel)',
    registers: [registry],
    async collect() {
      // Unknown while the registry cannot be read (Redis down): the last count stays.
      const count = await sources.liveVisitors().catch(() => null);
      if (count !== null) this.set(count);
    },
  });
  new Gauge({
    name: 'izlog_queue_depth',
    help: 'Work waiting: background jobs (mail, image variants, statistics roll-ups) not yet done (background; of every instance on PostgreSQL), catalogue imports running here (imports)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const depth = await sources.queueDepth();
      this.set({ queue: 'background' }, depth.background);
      this.set({ queue: 'imports' }, depth.imports);
    },
  });

  // The children of each label combination, found once: a request then costs a map lookup, not a label hash.
  const children = new Map<string, { count: Counter.Internal; duration: Histogram.Internal<(typeof labelNames)[number]> }>();
  return {
    request(method, route, status, seconds, cache) {
      const labels = { method: METHODS.has(method) ? method : 'other', route, status_class: statusClass(status) };
      const key = `${labels.method} ${route} ${labels.status_class}`;
      let child = children.get(key);
      if (!child) children.set(key, (child = { count: requests.labels(labels), duration: durations.labels(labels) }));
      child.count.inc();
      child.duration.observe(seconds);
      if (status >= 500) errors.inc({ route });
      const kind = CACHES[route];
      if (kind && cache && OUTCOMES.has(cache)) caches.inc({ cache: kind, result: cache });
    },
    async text() {
      return (await registry.metrics()) + (await processMetrics().metrics());
    },
    contentType: registry.contentType,
  };
}
