import { verifyPassword as verifyFixturePassword } from '../../auth/fixture-passwords';
import { verifyPassword } from '../../auth/passwords';

/**
 * A stand-in in the server's own format (`scrypt$salt$hash`): checking a password against it costs
 * the same scrypt work as a real check (the cost is the server's, not the hash's), and nothing matches.
 */
const STAND_IN_HASH = `scrypt$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

const isServerHash = (stored: string) => stored.startsWith('scrypt$') && stored.split('$').length === 3;
const isFixtureHash = (stored: string) => stored.startsWith('scrypt$') && stored.split('$').length === 4;

/**
 * True when `password` matches `stored`: the server's own hashes (src/server/auth/passwords.ts), and
 * the demo shoppers' fixture hashes in the fixtures' `scrypt$N$salt$hash` format, which the demo seed
 * keeps (their owners' passwords are not known, so they cannot be re-hashed).
 *
 * Every check that is not against a server hash (no account, a locked account, a fixture hash of
 * the fixtures' small cost) first does the full scrypt work against a stand-in, so a failed sign-in
 * takes as long whatever the account, and its timing tells nobody which accounts exist.
 */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined && isServerHash(stored)) return verifyPassword(password, stored);
  await verifyPassword(password, STAND_IN_HASH);
  return stored !== undefined && isFixtureHash(stored) && verifyFixturePassword(password, stored);
}
