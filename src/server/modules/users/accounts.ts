/** Shoppers' and administrators' accounts: registration, links sent by mail, profile (sign-in: sign-in.ts). */
import { sql } from 'kysely';
import { revokeAllSessions, revokeSession } from '../../auth/sessions';
import { hashPassword } from '../../auth/passwords';
import type { GraphQLContext } from '../../context';
import type { AccountTokenPurpose, AdministratorRow, UserRow } from './tables';
import { userError } from '../../errors';
import { mailPasswordReset, mailVerification } from './mails';
import { passwordMatches } from './passwords';
import { loginAccountKey, loginAttempt, signInUser } from './sign-in';
import { accountTokenIsOpen, closeAccountTokens, consumeAccountToken, issueAccountToken, RESET_LINK_MS } from './tokens';
import { checkNewPassword, fieldError, optionalText, requiredEmail, requiredText, searchText } from '../../lib/input-text';
import { logger } from '../../log';

export const ok = { success: true, error: null };

export async function currentUser(ctx: GraphQLContext): Promise<UserRow> {
  const user = ctx.userId == null ? undefined : await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.userId).executeTakeFirst();
  if (!user) throw userError(ctx.lang, 'unauthenticatedUser', { code: 'UNAUTHENTICATED' });
  return user;
}

export async function currentAdministrator(ctx: GraphQLContext): Promise<AdministratorRow> {
  const admin =
    ctx.adminId == null ? undefined : await ctx.db.selectFrom('administrators').selectAll().where('id', '=', ctx.adminId).executeTakeFirst();
  if (!admin) throw userError(ctx.lang, 'unauthenticatedAdmin', { code: 'UNAUTHENTICATED' });
  return admin;
}

/** Subscribes a registering shopper to the newsletter (the cms domain's table), when it is there. */
async function subscribeToNewsletter(ctx: GraphQLContext, email: string): Promise<void> {
  try {
    await sql`insert into newsletter_subscribers (email, lang) values (${email}, ${ctx.lang}) on conflict (email) do nothing`.execute(ctx.db);
  } catch (error) {
    logger.warn({ err: error }, 'newsletter subscription skipped');
  }
}

/**
 * A new account's e-mail and password checked: a valid e-mail no account of the table has yet
 * (`emailTaken` otherwise), then a password long enough. Returns the e-mail, trimmed and lower case.
 */
async function newAccountEmail(ctx: GraphQLContext, table: 'users' | 'administrators', typedEmail: string, password: string): Promise<string> {
  const email = requiredEmail(ctx.lang, typedEmail);
  const taken = await ctx.db.selectFrom(table).select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw userError(ctx.lang, 'emailTaken', { field: 'email', code: 'CONFLICT' });
  checkNewPassword(ctx.lang, password);
  return email;
}

