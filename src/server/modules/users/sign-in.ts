/** Signing in: behind the login throttle, with a password check every failed attempt pays in full. */
import { ADMIN_REMEMBER_DAYS } from '../../../shared/constants';
import { createSession, type SessionKind } from '../../auth/sessions';
import type { GraphQLContext } from '../../context';
import type { UserRow } from './tables';
import { userError } from '../../errors';
import type { Attempt } from '../../lib/throttle';
import { passwordMatches } from './passwords';
import { normalEmail } from '../../lib/input-text';

/** An admin session without remember-me lasts the browser session; the server allows it this long. */
const ADMIN_SESSION_HOURS = 12;
/** Shoppers stay signed in this long. */
const USER_SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** The longest e-mail address (RFC 5321); a longer text keys the throttle by its start. */
const EMAIL_MAX = 254;

export async function signInUser(ctx: GraphQLContext, user: UserRow) {
  const token = await createSession(ctx.db, 'user', user.id, new Date(Date.now() + USER_SESSION_DAYS * DAY_MS));
  return { token, user };
}

/** The login throttle's key of an account, known or not. */
export const loginAccountKey = (kind: SessionKind, email: string): string => `${kind}:${normalEmail(email).slice(0, EMAIL_MAX)}`;

/**
 * Counts a sign-in attempt against the client's address and the account before the password is
 * checked: a burst of guesses runs no more checks than the limits allow, and a locked-out account
 * refuses even the right password until the lock-out passes.
 */
export function loginAttempt(ctx: GraphQLContext, kind: SessionKind, email: string): Promise<Attempt> {
  return ctx.services.throttle.attempt(ctx.lang, [
    ['loginAddress', ctx.clientAddress],
    ['loginAccount', loginAccountKey(kind, email)],
  ]);
}

export async function loginUser(ctx: GraphQLContext, args: { email: string; password: string }) {
  const attempt = await loginAttempt(ctx, 'user', args.email);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', normalEmail(args.email)).executeTakeFirst();
  if (!(await passwordMatches(args.password, user?.password_hash)) || !user) {
    throw userError(ctx.lang, 'wrongCredentials', { code: 'UNAUTHENTICATED' });
  }
  await attempt.succeeded();
  if (user.banned) throw userError(ctx.lang, 'userBanned', { code: 'FORBIDDEN' });
  return signInUser(ctx, user);
}

export async function loginAdministrator(ctx: GraphQLContext, args: { email: string; password: string; remember?: boolean | null }) {
  const attempt = await loginAttempt(ctx, 'admin', args.email);
  const admin = await ctx.db.selectFrom('administrators').selectAll().where('email', '=', normalEmail(args.email)).executeTakeFirst();
  if (!(await passwordMatches(args.password, admin?.password_hash)) || !admin) {
    throw userError(ctx.lang, 'wrongCredentials', { code: 'UNAUTHENTICATED' });
  }
  await attempt.succeeded();
  const now = Date.now();
  const expiresAt = new Date(now + (args.remember ? ADMIN_REMEMBER_DAYS * DAY_MS : ADMIN_SESSION_HOURS * 3_600_000));
  const token = await createSession(ctx.db, 'admin', admin.id, expiresAt);
  await ctx.db.updateTable('administrators').set({ last_login_at: new Date(now) }).where('id', '=', admin.id).execute();
  return { token, expires_at: expiresAt, name: admin.name, email: admin.email };
}
