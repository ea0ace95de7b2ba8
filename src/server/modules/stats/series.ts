/**
 * statsSeries: one point per shop day (Europe/Belgrade) of a range, days without events included,
 * counting product views and wishlist adds of a product, a category with its subcategories, a brand
 * or a campaign (or all of the subject without an id), or banner views and clicks.
 */
import { sql, type RawBuilder } from 'kysely';
import type { StatsPoint, StatsSubject } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { SHOP_TIME_ZONE } from '../../lib/shop-day';
import { seriesPeriod } from './period';

export interface StatsSeriesArgs {
  subject: StatsSubject;
  id?: string | null;
  start_date: string;
  end_date: string;
}

/** The record a series is about, by its id; refused when the id names none. */
async function mustFind(ctx: GraphQLContext, table: 'products' | 'categories' | 'brands' | 'banners', id: string): Promise<number> {
  const numeric = /^\d{1,9}$/.test(id.trim()) ? Number(id) : null;
  const row = numeric === null ? undefined : await ctx.db.selectFrom(table).select('id').where('id', '=', numeric).executeTakeFirst();
  if (!row) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return row.id;
}

/** A campaign's code by its id; refused when the id names none. */
async function campaignCode(ctx: GraphQLContext, id: string): Promise<string> {
  const numeric = /^\d{1,9}$/.test(id.trim()) ? Number(id) : null;
  const row = numeric === null ? undefined : await ctx.db.selectFrom('group_campaigns').select('code').where('id', '=', numeric).executeTakeFirst();
  if (!row) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return row.code;
}

/** Which product views and wishlist adds (alias e) a subject counts, as a SQL condition. */
async function productEventFilter(ctx: GraphQLContext, subject: Exclude<StatsSubject, 'BANNER'>, id: string | null | undefined): Promise<RawBuilder<unknown>> {
  switch (subject) {
    case 'PRODUCT':
      return id == null ? sql`true` : sql`e.product_id = ${await mustFind(ctx, 'products', id)}`;
    case 'CATEGORY': {
      if (id == null) return sql`e.product_id in (select product_id from product_categories)`;
      const categoryId = await mustFind(ctx, 'categories', id);
      // The category and every category below it (categories_tree serves the walk).
      return sql`e.product_id in (
        with recursive tree (id) as (
          select ${categoryId}::integer
          union select c.id from categories c join tree on c.parent_id = tree.id
        )
        select pc.product_id from product_categories pc where pc.category_id in (select id from tree)
      )`;
    }
    case 'BRAND': {
      if (id == null) return sql`e.product_id in (select id from products where brand_id is not null)`;
      const brandId = await mustFind(ctx, 'brands', id);
      return sql`e.product_id in (select id from products where brand_id = ${brandId})`;
    }
    case 'CAMPAIGN':
      return id == null ? sql`e.campaign is not null` : sql`e.campaign = ${await campaignCode(ctx, id)}`;
  }
}

/**
 * The daily counts of the rows of `from` (aliased e) matching `where` within the period, one row per
 * day of the period: generate_series fills the days without events.
 */
function dailyCounts(
  ctx: GraphQLContext,
  period: { start: string; end: string },
  sources: { column: 'views' | 'wishlist_added' | 'clicks'; from: RawBuilder<unknown>; where: RawBuilder<unknown> }[],
) {
  const zone = SHOP_TIME_ZONE;
  // The period's instants: from the first day's midnight in Belgrade to the midnight after the last.
  const since = sql`(${period.start}::date::timestamp at time zone ${zone})`;
  const until = sql`((${period.end}::date + 1)::timestamp at time zone ${zone})`;
  const counted = sources.map(
    (source) => sql`left join (
      select (e.created_at at time zone ${zone})::date as day, count(*)::integer as n
      from ${source.from} e
      where e.created_at >= ${since} and e.created_at < ${until} and ${source.where}
      group by 1
    ) ${sql.ref(source.column)} on ${sql.ref(source.column)}.day = days.day`,
  );
  const value = (column: string) =>
    sources.some((source) => source.column === column) ? sql`coalesce(${sql.ref(`${column}.n`)}, 0)` : sql`0`;
  return sql<StatsPoint>`
    select to_char(days.day, 'YYYY-MM-DD') as date,
      ${value('views')}::integer as views,
      ${value('wishlist_added')}::integer as wishlist_added,
      ${value('clicks')}::integer as clicks
    from (select d::date as day from generate_series(${period.start}::date, ${period.end}::date, interval '1 day') d) days
    ${sql.join(counted, sql` `)}
    order by days.day
  `.execute(ctx.db);
}

export async function statsSeries(ctx: GraphQLContext, args: StatsSeriesArgs): Promise<StatsPoint[]> {
  const period = seriesPeriod(ctx, args.start_date, args.end_date);
  if (args.subject === 'BANNER') {
    // banner_events_banner_time serves one banner, banner_events_time all of them.
    const banner = args.id == null ? sql`true` : sql`e.banner_id = ${await mustFind(ctx, 'banners', args.id)}`;
    const { rows } = await dailyCounts(ctx, period, [
      { column: 'views', from: sql`banner_events`, where: sql`e.event = 'VIEW' and ${banner}` },
      { column: 'clicks', from: sql`banner_events`, where: sql`e.event = 'CLICK' and ${banner}` },
    ]);
    return rows;
  }
  // product_views_* and wishlist_added_* (product, campaign, created_at) serve these.
  const where = await productEventFilter(ctx, args.subject, args.id);
  const { rows } = await dailyCounts(ctx, period, [
    { column: 'views', from: sql`product_views`, where },
    { column: 'wishlist_added', from: sql`wishlist_added`, where },
  ]);
  return rows;
}
