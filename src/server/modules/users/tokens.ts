import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AccountTokenPurpose } from './tables';
import { hashToken, newToken } from '../../auth/sessions';

/** A password reset link works this long. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/** Records a single-use link for an account and returns its token (only its hash is stored). */
export async function issueAccountToken(db: Db, purpose: AccountTokenPurpose, accountId: number, lifetimeMs: number | null): Promise<string> {
  const token = newToken();
  await db
    .insertInto('account_tokens')
    .values({ token_hash: hashToken(token), purpose, account_id: accountId, expires_at: lifetimeMs == null ? null : new Date(Date.now() + lifetimeMs), used_at: null })
    .execute();
  return token;
}

/** The link of this purpose and token while it can be used: not used yet and not expired. */
const openLink = (purpose: AccountTokenPurpose, token: string) => (eb: ExpressionBuilder<Database, 'account_tokens'>) =>
  eb.and([
    eb('token_hash', '=', hashToken(token)),
    eb('purpose', '=', purpose),
    eb('used_at', 'is', null),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]),
  ]);

/**
 * Uses a link once: marks it used and returns its account id, or null when it is unknown, used
 * or expired. One conditional update, so two requests with the same link cannot both use it.
 */
export async function consumeAccountToken(db: Db, purpose: AccountTokenPurpose, token: string): Promise<number | null> {
  const trimmed = token.trim();
  if (!trimmed) return null;
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where(openLink(purpose, trimmed))
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** True while a link can still be used (checked before validating the new password). */
export async function accountTokenIsOpen(db: Db, purpose: AccountTokenPurpose, token: string): Promise<boolean> {
  const trimmed = token.trim();
  if (!trimmed) return false;
  const row = await db
    .selectFrom('account_tokens')
    .select('account_id')
    .where(openLink(purpose, trimmed))
    .executeTakeFirst();
  return row != null;
}

/**
 * Closes an account's open links of one purpose: after a new password, older reset mails must not
 * work. With `olderThan` (the link just used), only links issued before it close.
 */
export async function closeAccountTokens(db: Db, purpose: AccountTokenPurpose, accountId: number, olderThan?: string): Promise<void> {
  let query = db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('purpose', '=', purpose)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null);
  if (olderThan) {
    query = query.where('created_at', '<', (eb) =>
      eb.selectFrom('account_tokens').select('created_at').where('token_hash', '=', hashToken(olderThan.trim())),
    );
  }
  await query.execute();
}
