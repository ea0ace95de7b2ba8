import type { GraphQLContext } from '../context';
import { paginate } from './paginate';
import { containsPattern, foldText } from './text';

/** users(page, first, search, banned): newest first; search ignores case and diacritics. */
export function listUsers(ctx: GraphQLContext, args: { page?: number | null; first?: number | null; search?: string | null; banned?: boolean | null }) {
  let query = ctx.db.selectFrom('users');
  if (args.banned != null) query = query.where('banned', '=', args.banned);
  const needle = args.search?.trim();
  if (needle) query = query.where('search_text', 'like', containsPattern(foldText(needle)));
  return paginate(
    args.page,
    args.first,
    20,
    async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
}

/** myOrders(page, first): the signed-in shopper's orders, newest first. */
export function listMyOrders(ctx: GraphQLContext, args: { page?: number | null; first?: number | null }) {
  const query = ctx.db.selectFrom('orders').where('user_id', '=', ctx.userId ?? -1);
  return paginate(
    args.page,
    args.first,
    10,
    async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );
}
