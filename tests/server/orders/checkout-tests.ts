/**
 * Checkout on the orders test file's server: settings and countries, quotes, the stock's limits,
 * refused checkouts, and a placed order with its price, stock, promo code and e-mails.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { ORDER_CODE_PATTERN } from '../../../src/shared/orders/order-code';
import { CREATE_ORDER, checkout, orderHelpers, type OrdersRunning } from './support';

export function defineCheckoutTests(running: OrdersRunning): void {
  const { stockOf, setStock, orderCount, outbox } = orderHelpers(running);

  test('settings and countries: visitors get the active countries in their currency, administrators all', async () => {
    const { server, adminToken } = running();
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
    const { server, products } = running();
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
    const { server, products } = running();
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
    const { server, products } = running();
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
    const { server, adminToken, products } = running();
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
}
