/**
 * The content memo (src/server/cache/content-memo.ts): a reading is shared until the content
 * changes, one reading for concurrent askers, and a reading that a change overtook is never kept.
 */
import { expect, test } from 'vitest';
import { contentMemo } from '../../../../src/server/cache/content-memo';
import { createContentVersion } from '../../../../src/server/cache/content-version';
import { recordDependency } from '../../../../src/server/cache/dependencies';

const counter = () => {
  let reads = 0;
  return { load: async () => ++reads, reads: () => reads };
};

test('a reading is shared by later and concurrent askers until the content changes', async () => {
  const version = createContentVersion({ redisUrl: null });
  const memo = contentMemo(version);
  const facet = counter();
  expect(await Promise.all([memo.read('facet', facet.load), memo.read('facet', facet.load)])).toEqual([1, 1]);
  expect(await memo.read('facet', facet.load)).toBe(1);
  expect(facet.reads()).toBe(1);
  await version.changed();
  expect(await memo.read('facet', facet.load)).toBe(2);
  expect(await memo.read('other', facet.load)).toBe(3);
});

test('a reading overtaken by a change is answered but not kept', async () => {
  const version = createContentVersion({ redisUrl: null });
  const memo = contentMemo(version);
  let release!: () => void;
  let reads = 0;
  const slow = () => new Promise<number>((resolve) => (release = () => resolve(++reads)));
  const first = memo.read('facet', slow);
  await version.changed();
  release();
  expect(await first).toBe(1);
  const second = memo.read('facet', slow);
  release();
  expect(await second).toBe(2);
});

test('a failed reading is not kept', async () => {
  const version = createContentVersion({ redisUrl: null });
  const memo = contentMemo(version);
  await expect(memo.read('facet', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
  expect(await memo.read('facet', async () => 7)).toBe(7);
});

test('rows kept are given back only while nothing they show changed', async () => {
  const version = createContentVersion({ redisUrl: null });
  const memo = contentMemo(version);
  const began = memo.version();
  memo.keep('products 1', { id: 1 }, began, ['products:1']);
  expect(memo.peek('products 1')).toEqual({ id: 1 });
  const stale = memo.version();
  await version.changed();
  expect(memo.peek('products 1')).toBeUndefined();
  memo.keep('products 1', { id: 1, name: 'old' }, stale, ['products:1']);
  expect(memo.peek('products 1')).toBeUndefined();
});

test('a change makes stale only the readings and rows that show what it touched', async () => {
  const version = createContentVersion({ redisUrl: null });
  const memo = contentMemo(version);
  let reads = 0;
  const reading = (tag: string) => async () => {
    recordDependency(tag);
    return ++reads;
  };
  expect(await memo.read('laptops', reading('listing:c:7'))).toBe(1);
  expect(await memo.read('phones', reading('listing:c:8'))).toBe(2);
  memo.keep('products 1', { id: 1 }, memo.version(), ['products:1']);
  memo.keep('products 2', { id: 2 }, memo.version(), ['products:2']);

  await version.changed(['listing:c:7', 'products:1']);
  expect(await memo.read('laptops', reading('listing:c:7'))).toBe(3);
  expect(await memo.read('phones', reading('listing:c:8'))).toBe(2);
  expect(memo.peek('products 1')).toBeUndefined();
  expect(memo.peek('products 2')).toEqual({ id: 2 });

  // A change of everything (a display window's edge) touches every reading.
  await version.changed();
  expect(await memo.read('phones', reading('listing:c:8'))).toBe(4);
});
