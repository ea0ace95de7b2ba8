/**
 * A demo that is always today's (issue 23): loaded on any day, through the real server, its Black
 * Friday and weekly codes are accepted at checkout, this month's statistics are not empty, its newest
 * orders and posts are recent, orders still on their way are delivered from today on, and its live
 * visitors were just seen. The clock is fixed at a load day (as `npm start` on that day); PGlite reads
 * its time from the same clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startClockAt } from '../../../mock-server/clock';
import { startShop, type StartedShop } from '../support/shop-start';

const DAY_MS = 86_400_000;
const RealDate = Date;
/** The shop's calendar day (Europe/Belgrade) of a moment, as YYYY-MM-DD. */
const shopDay = (moment: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(moment);

const QUOTE = `query ($items: [OrderItemInput!]!, $code: String) { orderQuote(items: $items, promo_code: $code) { promo_code promo_code_error discount } }`;
const ORDER = `mutation ($items: [OrderItemInput!]!, $code: String) {
  createOrder(idempotency_key: "demo-dates-black-friday-order-1", items: $items, name: "Ana", lastname: "Jovanović", email: "ana.datumi@gmail.com", phone: "+381 63 882 1045",
    address: "Zmaj Jovina 12", city: "Novi Sad", zip: "21000", country_id: "1", payment_method: CASH_ON_DELIVERY, promo_code: $code) { promo_code discount } }`;
const ADMIN_LOGIN = `mutation { adminLogin(email: "admin@izlog.rs", password: "izlog-admin") { token } }`;

// PGlite alone: it reads the time from the process's clock, which the test fixes; PostgreSQL keeps the real one.
describe.each(['2027-03-10T12:00:00.000Z', '2026-11-29T08:30:00.000Z'])('the demo loaded at %s', (moment) => {
  let shop: StartedShop;
  let dataDir: string;
  let token: string;
  const now = () => new Date();
  const admin = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await shop.request(query, variables, token);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  beforeAll(async () => {
    startClockAt(new Date(moment));
    dataDir = mkdtempSync(join(tmpdir(), 'izlog-demo-dates-'));
    shop = await startShop({ DATA_DIR: dataDir, DEMO_ACCOUNTS: '1' }, { memory: true });
    token = (await shop.request(ADMIN_LOGIN)).data.adminLogin.token;
  }, 240_000);
  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    globalThis.Date = RealDate;
  });

  const cart = async () => {
    const product = await shop.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', true)
      .where('active_from', 'is', null)
      .where('active_to', 'is', null)
      .where('price', '>', 5_000)
      .where('stock', '>', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return [{ product_id: String(product.id), quantity: 1 }];
  };

  test('the Black Friday and weekly codes are accepted at checkout, and shown as running in the admin', async () => {
    const items = await cart();
    for (const code of ['BLACKFRIDAY', 'NEDELJA15', 'ZIMA2026']) {
      const quote = (await shop.request(QUOTE, { items, code })).data.orderQuote;
      expect(quote, code).toMatchObject({ promo_code: code, promo_code_error: null });
      expect(quote.discount, code).toBeGreaterThan(0);
    }
    const order = await shop.request(ORDER, { items, code: 'BLACKFRIDAY' });
    expect(order.errors).toBeUndefined();
    expect(order.data.createOrder.promo_code).toBe('BLACKFRIDAY');
    const codes = (await admin(`{ promoCodes(first: 50) { data { code active expires_at } } }`)).promoCodes.data as { code: string; active: boolean; expires_at: string | null }[];
    const blackFriday = codes.find((code) => code.code === 'BLACKFRIDAY')!;
    expect(blackFriday.active).toBe(true);
    expect(Date.parse(blackFriday.expires_at!)).toBeGreaterThan(now().getTime() + 5 * DAY_MS);
  });

  test('this month’s statistics are not empty, and the dashboard has last week’s top products', async () => {
    const today = shopDay(now());
    const points = (await admin(`query ($start: Date!, $end: Date!) { statsSeries(subject: PRODUCT, start_date: $start, end_date: $end) { date views } }`, {
      start: `${today.slice(0, 8)}01`,
      end: today,
    })).statsSeries as { date: string; views: number }[];
    expect(points.at(-1)!.date).toBe(today);
    expect(points.reduce((sum, point) => sum + point.views, 0)).toBeGreaterThan(0);
    const dashboard = (await admin(`{ dashboard { orders_in_process visitors_now top_products { views } } }`)).dashboard;
    expect(dashboard.top_products.length).toBeGreaterThan(0);
    expect(dashboard.orders_in_process).toBeGreaterThan(0);
    expect(dashboard.visitors_now).toBeGreaterThan(0);
  });

  test('the newest orders are recent, and every order still on its way is delivered from today on', async () => {
    const orders = (await admin(`{ ordersWithPagination(first: 100) { data { code status created_at delivery_date } } }`)).ordersWithPagination.data as {
      status: string;
      created_at: string;
      delivery_date: string | null;
    }[];
    const newest = Math.max(...orders.map((order) => Date.parse(order.created_at)));
    expect(newest).toBeLessThanOrEqual(now().getTime());
    expect(now().getTime() - newest).toBeLessThan(DAY_MS);
    const onTheirWay = orders.filter((order) => ['IN_PROCESS', 'RECEIVED', 'SENT'].includes(order.status));
    expect(onTheirWay.length).toBeGreaterThan(0);
    for (const order of onTheirWay) if (order.delivery_date) expect(order.delivery_date >= shopDay(now()), JSON.stringify(order)).toBe(true);
  });

  test('the newest post is of this week, and the live visitors were seen minutes ago', async () => {
    const posts = (await shop.request(`{ blogPosts(first: 1) { data { published_at } } }`)).data.blogPosts.data as { published_at: string }[];
    const age = now().getTime() - Date.parse(posts[0]!.published_at);
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(7 * DAY_MS);
    const visitors = (await admin(`{ liveVisitors { last_seen_at } }`)).liveVisitors as { last_seen_at: string }[];
    expect(visitors.length).toBeGreaterThan(0);
    for (const visitor of visitors) expect(now().getTime() - Date.parse(visitor.last_seen_at)).toBeLessThan(10 * 60_000);
  });
});
