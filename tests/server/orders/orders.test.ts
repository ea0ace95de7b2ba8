import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { ORDER_CODE_PATTERN } from '../../../src/shared/order-code';
import { defineOrderRules } from '../rules/orders';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const CREATE_ORDER = `mutation CreateOrder($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!,
  $email: String!, $phone: String!, $address: String!, $city: String!, $zip: String!, $country_id: ID!,
  $payment_method: PaymentMethod!, $promo_code: String, $vat_number: String) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: $name, lastname: $lastname, email: $email, phone: $phone,
    address: $address, city: $city, zip: $zip, country_id: $country_id, payment_method: $payment_method, promo_code: $promo_code,
    vat_number: $vat_number) {
    id code status currency lang subtotal discount delivery_price total promo_code delivery_date
    items { product_id name code quantity price total product { id } }
    status_history { status created_at note }
    customer { name email phone }
    delivery { city country { code } }
  }
}`;

let keyCounter = 0;
/** A complete checkout of `items`; override any argument. */
function checkout(items: { product_id: string; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: `test-${Date.now()}-${keyCounter++}`,
    items,
    name: 'Vesna',
    lastname: 'Milenković',
    email: 'vesna.test@gmail.com',
    phone: '+381 64 220 3391',
    address: 'Njegoševa 52',
    city: 'Beograd',
    zip: '11000',
    country_id: '1',
    payment_method: 'CASH_ON_DELIVERY',
    ...overrides,
  };
}

