import { resolve } from 'node:path';
import { LIVE_LIMITS } from './lib/live-limits';
import { DEFAULT_REDIS_PREFIX } from './lib/redis-keys';
import type { CardGateway } from './modules/payments/gateway';
import { readCardGateway } from './modules/payments/read-gateway';

/** Everything the server reads from its environment; docs/configuration.md documents each variable (tests/unit/docs/configuration-documented.test.ts holds it to that). */
export interface ServerConfig {
  /** HTTP port of the storefront, admin, API and files (PORT, default 4000). */
  port: number;
  /** Where PGlite, uploaded files and mail live (DATA_DIR, default ./data). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite (DATABASE_URL). */
  databaseUrl: string | null;
  /** 'demo' loads the demo shop into an empty database; 'none' leaves it empty (SEED). */
  seed: 'demo' | 'none';
  /** How many products the demo catalogue gets (SEED_PRODUCTS, default: the demo's own). */
  seedProducts: number | null;
  /**
   * DEMO_ACCOUNTS=1: the demo shop's accounts get the README's known passwords and the fixtures'
   * e-mail links, for local demos and tests. Off by default: a published password must never
   * open a running shop, so the seeded accounts are locked and the first start prints a new
   * administrator password.
   */
  demoAccounts: boolean;
  /** The first administrator, created or updated at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
  adminEmail: string | null;
  adminPassword: string | null;
  /** Redis for live visitors across several server instances (REDIS_URL). */
  redisUrl: string | null;
  /** What the shop's Redis keys and channels start with (REDIS_PREFIX, default izlog:): one namespace per shop. */
  redisPrefix: string;
  /** SMTP server for mail; without it mail is written to DATA_DIR/outbox as .eml files (SMTP_URL). */
  smtpUrl: string | null;
  /** Background jobs (mail) this instance runs at once (JOBS_CONCURRENCY, default 4). */
  jobsConcurrency: number;
  /** Mail rendered and written in a worker thread, off the event loop that answers visitors (MAIL_THREAD, on or off, default on). */
  mailThread: boolean;
  /** The public address of the shop, for links in e-mails (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was given. Without it the sitemap and robots.txt name the address each request
   * came to (its Host, or X-Forwarded-Host and -Proto from a TRUSTED_PROXY).
   */
  publicUrlSet: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For names the client (TRUSTED_PROXY: addresses, subnets or
   * `loopback`, comma-separated); null: the socket's address is the client. Throttles count per client.
   */
  trustedProxy: string | null;
  /** The first lock-out after too many failed sign-ins, doubled at each further one (LOGIN_LOCKOUT_SECONDS, default 60). */
  loginLockoutSeconds: number;

  // The HTTP surface (issue 9): what a browser on another site, and a stranger's client, may do.
  /** NODE_ENV=production: introspection, suggestions and arbitrary operations are off unless turned on below. */
  production: boolean;
  /** Origins other than the shop's own whose pages may call /graphql (CORS_ORIGINS, comma-separated; default none). */
  corsOrigins: string[];
  /** Schema introspection and "Did you mean" hints (GRAPHQL_INTROSPECTION=1/0; default: on outside production). */
  introspection: boolean;
  /**
   * Anonymous callers and shoppers may run only the persisted documents codegen writes
   * (ALLOW_ARBITRARY_OPERATIONS=1/0; default: only those in production). Administrators may run anything.
   */
  trustedDocumentsOnly: boolean;
  /** A live channel's WebSocket that stops answering pings is dropped, and its visitor leaves, within this (LIVE_SOCKET_TIMEOUT_MS). */
  liveSocketTimeoutMs: number;

  // Storefront pages for anonymous visitors (issue 11): kept rendered and compressed until what they show changes.
  /** Memory for rendered pages, in bytes, compressed (HTML_CACHE_MB, default 32; 0 turns the cache off). */
  htmlCacheBytes: number;
  /**
   * How long a shared cache (a CDN) may keep an anonymous page before asking again, in seconds, and as
   * long again serve it while it asks (HTML_CDN_SECONDS, default 10; 0: it asks every time, with the ETag).
   */
  htmlCdnSeconds: number;

