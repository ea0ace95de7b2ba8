/**
 * What a reading records (src/server/cache/dependencies.ts): its own tags and those of the readings
 * within it, a listing's scope in every reading within it (a memo entry another listing reuses must
 * name the scope), and scans of the tables the scope stands for left out.
 */
import { expect, test } from 'vitest';
import { apart, collectDependencies, explicitTables, recordDependency, withExplicitTables } from '../../../../src/server/cache/dependencies';
import { recordScannedTables } from '../../../../src/server/cache/scanned-tables';

test('a reading records what the readings within it record, and a nested one keeps its own', async () => {
  const outer = collectDependencies(async () => {
    recordDependency('brands:1');
    const inner = collectDependencies(async () => recordDependency('products:2'));
    await inner.value;
    expect([...inner.tags]).toEqual(['products:2']);
  });
  await outer.value;
  expect([...outer.tags].sort()).toEqual(['brands:1', 'products:2']);
});

test('inside a listing, scans of the listed tables record the scope instead, in nested readings too', async () => {
  const listing = collectDependencies(() =>
    withExplicitTables(new Set(['products']), ['listing:c:7'], async () => {
      recordScannedTables('select count(*) from products p join brands b on b.id = p.brand_id');
      const total = collectDependencies(async () => recordScannedTables('select count(*) from products p'));
      await total.value;
      expect([...total.tags]).toEqual(['listing:c:7']);
      expect(explicitTables()?.has('products')).toBe(true);
    }),
  );
  await listing.value;
  expect([...listing.tags].sort()).toEqual(['brands', 'listing:c:7']);
  // Outside a listing a scan of products records the table.
  const page = collectDependencies(async () => recordScannedTables('select * from products where id = 1'));
  await page.value;
  expect([...page.tags]).toEqual(['products']);
});

test('a part kept apart records its tags on the answer, but not on the answer’s frame; a memo entry read within it too', async () => {
  const answer = collectDependencies(async () => {
    recordDependency('listing:shop', 'products:1');
    await apart(async () => {
      recordDependency('options:shop');
      const memo = collectDependencies(async () => recordDependency('options:c:4'));
      await memo.value;
      expect([...memo.tags]).toEqual(['options:c:4']);
      expect([...memo.frameTags]).toEqual(['options:c:4']);
    });
    // What the frame reads after the part is its own again.
    recordDependency('products:2');
  });
  await answer.value;
  expect([...answer.tags].sort()).toEqual(['listing:shop', 'options:c:4', 'options:shop', 'products:1', 'products:2']);
  expect([...answer.frameTags].sort()).toEqual(['listing:shop', 'products:1', 'products:2']);
});
