import { ADMIN_REMEMBER_DAYS } from '../../src/shared/constants';
import { userError } from '../../src/server/errors';
import { addNewsletterSubscriber } from '../cms/tables';
import type { MockContext, MockResolvers } from '../context';
import type { MockDb } from '../db';
import { byId, found, nextId } from '../lib/ids';
import { nowIso } from '../lib/clock';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { newestFirst } from '../lib/sort';
import { logMail } from './mail';
import { hashPassword, newToken, revokeSessions, verifyPassword } from './passwords';
import type { AdministratorRecord, PasswordResetRecord, UserRecord } from './tables';
import { checkNewPassword, fieldError, optionalText, requiredEmail, requiredText } from '../../src/server/lib/field-input';

/** A session without remember-me lasts the browser session; the server allows it this long. */
const SESSION_HOURS = 12;
const RESET_LINK_MS = 60 * 60 * 1000;

const ok = { success: true, error: null };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function signInUser(db: MockDb, user: UserRecord) {
  const token = newToken();
  db.userSessions.set(token, user.id);
  return { token, user };
}

/** A pending reset link of `kind`, or refuses it with `invalidToken` (unknown, used or expired). */
function openResetLink(ctx: MockContext, kind: PasswordResetRecord['kind'], token: string): PasswordResetRecord {
  const link = ctx.db.passwordResets.find((candidate) => candidate.token === token.trim() && candidate.kind === kind);
  if (!link || link.used || (link.expires_at != null && link.expires_at < Date.now())) {
    throw userError(ctx.lang, 'invalidToken', { field: 'token' });
  }
  return link;
}

function mailResetLink(ctx: MockContext, kind: PasswordResetRecord['kind'], accountId: number, email: string): void {
  const token = newToken();
  ctx.db.passwordResets.push({ token, kind, account_id: accountId, expires_at: Date.now() + RESET_LINK_MS, used: false });
  const path =
    kind === 'admin' ? `/cms/auth/reset/${token}` : ctx.lang === 1 ? `/account/reset/${token}` : `/nalog/resetuj/${token}`;
  logMail(email, ctx.lang === 1 ? 'Password reset' : 'Promena lozinke', path);
}

/**
 * Mails a reset link to the account of `kind` with this address. An unknown address gets the same
 * answer, so the form does not reveal who has an account.
 */
function requestPasswordReset(
  ctx: MockContext,
  kind: PasswordResetRecord['kind'],
  accounts: readonly { id: number; email: string }[],
  typedEmail: string,
) {
  const email = requiredEmail(ctx.lang, typedEmail);
  const account = accounts.find((candidate) => sameEmail(candidate.email, email));
  if (account) mailResetLink(ctx, kind, account.id, account.email);
  return ok;
}

/** Sets a new password through a pending reset link of `kind`, uses the link up and ends the account's sessions. */
function resetPassword(
  ctx: MockContext,
  kind: PasswordResetRecord['kind'],
  accounts: readonly { id: number; password_hash: string }[],
  sessions: Map<string, number>,
  args: { token: string; password: string },
) {
  const link = openResetLink(ctx, kind, args.token);
  checkNewPassword(ctx.lang, args.password);
  const account = byId(accounts, link.account_id);
  if (!account) throw userError(ctx.lang, 'invalidToken', { field: 'token' });
  account.password_hash = hashPassword(args.password);
  link.used = true;
  revokeSessions(sessions, account.id);
  return ok;
}

function currentUser(ctx: MockContext): UserRecord {
  const user = byId(ctx.db.users, ctx.userId);
  if (!user) throw userError(ctx.lang, 'unauthenticatedUser', { code: 'UNAUTHENTICATED' });
  return user;
}

