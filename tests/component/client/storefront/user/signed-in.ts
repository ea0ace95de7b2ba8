import type { MockDb } from '../../../../../mock-server/db';
import { USER_TOKEN_COOKIE } from '../../../../../src/shared/constants';

/** Starts a test with a shopper already logged in on this browser: a session in the mock, its token in the cookie. */
export function signInAs(db: MockDb, email: string): string {
  const shopper = db.users.find((candidate) => candidate.email === email);
  if (!shopper) throw new Error(`No shopper ${email} in the mock`);
  const token = `test-session-${shopper.id}`;
  db.userSessions.set(token, shopper.id);
  document.cookie = `${USER_TOKEN_COOKIE}=${token}; path=/`;
  return token;
}
