/**
 * The orders domain of the mock server: checkout's rules (required fields, stock, promo codes,
 * minimum order, idempotency), quotes, the admin's lists, calendar, settings, countries and promo
 * codes, over yoga.fetch with the spec's headers.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ProductRecord } from '../../fixtures/catalog/records';
import { processPriceRsd } from '../../src/shared/rules/pricing';
import { isProductVisible } from '../../src/shared/rules/product-state';
import type { MockDb } from '../../mock-server/db';
import { DEMO_USER } from '../../fixtures/users/accounts';
import { dateFromToday } from '../../fixtures/clock';
import { orderCode } from '../../fixtures/orders/code';
import { ORDER_CODE_PATTERN } from '../../src/shared/order-code';
import { createMockClient, type MockClient } from './support/mock-client';

let db: MockDb;
let gql: MockClient['request'];
let ok: MockClient['ok'];
let refused: MockClient['refused'];
let adminToken: MockClient['loginAdmin'];
let userToken: MockClient['loginUser'];

const CREATE_ORDER = `mutation CreateOrder($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!,
  $email: String!, $phone: String!, $address: String!, $city: String!, $zip: String!, $country_id: ID!,
  $payment_method: PaymentMethod!, $company: String, $vat_number: String, $note: String, $promo_code: String) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: $name, lastname: $lastname, email: $email, phone: $phone,
    address: $address, city: $city, zip: $zip, country_id: $country_id, payment_method: $payment_method, company: $company,
    vat_number: $vat_number, note: $note, promo_code: $promo_code) {
    id code status currency lang subtotal discount delivery_price total promo_code delivery_date created_at
    status_history { status note } items { product_id name code quantity price total } customer { name email } } }`;
const QUOTE = `query ($items: [OrderItemInput!]!, $country_id: ID, $promo_code: String) {
  orderQuote(items: $items, country_id: $country_id, promo_code: $promo_code) {
    items { product { id name } quantity price total } subtotal discount delivery_price total currency promo_code promo_code_error } }`;
const ORDERS = `query ($page: Int, $first: Int, $search: String, $status: OrderStatus, $start_date: Date, $end_date: Date) {
  ordersWithPagination(page: $page, first: $first, search: $search, status: $status, start_date: $start_date, end_date: $end_date) {
    data { id code status created_at customer { name lastname email phone } user { id } }
    paginatorInfo { currentPage lastPage count total } } }`;

/** A product visitors can buy, priced well over the minimum order, with `stock` units. */
function productWithStock(stock: number, minPrice = 5_000, skip = 0): ProductRecord {
  const product = db.products.filter((candidate) => isProductVisible(candidate) && processPriceRsd(candidate) >= minPrice)[skip];
  if (!product) throw new Error('the catalogue has no visible product to order');
  product.stock = stock;
  return product;
}

let keys = 0;
function checkout(product: ProductRecord, change: Record<string, unknown> = {}) {
  return {
    idempotency_key: `checkout-key-test-${++keys}`,
    items: [{ product_id: String(product.id), quantity: 1 }],
    name: 'Ana',
    lastname: 'Jovanović',
    email: 'ana.jovanovic@gmail.com',
    phone: '+381 63 882 1045',
    address: 'Zmaj Jovina 12',
    city: 'Novi Sad',
    zip: '21000',
    country_id: '1',
    payment_method: 'CASH_ON_DELIVERY',
    ...change,
  };
}

