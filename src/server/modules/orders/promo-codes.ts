/** Promo codes: spec §5, the usage count defaults to 1 and an empty expiry means unlimited. */
import type { GraphQLContext } from '../../context';
import type { PromoCodeRow } from './tables';
import { userError } from '../../errors';
import { paginateNewestFirst } from '../../lib/newest-first';
import { checkPromoCodeInput } from './input';
import { containsPattern } from '../../lib/input-text';

export function listPromoCodes(ctx: GraphQLContext, args: { page?: number | null; first?: number | null; search?: string | null }) {
  let query = ctx.db.selectFrom('promo_codes');
  const needle = args.search?.trim();
  if (needle) query = query.where('code', 'like', containsPattern(needle.toUpperCase()));
  return paginateNewestFirst(query, args, 20);
}

export async function upsertPromoCode(
  ctx: GraphQLContext,
  args: { id?: string | null; code: string; discount: number; usage_count?: number | null; expires_at?: string | null; active?: boolean | null },
): Promise<PromoCodeRow> {
  const { lang } = ctx;
  const id = args.id == null ? null : Number(args.id);
  const existing =
    id == null ? undefined : Number.isSafeInteger(id) ? await ctx.db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (args.id != null && !existing) throw userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  const { code, usageCount, expires } = checkPromoCodeInput(lang, args, existing?.usage_count);
  const expiresAt = expires !== undefined ? expires : existing ? existing.expires_at : null;
  const sameCode = await ctx.db.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst();
  if (sameCode && sameCode.id !== existing?.id) throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });

  const values = { code, discount: args.discount, usage_count: usageCount, expires_at: expiresAt, ...(args.active != null ? { active: args.active } : {}) };
  try {
    if (existing) {
      return await ctx.db.updateTable('promo_codes').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
    }
    return await ctx.db.insertInto('promo_codes').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });
    throw error;
  }
}

export async function deletePromoCode(ctx: GraphQLContext, args: { id: string }) {
  const id = Number(args.id);
  // Orders keep the code they were placed with: they store it as text.
  const deleted = Number.isSafeInteger(id) ? await ctx.db.deleteFrom('promo_codes').where('id', '=', id).returning('id').executeTakeFirst() : undefined;
  if (!deleted) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return { success: true, error: null };
}
