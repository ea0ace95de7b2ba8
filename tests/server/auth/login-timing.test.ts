import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword as fixtureHash } from '../../../fixtures/users/passwords';
import { hashPassword } from '../../../src/server/auth/passwords';
import { searchText } from '../../../src/server/lib/input-text';
import { outcome, randomAddress, requestFrom } from '../support/from-address';
import { startTestServer, type TestServer } from '../support/test-server';

const USER_LOGIN = 'mutation ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';
/** Sign-ins per kind of account; each account is tried at most this many times, below the lock-out. */
const SAMPLES = 12;
const PER_ACCOUNT = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * A failed sign-in must not tell whether the account exists or how it is stored: a locked demo
 * account (DEMO_ACCOUNTS off), a demo shopper with the mock's cheap fixture hash, an unknown e-mail
 * and a wrong password for a real account all take the same password-hashing work. The database does
 * not matter here, so PGlite only.
 */
describe('failed sign-ins take the same time', () => {
  let server: TestServer;
  const accounts: Record<'locked' | 'fixture' | 'real', string[]> = { locked: [], fixture: [], real: [] };

  beforeAll(async () => {
    server = await startTestServer('pglite', { DEMO_ACCOUNTS: '0', TRUSTED_PROXY: 'loopback' });
    const locked = await server.db.selectFrom('users').select('email').where('password_hash', 'like', 'locked$%').limit(SAMPLES / PER_ACCOUNT).execute();
    accounts.locked = locked.map((row) => row.email);
    for (const kind of ['fixture', 'real'] as const) {
      for (let index = 0; index < SAMPLES / PER_ACCOUNT; index++) {
        const email = `${kind}-${index}-${randomBytes(3).toString('hex')}@gmail.com`;
        const password_hash = kind === 'real' ? await hashPassword('prava-lozinka') : fixtureHash('prava-lozinka');
        await server.db
          .insertInto('users')
          .values({ name: 'Test', lastname: kind, email, password_hash, phone: null, address: null, city: null, zip: null, country_id: null, newsletter: false, search_text: searchText('Test', email) })
          .execute();
        accounts[kind].push(email);
      }
    }
  }, 120_000);
  afterAll(async () => server?.close());

  test('a locked account, a fixture-hashed one, an unknown e-mail and a wrong password answer within 2× of each other', async () => {
    expect(accounts.locked).toHaveLength(SAMPLES / PER_ACCOUNT);
    const kinds = ['locked', 'fixture', 'unknown', 'real'] as const;
    const times: Record<(typeof kinds)[number], number[]> = { locked: [], fixture: [], unknown: [], real: [] };
    // Interleaved, so a slow moment of the machine touches every kind alike.
    for (let sample = 0; sample < SAMPLES; sample++) {
      for (const kind of kinds) {
        const email = kind === 'unknown' ? `niko-${randomBytes(4).toString('hex')}@nigde.rs` : accounts[kind][sample % accounts[kind].length]!;
        const started = performance.now();
        const answer = await requestFrom(server, randomAddress(), USER_LOGIN, { email, password: 'pogresna-lozinka' });
        times[kind].push(performance.now() - started);
        expect(outcome(answer)).toBe('Pogrešan e-mail ili lozinka.');
      }
    }
    const medians = Object.fromEntries(kinds.map((kind) => [kind, median(times[kind])]));
    for (const a of kinds) {
      for (const b of kinds) expect(medians[a], JSON.stringify(medians)).toBeGreaterThanOrEqual(0.5 * medians[b]!);
    }
  });
});
