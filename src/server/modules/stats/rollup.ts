/**
 * The statistics roll-up: every closed shop day (Europe/Belgrade) whose counted events are not yet
 * summed, or changed since (stats_rolled_days, 078_stats_rollups.sql), is summed per product and
 * campaign and per banner. A day is claimed, cleared and summed in one transaction, so running it
 * twice, or on two instances at once, leaves the same rows: the second finds the day fresh and
 * leaves it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { SHOP_TIME_ZONE } from '../../lib/shop-day';

/**
 * A day is closed an hour after it ends: an event is dated by its transaction's start (now()), and
 * the trigger that marks late events leaves the event's own day alone, so the margin lets a request
 * that began before midnight commit its view before the day is summed.
 */
const CLOSED_AFTER = '1 hour';
/** Days summed per transaction: a year of a busy shop is a dozen short transactions, not one long one. */
const DAYS_PER_TRANSACTION = 31;

/** The closed days to roll up, oldest first: from the first event (or mark) to the last closed day, without the fresh ones. */
async function daysToRollUp(db: Db): Promise<string[]> {
  const zone = SHOP_TIME_ZONE;
  const firstDay = (table: 'product_views' | 'wishlist_added' | 'banner_events') =>
    sql`(select (min(created_at) at time zone ${zone})::date from ${sql.table(table)})`;
  // least() passes over nulls: an empty shop has no first day and nothing to roll up.
  const { rows } = await sql<{ day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(
      least((select min(day) from stats_rolled_days), ${firstDay('product_views')}, ${firstDay('wishlist_added')}, ${firstDay('banner_events')}),
      ((now() - ${CLOSED_AFTER}::interval) at time zone ${zone})::date - 1,
      interval '1 day'
    ) d
    where not exists (select 1 from stats_rolled_days r where r.day = d::date and r.fresh)
    order by d
  `.execute(db);
  return rows.map((row) => row.day);
}

/** Sums `days` in one transaction; returns how many of them this call summed (another run may have taken some). */
async function rollUpDays(db: Db, days: string[]): Promise<number> {
  const zone = SHOP_TIME_ZONE;
  return db.transaction().execute(async (trx) => {
    // The claim: a day another run holds waits for it and is then fresh, so it is left out here.
    const { rows: claimed } = await sql<{ day: string }>`
      insert into stats_rolled_days (day, fresh)
      select d, true from unnest(${days}::date[]) d order by d
      on conflict (day) do update set fresh = true where not stats_rolled_days.fresh
      returning to_char(day, 'YYYY-MM-DD') as day
    `.execute(trx);
    if (claimed.length === 0) return 0;
    const mine = sql`${claimed.map((row) => row.day)}::date[]`;
    await sql`delete from product_event_days where day = any(${mine})`.execute(trx);
    await sql`delete from banner_event_days where day = any(${mine})`.execute(trx);
    // Each day's events by the day's own range of instants, so the created_at indexes serve it.
    const inDay = (table: string) => sql`unnest(${mine}) d (day)
      join ${sql.table(table)} e on e.created_at >= (d.day::timestamp at time zone ${zone}) and e.created_at < ((d.day + 1)::timestamp at time zone ${zone})`;
    await sql`
      insert into product_event_days (day, product_id, campaign, views, wishlist_added)
      select day, product_id, campaign, sum(views), sum(wishlist_added)
      from (
        select d.day, e.product_id, e.campaign, count(*) as views, 0 as wishlist_added from ${inDay('product_views')} group by 1, 2, 3
        union all
        select d.day, e.product_id, e.campaign, 0, count(*) from ${inDay('wishlist_added')} group by 1, 2, 3
      ) counted
      group by day, product_id, campaign
    `.execute(trx);
    await sql`
      insert into banner_event_days (day, banner_id, views, clicks)
      select d.day, e.banner_id, count(*) filter (where e.event = 'VIEW'), count(*) filter (where e.event = 'CLICK')
      from ${inDay('banner_events')}
      group by 1, 2
    `.execute(trx);
    return claimed.length;
  });
}

/** Rolls up every closed day not rolled up yet or changed since; returns how many days it summed. */
export async function rollUpClosedDays(db: Db): Promise<number> {
  const days = await daysToRollUp(db);
  let summed = 0;
  for (let start = 0; start < days.length; start += DAYS_PER_TRANSACTION) {
    summed += await rollUpDays(db, days.slice(start, start + DAYS_PER_TRANSACTION));
  }
  // The planner's statistics of the new rows: PGlite has no autovacuum to gather them, and without
  // them it walks a year's roll-ups the slow way (a chart 4-10 times slower).
  if (summed > 0) await sql`vacuum analyze product_event_days, banner_event_days, stats_rolled_days`.execute(db);
  return summed;
}
