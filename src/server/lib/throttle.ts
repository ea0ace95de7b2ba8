/**
 * What one account or one client may try, and how often: sign-ins, the mail a visitor can make
 * the shop send, order lookups. Counted by rate-limiter-flexible in process, or in Redis
 * (REDIS_URL) so that every server instance shares the counts.
 */
import { redisKey, type RedisPlace } from './redis-keys';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config';
import { userError } from '../errors';
import { logger } from '../log';

interface Limit {
  /** Attempts one key may make per window. */
  points: number;
  windowSeconds: number;
  /**
   * Using the points up locks the key out: LOGIN_LOCKOUT_SECONDS the first time, doubled at each
   * further lock-out within a day, up to MAX_LOCKOUT_SECONDS. Without it, the key waits for its window.
   */
  lockout?: boolean;
  /** What a success does to its key: forget its failures (an account), or hand its attempt back (an address). */
  onSuccess?: 'reset' | 'refund';
}

/** Every limit of the server, by name. */
export const LIMITS = {
  /** Failed sign-ins of one account, shopper or administrator, from anywhere. */
  loginAccount: { points: 5, windowSeconds: 15 * 60, lockout: true, onSuccess: 'reset' },
  /** Failed sign-ins from one client address, over any accounts. */
  loginAddress: { points: 20, windowSeconds: 15 * 60, lockout: true, onSuccess: 'refund' },
  /** Password reset mails to one e-mail address, whether or not it has an account. */
  mailRecipient: { points: 3, windowSeconds: 60 * 60 },
  /** Mail one client address makes the shop send: reset links, registration confirmations, contact messages. */
  mailAddress: { points: 10, windowSeconds: 60 * 60 },
  /** Order status lookups with an e-mail or a link's key from one client address; a lookup that opens an order hands its attempt back. */
  orderLookupAddress: { points: 10, windowSeconds: 15 * 60, onSuccess: 'refund' },
  /** Newsletter subscriptions from one client address. */
  newsletterAddress: { points: 10, windowSeconds: 60 * 60 },
  /** Searches of one client address counted in the search insight; more are answered but not counted. */
  searchLogAddress: { points: 60, windowSeconds: 60 },
  /** Catalogue imports one administrator checks or runs (each reads a whole file against the catalogue), and exports. */
  catalogImportAdmin: { points: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The longest lock-out, however often a key has been locked out. */
export const MAX_LOCKOUT_SECONDS = 60 * 60;
/** How long a key's lock-outs are remembered, to make the next one longer. */
const LOCKOUT_MEMORY_SECONDS = 24 * 60 * 60;
/** Where the counts live in Redis. */
const KEY_PREFIX = 'throttle:';

/** One limit and the key it counts under; a null key (a client address not known) is one shared key. */
export type ThrottleCount = readonly [LimitName, string | null];

export interface Attempt {
  /** The attempt succeeded: each limit does its onSuccess. */
  succeeded(): Promise<void>;
}

export interface Throttle {
  /**
   * Counts one attempt under each limit, in order, before the work is done, so that a burst runs no
   * more attempts than allowed even while the first ones are still running. Throws the translated
   * "too many attempts" with the wait when a limit is used up; the later limits are then not counted.
   */
  attempt(lang: number, counts: ThrottleCount[]): Promise<Attempt>;
  /** Forgets what a key did under a limit (an account's failed sign-ins once its password is reset). */
  forget(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

type Limiter = RateLimiterAbstract;

/** One limit's counts: attempts per key, and for a lock-out limit, the lock-outs per key. */
class LimitCounts {
  constructor(
    private readonly limit: Limit,
    private readonly attempts: Limiter,
    private readonly lockouts: Limiter | null,
    private readonly firstLockoutSeconds: number,
  ) {}

  /** Counts one attempt: null when it may go ahead, else the seconds to wait. */
  async take(key: string): Promise<number | null> {
    try {
      await this.attempts.consume(key);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // The one attempt that used the points up starts the lock-out; the ones after it only wait
      // (one that lands between the count and the block is told the window's end, a longer wait).
      if (this.lockouts && refusal.consumedPoints === this.limit.points + 1) {
        const { consumedPoints: lockouts } = await this.lockouts.penalty(key);
        const seconds = Math.min(this.firstLockoutSeconds * 2 ** (lockouts - 1), MAX_LOCKOUT_SECONDS);
        await this.attempts.block(key, seconds);
        return seconds;
      }
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  async succeeded(key: string): Promise<void> {
    if (this.limit.onSuccess === 'reset') await this.forget(key);
    else if (this.limit.onSuccess === 'refund') await this.attempts.reward(key);
  }

  async forget(key: string): Promise<void> {
    await Promise.all([this.attempts.delete(key), this.lockouts?.delete(key)]);
  }
}

/**
 * The server's throttle: in process, or shared through Redis when REDIS_URL is set. With Redis, it
 * resolves once Redis is ready or has failed to connect (counting in process meanwhile), so that a
 * new instance does not start by counting apart from the others.
 */
export async function createThrottle(config: RedisPlace & Pick<ServerConfig, 'loginLockoutSeconds'>): Promise<Throttle> {
  // No offline queue: while Redis is away, each instance counts on its own (the insurance limiter)
  // rather than letting every attempt through or holding requests until Redis is back.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  let warned = false;
  redis?.on('error', (error: Error) => {
    if (!warned) logger.warn({ err: error }, 'throttle: Redis unavailable, counting in this process meanwhile');
    warned = true;
  });
  redis?.on('ready', () => (warned = false));
  if (redis) await new Promise<void>((resolve) => (redis.once('ready', resolve), redis.once('error', () => resolve())));

  const limiter = (keyPrefix: string, points: number, duration: number): Limiter => {
    const options = { keyPrefix, points, duration };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) });
  };
  const counts = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]: [string, Limit]) => [
      name,
      new LimitCounts(
        limit,
        limiter(redisKey(config, `${KEY_PREFIX}${name}`), limit.points, limit.windowSeconds),
        limit.lockout ? limiter(redisKey(config, `${KEY_PREFIX}${name}:lockouts`), Number.MAX_SAFE_INTEGER, LOCKOUT_MEMORY_SECONDS) : null,
        config.loginLockoutSeconds,
      ),
    ]),
  ) as Record<LimitName, LimitCounts>;

  return {
    async attempt(lang, requested) {
      const taken: [LimitCounts, string][] = [];
      for (const [name, key] of requested) {
        const count = counts[name];
        const wait = await count.take(key ?? 'unknown');
        if (wait !== null) throw userError(lang, 'tooManyAttempts', { code: 'TOO_MANY_REQUESTS', params: { seconds: wait } });
        taken.push([count, key ?? 'unknown']);
      }
      return {
        async succeeded() {
          await Promise.all(taken.map(([count, key]) => count.succeeded(key)));
        },
      };
    },
    forget: (name, key) => counts[name].forget(key),
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
