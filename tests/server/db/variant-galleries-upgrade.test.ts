/**
 * Upgrading a shop to migration 089 (a variant's own gallery): every variant there is, a product's
 * one variant and a size of a shoe alike, starts with no gallery of its own, so the storefront shows
 * the product's gallery as before; the variants' and products' other values stay as they were.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { asBefore, migrationsBefore, migrationsFrom, tableRows } from '../support/upgrade-rows';

blankClusterBeforeAll();

const before089 = migrationsBefore('089');

const shopRows = (db: Db) => Promise.all([tableRows(db, 'product_variants', 'id'), tableRows(db, 'products', 'id'), tableRows(db, 'product_gallery', 'product_id, position')]);

test('a shop migrated before 089 keeps its variants, each showing its product’s gallery', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before089);
    await sql`insert into storage_files (id, name, orig_name, mime, width, height, tab, bucket, folder, size) values
      (5, 'patike.png', 'patike.png', 'image/png', 4, 4, 'products', 'public', '2026/01', 10),
      (6, 'djon.png', 'djon.png', 'image/png', 4, 4, 'products', 'public', '2026/01', 10)`.execute(db);
    await sql`insert into products (id, code, names, slugs, price, stock, image_id) values
      (41, 'PAT-41', '{Patike,Trainers}', '{patike,trainers}', 9999, 0, 5), (42, 'CAJ-42', '{Čajnik,Teapot}', '{cajnik,teapot}', 2599, 3, null)`.execute(db);
    await sql`insert into product_gallery (product_id, file_id, position) values (41, 6, 1)`.execute(db);
    await sql`insert into product_options (id, product_id, names) values (1, 41, '{Veličina,Size}')`.execute(db);
    await sql`insert into product_option_values (id, option_id, names, position) values (1, 1, '{42,42}', 1), (2, 1, '{43,43}', 2)`.execute(db);
    await sql`update product_variants set value_ids = '{1}', code = 'PAT-41-EU42', stock = 2 where id = 41`.execute(db);
    await sql`insert into product_variants (id, product_id, code, value_ids, price, stock, position) values (100, 41, 'PAT-41-EU43', '{2}', 9999, 4, 2)`.execute(db);
    const rowsBefore = await shopRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('089'));
    const galleries = await sql<{ id: number; gallery_ids: number[] }>`select id, gallery_ids from product_variants order by id`.execute(db);
    expect(galleries.rows).toEqual([
      { id: 41, gallery_ids: [] },
      { id: 42, gallery_ids: [] },
      { id: 100, gallery_ids: [] },
    ]);
    expect(asBefore(rowsBefore, await shopRows(db))).toEqual(rowsBefore);
  } finally {
    await db.destroy();
  }
}, 120_000);
