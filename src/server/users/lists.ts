import type { GraphQLContext } from '../context';
import { paginateNewestFirst } from './paginate';
import { containsPattern, foldText } from './text';

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