beforeEach(() => {
  ({ db, request: gql, ok, refused, loginAdmin: adminToken, loginUser: userToken } = createMockClient({ lang: 1 }));
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createOrder refuses bad input and changes nothing', () => {
  test.each([
    ['name', 'First name'],
    ['lastname', 'Last name'],
    ['email', 'E-mail'],
    ['phone', 'Phone'],
    ['address', 'Address'],
    ['city', 'City'],
    ['zip', 'Postal code'],
    ['country_id', 'Country'],
  ])('the asterisk field %s is required', async (field, label) => {
    const product = productWithStock(5);
    const orders = db.orders.length;
    const error = await refused(CREATE_ORDER, checkout(product, { [field]: '  ' }));
    expect(error.message).toBe(`The field "${label}" is required.`);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(db.orders).toHaveLength(orders);
    expect(product.stock).toBe(5);
  });

  test('in Serbian the message names the field in Serbian', async () => {
    const error = await refused(CREATE_ORDER, checkout(productWithStock(5), { zip: '' }), { lang: 0 });
    expect(error.message).toBe('Polje „Poštanski broj“ je obavezno.');
  });

  test.each([
    [{ email: 'ana.jovanovic@' }, 'The e-mail address is not valid.', 'email'],
    [{ items: [] }, 'The cart is empty.', 'items'],
    [{ items: [{ product_id: '999999', quantity: 1 }] }, 'The product is no longer available.', 'items'],
    [{ items: [{ product_id: 'PRODUCT', quantity: 1 }] }, 'The field "product_id" does not hold a valid id.', 'items.0.product_id'],
    [{ country_id: '5' }, 'We do not deliver to the chosen country.', 'country_id'],
    [{ promo_code: 'NEPOSTOJI' }, 'The promo code does not exist.', 'promo_code'],
    [{ promo_code: 'leto2026' }, 'The promo code has expired.', 'promo_code'],
    [{ promo_code: 'VERNIKUPAC5' }, 'The promo code has already been used.', 'promo_code'],
    [{ promo_code: 'IZLOG-PARTNER' }, 'The promo code does not exist.', 'promo_code'],
    [{ vat_number: '12-34' }, 'The value of "Tax number (PIB)" is not valid.', 'vat_number'],
  ])('%o', async (change, message, field) => {
    const product = productWithStock(5);
    const orders = db.orders.length;
    const error = await refused(CREATE_ORDER, checkout(product, change));
    expect(error.message).toBe(message);
    expect(error.extensions?.field).toBe(field);
    expect(db.orders).toHaveLength(orders);
    expect(product.stock).toBe(5);
  });

  test('quantities are 1 to 10 and no more than in stock', async () => {
    const product = productWithStock(3);
    const eleven = await refused(CREATE_ORDER, checkout(product, { items: [{ product_id: String(product.id), quantity: 11 }] }));
    expect(eleven.message).toBe('The quantity must be from 1 to 10.');
    const zero = await refused(CREATE_ORDER, checkout(product, { items: [{ product_id: String(product.id), quantity: 0 }] }));
    expect(zero.message).toBe('The quantity must be from 1 to 10.');
    const four = await refused(CREATE_ORDER, checkout(product, { items: [{ product_id: String(product.id), quantity: 4 }] }));
    expect(four.message).toBe(`There is not enough of "${product.names[1]}" in stock.`);
    // The same product twice in the cart counts together.
    const twice = [{ product_id: String(product.id), quantity: 2 }, { product_id: String(product.id), quantity: 2 }];
    await refused(CREATE_ORDER, checkout(product, { items: twice }));
    expect(product.stock).toBe(3);
  });

  test('a subtotal below the minimum order is refused with the minimum in the request currency', async () => {
    const product = productWithStock(5);
    db.orderSettings.min_order_total = 1_000_000;
    const serbian = await refused(CREATE_ORDER, checkout(product), { lang: 0 });
    expect(serbian.message).toBe('Najmanji iznos porudžbine je 1\u00a0000\u00a0000,00 RSD.');
    const english = await refused(CREATE_ORDER, checkout(product));
    expect(english.message).toBe(`The smallest order total is ${(1_000_000 / db.exchangeRateEur).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} EUR.`);
    expect(product.stock).toBe(5);
  });
});

