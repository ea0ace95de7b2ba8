import { Redis } from 'ioredis';

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
