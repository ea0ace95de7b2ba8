/**
 * Checkout, quote and admin-order rules that only the retired hand-written mock's tests asserted
 * (the removed tests/contract/orders-mock.test.ts), on the orders test file's server.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { demoClockOf } from '../support/demo-clock';
import type { Running } from './types';

const ORDER = `mutation ($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!, $email: String!, $phone: String!,
  $address: String!, $city: String!, $zip: String!, $country_id: ID!, $payment_method: PaymentMethod!, $promo_code: String) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: $name, lastname: $lastname, email: $email, phone: $phone, address: $address,
    city: $city, zip: $zip, country_id: $country_id, payment_method: $payment_method, promo_code: $promo_code) {
    id code currency lang subtotal delivery_price total items { name } } }`;
const QUOTE = `query ($items: [OrderItemInput!]!, $country_id: ID) { orderQuote(items: $items, country_id: $country_id) { items { quantity } subtotal delivery_price total } }`;

let keys = 0;
const checkout = (productId: number, change: Record<string, unknown> = {}) => ({
  idempotency_key: `pravila-porudzbine-${Date.now()}-${++keys}`,
  items: [{ product_id: String(productId), quantity: 1 }],
  name: 'Ana',
  lastname: 'Jovanović',
  email: 'ana.pravila@gmail.com',
  phone: '+381 63 882 1045',
  address: 'Zmaj Jovina 12',
  city: 'Novi Sad',
  zip: '21000',
  country_id: '1',
  payment_method: 'CASH_ON_DELIVERY',
  ...change,
});

export function defineOrderRules(running: Running): void {
  const request = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0, admin = false) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { lang, adminToken: admin ? adminToken : null });
  };
  const db = () => running().server.db;
  const orderCount = async () => Number((await sql<{ n: number }>`select count(*) as n from orders`.execute(db())).rows[0]!.n);
  /** A visible product without a discount priced within [min, max] RSD, given `stock` units; the highest id, away from the file's own. */
  const product = async (min: number, max: number, stock: number) => {
    const { rows } = await sql<{ id: number; price: number }>`select id, price from products where active and active_from is null and active_to is null
      and discount_price is null and price between ${min} and ${max} order by id desc limit 1`.execute(db());
    await sql`update products set stock = ${stock} where id = ${rows[0]!.id}`.execute(db());
    return { id: rows[0]!.id, price: Number(rows[0]!.price) };
  };

  test('every field with an asterisk is required, named in the request’s language; a bad id, a used or inactive code, zero or too many are refused', async () => {
    const { id } = await product(5_000, 50_000, 3);
    const before = await orderCount();
    const labels: [string, string][] = [['name', 'First name'], ['lastname', 'Last name'], ['email', 'E-mail'], ['phone', 'Phone'], ['address', 'Street and number'], ['city', 'City'], ['zip', 'Postal code'], ['country_id', 'Country']];
    for (const [field, label] of labels) {
      const refused = await request(ORDER, checkout(id, { [field]: '  ' }), 1);
      expect(refused.errors?.[0], field).toMatchObject({ message: `The field "${label}" is required.`, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await request(ORDER, checkout(id, { zip: '' }))).errors?.[0]?.message).toBe('Polje „Poštanski broj“ je obavezno.');
    const english = (await request(`query ($id: ID!) { product(id: $id) { name } }`, { id: String(id) }, 1)).data.product.name;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: [{ product_id: 'PRODUCT', quantity: 1 }] }, 'The field "Product" does not hold a valid id.', 'items.0.product_id'],
      [{ promo_code: 'VERNIKUPAC5' }, 'The promo code has already been used.', 'promo_code'],
      [{ promo_code: 'IZLOG-PARTNER' }, 'The promo code does not exist.', 'promo_code'],
      [{ items: [{ product_id: String(id), quantity: 0 }] }, 'The quantity must be from 1 to 10.', 'items'],
      // The same product twice in the cart counts together.
      [{ items: [{ product_id: String(id), quantity: 2 }, { product_id: String(id), quantity: 2 }] }, `There is not enough of "${english}" in stock.`, 'items'],
    ];
    for (const [change, message, field] of cases) {
      const refused = await request(ORDER, checkout(id, change), 1);
      expect(refused.errors?.[0], JSON.stringify(change)).toMatchObject({ message, extensions: { field } });
    }
    expect(await orderCount()).toBe(before);
    expect(Number((await sql<{ stock: number }>`select stock from products where id = ${id}`.execute(db())).rows[0]!.stock)).toBe(3);
  });

  test('the minimum order is told in the request’s currency; a payment method the shop switched off is refused', async () => {
    const { id } = await product(5_000, 50_000, 3);
    const SETTINGS = `mutation ($min: Float, $methods: [PaymentMethod!]) { updateOrderSettings(min_order_total: $min, payment_methods: $methods) { payment_methods } }`;
    const { payment_methods } = (await request(`{ orderSettings { min_order_total payment_methods } }`)).data.orderSettings;
    await request(SETTINGS, { min: 1_000_000, methods: ['CASH_ON_DELIVERY'] }, 0, true);
    try {
      expect((await request(ORDER, checkout(id))).errors?.[0]?.message).toBe('Najmanji iznos porudžbine je 1\u00a0000\u00a0000,00 RSD.');
      const rate = (await request(`{ orderSettings { exchange_rate_eur } }`)).data.orderSettings.exchange_rate_eur as number;
      const euros = (1_000_000 / rate).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
      expect((await request(ORDER, checkout(id), 1)).errors?.[0]?.message).toBe(`The smallest order total is ${euros} EUR.`);
      await request(SETTINGS, { min: 500 }, 0, true);
      const transfer = await request(ORDER, checkout(id, { payment_method: 'BANK_TRANSFER' }), 1);
      expect(transfer.errors?.[0]?.message).toBe('The chosen payment method is not available.');
    } finally {
      await request(SETTINGS, { min: 500, methods: payment_methods }, 0, true);
    }
  });

  test('a Serbian order is in RSD with Serbian names and delivery under the free threshold; its code and e-mail find it in any case', async () => {
    const cheap = await product(600, 4_000, 3);
    const serbian = (await request(`query ($id: ID!) { product(id: $id) { name } }`, { id: String(cheap.id) })).data.product.name;
    const placed = (await request(ORDER, checkout(cheap.id))).data.createOrder;
    expect(placed).toMatchObject({ currency: 'RSD', lang: 0, subtotal: cheap.price, delivery_price: 350, total: cheap.price + 350, items: [{ name: serbian }] });
    const found = await request(`query ($code: String!, $email: String) { order(code: $code, email: $email) { id } }`, { code: placed.code.toLowerCase(), email: 'ANA.Pravila@gmail.com' });
    expect(found.data.order).toEqual({ id: placed.id });
    const newest = (await request(`{ ordersWithPagination(first: 1) { data { code user { id } } } }`, {}, 0, true)).data.ordersWithPagination.data[0];
    expect(newest).toEqual({ code: placed.code, user: null });
  });

  test('a quote charges each country’s delivery (Croatia never free) and refuses a sold-out product', async () => {
    const { id, price } = await product(20_000, 100_000, 2);
    const quote = (await request(QUOTE, { items: [{ product_id: String(id), quantity: 7 }], country_id: '4' })).data.orderQuote;
    expect(quote).toEqual({ items: [{ quantity: 2 }], subtotal: price * 2, delivery_price: 1800, total: price * 2 + 1800 });
    await sql`update products set stock = 0 where id = ${id}`.execute(db());
    const english = (await request(`query ($id: ID!) { product(id: $id) { name } }`, { id: String(id) }, 1)).data.product.name;
    const soldOut = await request(QUOTE, { items: [{ product_id: String(id), quantity: 1 }] }, 1);
    expect(soldOut.errors?.[0]?.message).toBe(`There is not enough of "${english}" in stock.`);
  });

  test('the admin finds an order by its code in any case; the calendar lists every day and follows moves and cancellations', async () => {
    const { dateFromToday } = await demoClockOf(db());
    // The demo's twelfth order, IZ-YY-00112 (its year that of the day it was placed).
    const { code } = await db().selectFrom('orders').select('code').where('id', '=', 12).executeTakeFirstOrThrow();
    const byCode = (await request(`query ($search: String) { ordersWithPagination(search: $search) { data { code } } }`, { search: code.toLowerCase() }, 0, true)).data.ordersWithPagination.data;
    expect(byCode).toEqual([{ code }]);

    const CALENDAR = `query ($start: Date!, $end: Date!) { orderCalendar(start_date: $start, end_date: $end) { date orders { id } } }`;
    const days = (await request(CALENDAR, { start: dateFromToday(0), end: dateFromToday(14) }, 0, true)).data.orderCalendar;
    expect(days.map((day: { date: string }) => day.date)).toEqual(Array.from({ length: 15 }, (_, offset) => dateFromToday(offset)));
    const received = (await request(`{ ordersWithPagination(status: RECEIVED, first: 1) { data { id } } }`, {}, 0, true)).data.ordersWithPagination.data[0].id;
    const MOVE = `mutation ($id: ID!, $date: Date) { updateOrderDeliveryDate(id: $id, delivery_date: $date) { delivery_date } }`;
    const planned = async () => (await request(CALENDAR, { start: dateFromToday(10), end: dateFromToday(10) }, 0, true)).data.orderCalendar[0].orders.map((order: { id: string }) => order.id);
    await request(MOVE, { id: received, date: dateFromToday(10) }, 0, true);
    expect(await planned()).toContain(received);
    expect((await request(MOVE, { id: received, date: '2026-02-30' }, 0, true)).errors?.[0]?.extensions).toMatchObject({ field: 'delivery_date' });
    await request(`mutation ($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { status } }`, { id: received }, 0, true);
    expect(await planned()).not.toContain(received);
    expect((await request(CALENDAR, { start: dateFromToday(3), end: dateFromToday(0) }, 0, true)).errors?.[0]?.extensions).toMatchObject({ field: 'end_date' });
  });

  test('order settings, countries and promo codes refuse bad values; a new country goes last; an empty expiry is unlimited (spec §5)', async () => {
    const settings = `mutation ($days: Int, $methods: [PaymentMethod!]) { updateOrderSettings(delivery_days: $days, payment_methods: $methods) { delivery_days } }`;
    expect((await request(settings, { days: -1 }, 0, true)).errors?.[0]?.extensions).toMatchObject({ field: 'delivery_days' });
    expect((await request(settings, { methods: [] }, 0, true)).errors?.[0]?.extensions).toMatchObject({ field: 'payment_methods' });

    const COUNTRY = `mutation ($name: String!, $code: String!, $price: Float!, $free: Float) { upsertOrderCountry(name: $name, code: $code, delivery_price: $price, free_delivery_over: $free) {
      id code active position free_delivery_over } }`;
    expect((await request(COUNTRY, { name: 'Srbija 2', code: 'rs', price: 100 }, 1, true)).errors?.[0]?.message).toBe('This code is already taken.');
    const country: Record<string, unknown> = { name: 'Makedonija', code: 'MX', price: 100 };
    for (const [change, field] of [[{ code: 'MKD' }, 'code'], [{ name: '' }, 'name'], [{ price: -5 }, 'delivery_price']] as const) {
      const refused = await request(COUNTRY, { ...country, ...change }, 0, true);
      expect(refused.errors?.[0]?.extensions, field).toMatchObject({ field });
    }
    const positions = (await request(`{ orderCountries { position } }`, {}, 0, true)).data.orderCountries.map((country: { position: number }) => country.position);
    const made = (await request(COUNTRY, { name: 'Albanija', code: 'al', price: 1700, free: 20_000 }, 0, true)).data.upsertOrderCountry;
    expect(made).toMatchObject({ code: 'AL', active: true, position: Math.max(...positions) + 1, free_delivery_over: 20_000 });
    await request(`mutation ($id: ID!) { deleteOrderCountry(id: $id) { success } }`, { id: made.id }, 0, true);

    const PROMO = `mutation ($code: String!, $discount: Float!, $expires: DateTime) { upsertPromoCode(code: $code, discount: $discount, expires_at: $expires) { id usage_count expires_at } }`;
    for (const discount of [0, 100.5]) expect((await request(PROMO, { code: 'PROBA20', discount }, 0, true)).errors?.[0]?.message).toBe('Popust mora biti od 1 do 100%.');
    const unlimited = (await request(PROMO, { code: 'prolece15', discount: 15, expires: '' }, 0, true)).data.upsertPromoCode;
    expect(unlimited).toMatchObject({ usage_count: 1, expires_at: null });
    await request(`mutation ($id: ID!) { deletePromoCode(id: $id) { success } }`, { id: unlimited.id }, 0, true);
  });
}