describe('createOrder', () => {
  test('places the order in the request language, takes the stock and shows in the next query', async () => {
    const product = productWithStock(4);
    const placed = (await ok(CREATE_ORDER, checkout(product, { items: [{ product_id: String(product.id), quantity: 2 }] }))).createOrder;
    expect(placed.code).toMatch(ORDER_CODE_PATTERN);
    expect(placed).toMatchObject({ status: 'IN_PROCESS', currency: 'EUR', lang: 1, discount: 0 });
    expect(placed.status_history).toEqual([{ status: 'IN_PROCESS', note: null }]);
    const price = Math.round((processPriceRsd(product) / db.exchangeRateEur) * 100) / 100;
    expect(placed.items).toEqual([
      { product_id: String(product.id), name: product.names[1], code: product.code, quantity: 2, price, total: Math.round(price * 200) / 100 },
    ]);
    expect(placed.total).toBeCloseTo(placed.subtotal + placed.delivery_price, 2);
    expect(placed.delivery_date > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(product.stock).toBe(2);
    // The code is unique and the order can be looked up by it.
    expect(db.orders.filter((order) => order.code === placed.code)).toHaveLength(1);
    const looked = await ok(`query ($code: String!) { order(code: $code) { id status total items { name } } }`, { code: placed.code.toLowerCase() });
    expect(looked.order).toMatchObject({ id: placed.id, status: 'IN_PROCESS', total: placed.total });
    const admin = await adminToken();
    const newest = (await ok(ORDERS, { first: 1 }, { admin })).ordersWithPagination.data[0];
    expect(newest.code).toBe(placed.code);
    expect(newest.user).toBeNull();
  });

  test('in Serbian the amounts are in RSD and the names Serbian; delivery is charged under the free threshold', async () => {
    const cheap = db.products.find((product) => isProductVisible(product) && processPriceRsd(product) >= 500 && processPriceRsd(product) < 5000)!;
    cheap.stock = 3;
    const placed = (await ok(CREATE_ORDER, checkout(cheap), { lang: 0 })).createOrder;
    expect(placed).toMatchObject({ currency: 'RSD', lang: 0, subtotal: processPriceRsd(cheap), delivery_price: 350 });
    expect(placed.total).toBe(processPriceRsd(cheap) + 350);
    expect(placed.items[0].name).toBe(cheap.names[0]);
  });

  test('is attached to the signed-in shopper and appears in myOrders', async () => {
    const user = await userToken();
    const placed = (await ok(CREATE_ORDER, checkout(productWithStock(2)), { user })).createOrder;
    const mine = await ok(`{ myOrders(first: 1) { data { code } paginatorInfo { total } } me { orders_count } }`, {}, { user });
    expect(mine.myOrders.data[0].code).toBe(placed.code);
    expect(mine.me.orders_count).toBe(mine.myOrders.paginatorInfo.total);
    const admin = await adminToken();
    const detail = await ok(`query ($id: ID!) { orderById(id: $id) { user { email } } }`, { id: placed.id }, { admin });
    expect(detail.orderById.user.email).toBe(DEMO_USER.email);
  });

  test('twenty concurrent checkouts of the last unit make exactly one order', async () => {
    const product = productWithStock(1);
    const orders = db.orders.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(CREATE_ORDER, checkout(product))));
    const placed = answers.filter((answer) => answer.data?.createOrder);
    const refusals = answers.filter((answer) => answer.errors?.length);
    expect(placed).toHaveLength(1);
    expect(refusals).toHaveLength(19);
    for (const answer of refusals) expect(answer.errors![0]!.message).toBe(`There is not enough of "${product.names[1]}" in stock.`);
    expect(product.stock).toBe(0);
    expect(db.orders).toHaveLength(orders + 1);
  });

  test('a single-use promo code works once: the second order is refused', async () => {
    const product = productWithStock(5);
    const first = (await ok(CREATE_ORDER, checkout(product, { promo_code: ' dobrodosli10 ' }))).createOrder;
    expect(first.promo_code).toBe('DOBRODOSLI10');
    expect(first.discount).toBeCloseTo(first.subtotal * 0.1, 2);
    expect(first.total).toBeCloseTo(first.subtotal - first.discount + first.delivery_price, 2);
    expect(db.promoCodes.find((promo) => promo.code === 'DOBRODOSLI10')!.used).toBe(1);

    const second = await refused(CREATE_ORDER, checkout(product, { promo_code: 'DOBRODOSLI10' }));
    expect(second.message).toBe('The promo code has already been used.');
    expect(product.stock).toBe(4);
    const quote = (await ok(QUOTE, { items: [{ product_id: String(product.id), quantity: 1 }], promo_code: 'DOBRODOSLI10' }, { lang: 0 })).orderQuote;
    expect(quote).toMatchObject({ promo_code: null, discount: 0, promo_code_error: 'Promo kod je već iskorišćen.' });
  });

  test('concurrent orders never use a promo code more times than allowed', async () => {
    const product = productWithStock(10);
    const promo = db.promoCodes.find((candidate) => candidate.code === 'KOMSIJA7')!;
    promo.usage_count = 2;
    const answers = await Promise.all(Array.from({ length: 6 }, () => gql(CREATE_ORDER, checkout(product, { promo_code: 'KOMSIJA7' }))));
    expect(answers.filter((answer) => answer.data?.createOrder)).toHaveLength(2);
    expect(promo.used).toBe(2);
    expect(product.stock).toBe(8);
  });

  test('the same idempotency key twice makes one order', async () => {
    const product = productWithStock(5);
    const orders = db.orders.length;
    const variables = checkout(product, { idempotency_key: 'dupli-klik-0001-abcdef' });
    const [a, b] = await Promise.all([gql(CREATE_ORDER, variables), gql(CREATE_ORDER, variables)]);
    const again = await ok(CREATE_ORDER, variables);
    expect(a.errors ?? []).toEqual([]);
    expect(b.data!.createOrder.code).toBe(a.data!.createOrder.code);
    expect(again.createOrder.code).toBe(a.data!.createOrder.code);
    expect(db.orders).toHaveLength(orders + 1);
    expect(product.stock).toBe(4);
  });

  test('a repeated key answers only the same buyer, and a short key is refused', async () => {
    const product = productWithStock(5);
    const variables = checkout(product, { idempotency_key: 'ponovljeni-kljuc-0001' });
    const first = await ok(CREATE_ORDER, variables);
    const stranger = await refused(CREATE_ORDER, { ...variables, email: 'neko.drugi@gmail.com' });
    expect(stranger.message).toBe('This checkout was already sent with another e-mail. Reload the page and try again.');
    expect(JSON.stringify(stranger)).not.toContain(first.createOrder.code);
    const short = await refused(CREATE_ORDER, checkout(product, { idempotency_key: 'kratak' }));
    expect(short.extensions).toMatchObject({ field: 'idempotency_key' });
    expect(product.stock).toBe(4);
  });

  test('an unavailable payment method is refused', async () => {
    db.orderSettings.payment_methods = ['CASH_ON_DELIVERY'];
    const error = await refused(CREATE_ORDER, checkout(productWithStock(5), { payment_method: 'BANK_TRANSFER' }));
    expect(error.message).toBe('The chosen payment method is not available.');
  });
});

