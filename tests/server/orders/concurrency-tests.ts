/**
 * Checkouts at once on the orders test file's server: the last unit and a single-use code sold once,
 * opposite carts never deadlock, an idempotency key makes one order, and orders placed at once get
 * consecutive numbers while each holds the year's counter for its last statement alone.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { expect, test } from 'vitest';
import { orderCodeNumber } from '../../../src/shared/orders/order-code';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { CREATE_ORDER, checkout, orderHelpers, type OrdersRunning } from './support';

export function defineCheckoutConcurrencyTests(running: OrdersRunning): void {
  const { stockOf, setStock, orderCount } = orderHelpers(running);

  test('20 concurrent checkouts of the last unit: exactly one order, stock 0', async () => {
    const { server, products } = running();
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
    const { server, adminToken, products } = running();
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
    const { server, products } = running();
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
    const { server, products } = running();
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
    const { server, products } = running();
    const product = products[5]!;
    const args = checkout([{ product_id: String(product.id), quantity: 1 }]);
    const first = (await server.request(CREATE_ORDER, args)).data.createOrder;
    const stranger = await server.request(CREATE_ORDER, { ...args, email: 'neko.drugi@gmail.com' });
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ field: 'idempotency_key' });
    expect(JSON.stringify(stranger)).not.toContain(first.code);
    const short = await server.request(CREATE_ORDER, { ...args, idempotency_key: 'kratak' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ field: 'idempotency_key' });
  });

  test('10 checkouts at once get consecutive numbers; each takes its number in its last statement, then commits', async () => {
    const { server, products } = running();
    const product = products[3]!;
    await setStock(product.id, 50);
    const statements: string[] = [];
    const listen = (message: unknown) => statements.push((message as SqlEvent).sql.trim());
    subscribe('izlog:sql', listen);
    let results;
    try {
      results = await Promise.all(
        Array.from({ length: 10 }, (_, index) => server.request(CREATE_ORDER, checkout([{ product_id: String(product.id), quantity: 1 }], { email: `niz${index}@gmail.com` }))),
      );
    } finally {
      unsubscribe('izlog:sql', listen);
    }
    const numbers = results.map((result) => Number(orderCodeNumber(result.data.createOrder.code).split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    // Serialised by the counter row, each checkout's statement that takes it is followed by its commit.
    const taking = statements.flatMap((sql, index) => (/insert into "order_sequences"/.test(sql) ? [index] : []));
    expect(taking).toHaveLength(10);
    if (server.backend === 'pglite') for (const index of taking) expect(statements[index + 1]).toMatch(/^commit/i);
    for (const sql of statements.filter((statement) => /insert into "order_sequences"/.test(statement))) expect(sql).toMatch(/insert into "orders"[\s\S]*insert into "order_items"[\s\S]*insert into "order_status_changes"/);
  });
}
