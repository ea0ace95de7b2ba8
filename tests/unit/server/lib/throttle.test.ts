import { afterEach, describe, expect, test, vi } from 'vitest';
import { createThrottle, LIMITS, type Throttle } from '../../../../src/server/lib/throttle';

describe('the throttle', () => {
  let throttle: Throttle | undefined;
  afterEach(async () => {
    await throttle?.close();
    vi.restoreAllMocks();
  });

  /** Counts failed sign-ins of one account until one is refused; returns how many went ahead and the refusal. */
  const failUntilRefused = async (key: string) => {
    let allowed = 0;
    for (;;) {
      try {
        await throttle!.attempt(1, [['loginAccount', key]]);
        allowed++;
      } catch (error) {
        return { allowed, message: (error as Error).message, code: (error as { extensions?: { code?: string } }).extensions?.code };
      }
      if (allowed > 100) throw new Error('never refused');
    }
  };

  test('refuses with the translated wait once an account’s failures are used up; forgetting the account lifts it', async () => {
    throttle = await createThrottle({ redisUrl: null, loginLockoutSeconds: 60 });
    expect(await failUntilRefused('user:ana@gmail.com')).toEqual({
      allowed: LIMITS.loginAccount.points,
      message: 'Too many attempts. Try again in 60 s.',
      code: 'TOO_MANY_REQUESTS',
    });
    await throttle.forget('loginAccount', 'user:ana@gmail.com');
    expect((await failUntilRefused('user:ana@gmail.com')).allowed).toBe(LIMITS.loginAccount.points);
  });

  test('when Redis cannot be reached, each instance still counts on its own', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Port 1: nothing listens there.
    throttle = await createThrottle({ redisUrl: 'redis://127.0.0.1:1', loginLockoutSeconds: 60 });
    expect(await failUntilRefused('admin:admin@izlog.rs')).toMatchObject({ allowed: LIMITS.loginAccount.points, code: 'TOO_MANY_REQUESTS' });
  });
});
