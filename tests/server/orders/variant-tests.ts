/**
 * Orders per variant (issue 27) on the orders test file's server: a product sold in sizes takes
 * each size's stock on its own, an order line names its variant, the product's stock, price and
 * "from" follow its variants, and concurrent checkouts never sell a size's units twice.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { CREATE_ORDER, checkout, orderHelpers, type OrdersRunning } from './support';

/** Rounds of concurrent checkouts of a size's last units (issue 27 asks 100; VARIANT_STOCK_ROUNDS=100 runs them). */
const ROUNDS = Number(process.env.VARIANT_STOCK_ROUNDS || 10);
const BUYERS = 20;

const ORDER_ITEMS = `query Order($id: ID!) { orderById(id: $id) { items { product_id variant_id variant_name name code quantity } } }`;

/**
 * Gives `productId` the option Veličina / Size with 42, 43 and 44, and a variant of each: its own
 * variant becomes 42 (code kept), 43 and 44 get codes of their own. Returns the variants' ids.
 */
async function sellInSizes(running: OrdersRunning, productId: number, price: number): Promise<{ v42: number; v43: number; v44: number }> {
  const { db } = running().server;
  const option = (await sql<{ id: number }>`insert into product_options (product_id, names) values (${productId}, '{Veličina,Size}') returning id`.execute(db)).rows[0]!.id;
  const values = (await sql<{ id: number }>`insert into product_option_values (option_id, names, position)
    values (${option}, '{42,42}', 1), (${option}, '{43,43}', 2), (${option}, '{44,44}', 3) returning id`.execute(db)).rows.map((row) => row.id);
  await sql`update product_variants set value_ids = ${sql.val([values[0]])}, stock = 5 where id = ${productId}`.execute(db);
  const made = await sql<{ id: number }>`insert into product_variants (product_id, code, value_ids, price, stock, position)
    values (${productId}, ${`V43-${productId}`}, ${sql.val([values[1]])}, ${price + 1000}, 0, 2), (${productId}, ${`V44-${productId}`}, ${sql.val([values[2]])}, ${price + 2000}, 3, 3)
    returning id`.execute(db);
  await running().server.contentChanged();
  return { v42: productId, v43: made.rows[0]!.id, v44: made.rows[1]!.id };
}

/** A visible product over 1 000 RSD, sold as one variant, that the file's other tests do not use (`nth` of them), so sizes change none of theirs. */
async function productOfItsOwn(running: OrdersRunning, nth: number): Promise<{ id: number; price: number }> {
  const { server, products } = running();
  const { rows } = await sql<{ id: number; price: number }>`
    select id, price from products
    where active and active_from is null and active_to is null and price >= 1000 and discount_price is null and not (id = any (${sql.val(products.map((product) => product.id))}))
      and not exists (select 1 from product_options o where o.product_id = products.id)
    order by id limit 1 offset ${nth}`.execute(server.db);
  return { id: rows[0]!.id, price: Number(rows[0]!.price) };
}