export async function registerUser(
  ctx: GraphQLContext,
  args: { name: string; lastname: string; email: string; password: string; phone?: string | null; newsletter?: boolean | null },
) {
  const { lang } = ctx;
  const name = requiredText(lang, 'name', args.name);
  const lastname = requiredText(lang, 'lastname', args.lastname);
  // Each registration mails a confirmation link; counted before the e-mail is looked up.
  await ctx.services.throttle.attempt(lang, [['mailAddress', ctx.clientAddress]]);
  const email = await newAccountEmail(ctx, 'users', args.email, args.password);
  const user = await ctx.db
    .insertInto('users')
    .values({
      name,
      lastname,
      email,
      password_hash: await hashPassword(args.password),
      phone: optionalText(args.phone),
      address: null,
      city: null,
      zip: null,
      country_id: null,
      newsletter: args.newsletter ?? false,
      search_text: searchText(`${name} ${lastname}`, email),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two registrations with one address at the same moment: the second finds it taken.
  if (!user) throw userError(lang, 'emailTaken', { field: 'email', code: 'CONFLICT' });
  if (user.newsletter) await subscribeToNewsletter(ctx, email);
  const token = await issueAccountToken(ctx.db, 'user_verify', user.id, null);
  await mailVerification(ctx, email, name, token);
  return signInUser(ctx, user);
}

export async function verifyUser(ctx: GraphQLContext, token: string) {
  const userId = await consumeAccountToken(ctx.db, 'user_verify', token);
  if (userId == null) throw userError(ctx.lang, 'invalidToken', { field: 'token' });
  await ctx.db.updateTable('users').set({ verified: true }).where('id', '=', userId).execute();
  return ok;
}

export async function logout(ctx: GraphQLContext, kind: 'admin' | 'user') {
  const token = kind === 'admin' ? ctx.adminToken : ctx.userToken;
  if (token) await revokeSession(ctx.db, kind, token);
  return ok;
}

/** Mails a reset link to a known address; the same answer for an unknown one. */
export async function requestPasswordReset(ctx: GraphQLContext, kind: 'user' | 'admin', typedEmail: string) {
  const email = requiredEmail(ctx.lang, typedEmail);
  // Counted whether or not the address has an account, so the answer tells nothing.
  await ctx.services.throttle.attempt(ctx.lang, [
    ['mailAddress', ctx.clientAddress],
    ['mailRecipient', email],
  ]);
  const table = kind === 'admin' ? 'administrators' : 'users';
  const account = await ctx.db.selectFrom(table).select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  if (account) {
    const purpose: AccountTokenPurpose = kind === 'admin' ? 'admin_reset' : 'user_reset';
    const token = await issueAccountToken(ctx.db, purpose, account.id, RESET_LINK_MS);
    await mailPasswordReset(ctx, purpose, account.email, token);
  }
  return ok;
}

/** Sets a new password with a reset link (single use) and signs the account out everywhere. */
export async function resetPassword(ctx: GraphQLContext, kind: 'user' | 'admin', args: { token: string; password: string }) {
  const purpose: AccountTokenPurpose = kind === 'admin' ? 'admin_reset' : 'user_reset';
  if (!(await accountTokenIsOpen(ctx.db, purpose, args.token))) throw userError(ctx.lang, 'invalidToken', { field: 'token' });
  checkNewPassword(ctx.lang, args.password);
  const passwordHash = await hashPassword(args.password);
  const accountId = await consumeAccountToken(ctx.db, purpose, args.token);
  if (accountId == null) throw userError(ctx.lang, 'invalidToken', { field: 'token' });
  const table = kind === 'admin' ? 'administrators' : 'users';
  const account = await ctx.db.updateTable(table).set({ password_hash: passwordHash }).where('id', '=', accountId).returning('email').executeTakeFirst();
  await closeAccountTokens(ctx.db, purpose, accountId, args.token);
  await revokeAllSessions(ctx.db, kind, accountId);
  // The owner proved the mailbox and chose a new password: failed sign-ins before it no longer lock the account.
  if (account) await ctx.services.throttle.forget('loginAccount', loginAccountKey(kind, account.email));
  return ok;
}

export async function updateProfile(
  ctx: GraphQLContext,
  args: Partial<Record<'name' | 'lastname' | 'phone' | 'address' | 'city' | 'zip' | 'country_id', string | null>>,
): Promise<UserRow> {
  const { lang } = ctx;
  const user = await currentUser(ctx);
  // Check everything before changing anything.
  const name = args.name !== undefined ? requiredText(lang, 'name', args.name) : user.name;
  const lastname = args.lastname !== undefined ? requiredText(lang, 'lastname', args.lastname) : user.lastname;
  let countryId = user.country_id;
  if (args.country_id !== undefined) {
    if (args.country_id === null || args.country_id === '') countryId = null;
    else {
      const id = Number(args.country_id);
      const country = Number.isSafeInteger(id)
        ? await ctx.db.selectFrom('order_countries').select(['id', 'active']).where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
      countryId = country.id;
    }
  }
  const changes: Partial<Record<'phone' | 'address' | 'city' | 'zip', string | null>> = {};
  for (const field of ['phone', 'address', 'city', 'zip'] as const) {
    if (args[field] !== undefined) changes[field] = optionalText(args[field]);
  }
  return ctx.db
    .updateTable('users')
    .set({ ...changes, name, lastname, country_id: countryId, search_text: searchText(`${name} ${lastname}`, user.email) })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function changePassword(ctx: GraphQLContext, args: { current_password: string; password: string }) {
  const user = await currentUser(ctx);
  // A guess at the current password is a guess at the account's sign-in: the same limits.
  const attempt = await loginAttempt(ctx, 'user', user.email);
  if (!(await passwordMatches(args.current_password, user.password_hash))) {
    throw userError(ctx.lang, 'wrongCurrentPassword', { field: 'current_password' });
  }
  await attempt.succeeded();
  checkNewPassword(ctx.lang, args.password);
  await ctx.db.updateTable('users').set({ password_hash: await hashPassword(args.password) }).where('id', '=', user.id).execute();
  await closeAccountTokens(ctx.db, 'user_reset', user.id);
  await revokeAllSessions(ctx.db, 'user', user.id, ctx.userToken);
  return ok;
}

export async function banUser(ctx: GraphQLContext, args: { id: string; banned: boolean }): Promise<UserRow> {
  const id = Number(args.id);
  const user = Number.isSafeInteger(id)
    ? await ctx.db.updateTable('users').set({ banned: args.banned }).where('id', '=', id).returningAll().executeTakeFirst()
    : undefined;
  if (!user) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  if (args.banned) await revokeAllSessions(ctx.db, 'user', user.id);
  return user;
}

export async function createAdministrator(ctx: GraphQLContext, args: { name: string; email: string; password: string }) {
  const { lang } = ctx;
  const name = requiredText(lang, 'name', args.name, 'createAdministrator');
  const email = await newAccountEmail(ctx, 'administrators', args.email, args.password);
  const admin = await ctx.db
    .insertInto('administrators')
    .values({ name, email, password_hash: await hashPassword(args.password), last_login_at: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!admin) throw userError(lang, 'emailTaken', { field: 'email', code: 'CONFLICT' });
  return admin;
}

export async function deleteAdministrator(ctx: GraphQLContext, args: { id: string }) {
  const { lang } = ctx;
  const id = Number(args.id);
  return ctx.db.transaction().execute(async (trx) => {
    // Serialises deletes, so two administrators deleting each other cannot leave none.
    await trx.selectFrom('administrators').select('id').forUpdate().execute();
    const admin = Number.isSafeInteger(id) ? await trx.selectFrom('administrators').select('id').where('id', '=', id).executeTakeFirst() : undefined;
    if (!admin) throw userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
    if (admin.id === ctx.adminId) throw userError(lang, 'deleteSelf', { field: 'id' });
    const { count } = await trx.selectFrom('administrators').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    if (Number(count) <= 1) throw userError(lang, 'lastAdministrator', { field: 'id' });
    await trx.deleteFrom('administrators').where('id', '=', admin.id).execute();
    await revokeAllSessions(trx, 'admin', admin.id);
    return ok;
  });
}
