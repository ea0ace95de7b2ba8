import type { GraphQLContext } from '../../context';
import { paginateNewestFirst } from '../../lib/newest-first';
import { containsPattern, foldText } from '../../lib/input-text';

/** users(page, first, search, banned): newest first; search ignores case and diacritics. */
export function listUsers(ctx: GraphQLContext, args: { page?: number | null; first?: number | null; search?: string | null; banned?: boolean | null }) {
  let query = ctx.db.selectFrom('users');
  if (args.banned != null) query = query.where('banned', '=', args.banned);
  const needle = args.search?.trim();
  if (needle) query = query.where('search_text', 'like', containsPattern(foldText(needle)));
  return paginateNewestFirst(query, args, 20);
}

/** myOrders(page, first): the signed-in shopper's orders, newest first. */
export function listMyOrders(ctx: GraphQLContext, args: { page?: number | null; first?: number | null }) {
  const query = ctx.db.selectFrom('orders').where('user_id', '=', ctx.userId ?? -1);
  return paginateNewestFirst(query, args, 10);
}

/** me: the signed-in shopper, or null. */
export async function currentUser(ctx: GraphQLContext) {
  return ctx.userId == null ? null : ((await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.userId).executeTakeFirst()) ?? null);
}

/** administrators: every administrator, oldest first. */
export function listAdministrators(ctx: GraphQLContext) {
  return ctx.db.selectFrom('administrators').selectAll().orderBy('id').execute();
}