export function defineVariantOrderTests(running: OrdersRunning): void {
  const productRow = async (id: number) =>
    (await sql<{ stock: number; price: number; price_varies: boolean }>`select stock, price, price_varies from products where id = ${id}`.execute(running().server.db)).rows[0]!;
  const variantStock = async (id: number) =>
    Number((await sql<{ stock: number }>`select stock from product_variants where id = ${id}`.execute(running().server.db)).rows[0]!.stock);

  test('a product sold in sizes: each size has its own stock and price, the product shows their sum and the lowest price, an order line names its size', async () => {
    const { server, adminToken, products } = running();
    const { id, price } = await productOfItsOwn(running, 0);
    const { v42, v43, v44 } = await sellInSizes(running, id, price);
    // Variant ids come from the products' sequence: none is a product's.
    expect(await sql`select 1 from products where id in (${v43}, ${v44})`.execute(server.db).then((result) => result.rows)).toEqual([]);
    expect(await productRow(id)).toMatchObject({ stock: 8, price, price_varies: true });

    const listed = await server.request(`{ product(id: ${id}) { price_from price_varies options { name display values { name } } variants { id code name stock sold_out max_quantity price } } }`, {}, { adminToken });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.product).toMatchObject({
      price_from: price,
      price_varies: true,
      options: [{ name: 'Veličina', display: 'BUTTONS', values: [{ name: '42' }, { name: '43' }, { name: '44' }] }],
      variants: [
        { id: String(v42), name: '42', stock: 5, sold_out: false, max_quantity: 5, price },
        { id: String(v43), code: `V43-${id}`, name: '43', stock: 0, sold_out: true, max_quantity: 0, price: price + 1000 },
        { id: String(v44), code: `V44-${id}`, name: '44', stock: 3, sold_out: false, max_quantity: 3, price: price + 2000 },
      ],
    });

    const placed = await server.request(CREATE_ORDER, checkout([
      { product_id: String(id), variant_id: String(v44), quantity: 2 },
      { product_id: String(id), variant_id: String(v42), quantity: 1 },
    ]));
    expect(placed.errors).toBeUndefined();
    expect(placed.data.createOrder.subtotal).toBe(price + 2 * (price + 2000));
    const items = await server.request(ORDER_ITEMS, { id: placed.data.createOrder.id }, { adminToken });
    expect(items.data.orderById.items).toEqual([
      { product_id: String(id), variant_id: String(v44), variant_name: '44', name: expect.any(String), code: `V44-${id}`, quantity: 2 },
      { product_id: String(id), variant_id: String(v42), variant_name: '42', name: expect.any(String), code: expect.any(String), quantity: 1 },
    ]);
    expect([await variantStock(v42), await variantStock(v43), await variantStock(v44)]).toEqual([4, 0, 1]);
    expect(await productRow(id)).toMatchObject({ stock: 5 });
    // The customer's e-mail names each line's size (quoted-printable lines joined).
    const mail = orderHelpers(running).outbox().find((each) => each.includes(placed.data.createOrder.code) && /^To: vesna\.test@gmail\.com$/m.test(each))!;
    const name = items.data.orderById.items[0].name as string;
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${name} (44)`);

    // A sold-out size, a size of another product and one that does not exist are refused, and change nothing.
    const soldOut = await server.request(CREATE_ORDER, checkout([{ product_id: String(id), variant_id: String(v43), quantity: 1 }]));
    expect(soldOut.errors?.[0]?.message).toMatch(/^Proizvoda „.+“ nema dovoljno na stanju\.$/);
    const other = await server.request(CREATE_ORDER, checkout([{ product_id: String(products[0]!.id), variant_id: String(v44), quantity: 1 }]));
    expect(other.errors?.[0]).toMatchObject({ message: 'Izabrana varijanta proizvoda više nije dostupna.', extensions: { field: 'items' } });
    const unknown = await server.request(CREATE_ORDER, checkout([{ product_id: String(id), variant_id: '999999999', quantity: 1 }]));
    expect(unknown.errors?.[0]?.message).toBe('Izabrana varijanta proizvoda više nije dostupna.');
    expect([await variantStock(v42), await variantStock(v44)]).toEqual([4, 1]);

    // The quote names the size and prices it as the size is priced.
    const quote = await server.request(`query Q($items: [OrderItemInput!]!) { orderQuote(items: $items) { items { variant { id name } price quantity } } }`, {
      items: [{ product_id: String(id), variant_id: String(v44), quantity: 5 }],
    });
    expect(quote.errors).toBeUndefined();
    expect(quote.data.orderQuote.items).toEqual([{ variant: { id: String(v44), name: '44' }, price: price + 2000, quantity: 1 }]);

    // A cancelled order's units go back to their sizes.
    const cancelled = await server.request(`mutation { updateOrderStatus(id: "${placed.data.createOrder.id}", status: CANCELLED) { status } }`, {}, { adminToken });
    expect(cancelled.errors).toBeUndefined();
    expect([await variantStock(v42), await variantStock(v43), await variantStock(v44)]).toEqual([5, 0, 3]);
    expect(await productRow(id)).toMatchObject({ stock: 8 });
  });

  test(`${ROUNDS} rounds of ${BUYERS} concurrent checkouts of a size's last units: never more sold than in stock`, async () => {
    const { server } = running();
    const { id, price } = await productOfItsOwn(running, 1);
    const { v44 } = await sellInSizes(running, id, price);
    let oversold = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const units = 1 + (round % 4);
      await sql`update product_variants set stock = ${units} where id = ${v44}`.execute(server.db);
      const results = await Promise.all(
        Array.from({ length: BUYERS }, (_, index) =>
          server.request(CREATE_ORDER, checkout([{ product_id: String(id), variant_id: String(v44), quantity: 1 }], { email: `kupac${round}.${index}@gmail.com` })),
        ),
      );
      const sold = results.filter((result) => result.data?.createOrder).length;
      for (const result of results.filter((r) => !r.data?.createOrder)) expect(result.errors?.[0]?.message).toMatch(/^Proizvoda „.+“ nema dovoljno na stanju\.$/);
      oversold += Math.max(0, sold - units);
      expect(sold).toBe(units);
      expect(await variantStock(v44)).toBe(0);
    }
    expect(oversold).toBe(0);
    // The product's stock is its sizes' sum: 42's 5 and 43's 0.
    expect(await productRow(id)).toMatchObject({ stock: 5 });
  }, 240_000);
}
