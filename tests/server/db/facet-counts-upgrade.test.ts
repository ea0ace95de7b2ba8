/**
 * Upgrading a shop to migration 084 (a listing's facets counted as products are written): the shop's
 * rows stay as they were, its products are counted as the migration finds them (a product in a
 * subcategory counts in the category above too, once; a hidden one and one with a display window
 * not at all), and a later write moves the counts.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { blankCluster, blankClusterBeforeAll } from '../support/blank-cluster';
import { asBefore, migrationsBefore, migrationsFrom, tableRows } from '../support/upgrade-rows';

blankClusterBeforeAll();

const before084 = migrationsBefore('084');

const shopRows = (db: Db) =>
  Promise.all([
    tableRows(db, 'products', 'id'),
    tableRows(db, 'product_categories', 'product_id, category_id'),
    tableRows(db, 'product_specifications', 'product_id, filter_id'),
    tableRows(db, 'categories', 'id'),
  ]);

/** scope → brand (0 for none) → count, and the Serbian filter values' counts, as the counts hold them. */
const counts = async (db: Db) =>
  (await sql<{ scope: number; kind: number; key: number; folded: string; count: number }>`select scope, kind, key, folded, count from listing_facet_counts
    where kind in (1, 2) order by scope, kind, key, folded`.execute(db)).rows;

test('a shop migrated before 084 keeps its rows, and its products are counted as they are', async () => {
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: await blankCluster() });
  try {
    await migrate(db, before084);
    await sql`insert into brands (id, names, slugs) values (7, '{Gorenje,Gorenje}', '{gorenje,gorenje}')`.execute(db);
    await sql`insert into categories (id, parent_id, position, names, slugs) values (1, null, 1, '{Bela tehnika,Appliances}', '{bela-tehnika,appliances}'),
      (2, 1, 1, '{Frižideri,Fridges}', '{frizideri,fridges}'), (3, 1, 2, '{Šporeti,Cookers}', '{sporeti,cookers}')`.execute(db);
    await sql`insert into groups (id, names) values (1, '{Uređaji,Appliances}')`.execute(db);
    await sql`insert into filters (id, group_id, position, names) values (1, 1, 1, '{Boja,Colour}')`.execute(db);
    await sql`insert into products (id, code, names, slugs, price, stock, brand_id, active, active_from) values
      (41, 'G-41', '{Frižider,Fridge}', '{frizider,fridge}', 49999, 50, 7, true, null),
      (42, 'G-42', '{Šporet,Cooker}', '{sporet,cooker}', 39999, 5, null, true, null),
      (43, 'G-43', '{Skriven,Hidden}', '{skriven,hidden}', 100, 5, 7, false, null),
      (44, 'G-44', '{Uskoro,Soon}', '{uskoro,soon}', 100, 5, 7, true, now() + interval '1 day')`.execute(db);
    await sql`insert into product_categories (product_id, category_id, position) values (41, 2, 1), (41, 3, 2), (42, 3, 1), (43, 2, 1), (44, 2, 1)`.execute(db);
    await sql`insert into product_specifications (product_id, filter_id, "values") values (41, 1, '{Bela,White}'), (42, 1, '{Crna,Black}'), (43, 1, '{Bela,White}')`.execute(db);
    const rowsBefore = await shopRows(db);

    expect(await migrate(db)).toEqual(migrationsFrom('084'));
    expect(asBefore(rowsBefore, await shopRows(db))).toEqual(rowsBefore);
    expect(await counts(db)).toEqual([
      { scope: 0, kind: 1, key: 0, folded: '', count: 1 },
      { scope: 0, kind: 1, key: 7, folded: '', count: 1 },
      { scope: 0, kind: 2, key: 1, folded: 'bela', count: 1 },
      { scope: 0, kind: 2, key: 1, folded: 'crna', count: 1 },
      // The fridge is in both subcategories: once in the category above them.
      { scope: 1, kind: 1, key: 0, folded: '', count: 1 },
      { scope: 1, kind: 1, key: 7, folded: '', count: 1 },
      { scope: 1, kind: 2, key: 1, folded: 'bela', count: 1 },
      { scope: 1, kind: 2, key: 1, folded: 'crna', count: 1 },
      { scope: 2, kind: 1, key: 7, folded: '', count: 1 },
      { scope: 2, kind: 2, key: 1, folded: 'bela', count: 1 },
      { scope: 3, kind: 1, key: 0, folded: '', count: 1 },
      { scope: 3, kind: 1, key: 7, folded: '', count: 1 },
      { scope: 3, kind: 2, key: 1, folded: 'bela', count: 1 },
      { scope: 3, kind: 2, key: 1, folded: 'crna', count: 1 },
    ]);

    // The hidden one shown: it counts; the fridge's brand gone: it counts without one.
    await sql`update products set active = true where id = 43`.execute(db);
    await sql`delete from brands where id = 7`.execute(db);
    const shop = (await counts(db)).filter((row) => row.scope === 0);
    expect(shop).toEqual([
      { scope: 0, kind: 1, key: 0, folded: '', count: 3 },
      { scope: 0, kind: 2, key: 1, folded: 'bela', count: 2 },
      { scope: 0, kind: 2, key: 1, folded: 'crna', count: 1 },
    ]);
    // The product shown later is counted live when a listing is read, as its window opens.
    const live = await sql<{ part: number; key: number | null; listed: string | null }>`select part, key, listed from listing_counted_facets(0, 0, null) where part = 1`.execute(db);
    expect(live.rows.map((row) => Number(row.listed))).toEqual([3]);
    await sql`update products set active_from = now() - interval '1 minute' where id = 44`.execute(db);
    const opened = await sql<{ listed: string }>`select sum(listed) as listed from listing_counted_facets(0, 0, null) where part = 1`.execute(db);
    expect(Number(opened.rows[0]!.listed)).toBe(4);
  } finally {
    await db.destroy();
  }
});
