/**
 * The statistics roll-ups (078_stats_rollups.sql, modules/stats/rollup.ts): a chart answers the
 * same whether its days are rolled up or not, an event added to or removed from a rolled-up day
 * counts at once, the roll-up can run twice or on two connections at once, and on PostgreSQL it
 * runs as a pg-boss job.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { jobsSchema } from '../../../src/server/jobs';
import { shopDate } from '../../../src/server/lib/shop-day';
import { rollUpClosedDays } from '../../../src/server/modules/stats/rollup';
import { STATS_ROLLUP_JOB } from '../../../src/server/modules/stats/rollup-job';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const SERIES = `query GetStatsSeries($subject: StatsSubject!, $id: ID, $start_date: Date!, $end_date: Date!) {
  statsSeries(subject: $subject, id: $id, start_date: $start_date, end_date: $end_date) { date views wishlist_added clicks }
}`;
const CLIENT = 'k7Qpbhjdegbcba';
const DAY_MS = 86_400_000;

interface Point {
  date: string;
  views: number;
  wishlist_added: number;
  clicks: number;
}

describe.each(await serverBackends())('statistics roll-ups on %s', (backend) => {
  let server: TestServer;
  let token: string;
  /** The longest period a chart takes, ending today: every day of the demo's events, rolled up, and today, not. */
  const today = shopDate(new Date());
  const start = shopDate(new Date(Date.now() - 730 * DAY_MS));
  /** A subject with its id, or all of it without one. */
  let subjects: { subject: string; id?: string }[];
  /** A product with demo views, and the demo day it was viewed most. */
  let product: { id: number; day: string };

  const series = async (subject: { subject: string; id?: string }, period = { start_date: start, end_date: today }): Promise<Point[]> => {
    const result = await server.request(SERIES, { ...subject, ...period }, { adminToken: token });
    expect(result.errors).toBeUndefined();
    return result.data.statsSeries;
  };
  const everySeries = async () => Promise.all(subjects.map((subject) => series(subject)));
  const dayOf = (points: Point[], day: string) => points.find((point) => point.date === day)!;
  const forgetRollUps = async () => {
    for (const table of ['stats_rolled_days', 'product_event_days', 'banner_event_days'] as const) await server.db.deleteFrom(table).execute();
  };
  const rolledRows = async () => ({
    days: (await sql<{ day: string; fresh: boolean }>`select to_char(day, 'YYYY-MM-DD') as day, fresh from stats_rolled_days order by day`.execute(server.db)).rows,
    products: (await sql`select to_char(day, 'YYYY-MM-DD') as day, product_id, campaign, views, wishlist_added from product_event_days order by 1, 2, 3`.execute(server.db)).rows,
    banners: (await sql`select to_char(day, 'YYYY-MM-DD') as day, banner_id, views, clicks from banner_event_days order by 1, 2`.execute(server.db)).rows,
  });
  const isFresh = async (day: string) =>
    (await sql<{ fresh: boolean }>`select fresh from stats_rolled_days where day = ${day}::date`.execute(server.db)).rows[0]?.fresh ?? null;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const administrator = await server.db.selectFrom('administrators').select('id').orderBy('id').executeTakeFirst();
    token = await createSession(server.db, 'admin', administrator?.id ?? 1, new Date(Date.now() + 3_600_000));
    const viewed = await sql<{ product_id: number; day: string; brand_id: number; category: number }>`
      select v.product_id, to_char((v.created_at at time zone 'Europe/Belgrade')::date, 'YYYY-MM-DD') as day, p.brand_id,
        (select pc.category_id from product_categories pc where pc.product_id = v.product_id order by pc.position limit 1) as category
      from product_views v join products p on p.id = v.product_id
      where p.brand_id is not null and exists (select 1 from product_categories pc where pc.product_id = p.id)
      group by 1, 2, 3 order by count(*) desc, 1 limit 1`.execute(server.db);
    const top = viewed.rows[0]!;
    product = { id: top.product_id, day: top.day };
    // The category at the top of the product's branch, so its subcategories count too.
    const branch = await sql<{ id: number }>`
      with recursive up (id, parent_id) as (
        select id, parent_id from categories where id = ${top.category}
        union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id
      ) select id from up where parent_id is null`.execute(server.db);
    const campaign = await server.db.selectFrom('group_campaigns').select('id').orderBy('id').executeTakeFirstOrThrow();
    const banner = await sql<{ banner_id: number }>`select banner_id from banner_events group by 1 order by count(*) desc, 1 limit 1`.execute(server.db);
    subjects = [
      { subject: 'PRODUCT' },
      { subject: 'PRODUCT', id: String(product.id) },
      { subject: 'CATEGORY' },
      { subject: 'CATEGORY', id: String(branch.rows[0]!.id) },
      { subject: 'BRAND' },
      { subject: 'BRAND', id: String(top.brand_id) },
      { subject: 'CAMPAIGN' },
      { subject: 'CAMPAIGN', id: String(campaign.id) },
      { subject: 'BANNER' },
      { subject: 'BANNER', id: String(banner.rows[0]!.banner_id) },
    ];
    // Today's events, which no roll-up holds: views, a wishlist add through the campaign, a banner's view and click.
    const code = (await server.db.selectFrom('group_campaigns').select('code').where('id', '=', campaign.id).executeTakeFirstOrThrow()).code;
    await server.db.insertInto('product_views').values([
      { product_id: product.id, client: CLIENT, session: 'Test01', campaign: null },
      { product_id: product.id, client: CLIENT, session: 'Test01', campaign: code },
    ]).execute();
    await server.db.insertInto('wishlist_added').values({ product_id: product.id, client: CLIENT, session: 'Test01', campaign: code }).execute();
    await server.db.insertInto('banner_events').values([
      { banner_id: banner.rows[0]!.banner_id, event: 'VIEW', client: CLIENT },
      { banner_id: banner.rows[0]!.banner_id, event: 'CLICK', client: CLIENT },
    ]).execute();
  });
  afterAll(async () => server?.close());

  test('every chart answers the same from the events alone and from the roll-ups, today included', async () => {
    // The server rolled the demo's days up when it started: every one before today (the demo ends today).
    const rolled = (await rolledRows()).days;
    expect(rolled.filter((day) => day.fresh).length).toBeGreaterThanOrEqual(59);
    expect(rolled.some((day) => day.day >= today)).toBe(false);
    const fromRollUps = await everySeries();

    await forgetRollUps();
    const fromEvents = await everySeries();
    expect(fromRollUps).toEqual(fromEvents);
    for (const points of fromEvents) expect(points).toHaveLength(731);
    // Every chart has something on a rolled-up day and today, so the comparison means something.
    for (const points of fromEvents) {
      expect(points.some((point) => point.date < today && point.views > 0)).toBe(true);
      expect(dayOf(points, today).views + dayOf(points, today).wishlist_added).toBeGreaterThan(0);
    }

    // A shop that had events before the roll-ups existed: they are rolled up from its first event on.
    expect(await rollUpClosedDays(server.db)).toBeGreaterThanOrEqual(59);
    expect(await everySeries()).toEqual(fromEvents);
    // A day the job has not reached again is read from its events.
    await sql`delete from stats_rolled_days where day = ${product.day}::date`.execute(server.db);
    expect(await everySeries()).toEqual(fromEvents);
    expect(await rollUpClosedDays(server.db)).toBe(1);

    // The rolled-up days really are read from the roll-ups.
    await sql`update product_event_days set views = views + 1000 where day = ${product.day}::date and product_id = ${product.id} and campaign is null`.execute(server.db);
    const productSeries = await series({ subject: 'PRODUCT', id: String(product.id) });
    expect(dayOf(productSeries, product.day).views).toBe(dayOf(fromEvents[1]!, product.day).views + 1000);
    await sql`update product_event_days set views = views - 1000 where day = ${product.day}::date and product_id = ${product.id} and campaign is null`.execute(server.db);
  });

  test('an event added to or removed from a rolled-up day counts at once, and the next roll-up sums it', async () => {
    await rollUpClosedDays(server.db);
    expect(await isFresh(product.day)).toBe(true);
    const subject = { subject: 'PRODUCT', id: String(product.id) };
    const before = dayOf(await series(subject), product.day);

    const added = await server.db
      .insertInto('product_views')
      .values({ product_id: product.id, client: CLIENT, session: 'Test01', campaign: null, created_at: `${product.day}T12:00:00.000Z` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await isFresh(product.day)).toBe(false);
    expect(dayOf(await series(subject), product.day).views).toBe(before.views + 1);
    expect(await rollUpClosedDays(server.db)).toBe(1);
    expect(await isFresh(product.day)).toBe(true);
    expect(dayOf(await series(subject), product.day).views).toBe(before.views + 1);

    await server.db.deleteFrom('product_views').where('id', '=', added.id).execute();
    expect(dayOf(await series(subject), product.day).views).toBe(before.views);
    await rollUpClosedDays(server.db);
    expect(dayOf(await series(subject), product.day)).toEqual(before);

    // An event of a day before any event or roll-up is rolled up too.
    const early = shopDate(new Date(Date.now() - 700 * DAY_MS));
    await server.db.insertInto('wishlist_added').values({ product_id: product.id, client: CLIENT, session: 'Test01', campaign: null, created_at: `${early}T10:00:00.000Z` }).execute();
    expect(await rollUpClosedDays(server.db)).toBeGreaterThan(0);
    expect(await isFresh(early)).toBe(true);
    expect(dayOf(await series(subject), early).wishlist_added).toBe(1);
  });

  test('rolling up twice, or on two connections at once, leaves the same rows', async () => {
    await rollUpClosedDays(server.db);
    const once = await rolledRows();
    expect(await rollUpClosedDays(server.db)).toBe(0);
    expect(await rolledRows()).toEqual(once);

    // Every day to do again, by two runs at once: each day is summed by one of them.
    await sql`update stats_rolled_days set fresh = false`.execute(server.db);
    const [first, second] = await Promise.all([rollUpClosedDays(server.db), rollUpClosedDays(server.db)]);
    expect(first + second).toBe(once.days.length);
    expect(await rolledRows()).toEqual(once);
  });

  test('a removed banner leaves every chart at once, and its roll-up rows with the next roll-up', async () => {
    await rollUpClosedDays(server.db);
    const [first, second] = await server.db.selectFrom('banners').select('id').orderBy('id').limit(2).execute();
    const all = await series({ subject: 'BANNER' });
    const removed = await series({ subject: 'BANNER', id: String(first!.id) });
    expect(removed.some((point) => point.date < today && point.views > 0)).toBe(true);
    const kept = await series({ subject: 'BANNER', id: String(second!.id) });

    await server.db.deleteFrom('banners').where('id', '=', first!.id).execute();
    const remaining = all.map((point, index) => ({ ...point, views: point.views - removed[index]!.views, clicks: point.clicks - removed[index]!.clicks }));
    expect(await series({ subject: 'BANNER' })).toEqual(remaining);
    expect(await series({ subject: 'BANNER', id: String(second!.id) })).toEqual(kept);
    expect(await rollUpClosedDays(server.db)).toBeGreaterThan(0);
    expect(await series({ subject: 'BANNER' })).toEqual(remaining);
    const left = await server.db.selectFrom('banner_event_days').select('day').where('banner_id', '=', first!.id).execute();
    expect(left).toEqual([]);
  });

  test.runIf(backend === 'postgres')('a late event committed while its day is being rolled up is counted, not lost', async () => {
    const day = product.day;
    await rollUpClosedDays(server.db);
    await sql`update stats_rolled_days set fresh = false where day = ${day}::date`.execute(server.db);
    const client = new pg.Client({ connectionString: server.config.databaseUrl! });
    await client.connect();
    try {
      // The event's transaction holds the day's mark until it commits; the roll-up waits for it.
      await client.query('begin');
      await client.query(`insert into product_views (product_id, client, created_at) values ($1, $2, $3)`, [product.id, CLIENT, `${day}T15:00:00.000Z`]);
      let finished = false;
      const rolling = rollUpClosedDays(server.db).then((days) => ((finished = true), days));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(false);
      await client.query('commit');
      expect(await rolling).toBe(1);
    } finally {
      await client.end();
    }
    expect(await isFresh(day)).toBe(true);
    const counted = await sql<{ raw: number; rolled: number }>`
      select (select count(*)::integer from product_views where product_id = ${product.id}
          and (created_at at time zone 'Europe/Belgrade')::date = ${day}::date) as raw,
        (select sum(views)::integer from product_event_days where product_id = ${product.id} and day = ${day}::date) as rolled`.execute(server.db);
    expect(counted.rows[0]!.rolled).toBe(counted.rows[0]!.raw);
  });

  test.runIf(backend === 'postgres')('the roll-up the server accepted at start ran as a pg-boss job', async () => {
    const schema = jobsSchema(server.config.databaseUrl!);
    const { rows } = await sql<{ state: string }>`select state from ${sql.table(`${schema}.job`)} where name = ${STATS_ROLLUP_JOB}`.execute(server.db);
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  });
});
