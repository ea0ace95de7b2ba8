import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import { exchangeRateEur, inCurrency } from './exchange-rate';

const perRequest = new WeakMap<object, Map<string, unknown>>();

/** A value made once per request (keyed by the request's loaders), such as a batching loader. */
function once<T>(ctx: GraphQLContext, key: string, make: () => T): T {
  let cache = perRequest.get(ctx.loaders);
  if (!cache) perRequest.set(ctx.loaders, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** The exchange rate, read once per request. */
export function requestRate(ctx: GraphQLContext): Promise<number> {
  return once(ctx, 'exchange-rate', () => exchangeRateEur(ctx.db));
}

/** An amount stored in RSD in the request's currency (RSD for Serbian, EUR for English). */
export async function requestAmount(ctx: GraphQLContext, rsd: number): Promise<number> {
  return inCurrency(rsd, ctx.lang, ctx.lang === 1 ? await requestRate(ctx) : 1);
}

/** How many orders each shopper placed, one query for a whole list of shoppers. */
export function ordersCountLoader(ctx: GraphQLContext): DataLoader<number, number> {
  return once(
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
