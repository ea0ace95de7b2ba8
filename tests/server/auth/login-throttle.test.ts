import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { LIMITS } from '../../../src/server/lib/throttle';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { outcome, randomAddress, requestFrom, TOO_MANY } from '../support/from-address';
import { redisReachable, TEST_REDIS_URL } from '../support/redis';
import { startTestServer, type TestServer } from '../support/test-server';

const USER_LOGIN = 'mutation ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';
const ADMIN_LOGIN = 'mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
const WRONG = { sr: 'Pogrešan e-mail ili lozinka.', en: 'Wrong e-mail or password.' };
/** Requests reach the servers as through a proxy, so each test can be a client of its own. */
const ENV = { TRUSTED_PROXY: 'loopback' };
/** The first lock-out where a test waits it out: short, so that stays cheap. */
const SHORT_LOCKOUT_SECONDS = 1;

const unknownEmail = () => `niko-${randomBytes(4).toString('hex')}@nigde.rs`;
const count = (outcomes: string[], expected: string | RegExp) =>
  outcomes.filter((text) => (typeof expected === 'string' ? text === expected : expected.test(text))).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ABOVE_THE_DATABASE)('login throttling on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, ENV);
  }, 120_000);
  afterAll(async () => server?.close());

  test.each([
    { who: 'shopper', query: USER_LOGIN, email: DEMO_USER.email },
    { who: 'administrator', query: ADMIN_LOGIN, email: DEMO_ADMIN.email },
  ])('a burst of 50 wrong passwords for one $who: at most the limit is checked, the rest are refused in both languages', async ({ query, email }) => {
    // From several addresses, so the per-account limit is the one that holds.
    const addresses = Array.from({ length: 5 }, randomAddress);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        requestFrom(server, addresses[index % addresses.length]!, query, { email, password: `pogresna-${index}` }, (index % 2) as 0 | 1),
      ),
    );
    const outcomes = answers.map(outcome);
    const checked = count(outcomes, WRONG.sr) + count(outcomes, WRONG.en);
    expect(checked, outcomes.join('\n')).toBeLessThanOrEqual(LIMITS.loginAccount.points);
    expect(count(outcomes, TOO_MANY.sr) + count(outcomes, TOO_MANY.en), outcomes.join('\n')).toBe(50 - checked);
    expect(count(outcomes, TOO_MANY.en)).toBeGreaterThan(0);
    expect(answers.every((answer) => !answer.data?.userLogin && !answer.data?.adminLogin)).toBe(true);
  });

  test('one address guessing many accounts is stopped at the per-address limit; another address is not', async () => {
    const address = randomAddress();
    const tries = LIMITS.loginAddress.points + 10;
    const outcomes: string[] = [];
    // One after another, each on an account of its own: only the per-address limit can stop them.
    for (let index = 0; index < tries; index++) {
      outcomes.push(outcome(await requestFrom(server, address, USER_LOGIN, { email: unknownEmail(), password: 'pogresna-lozinka' })));
    }
    expect(count(outcomes, WRONG.sr), outcomes.join('\n')).toBe(LIMITS.loginAddress.points);
    expect(count(outcomes, TOO_MANY.sr)).toBe(tries - LIMITS.loginAddress.points);
    expect(outcome(await requestFrom(server, randomAddress(), USER_LOGIN, { email: unknownEmail(), password: 'pogresna-lozinka' }))).toBe(WRONG.sr);
  });

  test('a signed-in session guesses the current password no faster than a sign-in', async () => {
    const address = randomAddress();
    const email = `nova-${randomBytes(4).toString('hex')}@gmail.com`;
    const register = `mutation ($email: String!) { userRegister(name: "Nova", lastname: "Kupac", email: $email, password: "prava-lozinka") { token } }`;
    const { token } = (await requestFrom(server, address, register, { email })).data.userRegister;
    const change = async (current: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, authuser: token },
        body: JSON.stringify({ query: 'mutation ($c: String!) { changePassword(current_password: $c, password: "nova-lozinka-1") { success } }', variables: { c: current } }),
      });
      return outcome((await response.json()) as never);
    };
    const outcomes: string[] = [];
    for (let index = 0; index < 8; index++) outcomes.push(await change(`pogresna-${index}`));
    expect(count(outcomes, 'Trenutna lozinka nije tačna.'), outcomes.join('\n')).toBe(LIMITS.loginAccount.points);
    expect(count(outcomes, TOO_MANY.sr)).toBe(8 - LIMITS.loginAccount.points);
    // Locked out of signing in as well: it is one account.
    expect(outcome(await requestFrom(server, address, USER_LOGIN, { email, password: 'prava-lozinka' }))).toMatch(TOO_MANY.sr);
  });
});

