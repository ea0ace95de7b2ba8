import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost for the mock: small so that seeding thirty accounts stays instant. The real server
 * uses a production cost; the stored format carries N, so both read the same hashes.
 */
const MOCK_SCRYPT_N = 256;
const KEY_LENGTH = 32;

/** `scrypt$N$salt$hash`, as the real server stores passwords. Pass a salt only for fixtures. */
export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: MOCK_SCRYPT_N, r: 8, p: 1 }).toString('hex');
  return `scrypt$${MOCK_SCRYPT_N}$${salt}$${hash}`;
}

/** True when `password` is the one `stored` was made from; constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: Number(n), r: 8, p: 1 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fixture's salt: fixed per account so every run serves the same hashes. */
export function fixtureSalt(label: string): string {
  return createHash('sha256').update(`izlog-salt:${label}`).digest('hex').slice(0, 32);
}

/** A session, verification or reset token: random, 48 hex characters. */
export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/** A fixture token that looks like a real one but is the same on every run (for the demo links). */
export function fixtureToken(label: string): string {
  return createHash('sha256').update(`izlog-token:${label}`).digest('hex').slice(0, 48);
}

/** Signs an account out everywhere (or everywhere but `keep`): drops its tokens from a session map. */
export function revokeSessions(sessions: Map<string, number>, accountId: number, keep?: string | null): void {
  for (const [token, id] of sessions) {
    if (id === accountId && token !== keep) sessions.delete(token);
  }
}
