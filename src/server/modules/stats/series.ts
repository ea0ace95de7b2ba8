/**
 * statsSeries: one point per shop day (Europe/Belgrade) of a range, days without events included,
 * counting product views and wishlist adds of a product, a category with its subcategories, a brand
 * or a campaign (or all of the subject without an id), or banner views and clicks. Closed days come
 * from their daily roll-ups (rollup.ts), the others from the events themselves.
 */
import { sql, type RawBuilder } from 'kysely';
import type { StatsPoint, StatsSubject } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import { userError } from '../../errors';
import { SHOP_TIME_ZONE } from '../../lib/shop-day';
import { periodRuns, type DayRun } from './day-runs';
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

/** Which product views and wishlist adds, or their roll-ups (alias e, both with product_id and campaign), a subject counts, as a SQL condition. */
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

/** One part of a series: rows of (day, views, wishlist_added, clicks), from the roll-ups or from raw events. */
type Part = RawBuilder<unknown>;

/**
 * A period's points: the sums of `parts` per day, with a zero row for every day of the period so
 * that days without events are there too (a union, not a join: nothing for the planner to misjudge
 * on tables it has no statistics of, as on PGlite).
 */
function seriesOf(db: Db, period: { start: string; end: string }, parts: Part[]) {
  const days = sql`select d::date, 0, 0, 0 from generate_series(${period.start}::date, ${period.end}::date, interval '1 day') d`;
  return sql<StatsPoint>`
    select to_char(day, 'YYYY-MM-DD') as date,
      sum(views)::integer as views, sum(wishlist_added)::integer as wishlist_added, sum(clicks)::integer as clicks
    from (${sql.join([days, ...parts], sql` union all `)}) counted (day, views, wishlist_added, clicks)
    group by day
    order by day
  `.execute(db);
}

const zone = SHOP_TIME_ZONE;
/** An event's shop day (alias e). */
const eventDay = sql`(e.created_at at time zone ${zone})::date`;

/** Events (alias e) of the runs' days, by their instants: the created_at indexes serve each run. */
function inRawRuns(runs: DayRun[]) {
  const instants = runs.map(
    (run) => sql`(e.created_at >= (${run.first}::date::timestamp at time zone ${zone}) and e.created_at < ((${run.last}::date + 1)::timestamp at time zone ${zone}))`,
  );
  return sql`(${sql.join(instants, sql` or `)})`;
}

/** Roll-up rows (alias e) of the runs' days. */
function inRolledRuns(runs: DayRun[]) {
  return sql`(${sql.join(runs.map((run) => sql`e.day between ${run.first}::date and ${run.last}::date`), sql` or `)})`;
}

/**
 * The points of a period: the days with a fresh roll-up from `rolled`, the others (today, a day
 * not rolled up yet or changed since) from `raw`, so an answer is the same before and after a
 * roll-up. The runs and the sums are read in one snapshot (repeatable read), so a roll-up that
 * commits between them changes neither.
 */
function series(db: Db, period: { start: string; end: string }, rolled: (runs: DayRun[]) => Part[], raw: (runs: DayRun[]) => Part[]) {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const runs = await periodRuns(trx, period);
    const parts = [...(runs.rolled.length > 0 ? rolled(runs.rolled) : []), ...(runs.raw.length > 0 ? raw(runs.raw) : [])];
    return (await seriesOf(trx, period, parts)).rows;
  });
}

export async function statsSeries(ctx: GraphQLContext, args: StatsSeriesArgs): Promise<StatsPoint[]> {
  const period = seriesPeriod(ctx, args.start_date, args.end_date);
  if (args.subject === 'BANNER') {
    // banner_event_days' key serves all banners, _banner one; banner_events_time and _banner_time the events.
    const banner = args.id == null ? sql`true` : sql`e.banner_id = ${await mustFind(ctx, 'banners', args.id)}`;
    return series(
      ctx.db,
      period,
      (runs) => [sql`select e.day, sum(e.views), 0, sum(e.clicks) from banner_event_days e where ${inRolledRuns(runs)} and ${banner} group by e.day`],
      (runs) => [
        sql`select ${eventDay}, count(*), 0, 0 from banner_events e where ${inRawRuns(runs)} and e.event = 'VIEW' and ${banner} group by 1`,
        sql`select ${eventDay}, 0, 0, count(*) from banner_events e where ${inRawRuns(runs)} and e.event = 'CLICK' and ${banner} group by 1`,
      ],
    );
  }
  // product_event_days_* and product_views_* / wishlist_added_* (product, campaign, created_at) serve these.
  const where = await productEventFilter(ctx, args.subject, args.id);
  return series(
    ctx.db,
    period,
    (runs) => [sql`select e.day, sum(e.views), sum(e.wishlist_added), 0 from product_event_days e where ${inRolledRuns(runs)} and ${where} group by e.day`],
    (runs) => [
      sql`select ${eventDay}, count(*), 0, 0 from product_views e where ${inRawRuns(runs)} and ${where} group by 1`,
      sql`select ${eventDay}, 0, count(*), 0 from wishlist_added e where ${inRawRuns(runs)} and ${where} group by 1`,
    ],
  );
}
