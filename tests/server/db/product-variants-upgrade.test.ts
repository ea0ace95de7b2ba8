/**
 * Upgrading a shop to migration 088 (products sold in variants): every product becomes its one
 * variant with the product's id, code, prices, stock and picture, every order line names it, and
 * nothing the shop held changes. From then on the database keeps a product and its variants in
 * step whichever is written, and the caches hear a variant's stock-only change with both values.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { CONTENT_CHANGED_NOTIFY } from '../../../src/server/cache/write-tags';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { listenOn } from '../../../src/server/db/notifications';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { asBefore, migrationsBefore, migrationsFrom, tableRows } from '../support/upgrade-rows';

blankClusterBeforeAll();

const before088 = migrationsBefore('088');

const shopRows = (db: Db) => Promise.all([tableRows(db, 'products', 'id'), tableRows(db, 'order_items', 'id'), tableRows(db, 'storage_files', 'id')]);
const variants = async (db: Db) =>
  (await sql`select id, product_id, code, value_ids, price, discount_price, stock, active, image_id from product_variants order by id`.execute(db)).rows;
const product = async (db: Db, id: number) =>
  (await sql<{ code: string; price: number; discount_price: number | null; stock: number; price_varies: boolean }>`
    select code, price, discount_price, stock, price_varies from products where id = ${id}`.execute(db)).rows[0];

test('a shop migrated before 088 keeps its rows; each product becomes its one variant and each order line names it', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before088);
    await sql`insert into storage_files (id, name, orig_name, mime, width, height, tab, bucket, folder, size)
      values (5, 'cajnik.svg', 'Čajnik.svg', 'image/svg+xml', 4, 4, 'products', 'public', 'products', 10)`.execute(db);
    await sql`insert into products (id, code, names, slugs, price, discount_price, stock, image_id, active) values
      (41, 'CAJ-41', '{Čajnik,Teapot}', '{cajnik,teapot}', 4599, 3999, 12, 5, true),
      (42, 'KUV-42', '{Kuvalo,Kettle}', '{kuvalo,kettle}', 2599, null, 0, null, false)`.execute(db);
    await sql`select setval('products_id_seq', 42)`.execute(db);
    await sql`insert into order_countries (id, names, code, delivery_price) values (1, '{Srbija,Serbia}', 'RS', 350)`.execute(db);
    await sql`insert into orders (id, code, status, customer_name, customer_lastname, customer_email, customer_phone, address, city, zip,
        country_id, payment_method, subtotal, discount, delivery_price, total, currency, total_rsd, lang)
      values (77, 'IZ-2025-00077', 1, 'Jelena', 'Petrović', 'jelena@example.rs', '+381 63 555 0101', 'Obrenovićeva 9', 'Niš', '18000',
        1, 'CASH_ON_DELIVERY', 7998, 0, 350, 8348, 'RSD', 8348, 0)`.execute(db);
    await sql`insert into order_items (order_id, product_id, name, code, quantity, price, total, price_rsd)
      values (77, 41, 'Čajnik', 'CAJ-41', 2, 3999, 7998, 3999), (77, 42, 'Kuvalo', 'KUV-42', 1, 2599, 2599, 2599)`.execute(db);
    const rowsBefore = await shopRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('088'));
    expect(asBefore(rowsBefore, await shopRows(db))).toEqual(rowsBefore);
    expect(await variants(db)).toEqual([
      { id: 41, product_id: 41, code: 'CAJ-41', value_ids: [], price: 4599, discount_price: 3999, stock: 12, active: true, image_id: 5 },
      { id: 42, product_id: 42, code: 'KUV-42', value_ids: [], price: 2599, discount_price: null, stock: 0, active: true, image_id: null },
    ]);
    expect((await sql`select product_id, variant_id, variant_name from order_items order by id`.execute(db)).rows).toEqual([
      { product_id: 41, variant_id: 41, variant_name: '' },
      { product_id: 42, variant_id: 42, variant_name: '' },
    ]);
    expect(await product(db, 41)).toMatchObject({ price_varies: false });

    const heard: string[] = [];
    const stop = await listenOn(db)!(CONTENT_CHANGED_NOTIFY, (payload) => heard.push(payload ?? ''));
    // A product without options: written either way, it and its variant hold the same.
    await sql`update products set stock = 11, price = 4499 where id = 41`.execute(db);
    expect(await variants(db).then((rows) => rows[0])).toMatchObject({ stock: 11, price: 4499 });
    await sql`update product_variants set stock = 10 where id = 41`.execute(db);
    expect(await product(db, 41)).toMatchObject({ stock: 10, price: 4499 });
    const created = (await sql<{ id: number }>`insert into products (code, names, slugs, price, stock) values ('NOV-1', '{Nov,New}', '{nov,new}', 999, 4) returning id`.execute(db)).rows[0]!.id;
    expect(created).toBe(43);
    expect((await variants(db)).at(-1)).toMatchObject({ id: 43, product_id: 43, code: 'NOV-1', stock: 4 });

    // Sold in sizes: the product's stock is their sum, its price the cheapest size in stock's, and it says the prices vary.
    const option = (await sql<{ id: number }>`insert into product_options (product_id, names) values (41, '{Veličina,Size}') returning id`.execute(db)).rows[0]!.id;
    const [small, large] = (await sql<{ id: number }>`insert into product_option_values (option_id, names, position) values (${option}, '{S,S}', 1), (${option}, '{L,L}', 2) returning id`.execute(db)).rows.map((row) => row.id);
    await sql`update product_variants set value_ids = ${sql.val([small])}, stock = 0 where id = 41`.execute(db);
    const largeId = (await sql<{ id: number }>`insert into product_variants (product_id, code, value_ids, price, stock) values (41, 'CAJ-41-L', ${sql.val([large])}, 5999, 7) returning id`.execute(db)).rows[0]!.id;
    // Its id is taken from the products' sequence, so no product is ever given it.
    expect(largeId).toBe(44);
    expect(await product(db, 41)).toEqual({ code: 'CAJ-41', price: 5999, discount_price: null, stock: 7, price_varies: false });
    await sql`update product_variants set stock = 2 where id = 41`.execute(db);
    expect(await product(db, 41)).toEqual({ code: 'CAJ-41', price: 4499, discount_price: 3999, stock: 9, price_varies: true });
    const next = (await sql<{ id: number }>`insert into products (code, names, slugs, price) values ('NOV-2', '{Nov 2,New 2}', '{nov-2,new-2}', 1) returning id`.execute(db)).rows[0]!.id;
    expect(next).toBe(45);

    await new Promise((resolve) => setTimeout(resolve, 50));
    heard.length = 0;
    await sql`update product_variants set stock = stock - 1 where id = ${largeId}`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    // The variant's stock-only change with both values, and its product's stock (their sum) the same way.
    expect(heard).toEqual([`product_variants - ${largeId}:7:6`, 'products - 41:9:8']);
  } finally {
    await db.destroy();
  }
});