  // GraphQL answers for anonymous visitors (issue 12): kept until what they show changes.
  /**
   * Memory for the answers of public queries, in bytes (GRAPHQL_CACHE_MB, default 128; 0 turns the
   * cache off). With REDIS_URL the answers are kept in Redis instead, shared by every instance.
   */
  graphqlCacheBytes: number;
  /**
   * About how many rows the content memo keeps for every visitor's request to share (a listing's ids,
   * facets and totals, rows by id; CONTENT_MEMO_ROWS, default 200000; 0 turns it off, so every
   * request reads the database: the benchmark's truly cold runs).
   */
  contentMemoRows: number;
  /**
   * Whether listings and their facets are counted from the listing index in memory (LISTING_INDEX,
   * default on; `off`: SQL counts them, as before issue 22's index).
   */
  listingIndex: boolean;

  // Operating it (issue 14): logs, metrics, shutdown.
  /** The least important log lines written, JSON on stdout (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent; default info). */
  logLevel: LogLevel;
  /** When set, /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN); without it /metrics is public. */
  metricsToken: string | null;
  /** How long a stop (SIGTERM, SIGINT) waits for requests, mail and jobs in progress before it closes anyway (SHUTDOWN_TIMEOUT_MS, default 10000). */
  shutdownTimeoutMs: number;

  // Files on object storage (issue 14): any S3-compatible store instead of DATA_DIR/storage.
  /** The bucket and how to reach it (S3_BUCKET and the other S3_ variables); null: files stay on disk. */
  s3: S3Config | null;

  // Card payments (issue 28).
  /** The card gateway (PAYMENT_GATEWAY and the NESTPAY_ variables); null: no card payment is offered. */
  cardGateway: CardGateway | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, checked: the logger reads it before the rest of the configuration. */
export function readLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const level = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);
  return level as LogLevel;
}

