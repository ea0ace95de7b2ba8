/** What every Redis key and channel of the shop starts with unless REDIS_PREFIX says otherwise. */
export const DEFAULT_REDIS_PREFIX = 'izlog:';

/** Where the shop's state lives in Redis: the address, and the namespace its instances share. */
export interface RedisPlace {
  /** REDIS_URL, or null for state kept in process. */
  redisUrl: string | null;
  /** REDIS_PREFIX (default DEFAULT_REDIS_PREFIX). */
  redisPrefix?: string;
}

/**
 * A Redis key or channel of the shop: `name` under REDIS_PREFIX, so several shops (or a staging
 * and a live one, or test runs) can share one Redis without seeing each other's visitors, throttles,
 * caches or content changes. Instances of one shop share it.
 */
export function redisKey(place: { redisPrefix?: string }, name: string): string {
  return (place.redisPrefix ?? DEFAULT_REDIS_PREFIX) + name;
}