describe('orderQuote', () => {
  test('prices the cart in the request currency, with the promo code checked instead of failing', async () => {
    const product = productWithStock(5);
    const items = [{ product_id: String(product.id), quantity: 2 }];
    const serbian = (await ok(QUOTE, { items, country_id: '1', promo_code: 'NEDOSTAJE' }, { lang: 0 })).orderQuote;
    expect(serbian).toMatchObject({
      currency: 'RSD',
      subtotal: processPriceRsd(product) * 2,
      discount: 0,
      delivery_price: 0,
      promo_code: null,
      promo_code_error: 'Promo kod ne postoji.',
    });
    expect(serbian.items[0]).toMatchObject({ quantity: 2, price: processPriceRsd(product), product: { name: product.names[0] } });

    const expired = (await ok(QUOTE, { items, promo_code: 'LETO2026' })).orderQuote;
    expect(expired.currency).toBe('EUR');
    expect(expired.promo_code_error).toBe('The promo code has expired.');
    expect(expired.subtotal).toBeCloseTo(serbian.subtotal / db.exchangeRateEur, 1);
    expect(db.orders.every((order) => order.idempotency_key === null)).toBe(true);
  });

  test('caps quantities at the stock, charges delivery per country and refuses a sold-out product', async () => {
    const product = productWithStock(2, 5_000);
    const quote = (await ok(QUOTE, { items: [{ product_id: String(product.id), quantity: 7 }], country_id: '4' }, { lang: 0 })).orderQuote;
    expect(quote.items[0].quantity).toBe(2);
    // Croatia never delivers free.
    expect(quote.delivery_price).toBe(1800);
    expect(quote.total).toBe(quote.subtotal + 1800);
    product.stock = 0;
    const soldOut = await refused(QUOTE, { items: [{ product_id: String(product.id), quantity: 1 }] });
    expect(soldOut.message).toBe(`There is not enough of "${product.names[1]}" in stock.`);
  });
});

