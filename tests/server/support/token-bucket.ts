import { expect } from 'vitest';

/**
 * What a token bucket of `burst` tokens refilled `perSecond` must have done to `sent` requests that
 * took `elapsedMs` to arrive: let through at least the burst, and at most the burst plus what it
 * refilled meanwhile (one more token of slack for the rounding). A busy machine sends more slowly and
 * the bucket refills more, so the bounds follow the time measured rather than assume a fast one;
 * the requests sent far outnumber what the bucket can refill in any time a test takes, so some are
 * refused.
 */
export function expectBucketHeld(sent: number, refused: number, bucket: { burst: number; perSecond: number; elapsedMs: number }): void {
  const refilled = Math.ceil((bucket.elapsedMs / 1000) * bucket.perSecond) + 1;
  const passed = sent - refused;
  expect(passed).toBeGreaterThanOrEqual(Math.min(sent, bucket.burst));
  expect(passed).toBeLessThanOrEqual(bucket.burst + refilled);
  expect(refused, `${sent} sent in ${Math.round(bucket.elapsedMs)} ms`).toBeGreaterThan(0);
}