/** An S3-compatible store (AWS S3, MinIO, Cloudflare R2, …): the S3_ variables of docs/configuration.md. */
export interface S3Config {
  bucket: string;
  /** S3_REGION, default us-east-1 (R2 takes `auto`). */
  region: string;
  /** S3_ENDPOINT: the store's address for any store but AWS itself; null: AWS's own for the region. */
  endpoint: string | null;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the AWS SDK's own chain (AWS_ variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE=1: the bucket in the path (MinIO), not in the host name. */
  forcePathStyle: boolean;
  /** S3_PUBLIC_URL: where browsers fetch the files (a CDN in front of the bucket); null: from /storage. */
  publicUrl: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const seedProducts = env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : null;
  if (seedProducts !== null && (!Number.isInteger(seedProducts) || seedProducts < 1)) {
    throw new Error(`SEED_PRODUCTS must be a positive whole number, not "${env.SEED_PRODUCTS}"`);
  }
  const loginLockoutSeconds = Number(env.LOGIN_LOCKOUT_SECONDS ?? 60);
  if (!Number.isInteger(loginLockoutSeconds) || loginLockoutSeconds < 1) {
    throw new Error(`LOGIN_LOCKOUT_SECONDS must be a whole number of seconds, 1 or more, not "${env.LOGIN_LOCKOUT_SECONDS}"`);
  }
  const liveSocketTimeoutMs = Number(env.LIVE_SOCKET_TIMEOUT_MS || LIVE_LIMITS.socketTimeoutMs);
  if (!Number.isInteger(liveSocketTimeoutMs) || liveSocketTimeoutMs < 100) {
    throw new Error(`LIVE_SOCKET_TIMEOUT_MS must be a whole number of milliseconds, at least 100, not "${env.LIVE_SOCKET_TIMEOUT_MS}"`);
  }
  const jobsConcurrency = Number(env.JOBS_CONCURRENCY || 4);
  if (!Number.isInteger(jobsConcurrency) || jobsConcurrency < 1 || jobsConcurrency > 64) {
    throw new Error(`JOBS_CONCURRENCY must be a whole number, 1 to 64, not "${env.JOBS_CONCURRENCY}"`);
  }
  const mailThread = (env.MAIL_THREAD?.trim() || 'on').toLowerCase();
  if (mailThread !== 'on' && mailThread !== 'off') throw new Error(`MAIL_THREAD must be on or off, not "${env.MAIL_THREAD}"`);
  const htmlCacheMb = Number(env.HTML_CACHE_MB || 32);
  if (!Number.isFinite(htmlCacheMb) || htmlCacheMb < 0 || htmlCacheMb > 65_536) throw new Error(`HTML_CACHE_MB must be a number of megabytes, 0 to 65536, not "${env.HTML_CACHE_MB}"`);
  const htmlCdnSeconds = Number(env.HTML_CDN_SECONDS || 10);
  if (!Number.isInteger(htmlCdnSeconds) || htmlCdnSeconds < 0) throw new Error(`HTML_CDN_SECONDS must be a whole number of seconds, 0 or more, not "${env.HTML_CDN_SECONDS}"`);
  const graphqlCacheMb = Number(env.GRAPHQL_CACHE_MB || 128);
  if (!Number.isFinite(graphqlCacheMb) || graphqlCacheMb < 0 || graphqlCacheMb > 65_536) {
    throw new Error(`GRAPHQL_CACHE_MB must be a number of megabytes, 0 to 65536, not "${env.GRAPHQL_CACHE_MB}"`);
  }
  const contentMemoRows = Number(env.CONTENT_MEMO_ROWS || 200_000);
  if (!Number.isInteger(contentMemoRows) || contentMemoRows < 0 || contentMemoRows > 100_000_000) {
    throw new Error(`CONTENT_MEMO_ROWS must be a whole number of rows, 0 to 100000000, not "${env.CONTENT_MEMO_ROWS}"`);
  }
  const listingIndex = (env.LISTING_INDEX?.trim() || 'on').toLowerCase();
  if (listingIndex !== 'on' && listingIndex !== 'off') throw new Error(`LISTING_INDEX must be on or off, not "${env.LISTING_INDEX}"`);
  const redisPrefix = env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX;
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) throw new Error(`REDIS_PREFIX must be 1 to 64 letters, digits or _ . : -, not "${env.REDIS_PREFIX}"`);
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, 0 or more, not "${env.SHUTDOWN_TIMEOUT_MS}"`);
  }
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    seed,
    seedProducts,
    demoAccounts: env.DEMO_ACCOUNTS === '1' || env.DEMO_ACCOUNTS === 'true',
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix,
    smtpUrl: env.SMTP_URL || null,
    jobsConcurrency,
    mailThread: mailThread === 'on',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    trustedProxy: env.TRUSTED_PROXY?.trim() || null,
    loginLockoutSeconds,
    liveSocketTimeoutMs,
    htmlCacheBytes: Math.round(htmlCacheMb * 1024 * 1024),
    htmlCdnSeconds,
    graphqlCacheBytes: Math.round(graphqlCacheMb * 1024 * 1024),
    contentMemoRows,
    listingIndex: listingIndex === 'on',
    logLevel: readLogLevel(env),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    shutdownTimeoutMs,
    ...readHttpSurface(env),
    s3: readS3(env),
    cardGateway: readCardGateway(env, Boolean(env.PUBLIC_URL)),
  };
}

function readS3(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const url = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return null;
    const parsed = URL.canParse(value) ? new URL(value) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) throw new Error(`${name} must be an http(s) address, not "${value}"`);
    return value.replace(/\/+$/, '');
  };
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, not "${pathStyle}"`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: url('S3_ENDPOINT'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
    publicUrl: url('S3_PUBLIC_URL'),
  };
}

function readHttpSurface(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'production' | 'corsOrigins' | 'introspection' | 'trustedDocumentsOnly'> {
  const production = env.NODE_ENV === 'production';
  const flag = (name: string, fallback: boolean) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    throw new Error(`${name} must be 1 or 0, not "${value}"`);
  };
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
        throw new Error(`CORS_ORIGINS must list origins such as https://admin.example.com, not "${entry}"`);
      }
      return url.origin;
    });
  return {
    production,
    corsOrigins,
    introspection: flag('GRAPHQL_INTROSPECTION', !production),
    trustedDocumentsOnly: !flag('ALLOW_ARBITRARY_OPERATIONS', !production),
  };
}