describe('the admin orders screens', () => {
  test('ordersWithPagination honours page, first, status, search and dates', async () => {
    const admin = await adminToken();
    const page1 = (await ok(ORDERS, { page: 1, first: 10 }, { admin })).ordersWithPagination;
    const page2 = (await ok(ORDERS, { page: 2, first: 10 }, { admin })).ordersWithPagination;
    expect(page1.data).toHaveLength(10);
    expect(page1.paginatorInfo).toMatchObject({ total: db.orders.length, lastPage: Math.ceil(db.orders.length / 10) });
    expect(page1.data[9].created_at >= page2.data[0].created_at).toBe(true);

    for (const status of ['IN_PROCESS', 'RECEIVED', 'SENT', 'DELIVERED', 'CANCELLED', 'COMPLAINT']) {
      const list = (await ok(ORDERS, { status, first: 50 }, { admin })).ordersWithPagination.data;
      expect(list.length, status).toBeGreaterThan(0);
      expect(list.every((order: { status: string }) => order.status === status)).toBe(true);
    }

    const byName = (await ok(ORDERS, { search: 'petrovic' }, { admin })).ordersWithPagination.data;
    expect(byName.length).toBeGreaterThanOrEqual(5);
    expect(byName.every((order: { customer: { lastname: string } }) => order.customer.lastname === 'Petrović')).toBe(true);
    const byCode = (await ok(ORDERS, { search: 'iz-26-00112' }, { admin })).ordersWithPagination.data;
    expect(byCode.map((order: { code: string }) => order.code)).toEqual([orderCode(2026, 112)]);
    const byPhone = (await ok(ORDERS, { search: '063 882 1045' }, { admin })).ordersWithPagination.data;
    expect(byPhone.length).toBe(db.orders.filter((order) => order.customer.phone === '+381 63 882 1045').length);
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((order: { customer: { phone: string } }) => order.customer.phone === '+381 63 882 1045')).toBe(true);

    const week = (await ok(ORDERS, { start_date: dateFromToday(-7), end_date: dateFromToday(0), first: 100 }, { admin }))
      .ordersWithPagination.data;
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(db.orders.length);
    for (const order of week) expect(order.created_at.slice(0, 10) >= dateFromToday(-7)).toBe(true);

    expect((await refused(ORDERS)).message).toBe('Log in as an administrator.');
  });

  test('updateOrderStatus records the change with its note; cancelling returns the stock', async () => {
    const admin = await adminToken();
    const order = db.orders.find((candidate) => candidate.status === 1 && candidate.items.length > 0)!;
    const item = order.items[0]!;
    const product = db.products.find((candidate) => candidate.id === item.product_id)!;
    const stock = product.stock;
    const UPDATE = `mutation ($id: ID!, $status: OrderStatus!, $note: String) {
      updateOrderStatus(id: $id, status: $status, note: $note) { status status_history { status note } } }`;
    const received = (await ok(UPDATE, { id: String(order.id), status: 'RECEIVED', note: 'Potvrđeno telefonom.' }, { admin })).updateOrderStatus;
    expect(received.status).toBe('RECEIVED');
    expect(received.status_history.at(-1)).toEqual({ status: 'RECEIVED', note: 'Potvrđeno telefonom.' });
    await ok(UPDATE, { id: String(order.id), status: 'CANCELLED' }, { admin });
    expect(product.stock).toBe(stock + order.items.filter((line) => line.product_id === product.id).reduce((sum, line) => sum + line.quantity, 0));
    const shown = await ok(`query ($code: String!) { order(code: $code) { status status_history { status } } }`, { code: order.code });
    expect(shown.order.status).toBe('CANCELLED');
    expect(shown.order.status_history).toHaveLength(3);
    expect((await refused(UPDATE, { id: '9999', status: 'SENT' }, { admin })).extensions?.code).toBe('NOT_FOUND');
  });

  test('the calendar lists every day of the range with its planned orders; a delivery date can be moved', async () => {
    const admin = await adminToken();
    const CALENDAR = `query ($start: Date!, $end: Date!) { orderCalendar(start_date: $start, end_date: $end) { date orders { id delivery_date } } }`;
    const days = (await ok(CALENDAR, { start: dateFromToday(0), end: dateFromToday(14) }, { admin })).orderCalendar;
    expect(days).toHaveLength(15);
    expect(days.map((day: { date: string }) => day.date)).toEqual(Array.from({ length: 15 }, (_, offset) => dateFromToday(offset)));
    expect(days.filter((day: { orders: unknown[] }) => day.orders.length).length).toBeGreaterThanOrEqual(4);
    for (const day of days) for (const planned of day.orders) expect(planned.delivery_date).toBe(day.date);

    const order = db.orders.find((candidate) => candidate.status === 2)!;
    const MOVE = `mutation ($id: ID!, $date: Date) { updateOrderDeliveryDate(id: $id, delivery_date: $date) { delivery_date } }`;
    await ok(MOVE, { id: String(order.id), date: dateFromToday(10) }, { admin });
    const after = (await ok(CALENDAR, { start: dateFromToday(10), end: dateFromToday(10) }, { admin })).orderCalendar;
    expect(after[0].orders.map((planned: { id: string }) => planned.id)).toContain(String(order.id));
    expect((await refused(MOVE, { id: String(order.id), date: '2026-02-30' }, { admin })).extensions?.field).toBe('delivery_date');
    await ok(`mutation ($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { status } }`, { id: String(order.id) }, { admin });
    const cancelled = (await ok(CALENDAR, { start: dateFromToday(10), end: dateFromToday(10) }, { admin })).orderCalendar;
    expect(cancelled[0].orders.map((planned: { id: string }) => planned.id)).not.toContain(String(order.id));
    expect((await refused(CALENDAR, { start: dateFromToday(3), end: dateFromToday(0) }, { admin })).extensions?.field).toBe('end_date');
  });
});

