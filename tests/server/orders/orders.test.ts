/**
 * Orders on the real server, on each database: checkout (checkout-tests.ts), checkouts at once
 * (concurrency-tests.ts), and here the administrator's side: status changes, the order list and
 * calendar, promo codes, countries and order settings; then the rules the retired mock asserted.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { defineOrderRules } from '../rules/orders';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { defineCheckoutConcurrencyTests } from './concurrency-tests';
import { defineCheckoutTests } from './checkout-tests';
import { defineVariantOrderTests } from './variant-tests';
import { checkout, CREATE_ORDER, orderHelpers } from './support';

describe.each(await serverBackends())('orders on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  /** Visible products over 1 000 RSD, so one unit passes the minimum order. */
  let products: { id: number; price: number }[];
  const { stockOf, setStock, outbox } = orderHelpers(() => ({ server, adminToken, products }));

  beforeAll(async () => {
    server = await startTestServer(backend);
    const login = await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`);
    adminToken = login.data.adminLogin.token;
    const { rows } = await sql<{ id: number; price: number }>`
      select id, price from products
      where active and active_from is null and active_to is null and price >= 1000 and discount_price is null
      order by id limit 6`.execute(server.db);
    products = rows.map((row) => ({ id: row.id, price: Number(row.price) }));
    expect(products).toHaveLength(6);
  }, 120_000);
  afterAll(async () => server?.close());

  defineCheckoutTests(() => ({ server, adminToken, products }));
  defineCheckoutConcurrencyTests(() => ({ server, adminToken, products }));
  defineVariantOrderTests(() => ({ server, adminToken, products }));

  test('a status change is recorded with its time, cancelling returns the stock, the customer is e-mailed', async () => {
    const product = products[2]!;
    await setStock(product.id, 4);
    const placed = (await server.request(CREATE_ORDER, checkout([{ product_id: String(product.id), quantity: 3 }]))).data.createOrder;
    expect(await stockOf(product.id)).toBe(1);
    const update = `mutation ($id: ID!, $status: OrderStatus!, $note: String) { updateOrderStatus(id: $id, status: $status, note: $note) { status status_history { status note created_at } } }`;
    const received = await server.request(update, { id: placed.id, status: 'RECEIVED', note: 'Potvrđeno.' }, { adminToken });
    expect(received.data.updateOrderStatus.status).toBe('RECEIVED');
    expect(received.data.updateOrderStatus.status_history.map((change: { status: string }) => change.status)).toEqual(['IN_PROCESS', 'RECEIVED']);
    expect(received.data.updateOrderStatus.status_history[1].note).toBe('Potvrđeno.');
    expect(Date.parse(received.data.updateOrderStatus.status_history[1].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(outbox().some((mail) => mail.includes(placed.code) && /primljena/.test(mail.replace(/=\r?\n/g, '')))).toBe(true);

    await server.request(update, { id: placed.id, status: 'CANCELLED' }, { adminToken });
    expect(await stockOf(product.id)).toBe(4);
    await setStock(product.id, 1);
    const back = await server.request(update, { id: placed.id, status: 'RECEIVED' }, { adminToken });
    expect(back.errors?.[0]?.message).toMatch(/nema dovoljno na stanju/);
    expect(await stockOf(product.id)).toBe(1);

    const missing = await server.request(update, { id: '999999', status: 'SENT' }, { adminToken, lang: 1 });
    expect(missing.errors?.[0]?.message).toBe('The requested record does not exist.');
    const visitor = await server.request(update, { id: placed.id, status: 'SENT' });
    expect(visitor.errors?.[0]?.message).toBe('Prijavite se kao administrator.');
  });

  test('the order list honours page, first, search, status and dates, newest first; the calendar groups planned days', async () => {
    const list = `query ($page: Int, $first: Int, $search: String, $status: OrderStatus, $start: Date, $end: Date) {
      ordersWithPagination(page: $page, first: $first, search: $search, status: $status, start_date: $start, end_date: $end) {
        data { code status created_at customer { name lastname phone } } paginatorInfo { currentPage lastPage count total } } }`;
    const delivered = await server.request(list, { first: 5, status: 'DELIVERED' }, { adminToken });
    expect(delivered.data.ordersWithPagination.data).toHaveLength(5);
    expect(delivered.data.ordersWithPagination.data.every((order: { status: string }) => order.status === 'DELIVERED')).toBe(true);
    const created = delivered.data.ordersWithPagination.data.map((order: { created_at: string }) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const byName = await server.request(list, { search: 'milenkovic' }, { adminToken });
    expect(byName.data.ordersWithPagination.paginatorInfo.total).toBeGreaterThan(0);
    for (const order of byName.data.ordersWithPagination.data) expect(order.customer.lastname).toBe('Milenković');
    const byPhone = await server.request(list, { search: '064 220 3391' }, { adminToken });
    expect(byPhone.data.ordersWithPagination.paginatorInfo.total).toBe(byName.data.ordersWithPagination.paginatorInfo.total);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await server.request(list, { start: today, end: today, first: 100 }, { adminToken });
    expect(todays.data.ordersWithPagination.data.every((order: { created_at: string }) => order.created_at.startsWith(today))).toBe(true);
    expect(todays.data.ordersWithPagination.paginatorInfo.total).toBeGreaterThanOrEqual(3);

    const page2 = await server.request(list, { first: 7, page: 2 }, { adminToken });
    expect(page2.data.ordersWithPagination.paginatorInfo).toMatchObject({ currentPage: 2, count: 7 });

    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await server.request(`{ orderCalendar(start_date: "${today}", end_date: "${inAMonth}") { date orders { delivery_date status } } }`, {}, { adminToken });
    for (const day of calendar.data.orderCalendar) for (const order of day.orders) expect(order.delivery_date).toBe(day.date);
    const tooLong = await server.request(`{ orderCalendar(start_date: "2026-01-01", end_date: "2027-06-01") { date } }`, {}, { adminToken });
    expect(tooLong.errors?.[0]?.message).toBe('Vrednost polja „Do datuma“ nije ispravna.');
  });

  test('promo codes and countries: codes unique, discount 1–100, a used country cannot be deleted', async () => {
    const upsert = `mutation ($id: ID, $code: String!, $discount: Float!, $usage_count: Int) { upsertPromoCode(id: $id, code: $code, discount: $discount, usage_count: $usage_count) { id code usage_count } }`;
    expect((await server.request(upsert, { code: 'DOBRODOSLI10', discount: 5 }, { adminToken })).errors?.[0]?.message).toBe('Ovaj kod je već zauzet.');
    expect((await server.request(upsert, { code: 'NOVI-KOD', discount: 150 }, { adminToken })).errors?.[0]?.message).toBe('Popust mora biti od 1 do 100%.');
    const made = (await server.request(upsert, { code: 'novi-kod', discount: 5, usage_count: 3 }, { adminToken })).data.upsertPromoCode;
    const changed = (await server.request(upsert, { id: made.id, code: 'NOVI-KOD', discount: 6 }, { adminToken })).data.upsertPromoCode;
    expect(changed.usage_count).toBe(3);
    const codes = await server.request(`{ promoCodes(first: 3, search: "novi") { data { code } paginatorInfo { total } } }`, {}, { adminToken });
    expect(codes.data.promoCodes.data).toEqual([{ code: 'NOVI-KOD' }]);
    expect((await server.request(`mutation { deletePromoCode(id: "${made.id}") { success } }`, {}, { adminToken })).data.deletePromoCode.success).toBe(true);

    const inUse = await server.request(`mutation { deleteOrderCountry(id: "1") { success } }`, {}, { adminToken });
    expect(inUse.errors?.[0]?.message).toBe('Državu koriste porudžbine, pa se ne može obrisati.');
    const country = `mutation ($id: ID, $name: String!) { upsertOrderCountry(id: $id, name: $name, code: "mk", delivery_price: 1600) { id name names code } }`;
    const mk = (await server.request(country, { name: 'Severna Makedonija' }, { adminToken })).data.upsertOrderCountry;
    expect(mk).toMatchObject({ code: 'MK', names: ['Severna Makedonija', 'Severna Makedonija'] });
    const translated = (await server.request(country, { id: mk.id, name: 'North Macedonia' }, { adminToken, lang: 1 })).data.upsertOrderCountry;
    expect(translated).toMatchObject({ name: 'North Macedonia', names: ['Severna Makedonija', 'North Macedonia'] });
    expect((await server.request(`mutation { deleteOrderCountry(id: "${mk.id}") { success } }`, {}, { adminToken })).data.deleteOrderCountry.success).toBe(true);
  });

  test('order settings: amounts in RSD, the checkout note in the request language, a bad rate refused', async () => {
    const update = `mutation ($rate: Float, $note: String, $days: Int) { updateOrderSettings(exchange_rate_eur: $rate, checkout_note: $note, delivery_days: $days) { exchange_rate_eur checkout_note min_order_total } }`;
    expect((await server.request(update, { rate: 0 }, { adminToken, lang: 1 })).errors?.[0]?.message).toBe('The value of "Euro exchange rate (RSD for 1 EUR)" is not valid.');
    const changed = await server.request(update, { rate: 100, note: 'English note.' }, { adminToken, lang: 1 });
    expect(changed.data.updateOrderSettings).toEqual({ exchange_rate_eur: 100, checkout_note: 'English note.', min_order_total: 5 });
    const serbian = await server.request(`{ orderSettings { checkout_note } }`);
    expect(serbian.data.orderSettings.checkout_note).toMatch(/šaljemo istog dana/);
    await server.request(update, { rate: 117.2 }, { adminToken });
  });

  defineOrderRules(() => ({ server, adminToken }));
});