export const userResolvers: MockResolvers = {
  Query: {
    me: (_root, _args, ctx: MockContext) => byId(ctx.db.users, ctx.userId) ?? null,
    myOrders: (_root, args: { page?: number; first?: number }, ctx: MockContext) =>
      paginate(
        ctx.db.orders.filter((order) => ctx.userId != null && order.user_id === ctx.userId).sort(newestFirst),
        args.page,
        args.first ?? 10,
      ),
    users: (_root, args: { page?: number; first?: number; search?: string | null; banned?: boolean | null }, ctx: MockContext) =>
      paginate(
        ctx.db.users
          .filter((user) => args.banned == null || user.banned === args.banned)
          .filter((user) => matchesSearch(args.search, `${user.name} ${user.lastname}`, user.email))
          .sort(newestFirst),
        args.page,
        args.first,
      ),
    administrators: (_root, _args, ctx: MockContext) => [...ctx.db.administrators].sort((a, b) => a.id - b.id),
    currentAdministrator: (_root, _args, ctx: MockContext) => {
      const admin = byId(ctx.db.administrators, ctx.adminId);
      if (!admin) throw userError(ctx.lang, 'unauthenticatedAdmin', { code: 'UNAUTHENTICATED' });
      return admin;
    },
  },

  Mutation: {
    userRegister: (
      _root,
      args: { name: string; lastname: string; email: string; password: string; phone?: string | null; newsletter?: boolean | null },
      ctx: MockContext,
    ) => {
      const { db, lang } = ctx;
      const name = requiredText(lang, 'name', args.name);
      const lastname = requiredText(lang, 'lastname', args.lastname);
      const email = requiredEmail(lang, args.email);
      if (db.users.some((user) => sameEmail(user.email, email))) {
        throw userError(lang, 'emailTaken', { field: 'email', code: 'CONFLICT' });
      }
      checkNewPassword(lang, args.password);
      const user: UserRecord = {
        id: nextId(db.users),
        name,
        lastname,
        email,
        password_hash: hashPassword(args.password),
        phone: optionalText(args.phone),
        address: null,
        city: null,
        zip: null,
        country_id: null,
        verified: false,
        banned: false,
        newsletter: args.newsletter ?? false,
        verify_token: newToken(),
        created_at: nowIso(),
      };
      db.users.push(user);
      if (user.newsletter) addNewsletterSubscriber(db, email, lang, user.created_at);
      logMail(
        email,
        lang === 1 ? 'Confirm your e-mail address' : 'Potvrdite e-mail adresu',
        lang === 1 ? `/account/verify/${user.verify_token}` : `/nalog/potvrdi/${user.verify_token}`,
      );
      return signInUser(db, user);
    },

    userVerify: (_root, args: { token: string }, ctx: MockContext) => {
      const token = args.token.trim();
      const user = token ? ctx.db.users.find((candidate) => candidate.verify_token === token) : undefined;
      if (!user) throw userError(ctx.lang, 'invalidToken', { field: 'token' });
      user.verified = true;
      user.verify_token = null;
      return ok;
    },

    userLogin: (_root, args: { email: string; password: string }, ctx: MockContext) => {
      const user = ctx.db.users.find((candidate) => sameEmail(candidate.email, args.email));
      if (!user || !verifyPassword(args.password, user.password_hash)) {
        throw userError(ctx.lang, 'wrongCredentials', { code: 'UNAUTHENTICATED' });
      }
      if (user.banned) throw userError(ctx.lang, 'userBanned', { code: 'FORBIDDEN' });
      return signInUser(ctx.db, user);
    },

    userLogout: (_root, _args, ctx: MockContext) => {
      if (ctx.userToken) ctx.db.userSessions.delete(ctx.userToken);
      return ok;
    },

    userPasswordEmail: (_root, args: { email: string }, ctx: MockContext) => requestPasswordReset(ctx, 'user', ctx.db.users, args.email),

    userPasswordReset: (_root, args: { token: string; password: string }, ctx: MockContext) =>
      resetPassword(ctx, 'user', ctx.db.users, ctx.db.userSessions, args),

    updateProfile: (
      _root,
      args: Partial<Record<'name' | 'lastname' | 'phone' | 'address' | 'city' | 'zip' | 'country_id', string | null>>,
      ctx: MockContext,
    ) => {
      const { db, lang } = ctx;
      const user = currentUser(ctx);
      // Check everything before changing anything.
      const name = args.name !== undefined ? requiredText(lang, 'name', args.name) : user.name;
      const lastname = args.lastname !== undefined ? requiredText(lang, 'lastname', args.lastname) : user.lastname;
      let countryId = user.country_id;
      if (args.country_id !== undefined) {
        if (args.country_id === null || args.country_id === '') countryId = null;
        else {
          const country = byId(db.orderCountries, args.country_id);
          if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
          countryId = country.id;
        }
      }
      user.name = name;
      user.lastname = lastname;
      user.country_id = countryId;
      for (const field of ['phone', 'address', 'city', 'zip'] as const) {
        if (args[field] !== undefined) user[field] = optionalText(args[field]);
      }
      return user;
    },

    changePassword: (_root, args: { current_password: string; password: string }, ctx: MockContext) => {
      const user = currentUser(ctx);
      if (!verifyPassword(args.current_password, user.password_hash)) {
        throw userError(ctx.lang, 'wrongCurrentPassword', { field: 'current_password' });
      }
      checkNewPassword(ctx.lang, args.password);
      user.password_hash = hashPassword(args.password);
      revokeSessions(ctx.db.userSessions, user.id, ctx.userToken);
      return ok;
    },

    banUser: (_root, args: { id: string; banned: boolean }, ctx: MockContext) => {
      const user = found(ctx, ctx.db.users, args.id);
      user.banned = args.banned;
      if (args.banned) revokeSessions(ctx.db.userSessions, user.id);
      return user;
    },

    adminLogin: (_root, args: { email: string; password: string; remember?: boolean | null }, ctx: MockContext) => {
      const admin = ctx.db.administrators.find((candidate) => sameEmail(candidate.email, args.email));
      if (!admin || !verifyPassword(args.password, admin.password_hash)) {
        throw userError(ctx.lang, 'wrongCredentials', { code: 'UNAUTHENTICATED' });
      }
      const token = newToken();
      ctx.db.adminSessions.set(token, admin.id);
      const now = Date.now();
      admin.last_login_at = new Date(now).toISOString();
      const lifetimeMs = args.remember ? ADMIN_REMEMBER_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
      return { token, expires_at: new Date(now + lifetimeMs).toISOString(), name: admin.name, email: admin.email };
    },

    adminLogout: (_root, _args, ctx: MockContext) => {
      if (ctx.adminToken) ctx.db.adminSessions.delete(ctx.adminToken);
      return ok;
    },

    adminPasswordEmail: (_root, args: { email: string }, ctx: MockContext) =>
      requestPasswordReset(ctx, 'admin', ctx.db.administrators, args.email),

    adminPasswordReset: (_root, args: { token: string; password: string }, ctx: MockContext) =>
      resetPassword(ctx, 'admin', ctx.db.administrators, ctx.db.adminSessions, args),

    createAdministrator: (_root, args: { name: string; email: string; password: string }, ctx: MockContext) => {
      const { db, lang } = ctx;
      const name = requiredText(lang, 'name', args.name);
      const email = requiredEmail(lang, args.email);
      if (db.administrators.some((admin) => sameEmail(admin.email, email))) {
        throw userError(lang, 'emailTaken', { field: 'email', code: 'CONFLICT' });
      }
      checkNewPassword(lang, args.password);
      const admin: AdministratorRecord = {
        id: nextId(db.administrators),
        name,
        email,
        password_hash: hashPassword(args.password),
        last_login_at: null,
        created_at: nowIso(),
      };
      db.administrators.push(admin);
      return admin;
    },

    deleteAdministrator: (_root, args: { id: string }, ctx: MockContext) => {
      const { db, lang } = ctx;
      const admin = found(ctx, db.administrators, args.id);
      if (admin.id === ctx.adminId) throw userError(lang, 'deleteSelf', { field: 'id' });
      if (db.administrators.length <= 1) throw userError(lang, 'lastAdministrator', { field: 'id' });
      db.administrators = db.administrators.filter((candidate) => candidate.id !== admin.id);
      revokeSessions(db.adminSessions, admin.id);
      return ok;
    },
  },

  User: {
    country: (user: UserRecord, _args, ctx: MockContext) => byId(ctx.db.orderCountries, user.country_id) ?? null,
    orders_count: (user: UserRecord, _args, ctx: MockContext) => ctx.db.orders.filter((order) => order.user_id === user.id).length,
  },
};