describe('order settings and countries', () => {
  test('settings answer in the request currency and language; writes change them', async () => {
    const admin = await adminToken();
    const SETTINGS = `{ orderSettings { min_order_total delivery_days payment_methods bank_account checkout_note exchange_rate_eur } }`;
    const english = (await ok(SETTINGS)).orderSettings;
    expect(english.min_order_total).toBeCloseTo(500 / 117.2, 2);
    expect(english.checkout_note).toMatch(/^Orders placed/);
    const UPDATE = `mutation ($min: Float, $days: Int, $note: String, $rate: Float, $methods: [PaymentMethod!]) {
      updateOrderSettings(min_order_total: $min, delivery_days: $days, checkout_note: $note, exchange_rate_eur: $rate, payment_methods: $methods) {
        min_order_total delivery_days checkout_note exchange_rate_eur } }`;
    const refusedDays = await refused(UPDATE, { days: -1, min: 800 }, { admin });
    expect(refusedDays.extensions?.field).toBe('delivery_days');
    expect(db.orderSettings.min_order_total).toBe(500);
    expect((await refused(UPDATE, { methods: [] }, { admin })).extensions?.field).toBe('payment_methods');
    expect((await refused(UPDATE, { rate: 0 }, { admin })).extensions?.field).toBe('exchange_rate_eur');

    await ok(UPDATE, { min: 1000, days: 2, note: 'Besplatna dostava za porudžbine preko 5.000 dinara.', rate: 117.5 }, { admin, lang: 0 });
    const serbian = (await ok(SETTINGS, {}, { lang: 0 })).orderSettings;
    expect(serbian).toMatchObject({ min_order_total: 1000, delivery_days: 2, exchange_rate_eur: 117.5 });
    expect(serbian.checkout_note).toBe('Besplatna dostava za porudžbine preko 5.000 dinara.');
    expect((await ok(SETTINGS)).orderSettings.checkout_note).toMatch(/^Orders placed/);
    expect(db.exchangeRateEur).toBe(117.5);
  });

  test('visitors get the active countries, administrators all; upsert and delete follow the rules', async () => {
    const admin = await adminToken();
    const COUNTRIES = `{ orderCountries { id code name active } }`;
    expect((await ok(COUNTRIES)).orderCountries.map((country: { code: string }) => country.code)).toEqual(['RS', 'ME', 'BA', 'HR']);
    expect((await ok(COUNTRIES, {}, { admin })).orderCountries).toHaveLength(5);

    const UPSERT = `mutation ($id: ID, $name: String!, $code: String!, $price: Float!, $free: Float, $active: Boolean) {
      upsertOrderCountry(id: $id, name: $name, code: $code, delivery_price: $price, free_delivery_over: $free, active: $active) {
        id name names code delivery_price free_delivery_over active position } }`;
    expect((await refused(UPSERT, { name: 'Srbija 2', code: 'rs', price: 100 }, { admin })).message).toBe('This code is already taken.');
    expect((await refused(UPSERT, { name: 'Makedonija', code: 'MKD', price: 100 }, { admin })).extensions?.field).toBe('code');
    expect((await refused(UPSERT, { name: '', code: 'MK', price: 100 }, { admin })).extensions?.field).toBe('name');
    expect((await refused(UPSERT, { name: 'Makedonija', code: 'MK', price: -5 }, { admin })).extensions?.field).toBe('delivery_price');
    expect(db.orderCountries).toHaveLength(5);

    const made = (await ok(UPSERT, { name: 'Severna Makedonija', code: 'mk', price: 1600, free: 20000 }, { admin, lang: 0 })).upsertOrderCountry;
    expect(made).toMatchObject({ code: 'MK', names: ['Severna Makedonija', 'Severna Makedonija'], active: true, position: 6, delivery_price: 1600 });
    const translated = (await ok(UPSERT, { id: made.id, name: 'North Macedonia', code: 'MK', price: 1600 }, { admin })).upsertOrderCountry;
    expect(translated.names).toEqual(['Severna Makedonija', 'North Macedonia']);
    expect(translated.free_delivery_over).toBeCloseTo(20000 / 117.2, 2);

    const DELETE = `mutation ($id: ID!) { deleteOrderCountry(id: $id) { success } }`;
    const inUse = await refused(DELETE, { id: '1' }, { admin });
    expect(inUse.message).toBe('Orders use this country, so it cannot be deleted.');
    await ok(DELETE, { id: made.id }, { admin });
    expect((await ok(COUNTRIES, {}, { admin })).orderCountries).toHaveLength(5);
  });
});

