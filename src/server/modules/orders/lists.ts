/** Reading orders for the admin: by id, the paginated list, the delivery calendar (the status page's lookup is lookup.ts). */
import { ORDER_STATUS } from '../../../shared/constants';
import type { GraphQLContext } from '../../context';
import type { OrderRow } from './tables';
import { paginateNewestFirst } from '../../lib/newest-first';
import { containsPattern, fieldError, foldText, isIsoDate } from '../../lib/input-text';
import type { OrderStatusName } from './admin';
import { phoneDigits } from './search';

/** The longest order calendar one request may ask for. */
const CALENDAR_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export async function orderById(ctx: GraphQLContext, id: string): Promise<OrderRow | null> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return null;
  return (await ctx.db.selectFrom('orders').selectAll().where('id', '=', numeric).executeTakeFirst()) ?? null;
}

/** The start of a UTC day, YYYY-MM-DD. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

export function listOrders(
  ctx: GraphQLContext,
  args: {
    page?: number | null;
    first?: number | null;
    search?: string | null;
    status?: OrderStatusName | null;
    start_date?: string | null;
    end_date?: string | null;
  },
) {
  let query = ctx.db.selectFrom('orders');
  if (args.status != null) query = query.where('status', '=', ORDER_STATUS[args.status]);
  if (args.start_date) query = query.where('created_at', '>=', dayStart(args.start_date));
  if (args.end_date) query = query.where('created_at', '<', new Date(dayStart(args.end_date).getTime() + DAY_MS));
  const needle = args.search?.trim();
  if (needle) {
    const digits = phoneDigits(needle);
    query = query.where((eb) =>
      eb.or([
        eb('search_text', 'like', containsPattern(foldText(needle))),
        ...(digits ? [eb('search_text', 'like', containsPattern(digits))] : []),
      ]),
    );
  }
  return paginateNewestFirst(query, args, 20);
}

/** Every day from start_date to end_date with the orders planned for it (not cancelled), oldest placed first. */
export async function orderCalendar(ctx: GraphQLContext, args: { start_date: string; end_date: string }) {
  const { lang } = ctx;
  if (!isIsoDate(args.start_date)) throw fieldError(lang, 'invalidValue', 'start_date');
  if (!isIsoDate(args.end_date) || args.end_date < args.start_date) throw fieldError(lang, 'invalidValue', 'end_date');
  const start = dayStart(args.start_date).getTime();
  const days = Math.round((dayStart(args.end_date).getTime() - start) / DAY_MS) + 1;
  if (days > CALENDAR_MAX_DAYS) throw fieldError(lang, 'invalidValue', 'end_date');
  const orders = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('delivery_date', '>=', args.start_date)
    .where('delivery_date', '<=', args.end_date)
    .where('status', '!=', ORDER_STATUS.CANCELLED)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byDay = new Map<string, OrderRow[]>();
  for (const order of orders) byDay.set(order.delivery_date!, [...(byDay.get(order.delivery_date!) ?? []), order]);
  return Array.from({ length: days }, (_, offset) => {
    const date = new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
    return { date, orders: byDay.get(date) ?? [] };
  });
}