/** The database plays no part in how a lock-out passes: PGlite only. */
describe('a lock-out passes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { ...ENV, LOGIN_LOCKOUT_SECONDS: String(SHORT_LOCKOUT_SECONDS) });
  }, 120_000);
  afterAll(async () => server?.close());

  test('during the lock-out the right password is refused too; once it passes, the owner signs in, and that clears the count', async () => {
    const address = randomAddress();
    const login = (password: string) => requestFrom(server, address, ADMIN_LOGIN, { email: DEMO_ADMIN.email, password }, 1);
    for (let attempt = 0; attempt < LIMITS.loginAccount.points; attempt++) expect(outcome(await login('pogresna-lozinka'))).toBe(WRONG.en);
    const refused = outcome(await login(DEMO_ADMIN.password));
    expect(refused).toMatch(TOO_MANY.en);
    const wait = Number(TOO_MANY.en.exec(refused)![1]);
    expect(wait).toBe(SHORT_LOCKOUT_SECONDS);

    await sleep(wait * 1_000 + 200);
    const after = await login(DEMO_ADMIN.password);
    expect(outcome(after)).toBe('ok');
    expect(after.data.adminLogin.token).toMatch(/^[0-9a-f]{64}$/);
    // A sign-in clears the failures: a whole allowance of mistakes again before a lock-out.
    for (let attempt = 0; attempt < LIMITS.loginAccount.points - 1; attempt++) expect(outcome(await login('pogresna-lozinka'))).toBe(WRONG.en);
    expect(outcome(await login(DEMO_ADMIN.password))).toBe('ok');
  });

  test('each further lock-out of an account is twice as long', async () => {
    const email = unknownEmail();
    const login = () => requestFrom(server, randomAddress(), USER_LOGIN, { email, password: 'pogresna-lozinka' }, 1);
    const waits: number[] = [];
    for (let lockout = 0; lockout < 3; lockout++) {
      for (let attempt = 0; attempt < LIMITS.loginAccount.points; attempt++) expect(outcome(await login())).toBe(WRONG.en);
      const refused = outcome(await login());
      waits.push(Number(TOO_MANY.en.exec(refused)?.[1]));
      if (lockout < 2) await sleep(waits.at(-1)! * 1_000 + 200);
    }
    expect(waits).toEqual([SHORT_LOCKOUT_SECONDS, 2 * SHORT_LOCKOUT_SECONDS, 4 * SHORT_LOCKOUT_SECONDS]);
  });
});

describe.skipIf(!(await redisReachable()))('login throttling shared through Redis', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { ...ENV, SEED: 'none', REDIS_URL: TEST_REDIS_URL };
    [a, b] = await Promise.all([startTestServer('pglite', env), startTestServer('pglite', env)]);
  }, 120_000);
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  test('two instances count one account’s failures together', async () => {
    const email = unknownEmail();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => requestFrom(index % 2 ? a : b, randomAddress(), USER_LOGIN, { email, password: 'pogresna-lozinka' })),
    );
    const outcomes = answers.map(outcome);
    expect(count(outcomes, WRONG.sr), outcomes.join('\n')).toBeLessThanOrEqual(LIMITS.loginAccount.points);
    expect(count(outcomes, TOO_MANY.sr)).toBeGreaterThanOrEqual(20 - LIMITS.loginAccount.points);
    // Locked out on both.
    for (const server of [a, b]) expect(outcome(await requestFrom(server, randomAddress(), USER_LOGIN, { email, password: 'pogresna-lozinka' }))).toMatch(TOO_MANY.sr);
  });
});
