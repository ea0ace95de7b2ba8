/** SEED_PRODUCTS: the demo's catalogue seeded at another size, for benchmarks. */
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { buildDemoShop, DEMO_TODAY } from '../../../fixtures';
import { createDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedCatalog } from '../../../src/server/demo/catalog';
import { serverBackends } from '../support/backends';
import { freshPostgresSchema } from '../support/databases';

describe('SEED_PRODUCTS', () => {
  test('makes a catalogue of that many products from numbered copies of the demo’s', async () => {
    // The catalogue's seed alone, over the demo's file rows: one backend is enough for its arithmetic.
    const postgres = (await serverBackends()).includes('postgres') ? await freshPostgresSchema() : null;
    const db = createDatabase({ databaseUrl: postgres?.url ?? null, dataDir: 'memory' });
    try {
      await migrate(db);
      const demo = buildDemoShop(DEMO_TODAY);
      const files = demo.storageFiles.map(({ id, name, orig_name, mime, width, height, alts, tab, bucket, folder, size, created_at }) =>
        ({ id, name, orig_name, mime, width, height, alts, tab, bucket, folder, size, created_at }));
      for (let start = 0; start < files.length; start += 500) await db.insertInto('storage_files').values(files.slice(start, start + 500)).execute();
      await seedCatalog(db, demo, { products: 400 });

      const { rows } = await sql<{ n: number; max: number }>`select count(*) as n, max(id) as max from products`.execute(db);
      expect(rows[0]).toEqual({ n: 400, max: 400 });
      const copies = await db.selectFrom('products').select(['id', 'code', 'names']).where('code', 'like', 'SM-A556B-128%').orderBy('id').execute();
      expect(copies.map((product) => product.code)).toEqual(['SM-A556B-128', 'SM-A556B-128-2', 'SM-A556B-128-3']);
      expect(copies[0]!.id).toBe(demo.products.find((product) => product.code === 'SM-A556B-128')!.id);
      expect(copies[1]!.names[0]).toBe(`${copies[0]!.names[0]} #2`);
      // Copies keep their categories, gallery and values, so listings and filters have volume.
      const links = await sql<{ n: number }>`select count(*) as n from product_categories where product_id = ${copies[1]!.id}`.execute(db);
      expect(Number(links.rows[0]!.n)).toBeGreaterThan(0);
      // New products continue after the copies and the shoes' variants (their ids come from the products' sequence, 088).
      const variants = await sql<{ max: number; sized: number }>`select max(id) as max, count(*) filter (where value_ids <> '{}') as sized from product_variants`.execute(db);
      expect(Number(variants.rows[0]!.max)).toBeGreaterThan(400);
      expect(Number(variants.rows[0]!.sized)).toBeGreaterThan(0);
      const next = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('products', 'id')) as id`.execute(db);
      expect(Number(next.rows[0]!.id)).toBe(Number(variants.rows[0]!.max) + 1);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });
});
