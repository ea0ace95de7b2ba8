import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect } from 'vitest';

/** The Redis tests share between server instances: TEST_REDIS_URL, else REDIS_URL, else the machine's local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

/** Whether Redis answers; the tests that need it are skipped, with a message, when it does not. */
export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
      return true;
    } catch {
      console.warn(`Redis at ${TEST_REDIS_URL} does not answer: the tests of state shared through Redis are skipped.`);
      return false;
    } finally {
      redis.disconnect();
    }
  })();
  return reachable;
}

/** This process's own, so runs in other worktrees or checkouts on the same Redis stay apart too. */
const RUN = randomBytes(4).toString('hex');

/**
 * The REDIS_PREFIX of the servers a test file starts: one namespace per file and run, so files
 * running at once on one Redis (throttles counting 127.0.0.1, live visitors, content changes) never
 * see each other's state; the servers of one file share it, as one shop's instances do.
 */
export function testRedisPrefix(): string {
  const file = expect.getState().testPath ?? 'no-file';
  return `izlog-test:${RUN}:${createHash('sha256').update(file).digest('hex').slice(0, 10)}:`;
}
