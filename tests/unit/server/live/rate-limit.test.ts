import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../src/server/lib/rate-limit';

describe('the live channel rate limiter', () => {
  it('lets a burst through, then one per 1/perSecond, per key', () => {
    const limiter = createRateLimiter({ perSecond: 2, burst: 3 });
    const at = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a', at))).toEqual([true, true, true, false]);
    expect(limiter.take('b', at)).toBe(true);
    expect(limiter.take('a', at + 400)).toBe(false);
    expect(limiter.take('a', at + 500)).toBe(true);
    expect(limiter.take('a', at + 500)).toBe(false);
    // A quiet spell refills up to the burst, not beyond.
    expect([1, 2, 3, 4].map(() => limiter.take('a', at + 60_000))).toEqual([true, true, true, false]);
  });

  it('tracks a bounded number of keys, however many an attacker makes up', () => {
    const limiter = createRateLimiter({ perSecond: 1, burst: 1, maxKeys: 100 });
    for (let index = 0; index < 10_000; index += 1) limiter.take(`client-${index}`, 1_000 + index);
    expect(limiter.size).toBeLessThanOrEqual(100);
    // A key that was just refused stays refused while it is tracked.
    expect(limiter.take('client-9999', 1_000 + 9_999)).toBe(false);
  });
});
