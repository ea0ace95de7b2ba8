/**
 * Upgrading a shop to migration 086 (a file's alt text per language): the one alt text a file had
 * becomes its Serbian one, except a picture shown only on English pages (a banner's English image,
 * used nowhere else), whose text becomes the English one; a file without one has none in either
 * language, and the shop's other rows stay as they were.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { asBefore, migrationsBefore, migrationsFrom, tableRows } from '../support/upgrade-rows';

blankClusterBeforeAll();

const before086 = migrationsBefore('086');

const otherRows = (db: Db) => Promise.all([tableRows(db, 'banners', 'id'), tableRows(db, 'products', 'id')]);

test('a shop migrated before 086 keeps its alt texts, each in the language it was written for', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before086);
    await sql`insert into storage_files (id, name, orig_name, mime, width, height, alt, tab, bucket, folder, size) values
      (5, 'cajnik.svg', 'Čajnik.svg', 'image/svg+xml', 4, 4, 'Čajnik od livenog gvožđa', 'products', 'public', '2026/01', 10),
      (6, 'akcija.png', 'akcija.png', 'image/png', 4, 4, 'Zimska akcija', 'banners', 'public', '2026/01', 10),
      (7, 'sale.png', 'sale.png', 'image/png', 4, 4, 'Winter sale', 'banners', 'public', '2026/01', 10),
      (8, 'oba.png', 'oba.png', 'image/png', 4, 4, 'Nova kolekcija', 'banners', 'public', '2026/01', 10),
      (9, 'bez.png', 'bez.png', 'image/png', 4, 4, null, 'general', 'public', '2026/01', 10),
      (10, 'sale-en-product.png', 'sale-en-product.png', 'image/png', 4, 4, 'Kettle', 'banners', 'public', '2026/01', 10)`.execute(db);
    await sql`insert into products (id, code, names, slugs, price, stock, image_id) values
      (41, 'CAJ-41', '{Čajnik,Teapot}', '{cajnik,teapot}', 4599, 12, 5), (42, 'CAJ-42', '{Kuvalo,Kettle}', '{kuvalo,kettle}', 2599, 3, 10)`.execute(db);
    await sql`insert into banners (id, name, image_ids, position) values
      (1, 'Zima', '{6,7}', 'SHOP_BELOW_MENU'), (2, 'Kolekcija', '{8,8}', 'SHOP_BELOW_MENU'), (3, 'Kuvalo', '{NULL,10}', 'PRODUCT_RIGHT')`.execute(db);
    const rowsBefore = await otherRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('086'));
    const files = await sql<{ id: number; alts: string[] }>`select id, alts from storage_files order by id`.execute(db);
    expect(files.rows).toEqual([
      { id: 5, alts: ['Čajnik od livenog gvožđa', ''] },
      { id: 6, alts: ['Zimska akcija', ''] },
      // Only the banner's English image: written for English pages.
      { id: 7, alts: ['', 'Winter sale'] },
      { id: 8, alts: ['Nova kolekcija', ''] },
      { id: 9, alts: ['', ''] },
      // An English banner's image that is a product's picture too: no telling, so Serbian.
      { id: 10, alts: ['Kettle', ''] },
    ]);
    expect(asBefore(rowsBefore, await otherRows(db))).toEqual(rowsBefore);
    // A file stored after the upgrade starts with no alt text in either language.
    await sql`insert into storage_files (id, name, orig_name, mime, tab, bucket, folder, size) values (11, 'novi.png', 'novi.png', 'image/png', 'general', 'public', '2026/02', 1)`.execute(db);
    expect((await sql<{ alts: string[] }>`select alts from storage_files where id = 11`.execute(db)).rows).toEqual([{ alts: ['', ''] }]);
  } finally {
    await db.destroy();
  }
}, 120_000);
