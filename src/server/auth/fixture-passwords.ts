/**
 * Reads the demo shop's password hashes, `scrypt$N$salt$hash` (fixtures/users/passwords.ts makes
 * them with a small cost): the server still accepts them for the demo shoppers the seed copies
 * (src/server/modules/users/passwords.ts).
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';

/** True when `password` is the one `stored` was made from; constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: Number(n), r: 8, p: 1 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
