import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { ORDER_STATUS } from '../../../src/shared/constants';
import { defineStatsRules } from '../rules/stats';
import { serverBackends } from '../support/backends';
import { demoClockOf } from '../support/demo-clock';
import { startTestServer, type TestServer } from '../support/test-server';

const SERIES = `query GetStatsSeries($subject: StatsSubject!, $id: ID, $start_date: Date!, $end_date: Date!) {
  statsSeries(subject: $subject, id: $id, start_date: $start_date, end_date: $end_date) { date views wishlist_added clicks }
}`;
const DASHBOARD = `query GetDashboard { dashboard { orders_today revenue_today orders_in_process visitors_now
  top_products { views ordered product { id } } } }`;

interface Point {
  date: string;
  views: number;
  wishlist_added: number;
  clicks: number;
}

/** Days no demo event reaches (it is dated back from the day it is loaded), for the events the tests record themselves. */
const QUIET_DAY = '2099-01-15';
const NEXT_DAY = '2099-01-16';
const CLIENT = 'k7Qpbhjdegbcba';

describe.each(await serverBackends())('statistics on %s', (backend) => {
  let server: TestServer;
  let token: string;

  const admin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 1) => server.request(query, variables, { adminToken: token, lang });
  const series = async (variables: Record<string, unknown>): Promise<Point[]> => {
    const result = await admin(SERIES, variables);
    expect(result.errors).toBeUndefined();
    return result.data.statsSeries;
  };
  const quietDay = async (subject: string, id?: number | string): Promise<Point> =>
    (await series({ subject, id: id == null ? undefined : String(id), start_date: QUIET_DAY, end_date: QUIET_DAY }))[0]!;
  const view = (productId: number, createdAt: string, campaign: string | null = null) =>
    server.db.insertInto('product_views').values({ product_id: productId, client: CLIENT, session: 'Test01', campaign, created_at: createdAt }).execute();
  const wishlistAdd = (productId: number, createdAt: string, campaign: string | null = null) =>
    server.db.insertInto('wishlist_added').values({ product_id: productId, client: CLIENT, session: 'Test01', campaign, created_at: createdAt }).execute();

  beforeAll(async () => {
    server = await startTestServer(backend);
    const administrator = await server.db.selectFrom('administrators').select('id').orderBy('id').executeTakeFirst();
    token = await createSession(server.db, 'admin', administrator?.id ?? 1, new Date(Date.now() + 3_600_000));
  });
  afterAll(async () => server?.close());

  test('a series has one point per shop day, days without events included', async () => {
    const { dateFromToday } = await demoClockOf(server.db);
    const points = await series({ subject: 'PRODUCT', start_date: dateFromToday(-6), end_date: dateFromToday(3) });
    expect(points.map((point) => point.date)).toEqual([-6, -5, -4, -3, -2, -1, 0, 1, 2, 3].map(dateFromToday));
    // The demo's sixty days end on the day it was loaded: every day before has views, the days after none yet.
    expect(points.slice(0, 6).every((point) => point.views > 100 && point.clicks === 0)).toBe(true);
    expect(points.reduce((sum, point) => sum + point.wishlist_added, 0)).toBeGreaterThan(0);

    // Belgrade's day: 23:30 UTC on the 14th is half past midnight on the 15th there, 22:30 UTC on the 15th still the 15th.
    const product = await server.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await view(product.id, '2099-01-14T23:30:00.000Z');
    await view(product.id, '2099-01-15T22:30:00.000Z');
    await view(product.id, '2099-01-15T23:30:00.000Z');
    const around = await series({ subject: 'PRODUCT', id: String(product.id), start_date: '2099-01-14', end_date: NEXT_DAY });
    expect(around).toEqual([
      { date: '2099-01-14', views: 0, wishlist_added: 0, clicks: 0 },
      { date: QUIET_DAY, views: 2, wishlist_added: 0, clicks: 0 },
      { date: NEXT_DAY, views: 1, wishlist_added: 0, clicks: 0 },
    ]);
  });

  test('a category counts the products of its subcategories, a brand its own products', async () => {
    // A product in a third-level category, with a brand.
    const found = await sql<{ product_id: number; brand_id: number; leaf: number; parent: number; top: number }>`
      select p.id as product_id, p.brand_id, leaf.id as leaf, parent.id as parent, top.id as top
      from products p
      join product_categories pc on pc.product_id = p.id
      join categories leaf on leaf.id = pc.category_id
      join categories parent on parent.id = leaf.parent_id
      join categories top on top.id = parent.parent_id
      where p.brand_id is not null
      order by p.id limit 1`.execute(server.db);
    const product = found.rows[0]!;
    const otherTop = await server.db.selectFrom('categories').select('id').where('parent_id', 'is', null).where('id', '!=', product.top).executeTakeFirstOrThrow();
    const otherBrand = await server.db.selectFrom('brands').select('id').where('id', '!=', product.brand_id).executeTakeFirstOrThrow();
    const before = await quietDay('CATEGORY');

    for (const hour of ['09', '12', '20']) await view(product.product_id, `${QUIET_DAY}T${hour}:15:00.000Z`);
    await wishlistAdd(product.product_id, `${QUIET_DAY}T20:20:00.000Z`);

    for (const category of [product.top, product.parent, product.leaf]) {
      expect(await quietDay('CATEGORY', category)).toEqual({ date: QUIET_DAY, views: 3, wishlist_added: 1, clicks: 0 });
    }
    expect((await quietDay('CATEGORY', otherTop.id)).views).toBe(0);
    expect((await quietDay('CATEGORY')).views).toBe(before.views + 3);
    expect(await quietDay('BRAND', product.brand_id)).toMatchObject({ views: 3, wishlist_added: 1 });
    expect((await quietDay('BRAND', otherBrand.id)).views).toBe(0);
    expect(await quietDay('PRODUCT', product.product_id)).toMatchObject({ views: 3, wishlist_added: 1 });
  });

  test('a campaign counts the views and wishlist adds that arrived with its code', async () => {
    const [campaign, other] = await server.db.selectFrom('group_campaigns').select(['id', 'code']).orderBy('id').limit(2).execute();
    const product = await server.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await quietDay('CAMPAIGN');
    await view(product.id, `${QUIET_DAY}T08:00:00.000Z`, campaign!.code);
    await view(product.id, `${QUIET_DAY}T09:00:00.000Z`, campaign!.code);
    await view(product.id, `${QUIET_DAY}T10:00:00.000Z`, other!.code);
    await wishlistAdd(product.id, `${QUIET_DAY}T09:05:00.000Z`, campaign!.code);

    expect(await quietDay('CAMPAIGN', campaign!.id)).toMatchObject({ views: 2, wishlist_added: 1 });
    expect(await quietDay('CAMPAIGN', other!.id)).toMatchObject({ views: 1, wishlist_added: 0 });
    expect(await quietDay('CAMPAIGN')).toMatchObject({ views: before.views + 3, wishlist_added: before.wishlist_added + 1 });
  });

  test('a banner counts views and clicks, and no wishlist adds', async () => {
    let banners = await server.db.selectFrom('banners').select('id').orderBy('id').limit(2).execute();
    if (banners.length < 2) {
      banners = await server.db
        .insertInto('banners')
        .values([{ name: 'Test A', position: 'BLOCK' }, { name: 'Test B', position: 'SHOP_BELOW_MENU' }])
        .returning('id')
        .execute();
    }
    const [banner, other] = banners;
    const events = [
      ...Array.from({ length: 40 }, (_, index) => ({ banner_id: banner!.id, event: 'VIEW' as const, client: null, created_at: `${QUIET_DAY}T${String(index % 22).padStart(2, '0')}:10:00.000Z` })),
      { banner_id: banner!.id, event: 'CLICK' as const, client: CLIENT, created_at: `${QUIET_DAY}T13:00:00.000Z` },
      { banner_id: other!.id, event: 'CLICK' as const, client: CLIENT, created_at: `${QUIET_DAY}T14:00:00.000Z` },
    ];
    await server.db.insertInto('banner_events').values(events).execute();

    expect(await quietDay('BANNER', banner!.id)).toEqual({ date: QUIET_DAY, views: 40, wishlist_added: 0, clicks: 1 });
    expect(await quietDay('BANNER')).toMatchObject({ views: 40, clicks: 2, wishlist_added: 0 });
  });

  test('a bad period or an unknown record is refused in the request language', async () => {
    const refused = async (variables: Record<string, unknown>, lang: 0 | 1) => {
      const result = await admin(SERIES, variables, lang);
      expect(result.data).toBeNull();
      return result.errors![0]!;
    };
    const backwards = await refused({ subject: 'PRODUCT', start_date: '2026-11-20', end_date: '2026-11-10' }, 1);
    expect(backwards.message).toBe('Choose a valid period: dates as YYYY-MM-DD, the start not after the end, at most 731 days.');
    expect(backwards.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'end_date' });

    const notADay = await refused({ subject: 'BRAND', start_date: '2026-02-30', end_date: '2026-03-02' }, 0);
    expect(notADay.message).toBe('Polje „Od datuma“ ne sadrži ispravan datum.');
    expect(notADay.extensions).toMatchObject({ field: 'start_date' });

    const tooLong = await refused({ subject: 'BANNER', start_date: '2020-01-01', end_date: '2026-01-01' }, 1);
    expect(tooLong.extensions).toMatchObject({ field: 'end_date' });

    for (const subject of ['PRODUCT', 'CATEGORY', 'BRAND', 'BANNER', 'CAMPAIGN']) {
      const unknown = await refused({ subject, id: '999999', start_date: QUIET_DAY, end_date: QUIET_DAY }, 1);
      expect(unknown.message).toBe('The requested record does not exist.');
      expect(unknown.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    }
  });

  test('the dashboard counts today’s orders and revenue, orders in process, visitors and the top products', async () => {
    const first = (await admin(DASHBOARD)).data.dashboard;
    const inProcess = await server.db.selectFrom('orders').select(sql<number>`count(*)::integer`.as('n')).where('status', '=', ORDER_STATUS.IN_PROCESS).executeTakeFirstOrThrow();
    expect(first.orders_in_process).toBe(inProcess.n);
    expect(first.visitors_now).toBeGreaterThanOrEqual(0);
    expect(first.top_products.length).toBeGreaterThanOrEqual(5);
    expect(first.top_products.length).toBeLessThanOrEqual(10);
    const views = first.top_products.map((item: { views: number }) => item.views);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));

    // Two orders placed now (the shop's today in Belgrade): one received, one cancelled; only the first earns.
    const { id: _id, ...template } = await server.db.selectFrom('orders').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    const placed = async (status: number, code: string) =>
      (
        await server.db
          .insertInto('orders')
          .values({ ...template, code, status, created_at: now, idempotency_key: null, total_rsd: 12_345.5 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const received = await placed(ORDER_STATUS.RECEIVED, 'STATS-TEST-1');
    await placed(ORDER_STATUS.CANCELLED, 'STATS-TEST-2');

    // A product nobody looked at is viewed 600 times now, and 3 of it are ordered.
    const topIds = first.top_products.map((item: { product: { id: string } }) => Number(item.product.id));
    const unpopular = await server.db
      .selectFrom('products')
      .select(['id', 'code'])
      .where('id', 'not in', topIds)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_views').select('product_id').whereRef('product_views.product_id', '=', 'products.id'))))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await sql`insert into product_views (product_id, client, session, created_at)
      select ${unpopular.id}, ${CLIENT}, 'Test01', now() from generate_series(1, 600)`.execute(server.db);
    await server.db
      .insertInto('order_items')
      .values({ order_id: received, product_id: unpopular.id, variant_id: unpopular.id, name: 'Test', code: unpopular.code, quantity: 3, price: 1, total: 3, price_rsd: 1 })
      .execute();

    const second = (await admin(DASHBOARD)).data.dashboard;
    expect(second.orders_today).toBe(first.orders_today + 2);
    expect(second.revenue_today).toBeCloseTo(first.revenue_today + 12_345.5, 2);
    expect(second.top_products[0]).toEqual({ product: { id: String(unpopular.id) }, views: 600, ordered: 3 });
  });

  test('statistics are for administrators only', async () => {
    for (const query of [DASHBOARD, SERIES]) {
      const result = await server.request(query, { subject: 'PRODUCT', start_date: QUIET_DAY, end_date: QUIET_DAY }, { lang: 0 });
      expect(result.errors![0]!.message).toBe('Prijavite se kao administrator.');
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  defineStatsRules(() => ({ server, adminToken: token }));
});
