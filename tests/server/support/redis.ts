import { Redis } from 'ioredis';

/** The Redis the live-visitor tests share between two servers: TEST_REDIS_URL, else REDIS_URL, else the machine's local one. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; the tests that need it are skipped, with a message, when it does not. */
async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    console.warn(`Redis at ${REDIS_URL} does not answer: the tests of live visitors shared through Redis are skipped.`);
    return false;
  } finally {
    redis.disconnect();
  }
}

export const withRedis = await redisReachable();
