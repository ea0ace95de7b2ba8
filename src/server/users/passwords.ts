import { verifyPassword as verifyMockPassword } from '../auth/fixture-passwords';
import { verifyPassword } from '../auth/passwords';

/**
 * True when `password` matches `stored`: the server's own hashes (src/server/auth/passwords.ts),
 * and the demo shoppers' fixture hashes in the mock's `scrypt$N$salt$hash` format, which the
 * demo seed keeps (their owners' passwords are not known, so they cannot be re-hashed).
 */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  if (stored.split('$').length === 4) return verifyMockPassword(password, stored);
  return verifyPassword(password, stored);
}
