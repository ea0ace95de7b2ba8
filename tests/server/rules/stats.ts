/**
 * Statistics rules that only the retired hand-written mock's tests asserted (the removed
 * tests/contract/stats-mock.test.ts), on the statistics test file's server: the storefront's own
 * events reach the series, and the demo's statistics look like a shop's.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { demoClockOf } from '../support/demo-clock';
import type { Running } from './types';

const SERIES = `query ($subject: StatsSubject!, $id: ID, $start_date: Date!, $end_date: Date!) {
  statsSeries(subject: $subject, id: $id, start_date: $start_date, end_date: $end_date) { date views wishlist_added clicks } }`;
type Point = { date: string; views: number; wishlist_added: number; clicks: number };
const sum = (points: Point[], key: keyof Omit<Point, 'date'>) => points.reduce((total, point) => total + point[key], 0);
/** The shop's today (Europe/Belgrade), as YYYY-MM-DD. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

export function defineStatsRules(running: Running): void {
  const admin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 1) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { adminToken, lang });
  };
  const series = async (variables: Record<string, unknown>): Promise<Point[]> => {
    const result = await admin(SERIES, variables);
    expect(result.errors).toBeUndefined();
    return result.data.statsSeries;
  };

  test('the storefront’s counted views, wishlist adds and banner events show in the next series', async () => {
    const today = { start_date: shopToday(), end_date: shopToday() };
    const [product, banner] = [(await series({ subject: 'PRODUCT', id: '3', ...today }))[0]!, (await series({ subject: 'BANNER', id: '1', ...today }))[0]!];
    const recorded = await running().server.request(`mutation {
      view: recordProductView(product_id: "3", client: "k7Qpbhjdegbcba", session: "Test01") { success }
      wish: createWishlistAdded(product_id: "3", client: "k7Qpbhjdegbcba", session: "Test01") { id }
      seen: recordBannerEvent(banner_id: "1", event: VIEW, client: "k7Qpbhjdegbcba") { success }
      click: recordBannerEvent(banner_id: "1", event: CLICK, client: "k7Qpbhjdegbcba") { success } }`);
    expect(recorded.errors).toBeUndefined();
    expect((await series({ subject: 'PRODUCT', id: '3', ...today }))[0]).toMatchObject({ views: product.views + 1, wishlist_added: product.wishlist_added + 1 });
    expect((await series({ subject: 'BANNER', id: '1', ...today }))[0]).toMatchObject({ views: banner.views + 1, clicks: banner.clicks + 1 });
    const notADate = await admin(SERIES, { subject: 'PRODUCT', start_date: '20.11.2026.', end_date: '2026-11-20' });
    expect(notADate.errors?.[0]?.extensions).toMatchObject({ field: 'start_date' });
  });

  test('the demo’s statistics look like a shop’s: every day viewed, weekends busier, a few wishlist adds, 0.5–5% of banner views clicked', async () => {
    const { server } = running();
    const { dateFromToday, today } = await demoClockOf(server.db);
    const points = await series({ subject: 'PRODUCT', start_date: dateFromToday(-59), end_date: dateFromToday(-1) });
    expect(points).toHaveLength(59);
    for (const point of points) expect(point.views, point.date).toBeGreaterThanOrEqual(300);
    for (const point of points) expect(point.views, point.date).toBeLessThan(5000);
    const weekday = (point: Point) => new Date(`${point.date}T12:00:00Z`).getUTCDay();
    const average = (days: Point[]) => sum(days, 'views') / days.length;
    expect(average(points.filter((point) => [0, 6].includes(weekday(point))))).toBeGreaterThan(average(points.filter((point) => [2, 3, 4].includes(weekday(point)))) * 1.15);
    const wishlistShare = sum(points, 'wishlist_added') / sum(points, 'views');
    expect(wishlistShare).toBeGreaterThan(0.01);
    expect(wishlistShare).toBeLessThan(0.08);
    expect(Number((await sql<{ n: number }>`select count(*) as n from wishlist_added where campaign is not null`.execute(server.db)).rows[0]!.n)).toBeGreaterThan(0);

    const { rows: banners } = await sql<{ banner_id: number }>`select distinct banner_id from banner_events where created_at <= ${today}`.execute(server.db);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const { banner_id } of banners) {
      const banner = await series({ subject: 'BANNER', id: String(banner_id), start_date: dateFromToday(-59), end_date: dateFromToday(0) });
      const rate = sum(banner, 'clicks') / sum(banner, 'views');
      expect(rate, `banner ${banner_id}`).toBeGreaterThan(0.005);
      expect(rate, `banner ${banner_id}`).toBeLessThan(0.05);
    }
  });

  test('the demo’s visitors carry spec §9 ids: a client of 4 characters and its first visit in letters, a session of 6', async () => {
    const { db } = running().server;
    const { today } = await demoClockOf(db);
    const { rows } = await sql<{ client: string; session: string; created_at: Date }>`select client, session, created_at from product_views
      where created_at <= ${today} order by id limit 500`.execute(db);
    expect(rows).toHaveLength(500);
    for (const view of rows) {
      expect(view.client).toMatch(/^[A-Za-z0-9]{4}[a-j]{13}$/);
      expect(view.session).toMatch(/^[A-Za-z0-9]{6}$/);
      const firstVisit = Number(view.client.slice(4).replace(/[a-j]/g, (letter) => String(letter.charCodeAt(0) - 97)));
      expect(firstVisit).toBeLessThanOrEqual(new Date(view.created_at).getTime());
    }
  });

  test('the dashboard’s revenue is in RSD whatever the language', async () => {
    const revenue = async (lang: 0 | 1) => (await admin(`{ dashboard { revenue_today } }`, {}, lang)).data.dashboard.revenue_today;
    expect(await revenue(0)).toBe(await revenue(1));
  });
}
