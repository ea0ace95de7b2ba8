/**
 * Upgrading a shop to migrations 080, 085, 098 and 099 (the content's writes notified row by row, a product's
 * with what its change touched): the shop's rows stay as they were, and from then on a write names
 * its table and rows, a product's price change as `p` with its prices before and after, its stock-only change with both values, so the caches make stale only what it touched (src/server/cache/write-tags.ts).
 * 098 shipped twice, with its long price list's fix (3be64a7) and without it (d99f0e7); 099 gives every shop the fix.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { migrationsBefore, migrationsFrom } from '../support/upgrade-rows';
import { listenOn } from '../../../src/server/db/notifications';
import { CONTENT_CHANGED_NOTIFY } from '../../../src/server/cache/write-tags';

blankClusterBeforeAll();

const before080 = migrationsBefore('080');
// The shop then takes 080 to 087; 088 makes variants' writes heard too (product-variants-upgrade.test.ts).
const before088 = migrationsBefore('088');

test('a shop migrated before 080 keeps its rows, and its writes are then heard row by row', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before080);
    await sql`insert into brands (id, names, slugs) values (7, '{Gorenje,Gorenje}', '{gorenje,gorenje}')`.execute(db);
    await sql`insert into products (id, code, names, slugs, price, stock, brand_id) values (41, 'G-41', '{Frižider,Fridge}', '{frizider,fridge}', 49999, 50, 7)`.execute(db);
    const rowsBefore = (await sql<{ rows: string }>`select (select json_agg(b) from brands b)::text || (select json_agg(p) from products p)::text as rows`.execute(db)).rows[0]!.rows;

    expect(await migrate(db, before088)).toEqual(migrationsFrom('080', '088'));
    const rowsAfter = (await sql<{ rows: string }>`select (select json_agg(b) from brands b)::text || (select json_agg(p) from products p)::text as rows`.execute(db)).rows[0]!.rows;
    expect(rowsAfter).toBe(rowsBefore);

    const heard: string[] = [];
    const stop = await listenOn(db)!(CONTENT_CHANGED_NOTIFY, (payload) => heard.push(payload ?? ''));
    await sql`update brands set names = '{Gorenje d.o.o.,Gorenje}' where id = 7`.execute(db);
    await sql`update products set stock = stock - 1 where id = 41`.execute(db);
    await sql`update products set price = 45999 where id = 41`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(heard).toEqual(['brands 7 -', 'products - 41:50:49', 'products 41:p -']);
  } finally {
    await db.destroy();
  }
});

/** A fridge at 49,999.60 RSD and a price list of 600 lamps: too many for their prices to fit one notice. */
async function fridgeAndLamps(db: ReturnType<typeof createDatabase>) {
  await sql`insert into products (id, code, names, slugs, price, stock) values (41, 'G-41', '{Frižider,Fridge}', '{frizider,fridge}', 49999.6, 50)`.execute(db);
  await sql`insert into products (id, code, names, slugs, price, stock)
    select 1000 + n, 'L-' || n, array['Lampa ' || n, 'Lamp ' || n], array['lampa-' || n, 'lamp-' || n], 1500, 5 from generate_series(1, 600) n`.execute(db);
}

const productRows = async (db: ReturnType<typeof createDatabase>) =>
  (await sql<{ rows: string }>`select (select json_agg(p order by id) from products p)::text as rows`.execute(db)).rows[0]!.rows;

/** The products' own notices (their variants follow them: migration 088) heard while `write` runs. */
async function productNotices(db: ReturnType<typeof createDatabase>, write: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  const stop = await listenOn(db)!(CONTENT_CHANGED_NOTIFY, (payload) => heard.push(payload ?? ''));
  await write();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await stop();
  return heard.filter((payload) => payload.startsWith('products '));
}

/** The fridge put on action says from what price to what; the lamps' price list names its products, without their prices. */
async function expectPriceMovesHeard(db: ReturnType<typeof createDatabase>) {
  const products = await productNotices(db, async () => {
    // 49,999.60 RSD, whole: 50,000; then on action at 44,999.
    await sql`update products set discount_price = 44999 where id = 41`.execute(db);
    await sql`update products set price = price + 100 where id > 1000`.execute(db);
  });
  expect(products[0]).toBe('products 41:p:50000:44999 -');
  expect(products[1]).toMatch(/^products 1001:p,1002:p,.*,1600:p -$/);
}

test('a shop migrated before 098 keeps its rows; a price change then says from what price to what, and a price list too long for that names its products as before', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, migrationsBefore('098'));
    await fridgeAndLamps(db);
    const rowsBefore = await productRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('098'));
    expect(await productRows(db)).toBe(rowsBefore);

    await expectPriceMovesHeard(db);
  } finally {
    await db.destroy();
  }
});

/** 098 as d99f0e7 shipped it, without the long price list's fix: what the shops created from that version ran. */
const UNFIXED_098 = readFileSync(new URL('./shipped/098_product_price_moves.without-long-list-fix.sql', import.meta.url), 'utf8');

test('a shop that ran 098 without its long-list fix keeps its rows, and after 099 a price list too long for its prices names its products rather than every product', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, migrationsBefore('099'));
    await sql.raw(UNFIXED_098).execute(db);
    await fridgeAndLamps(db);
    // That 098: the long notice fell back to every product.
    expect(await productNotices(db, () => sql`update products set price = price + 100 where id > 1000`.execute(db))).toEqual(['products *']);
    const rowsBefore = await productRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('099'));
    expect(await productRows(db)).toBe(rowsBefore);

    await expectPriceMovesHeard(db);
  } finally {
    await db.destroy();
  }
});
