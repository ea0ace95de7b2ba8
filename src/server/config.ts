import { resolve } from 'node:path';
import { LIVE_LIMITS } from './live/limits';

/** Everything the server reads from its environment; the README documents each variable. */
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
  /** SMTP server for mail; without it mail is written to DATA_DIR/outbox as .eml files (SMTP_URL). */
  smtpUrl: string | null;
  /** The public address of the shop, for links in e-mails (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** A live channel's WebSocket that stops answering pings is dropped, and its visitor leaves, within this (LIVE_SOCKET_TIMEOUT_MS). */
  liveSocketTimeoutMs: number;
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
  const liveSocketTimeoutMs = Number(env.LIVE_SOCKET_TIMEOUT_MS || LIVE_LIMITS.socketTimeoutMs);
  if (!Number.isInteger(liveSocketTimeoutMs) || liveSocketTimeoutMs < 100) {
    throw new Error(`LIVE_SOCKET_TIMEOUT_MS must be a whole number of milliseconds, at least 100, not "${env.LIVE_SOCKET_TIMEOUT_MS}"`);
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
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    liveSocketTimeoutMs,
  };
}
