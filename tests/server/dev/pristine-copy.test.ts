import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { loadSnapshot } from '../../../src/server/db/snapshot';
import { keepPristineCopy, type PristineCopy } from '../../support/pristine-copy';

let db: Db;
let pristine: PristineCopy;

beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: (await loadSnapshot('demo')).database });
  pristine = await keepPristineCopy(db);
}, 120_000);
afterAll(() => db?.destroy());

const state = async () => ({
  products: (await sql<{ n: number; stock: number }>`select count(*) as n, sum(stock) as stock from products`.execute(db)).rows[0],
  orders: (await sql<{ n: number }>`select count(*) as n from orders`.execute(db)).rows[0],
  views: (await sql<{ n: number }>`select count(*) as n from product_views`.execute(db)).rows[0],
  nextBrand: (await sql<{ id: number }>`insert into brands (names, slugs) values ('{x,x}', '{x-1,x-1}') returning id`.execute(db)).rows[0],
});

test('reset puts back rows changed, deleted and added, and each sequence where it was', async () => {
  const before = await state();
  await pristine.reset();
  await sql`update products set stock = 0`.execute(db);
  await sql`delete from orders`.execute(db);
  await sql`insert into product_views (product_id, client) select product_id, client from product_views limit 5`.execute(db);
  for (let i = 0; i < 3; i++) await sql`insert into brands (names, slugs) values ('{y,y}', ${[`y-${i}`, `y-${i}`]})`.execute(db);

  const restored = await pristine.reset();
  expect(restored).toEqual(expect.arrayContaining(['brands', 'orders', 'product_views', 'products']));
  expect(await state()).toEqual(before);
});

test('reset does nothing when nothing was written', async () => {
  await pristine.reset();
  expect(await pristine.reset()).toEqual([]);
});
