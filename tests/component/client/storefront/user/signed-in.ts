import { createSession } from '../../../../../src/server/auth/sessions';
import type { Db } from '../../../../../src/server/db/database';
import { USER_TOKEN_COOKIE } from '../../../../../src/shared/constants';

/** Starts a test with a shopper already logged in on this browser: a session the server made, its token in the cookie. */
export async function signInAs(db: Db, email: string): Promise<string> {
  const shopper = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!shopper) throw new Error(`No shopper ${email} in the demo shop`);
  const token = await createSession(db, 'user', shopper.id, new Date(Date.now() + 86_400_000));
  document.cookie = `${USER_TOKEN_COOKIE}=${token}; path=/`;
  return token;
}