describe.each(await serverBackends())('orders on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  /** Visible products over 1 000 RSD, so one unit passes the minimum order. */
  let products: { id: number; price: number }[];

  const stockOf = async (id: number) =>
    Number((await sql<{ stock: number }>`select stock from products where id = ${id}`.execute(server.db)).rows[0]!.stock);
  /**
   * Sets a product's stock by hand, then moves the content version as a write through the API does:
   * on PostgreSQL the database's own notice of the write arrives a moment later, over another connection.
   */
  const setStock = async (id: number, stock: number) => {
    await sql`update products set stock = ${stock} where id = ${id}`.execute(server.db);
    await server.contentChanged();
  };
  const orderCount = async () => Number((await server.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const outbox = () => {
    try {
      const dir = join(server.config.dataDir, 'outbox');
      return readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  };

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

  test('settings and countries: visitors get the active countries in their currency, administrators all', async () => {
    const visitor = await server.request(`{ orderSettings { min_order_total exchange_rate_eur payment_methods } orderCountries { code name delivery_price } }`, {}, { lang: 1 });
    expect(visitor.data.orderSettings.min_order_total).toBeCloseTo(500 / 117.2, 2);
    expect(visitor.data.orderCountries.map((country: { code: string }) => country.code)).toEqual(['RS', 'ME', 'BA', 'HR']);
    expect(visitor.data.orderCountries[0]).toMatchObject({ name: 'Serbia', delivery_price: 2.99 });

    const admin = await server.request(`{ orderCountries { code names delivery_price_rsd } }`, {}, { adminToken });
    expect(admin.data.orderCountries.find((country: { code: string }) => country.code === 'SI')).toMatchObject({ names: ['Slovenija', 'Slovenia'] });
    const refused = await server.request(`{ orderCountries { delivery_price_rsd } }`);
    expect(refused.errors?.[0]?.message).toBe('Prijavite se kao administrator.');
  });

  test('a quote prices the cart on the server and checks the promo code without using it', async () => {
    const [product] = products;
    const quote = await server.request(
      `query ($items: [OrderItemInput!]!, $promo: String) { orderQuote(items: $items, country_id: "1", promo_code: $promo) {
        subtotal discount delivery_price total currency promo_code promo_code_error items { quantity price total } } }`,
      { items: [{ product_id: String(product!.id), quantity: 2 }], promo: 'dobrodosli10' },
    );
    const q = quote.data.orderQuote;
    expect(q).toMatchObject({ currency: 'RSD', promo_code: 'DOBRODOSLI10', promo_code_error: null });
    expect(q.items[0]).toMatchObject({ quantity: 2, price: product!.price, total: product!.price * 2 });
    expect(q.discount).toBeCloseTo(q.subtotal * 0.1, 2);
    expect(q.total).toBeCloseTo(q.subtotal - q.discount + q.delivery_price, 2);

    const usedUp = await server.request(`{ orderQuote(items: [{ product_id: "${product!.id}", quantity: 1 }], promo_code: "VERNIKUPAC5") { promo_code promo_code_error } }`, {}, { lang: 1 });
    expect(usedUp.data.orderQuote).toEqual({ promo_code: null, promo_code_error: 'The promo code has already been used.' });
    const promo = await server.db.selectFrom('promo_codes').select('used').where('code', '=', 'DOBRODOSLI10').executeTakeFirstOrThrow();
    expect(promo.used).toBe(0);
  });

  test('the stock limits what a product offers and what a quote bills, as the order maximum does', async () => {
    const product = products[2]!;
    const stock = await stockOf(product.id);
    const read = () =>
      server.request(
        `query ($id: ID!, $items: [OrderItemInput!]!) { product(id: $id) { sold_out max_quantity } orderQuote(items: $items) { items { quantity total } } }`,
        { id: String(product.id), items: [{ product_id: String(product.id), quantity: 10 }] },
      );
    await setStock(product.id, 5);
    const low = await read();
    expect(low.data.product).toEqual({ sold_out: false, max_quantity: 5 });
    expect(low.data.orderQuote.items[0]).toEqual({ quantity: 5, total: product.price * 5 });
    await setStock(product.id, 500);
    expect((await read()).data.product.max_quantity).toBe(10);
    await setStock(product.id, 0);
    const none = await server.request(`{ product(id: "${product.id}") { sold_out max_quantity } }`);
    expect(none.data.product).toEqual({ sold_out: true, max_quantity: 0 });
    await setStock(product.id, stock);
  });

  test('bad checkouts are refused with the translated message and change nothing', async () => {
    const product = products[1]!;
    await setStock(product.id, 5);
    const items = [{ product_id: String(product.id), quantity: 1 }];
    const before = await orderCount();
    const cases: [Record<string, unknown>, string, 0 | 1][] = [
      [{ name: '  ' }, 'Polje „Ime“ je obavezno.', 0],
      [{ city: '' }, 'The field "City" is required.', 1],
      [{ email: 'vesna@' }, 'E-mail adresa nije ispravna.', 0],
      [{ items: [] }, 'Korpa je prazna.', 0],
      [{ items: [{ product_id: String(product.id), quantity: 11 }] }, 'Količina mora biti od 1 do 10.', 0],
      [{ items: [{ product_id: String(product.id), quantity: 6 }] }, `There is not enough of "`, 1],
      [{ items: [{ product_id: '999999', quantity: 1 }] }, 'Proizvod više nije dostupan.', 0],
      [{ country_id: '5' }, 'Ne isporučujemo u izabranu državu.', 0],
      [{ promo_code: 'NEPOSTOJI' }, 'Promo kod ne postoji.', 0],
      [{ promo_code: 'LETO2026' }, 'Promo kod je istekao.', 0],
      [{ vat_number: '123' }, 'Vrednost polja „PIB“ nije ispravna.', 0],
    ];
    for (const [overrides, message, lang] of cases) {
      const result = await server.request(CREATE_ORDER, checkout(items, overrides), { lang });
      expect(result.errors?.[0]?.message, JSON.stringify(overrides)).toContain(message);
      expect(result.data?.createOrder ?? null).toBeNull();
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(5);

    // Below the minimum order: a cheap product alone.
    const cheap = (await sql<{ id: number }>`select id from products where active and active_from is null and active_to is null and price < 400 and stock > 0 limit 1`.execute(server.db)).rows[0];
    if (cheap) {
      const small = await server.request(CREATE_ORDER, checkout([{ product_id: String(cheap.id), quantity: 1 }]));
      expect(small.errors?.[0]?.message).toMatch(/^Najmanji iznos porudžbine je 500,00 RSD\.$/);
    }
    expect(await orderCount()).toBe(before);
  });

  test('an order is priced on the server, takes the stock and the promo code, and e-mails the customer and the shop', async () => {
    const [a, b] = [products[2]!, products[3]!];
    await setStock(a.id, 3);
    await setStock(b.id, 3);
    const promo = await server.request(`mutation { upsertPromoCode(code: "test-jednom", discount: 10) { code usage_count used expires_at active } }`, {}, { adminToken });
    expect(promo.data.upsertPromoCode).toEqual({ code: 'TEST-JEDNOM', usage_count: 1, used: 0, expires_at: null, active: true });

    // The orders e-mail setting takes several addresses separated by commas.
    await sql`insert into settings (field, "values", translated, hidden) values ('orders_email', ${['prodaja@izlog.rs, magacin@izlog.rs', 'prodaja@izlog.rs, magacin@izlog.rs']}, false, true)
      on conflict (field) do update set "values" = excluded."values"`.execute(server.db);
    const userToken = (await server.request(`mutation { userLogin(email: "${DEMO_USER.email}", password: "${DEMO_USER.password}") { token } }`)).data.userLogin.token;
    const result = await server.request(
      CREATE_ORDER,
      checkout(
        [
          { product_id: String(a.id), quantity: 1 },
          { product_id: String(b.id), quantity: 1 },
          { product_id: String(a.id), quantity: 1 },
        ],
        { promo_code: ' test-jednom ', email: 'Vesna.Test@Gmail.com' },
      ),
      { lang: 1, userToken },
    );
    const order = result.data.createOrder;
    expect(order.code).toMatch(ORDER_CODE_PATTERN);
    expect(order).toMatchObject({ status: 'IN_PROCESS', currency: 'EUR', lang: 1, promo_code: 'TEST-JEDNOM' });
    expect(order.items.map((item: { quantity: number }) => item.quantity)).toEqual([2, 1]);
    expect(order.items[0].price).toBeCloseTo(Math.round((a.price / 117.2) * 100) / 100, 2);
    expect(order.discount).toBeCloseTo(order.subtotal * 0.1, 2);
    expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.delivery_price, 2);
    expect(order.status_history).toHaveLength(1);
    expect(order.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(a.id)).toBe(1);
    expect(await stockOf(b.id)).toBe(2);

    const again = await server.request(`query ($code: String!) { order(code: $code) { id user { email } } }`, { code: order.code }, { adminToken });
    expect(again.data.order).toEqual({ id: order.id, user: { email: DEMO_USER.email } });
    const mine = await server.request(`{ myOrders(first: 1) { data { code } } me { orders_count } }`, {}, { userToken });
    expect(mine.data.myOrders.data[0].code).toBe(order.code);

    const mails = outbox().filter((mail) => mail.includes(order.code));
    expect(mails.some((mail) => /^To: vesna\.test@gmail\.com$/m.test(mail))).toBe(true);
    expect(mails.some((mail) => mail.includes('prodaja@izlog.rs') && mail.includes('magacin@izlog.rs'))).toBe(true);
  });

  test('20 concurrent checkouts of the last unit: exactly one order, stock 0', async () => {
    const product = products[4]!;
    await setStock(product.id, 1);
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.request(CREATE_ORDER, checkout([{ product_id: String(product.id), quantity: 1 }], { email: `kupac${index}@gmail.com` })),
      ),
    );
    const placed = results.filter((result) => result.data?.createOrder);
    expect(placed).toHaveLength(1);
    for (const result of results.filter((r) => !r.data?.createOrder)) expect(result.errors?.[0]?.message).toMatch(/^Proizvoda „.+“ nema dovoljno na stanju\.$/);
    expect(await stockOf(product.id)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
  });

  test('20 concurrent checkouts with a single-use promo code: it is applied exactly once', async () => {
    const product = products[5]!;
    await setStock(product.id, 100);
    const made = await server.request(`mutation { upsertPromoCode(code: "SAMOJEDNOM", discount: 20, expires_at: null) { id usage_count expires_at } }`, {}, { adminToken });
    expect(made.data.upsertPromoCode).toMatchObject({ usage_count: 1, expires_at: null });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => server.request(CREATE_ORDER, checkout([{ product_id: String(product.id), quantity: 1 }], { promo_code: 'samojednom' }))),
    );
    const applied = results.filter((result) => result.data?.createOrder?.promo_code === 'SAMOJEDNOM');
    expect(applied).toHaveLength(1);
    for (const result of results.filter((r) => !r.data?.createOrder)) expect(result.errors?.[0]?.message).toBe('Promo kod je već iskorišćen.');
    const promo = await server.db.selectFrom('promo_codes').select('used').where('code', '=', 'SAMOJEDNOM').executeTakeFirstOrThrow();
    expect(promo.used).toBe(1);
    // Refused checkouts took no stock.
    expect(await stockOf(product.id)).toBe(99);
  });

  test('concurrent carts holding the same products in opposite orders all go through', async () => {
    const [a, b] = [products[0]!, products[1]!];
    await setStock(a.id, 50);
    await setStock(b.id, 50);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const lines = [
          { product_id: String(a.id), quantity: 1 },
          { product_id: String(b.id), quantity: 1 },
        ];
        return server.request(CREATE_ORDER, checkout(index % 2 ? lines.reverse() : lines));
      }),
    );
    expect(results.map((result) => result.errors ?? [])).toEqual(Array.from({ length: 10 }, () => []));
    expect(await stockOf(a.id)).toBe(40);
    expect(await stockOf(b.id)).toBe(40);
  });

  test('the same idempotency key sent twice at once makes one order', async () => {
    const product = products[5]!;
    const stock = await stockOf(product.id);
    const before = await orderCount();
    const args = checkout([{ product_id: String(product.id), quantity: 2 }]);
    const [first, second] = await Promise.all([server.request(CREATE_ORDER, args), server.request(CREATE_ORDER, args)]);
    expect(first.data.createOrder.id).toBe(second.data.createOrder.id);
    const third = await server.request(CREATE_ORDER, args);
    expect(third.data.createOrder.code).toBe(first.data.createOrder.code);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(product.id)).toBe(stock - 2);
  });

  test('a repeated key answers only the same e-mail, and a short key is refused', async () => {
    const product = products[5]!;
    const args = checkout([{ product_id: String(product.id), quantity: 1 }]);
    const first = (await server.request(CREATE_ORDER, args)).data.createOrder;
    const stranger = await server.request(CREATE_ORDER, { ...args, email: 'neko.drugi@gmail.com' });
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ field: 'idempotency_key' });
    expect(JSON.stringify(stranger)).not.toContain(first.code);
    const short = await server.request(CREATE_ORDER, { ...args, idempotency_key: 'kratak' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ field: 'idempotency_key' });
  });

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
