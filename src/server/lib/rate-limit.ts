/**
 * Token buckets by key (a client id, an address), in this process: `take` spends one token and
 * says whether there was one; a key refills at `perSecond` up to `burst`. Throttles of the live
 * channel only: each server instance bounds the work it is asked to do itself.
 */
export interface RateLimiter {
  take(key: string, now?: number): boolean;
  /** Keys tracked now (bounded by maxKeys). */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createRateLimiter({ perSecond, burst, maxKeys = 10_000 }: { perSecond: number; burst: number; maxKeys?: number }): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refilled = (bucket: Bucket, now: number) => Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);

  /**
   * Keeps the map bounded: drops full (idle) buckets, then the oldest down to 90 % of the bound,
   * which only lets those keys start afresh. Making room for a tenth at a time keeps each new key's
   * share of the work constant, however many keys an attacker makes up.
   */
  function makeRoom(now: number) {
    for (const [key, bucket] of buckets) if (refilled(bucket, now) >= burst) buckets.delete(key);
    const target = Math.floor(maxKeys * 0.9);
    for (const key of buckets.keys()) {
      if (buckets.size <= target) break;
      buckets.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) makeRoom(now);
        bucket = { tokens: burst, at: now };
        buckets.set(key, bucket);
      }
      bucket.tokens = refilled(bucket, now);
      bucket.at = now;
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    get size() {
      return buckets.size;
    },
  };
}