describe('promo codes', () => {
  const UPSERT = `mutation ($id: ID, $code: String!, $discount: Float!, $usage: Int, $expires: DateTime, $active: Boolean) {
    upsertPromoCode(id: $id, code: $code, discount: $discount, usage_count: $usage, expires_at: $expires, active: $active) {
      id code discount usage_count used expires_at active } }`;
  const LIST = `query ($page: Int, $first: Int, $search: String) { promoCodes(page: $page, first: $first, search: $search) {
    data { id code } paginatorInfo { total count lastPage } } }`;

  test('discount 1–100, unique codes, default usage 1 and an empty expiry for unlimited', async () => {
    const admin = await adminToken();
    for (const discount of [0, 100.5, -10]) {
      const error = await refused(UPSERT, { code: 'PROBA20', discount }, { admin, lang: 0 });
      expect(error.message).toBe('Popust mora biti od 1 do 100%.');
      expect(error.extensions?.field).toBe('discount');
    }
    expect((await refused(UPSERT, { code: 'zima2026', discount: 10 }, { admin })).message).toBe('This code is already taken.');
    expect(db.promoCodes).toHaveLength(8);

    const made = (await ok(UPSERT, { code: 'prolece15', discount: 15, expires: '' }, { admin })).upsertPromoCode;
    expect(made).toMatchObject({ code: 'PROLECE15', usage_count: 1, used: 0, expires_at: null, active: true });
    const changed = (await ok(UPSERT, { id: made.id, code: 'PROLECE15', discount: 20, usage: 100, active: false }, { admin })).upsertPromoCode;
    expect(changed).toMatchObject({ discount: 20, usage_count: 100, active: false });

    const list = (await ok(LIST, { first: 3 }, { admin })).promoCodes;
    expect(list.data[0].code).toBe('PROLECE15');
    expect(list.paginatorInfo).toMatchObject({ total: 9, count: 3, lastPage: 3 });
    expect((await ok(LIST, { search: 'zima' }, { admin })).promoCodes.data.map((promo: { code: string }) => promo.code)).toEqual(['ZIMA2026']);

    await ok(`mutation ($id: ID!) { deletePromoCode(id: $id) { success } }`, { id: made.id }, { admin });
    expect((await ok(LIST, {}, { admin })).promoCodes.paginatorInfo.total).toBe(8);
  });
});

describe('fixtures', () => {
  test('forty orders over sixty days in every status, with consistent amounts', () => {
    expect(db.orders.length).toBeGreaterThanOrEqual(40);
    expect(new Set(db.orders.map((order) => order.code)).size).toBe(db.orders.length);
    expect(new Set(db.orders.map((order) => order.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const order of db.orders) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.status_history[0]!.status).toBe(1);
      expect(order.status_history.at(-1)!.status).toBe(order.status);
      expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery_price, 2);
    }
    expect(db.orders.filter((order) => order.user_id === 1).length).toBeGreaterThanOrEqual(5);
    expect(db.orders.some((order) => order.promo_code)).toBe(true);
    expect(db.orders.some((order) => order.currency === 'EUR')).toBe(true);
  });
});
