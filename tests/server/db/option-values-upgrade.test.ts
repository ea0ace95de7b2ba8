/**
 * Upgrading a shop to migration 091 (what each product offers in options, kept for the listings'
 * option facets): the shop's rows stay as they were; the products sold in options get a row per
 * value an active variant in stock has, named and folded per language (English falling back to
 * Serbian); a variant selling out, coming back, a value renamed and a product deleted move them.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { asBefore, migrationsBefore, migrationsFrom, tableRows } from '../support/upgrade-rows';

blankClusterBeforeAll();

const before091 = migrationsBefore('091');

const shopRows = (db: Db) =>
  Promise.all([tableRows(db, 'products', 'id'), tableRows(db, 'product_variants', 'id'), tableRows(db, 'product_options', 'id'), tableRows(db, 'product_option_values', 'id')]);

/** product:value → the Serbian and English keys, as kept. */
const offered = async (db: Db) =>
  (await sql<{ product_id: number; value_id: number; name_keys: string[]; value_keys: string[]; value_names: string[] }>`
    select product_id, value_id, name_keys, value_keys, value_names from listing_option_values order by product_id, value_id`.execute(db)).rows.map(
    (row) => `${row.product_id}:${row.value_id} ${row.name_keys.join('/')} ${row.value_keys.join('/')} ${row.value_names.join('/')}`,
  );

test('a shop migrated before 091 keeps its rows, and what its products offer in options is kept as variants are written', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before091);
    await sql`insert into products (id, code, names, slugs, price, stock) values
      (41, 'PAT-41', '{Patike,Trainers}', '{patike,trainers}', 9999, 0), (42, 'CAJ-42', '{Čajnik,Teapot}', '{cajnik,teapot}', 2599, 3)`.execute(db);
    await sql`insert into product_options (id, product_id, names, position) values (1, 41, '{Veličina,Size}', 1), (2, 41, '{Boja,""}', 2)`.execute(db);
    await sql`insert into product_option_values (id, option_id, names, swatch, position) values
      (1, 1, '{42,42}', null, 1), (2, 1, '{43,43}', null, 2), (3, 2, '{Crna,Black}', '#000000', 1), (4, 2, '{Bela,White}', '#ffffff', 2)`.execute(db);
    await sql`update product_variants set value_ids = '{1,3}', code = 'PAT-41-42-C', stock = 2 where id = 41`.execute(db);
    await sql`insert into product_variants (id, product_id, code, value_ids, price, stock, active, position) values
      (100, 41, 'PAT-41-43-C', '{2,3}', 9999, 0, true, 2), (101, 41, 'PAT-41-43-B', '{2,4}', 9999, 5, false, 3)`.execute(db);
    const rowsBefore = await shopRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('091'));
    expect(asBefore(rowsBefore, await shopRows(db))).toEqual(rowsBefore);
    // 42/Crna alone can be ordered: 43 is sold out, 43/Bela switched off; the teapot has no options.
    expect(await offered(db)).toEqual(['41:1 velicina/size 42/42 42/42', '41:3 boja/boja crna/black Crna/Black']);

    await sql`update product_variants set stock = 4 where id = 100`.execute(db);
    await sql`update product_variants set stock = stock - 2 where id = 41`.execute(db);
    await sql`update product_option_values set names = '{Crna mat,Matt black}' where id = 3`.execute(db);
    expect(await offered(db)).toEqual(['41:2 velicina/size 43/43 43/43', '41:3 boja/boja crna mat/matt black Crna mat/Matt black']);

    await sql`delete from products where id = 41`.execute(db);
    expect(await offered(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
}, 120_000);
