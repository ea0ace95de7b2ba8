/**
 * The admin dashboard: today's orders and revenue (RSD, cancelled ones left out), orders in
 * process, visitors on the site now, and the most viewed products of the last seven days.
 * "Today" is the shop's real today (Europe/Belgrade): a demo shop dated around the demo's day shows
 * no orders today, honestly.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { ProductRow } from '../../db/rows';
import { SHOP_TIME_ZONE, shopDate } from '../../lib/shop-day';
import { ORDER_STATUS } from '../../../shared/constants';

/** How many products the dashboard's top list shows. */
export const TOP_PRODUCTS = 10;
/** The top list counts this many days back from the latest view. */
export const TOP_PRODUCTS_DAYS = 7;

export interface TopProductParent {
  product: ProductRow;
  views: number;
  ordered: number;
}

/** Today's orders, their revenue and the orders in process, in one query (orders_created, orders_status_created). */
async function orderFigures(ctx: GraphQLContext) {
  const today = shopDate(new Date());
  const since = sql`(${today}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const until = sql`((${today}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const { rows } = await sql<{ orders_today: number; revenue_today: number | string; orders_in_process: number }>`
    select
      (select count(*)::integer from orders where created_at >= ${since} and created_at < ${until}) as orders_today,
      (select coalesce(sum(total_rsd), 0) from orders
        where created_at >= ${since} and created_at < ${until} and status <> ${ORDER_STATUS.CANCELLED}) as revenue_today,
      (select count(*)::integer from orders where status = ${ORDER_STATUS.IN_PROCESS}) as orders_in_process
  `.execute(ctx.db);
  const row = rows[0]!;
  return {
    orders_today: Number(row.orders_today),
    revenue_today: Math.round(Number(row.revenue_today) * 100) / 100,
    orders_in_process: Number(row.orders_in_process),
  };
}

/**
 * The most viewed products of the seven days up to the latest view (on a live shop, the last seven
 * days; a demo shop not visited since it was loaded shows its last week), with the
 * units ordered in those days (cancelled orders left out); ties by product id.
 */
export async function topProducts(ctx: GraphQLContext): Promise<TopProductParent[]> {
  // product_views_created serves the latest view and the window; order_items_order the units.
  const { rows } = await sql<{ product_id: number; views: number; ordered: number }>`
    with latest as (select max(created_at) as at from product_views where created_at <= now()),
    viewed as (
      select v.product_id, count(*)::integer as views
      from product_views v, latest
      where v.created_at > latest.at - make_interval(days => ${TOP_PRODUCTS_DAYS}) and v.created_at <= latest.at
      group by v.product_id
      order by views desc, v.product_id
      limit ${TOP_PRODUCTS}
    )
    select viewed.product_id, viewed.views, coalesce((
      select sum(i.quantity)::integer
      from order_items i join orders o on o.id = i.order_id, latest
      where i.product_id = viewed.product_id and o.status <> ${ORDER_STATUS.CANCELLED}
        and o.created_at > latest.at - make_interval(days => ${TOP_PRODUCTS_DAYS}) and o.created_at <= latest.at
    ), 0) as ordered
    from viewed
    order by viewed.views desc, viewed.product_id
  `.execute(ctx.db);
  const products = await Promise.all(rows.map((row) => ctx.loaders.byId('products').load(row.product_id)));
  return rows.flatMap((row, index) => {
    const product = products[index];
    return product ? [{ product, views: Number(row.views), ordered: Number(row.ordered) }] : [];
  });
}

export async function dashboard(ctx: GraphQLContext) {
  const [orders, visitors_now, top_products] = await Promise.all([orderFigures(ctx), ctx.services.live.count(), topProducts(ctx)]);
  return { ...orders, visitors_now, top_products };
}
