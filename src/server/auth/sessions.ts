import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export type SessionKind = 'admin' | 'user';

/** Tokens are stored as their sha256, so a leaked database signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A session, verification or reset token: 64 hex characters. */
export const newToken = (): string => randomBytes(32).toString('hex');

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, kind: SessionKind, subjectId: number, expiresAt: Date): Promise<string> {
  const token = newToken();
  await db.insertInto('sessions').values({ token_hash: hashToken(token), kind, subject_id: subjectId, expires_at: expiresAt }).execute();
  return token;
}

/** The id of the administrator or shopper a token signs in, when the session is alive. */
export async function findSessionSubject(db: Db, kind: SessionKind, token: string | null): Promise<number | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('sessions')
    .select('subject_id')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.subject_id ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, kind: SessionKind, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).where('kind', '=', kind).execute();
}

/** Ends every session of an account (ban, new password), optionally sparing the current one. */
export async function revokeAllSessions(db: Db, kind: SessionKind, subjectId: number, except?: string | null): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date() }).where('kind', '=', kind).where('subject_id', '=', subjectId).where('revoked_at', 'is', null);
  if (except) query = query.where('token_hash', '!=', hashToken(except));
  await query.execute();
}
