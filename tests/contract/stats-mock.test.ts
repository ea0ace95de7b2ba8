import { describe, expect, test } from 'vitest';
import { createMockDb } from '../../mock-server/db';
import { dateFromToday, DEMO_TODAY } from '../../fixtures/clock';
import { ORDER_STATUS } from '../../src/shared/constants';
import { createMockClient, type Lang } from './support/mock-client';

const SERIES = `query($subject: StatsSubject!, $id: ID, $start_date: Date!, $end_date: Date!) {
  statsSeries(subject: $subject, id: $id, start_date: $start_date, end_date: $end_date) { date views wishlist_added clicks }
}`;
const DASHBOARD = `{ dashboard { orders_today revenue_today orders_in_process visitors_now
  top_products { views ordered product { id name } } } }`;

interface Point {
  date: string;
  views: number;
  wishlist_added: number;
  clicks: number;
}

/** A day no fixture reaches, for events a test records itself. */
const QUIET_DAY = '2027-01-15';
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:15:00.000Z`;

/** A fresh mock shop (its tables at hand) and a way to post to it as the demo admin. */
async function mockShop() {
  const client = createMockClient({ lang: 1 });
  await client.loginAdmin();
  const post = (query: string, variables: Record<string, unknown> = {}, lang?: Lang) => client.request(query, variables, { lang });
  const admin = (query: string, variables: Record<string, unknown> = {}, lang?: Lang) => client.request(query, variables, { lang, admin: true });
  const series = async (variables: Record<string, unknown>): Promise<Point[]> => {
    const result = await admin(SERIES, variables);
    expect(result.errors).toBeUndefined();
    return result.data.statsSeries;
  };
  const quietDay = async (subject: string, id?: number | string): Promise<Point> =>
    (await series({ subject, id: id == null ? undefined : String(id), start_date: QUIET_DAY, end_date: QUIET_DAY }))[0]!;
  return { db: client.db, post, admin, series, quietDay };
}

const sum = (points: Point[], key: 'views' | 'wishlist_added' | 'clicks') => points.reduce((total, point) => total + point[key], 0);

describe('statistics series', () => {
  test('has one point per day of the range, days without events included', async () => {
    const { db, series } = await mockShop();
    const productId = db.productViews.at(-1)!.product_id;
    const points = await series({ subject: 'PRODUCT', id: String(productId), start_date: dateFromToday(-6), end_date: dateFromToday(3) });
    expect(points.map((point) => point.date)).toEqual([-6, -5, -4, -3, -2, -1, 0, 1, 2, 3].map(dateFromToday));
    for (const point of points) {
      const expected = db.productViews.filter((view) => view.product_id === productId && view.created_at.startsWith(point.date)).length;
      expect(point.views, point.date).toBe(expected);
      expect(point.clicks).toBe(0);
    }
    expect(sum(points.slice(0, 7), 'views')).toBeGreaterThan(0);
    expect(points.slice(7).every((point) => point.views === 0 && point.wishlist_added === 0)).toBe(true);
  });

  test('a category counts the products of its subcategories, a brand its own products', async () => {
    const { db, quietDay } = await mockShop();
    const leaf = db.categories.find((category) => {
      const parent = db.categories.find((candidate) => candidate.id === category.parent_id);
      return parent?.parent_id != null && db.products.some((product) => product.category_ids.includes(category.id));
    })!;
    const parent = db.categories.find((category) => category.id === leaf.parent_id)!;
    const top = db.categories.find((category) => category.id === parent.parent_id)!;
    const otherTop = db.categories.find((category) => category.parent_id == null && category.id !== top.id)!;
    const product = db.products.find((candidate) => candidate.category_ids.includes(leaf.id) && candidate.brand_id != null)!;
    const otherBrand = db.brands.find((brand) => brand.id !== product.brand_id)!;

    for (const hour of [9, 12, 20]) {
      db.productViews.push({ product_id: product.id, client: 'k7Qpbhjdegbcba', session: 'Test01', campaign: null, created_at: at(QUIET_DAY, hour) });
    }
    db.wishlistAdded.push({ id: 999_001, product_id: product.id, client: 'k7Qpbhjdegbcba', session: 'Test01', campaign: null, created_at: at(QUIET_DAY, 20) });

    for (const category of [top, parent, leaf]) {
      expect(await quietDay('CATEGORY', category.id), category.slugs[1]).toEqual({ date: QUIET_DAY, views: 3, wishlist_added: 1, clicks: 0 });
    }
    expect((await quietDay('CATEGORY', otherTop.id)).views).toBe(0);
    expect((await quietDay('CATEGORY')).views).toBe(3);
    expect((await quietDay('BRAND', product.brand_id!)).views).toBe(3);
    expect((await quietDay('BRAND', otherBrand.id)).views).toBe(0);
    expect((await quietDay('PRODUCT', product.id)).wishlist_added).toBe(1);
  });

  test('a campaign counts the views and wishlist adds that arrived with its code', async () => {
    const { db, quietDay } = await mockShop();
    const [campaign, other] = db.campaigns;
    const view = (code: string | null, hour: number) =>
      db.productViews.push({ product_id: 1, client: 'k7Qpbhjdegbcba', session: 'Test01', campaign: code, created_at: at(QUIET_DAY, hour) });
    view(campaign!.code, 8);
    view(campaign!.code, 9);
    view(other!.code, 10);
    view(null, 11);
    db.wishlistAdded.push({ id: 999_002, product_id: 1, client: 'k7Qpbhjdegbcba', session: 'Test01', campaign: campaign!.code, created_at: at(QUIET_DAY, 9) });

    expect(await quietDay('CAMPAIGN', campaign!.id)).toMatchObject({ views: 2, wishlist_added: 1 });
    expect(await quietDay('CAMPAIGN', other!.id)).toMatchObject({ views: 1, wishlist_added: 0 });
    expect(await quietDay('CAMPAIGN')).toMatchObject({ views: 3, wishlist_added: 1 });
  });

  test('a banner counts views and clicks, and no wishlist adds', async () => {
    const { db, quietDay } = await mockShop();
    const [banner, other] = db.banners;
    for (let index = 0; index < 40; index += 1) {
      db.bannerEvents.push({ banner_id: banner!.id, event: 'VIEW', client: null, created_at: at(QUIET_DAY, index % 24) });
    }
    db.bannerEvents.push({ banner_id: banner!.id, event: 'CLICK', client: null, created_at: at(QUIET_DAY, 13) });
    db.bannerEvents.push({ banner_id: other!.id, event: 'CLICK', client: null, created_at: at(QUIET_DAY, 14) });

    expect(await quietDay('BANNER', banner!.id)).toEqual({ date: QUIET_DAY, views: 40, wishlist_added: 0, clicks: 1 });
    expect(await quietDay('BANNER')).toMatchObject({ views: 40, clicks: 2 });
  });

  test('the storefront’s counted views, wishlist adds and banner events show in the next series', async () => {
    const { post, series } = await mockShop();
    const today = new Date().toISOString().slice(0, 10);
    const range = { start_date: today, end_date: today };
    const before = (await series({ subject: 'PRODUCT', id: '3', ...range }))[0]!;
    const bannerBefore = (await series({ subject: 'BANNER', id: '1', ...range }))[0]!;

    const recorded = await post(
      `mutation {
        view: recordProductView(product_id: "3", client: "k7Qpbhjdegbcba", session: "Test01") { success }
        wish: createWishlistAdded(product_id: "3", client: "k7Qpbhjdegbcba", session: "Test01") { id }
        seen: recordBannerEvent(banner_id: "1", event: VIEW, client: "k7Qpbhjdegbcba") { success }
        click: recordBannerEvent(banner_id: "1", event: CLICK, client: "k7Qpbhjdegbcba") { success }
      }`,
    );
    expect(recorded.errors).toBeUndefined();

    expect((await series({ subject: 'PRODUCT', id: '3', ...range }))[0]).toMatchObject({
      views: before.views + 1,
      wishlist_added: before.wishlist_added + 1,
    });
    expect((await series({ subject: 'BANNER', id: '1', ...range }))[0]).toMatchObject({
      views: bannerBefore.views + 1,
      clicks: bannerBefore.clicks + 1,
    });
  });

  test('bad periods and unknown records are refused in the request language', async () => {
    const { db, admin } = await mockShop();
    const counts = () => [db.productViews.length, db.wishlistAdded.length, db.bannerEvents.length];
    const before = counts();
    const refuse = async (variables: Record<string, unknown>, lang: Lang) => {
      const result = await admin(SERIES, { subject: 'PRODUCT', ...variables }, lang);
      expect(result.data).toBeNull();
      return result.errors[0];
    };

    const backwards = await refuse({ start_date: '2026-11-20', end_date: '2026-11-01' }, '1');
    expect(backwards.message).toBe('Choose a valid period: dates as YYYY-MM-DD, the start not after the end, at most 731 days.');
    expect(backwards.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'end_date' });

    const noSuchDay = await refuse({ start_date: '2026-02-30', end_date: '2026-03-05' }, '0');
    expect(noSuchDay.message).toBe('Polje „start_date“ ne sadrži ispravan datum.');
    expect(noSuchDay.extensions.field).toBe('start_date');

    expect((await refuse({ start_date: '20.11.2026.', end_date: '2026-11-20' }, '1')).extensions.field).toBe('start_date');
    expect((await refuse({ start_date: '2020-01-01', end_date: '2026-11-20' }, '1')).extensions.field).toBe('end_date');

    const unknown = await refuse({ id: '987654', start_date: '2026-11-01', end_date: '2026-11-20' }, '0');
    expect(unknown.message).toBe('Traženi zapis ne postoji.');
    expect(unknown.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });

    expect(counts()).toEqual(before);
  });

  test('is for administrators only', async () => {
    const { post } = await mockShop();
    const result = await post(SERIES, { subject: 'BRAND', start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('seeded statistics', () => {
  test('look like a shop’s: every day viewed, weekends busier, a few wishlist adds, 1–4% of banner views clicked', async () => {
    const { db, series } = await mockShop();
    const points = await series({ subject: 'PRODUCT', start_date: dateFromToday(-59), end_date: dateFromToday(-1) });
    expect(points).toHaveLength(59);
    for (const point of points) {
      expect(point.views, point.date).toBeGreaterThanOrEqual(300);
      expect(point.views, point.date).toBeLessThan(5000);
    }
    const weekday = (point: Point) => new Date(`${point.date}T12:00:00Z`).getUTCDay();
    const average = (days: Point[]) => sum(days, 'views') / days.length;
    const weekend = points.filter((point) => [0, 6].includes(weekday(point)));
    const midweek = points.filter((point) => [2, 3, 4].includes(weekday(point)));
    expect(average(weekend)).toBeGreaterThan(average(midweek) * 1.15);
    const wishlistShare = sum(points, 'wishlist_added') / sum(points, 'views');
    expect(wishlistShare).toBeGreaterThan(0.01);
    expect(wishlistShare).toBeLessThan(0.08);
    expect(db.wishlistAdded.some((added) => added.campaign !== null)).toBe(true);

    const counted = new Set(db.bannerEvents.map((event) => event.banner_id));
    expect(counted.size).toBeGreaterThanOrEqual(3);
    for (const bannerId of counted) {
      const banner = await series({ subject: 'BANNER', id: String(bannerId), start_date: dateFromToday(-59), end_date: dateFromToday(0) });
      const rate = sum(banner, 'clicks') / sum(banner, 'views');
      expect(rate, `banner ${bannerId}`).toBeGreaterThan(0.005);
      expect(rate, `banner ${bannerId}`).toBeLessThan(0.05);
    }
  });

  test('clients are 4 characters and a timestamp written in letters, sessions 6 characters', async () => {
    const { db } = await mockShop();
    for (const view of db.productViews.slice(0, 500)) {
      expect(view.client).toMatch(/^[A-Za-z0-9]{4}[a-j]{13}$/);
      expect(view.session).toMatch(/^[A-Za-z0-9]{6}$/);
      const firstVisit = Number(view.client.slice(4).replace(/[a-j]/g, (letter) => String(letter.charCodeAt(0) - 97)));
      expect(firstVisit).toBeLessThanOrEqual(Date.parse(view.created_at));
    }
    expect(db.productViews.at(-1)!.created_at <= DEMO_TODAY.toISOString()).toBe(true);
  });

  test('one mock’s recorded events do not reach the next mock', async () => {
    const first = createMockDb();
    const views = first.productViews.length;
    first.productViews.push({ ...first.productViews[0]! });
    first.productViews[0]!.product_id = -1;
    const second = createMockDb();
    expect(second.productViews).toHaveLength(views);
    expect(second.productViews[0]!.product_id).not.toBe(-1);
  });
});

describe('dashboard', () => {
  test('counts today’s orders and revenue, cancelled ones left out of the revenue', async () => {
    const { db, admin } = await mockShop();
    const days = [DEMO_TODAY.toISOString().slice(0, 10), new Date().toISOString().slice(0, 10)];
    const today = db.orders.filter((order) => days.includes(order.created_at.slice(0, 10)));
    expect(today.length).toBeGreaterThan(0);
    const revenue = today.filter((order) => order.status !== ORDER_STATUS.CANCELLED).reduce((total, order) => total + order.total_rsd, 0);

    const first = (await admin(DASHBOARD)).data.dashboard;
    expect(first.orders_today).toBe(today.length);
    expect(first.revenue_today).toBeCloseTo(revenue, 2);
    expect(first.orders_in_process).toBe(db.orders.filter((order) => order.status === ORDER_STATUS.IN_PROCESS).length);
    expect(first.visitors_now).toBeGreaterThanOrEqual(5);

    // English or Serbian, the revenue is in RSD.
    expect((await admin(DASHBOARD, {}, '0')).data.dashboard.revenue_today).toBe(first.revenue_today);

    const cancelled = today[0]!;
    cancelled.status = ORDER_STATUS.CANCELLED;
    const second = (await admin(DASHBOARD)).data.dashboard;
    expect(second.orders_today).toBe(today.length);
    expect(second.revenue_today).toBeCloseTo(revenue - cancelled.total_rsd, 2);

    // An order placed while the mock runs counts today too.
    db.orders.push({ ...db.orders.at(-1)!, id: 9_999, status: ORDER_STATUS.IN_PROCESS, created_at: new Date().toISOString() });
    const third = (await admin(DASHBOARD)).data.dashboard;
    expect(third.orders_today).toBe(today.length + 1);
    expect(third.revenue_today).toBeCloseTo(revenue - cancelled.total_rsd + db.orders.at(-1)!.total_rsd, 2);
  });

  test('lists the most viewed products of the last 7 days, with the units ordered', async () => {
    const { db, admin } = await mockShop();
    const first = (await admin(DASHBOARD)).data.dashboard.top_products as { views: number; ordered: number; product: { id: string; name: string } }[];
    expect(first.length).toBe(10);
    expect(first.map((item) => item.views)).toEqual(first.map((item) => item.views).sort((a, b) => b - a));
    const latest = db.productViews.reduce((max, view) => (view.created_at > max ? view.created_at : max), '');
    const since = new Date(Date.parse(latest) - 7 * 86_400_000).toISOString();
    const top = first[0]!;
    expect(top.views).toBe(
      db.productViews.filter((view) => String(view.product_id) === top.product.id && view.created_at > since).length,
    );
    const unpopular = db.products.find((product) => !first.some((item) => item.product.id === String(product.id)))!;

    const now = new Date().toISOString();
    for (let index = 0; index < 600; index += 1) {
      db.productViews.push({ product_id: unpopular.id, client: 'k7Qpbhjdegbcba', session: 'Test01', campaign: null, created_at: now });
    }
    db.orders.push({
      ...db.orders.at(-1)!,
      id: 9_998,
      status: ORDER_STATUS.RECEIVED,
      created_at: now,
      items: [{ id: 9_998, product_id: unpopular.id, name: unpopular.names[0], code: unpopular.code, quantity: 3, price: 1, total: 3, price_rsd: 1 }],
    });
    const second = (await admin(DASHBOARD)).data.dashboard.top_products;
    expect(second[0]).toMatchObject({ product: { id: String(unpopular.id), name: unpopular.names[1] }, ordered: 3 });
    expect(second[0].views).toBeGreaterThanOrEqual(600);
  });

  test('is for administrators only', async () => {
    const { post } = await mockShop();
    const result = await post(DASHBOARD, {}, '0');
    expect(result.errors[0].message).toBe('Prijavite se kao administrator.');
  });
});
