import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import { perRequest } from '../../lib/per-request';

/** How many orders each shopper placed, one query for a whole list of shoppers. */
export function ordersCountLoader(ctx: GraphQLContext): DataLoader<number, number> {
  return perRequest(
    ctx,
    'orders-count',
    () =>
      new DataLoader<number, number>(async (userIds) => {
        const rows = await ctx.db
          .selectFrom('orders')
          .select((eb) => ['user_id', eb.fn.countAll<number>().as('count')])
          .where('user_id', 'in', [...userIds])
          .groupBy('user_id')
          .execute();
        const counts = new Map(rows.map((row) => [row.user_id, Number(row.count)]));
        return userIds.map((id) => counts.get(id) ?? 0);
      }),
  );
}
