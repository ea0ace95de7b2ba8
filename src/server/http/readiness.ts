import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FileStore } from '../modules/storage';
import type { ServerServices } from '../services';

/** One thing the server needs to answer: it resolves when that thing answers, and throws otherwise. */
export interface ReadinessCheck {
  name: string;
  run(): Promise<unknown>;
}

/** How long a check may take before it counts as failed: a probe must answer well within a balancer's own time-out. */
export const CHECK_TIMEOUT_MS = 1_500;

export type CheckOutcome = 'ok' | 'failed' | 'timed out';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckOutcome>;
  /** What went wrong, by check, for the log (not for the answer: it may name hosts and paths). */
  errors: Record<string, string>;
}

/** Runs every check at once, each bounded by `timeoutMs`. */
export async function checkReadiness(checks: readonly ReadinessCheck[], timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async (check): Promise<[string, CheckOutcome, string?]> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      try {
        const result = await Promise.race([check.run().then(() => 'ok' as const), late]);
        return result === 'ok' ? [check.name, 'ok'] : [check.name, 'timed out', `no answer within ${timeoutMs} ms`];
      } catch (error) {
        return [check.name, 'failed', error instanceof Error ? error.message : String(error)];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: outcomes.every(([, outcome]) => outcome === 'ok'),
    checks: Object.fromEntries(outcomes.map(([name, outcome]) => [name, outcome])),
    errors: Object.fromEntries(outcomes.filter(([, , error]) => error).map(([name, , error]) => [name, error!])),
  };
}

/** The database answers a query. */
export const databaseCheck = (db: Db): ReadinessCheck => ({ name: 'database', run: () => sql`select 1`.execute(db) });

/** The file store answers: the folder is writable, or the bucket reachable (modules/storage/store). */
export const storageCheck = (files: Pick<FileStore, 'check'>): ReadinessCheck => ({ name: 'storage', run: () => files.check() });

/**
 * Redis answers PING, on a connection of its own, opened at the first check: the others retry on
 * their own and would not say whether Redis answers now. A command fails at once while Redis is down.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): Promise<void> } {
  let redis: Redis | undefined;
  return {
    name: 'redis',
    run() {
      if (!redis) {
        redis = new Redis(url, { lazyConnect: true, connectTimeout: CHECK_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: (times) => Math.min(times * 200, 2_000) });
        // Failures are the checks' to report; ioredis would otherwise print each reconnection's error.
        redis.on('error', () => undefined);
      }
      return redis.ping();
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/**
 * What /readyz checks for a running server: the database, Redis when REDIS_URL is set, and the file
 * store. One more dependency is one more entry here.
 */
export function serverReadinessChecks(services: ServerServices): { checks: ReadinessCheck[]; close(): Promise<void> } {
  const redis = services.config.redisUrl ? redisCheck(services.config.redisUrl) : null;
  const checks = [databaseCheck(services.db), ...(redis ? [redis] : []), storageCheck(services.files)];
  return { checks, close: async () => redis?.close() };
}
