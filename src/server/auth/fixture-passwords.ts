/**
 * The mock's and the demo shop's password hashes, `scrypt$N$salt$hash`: the mock makes them (with a
 * small cost, so that seeding thirty accounts stays instant) and the real server still accepts them
 * for the demo shoppers the seed copies from the mock (src/server/users/passwords.ts).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

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
