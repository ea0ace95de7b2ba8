/**
 * After a write that changed products' prices alone, the listing index moves the price columns of
 * the columns it has (withPricesChanged) instead of building them all again: the result is what a
 * whole build gives, ties and products without a price included, and anything else changed falls
 * back to the whole build.
 */
import { setFlagsFromString } from 'node:v8';
import { expect, test } from 'vitest';
import { buildColumns, withPricesChanged } from '../../../../src/server/modules/catalog/listing-index/shop-columns';
import type { IndexedProduct } from '../../../../src/server/modules/catalog/listing-index/indexed-products';
import { indexedProduct } from './indexed-product';

setFlagsFromString('--allow-natives-syntax');
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** Eight products, two brands, prices with ties and one without a price. */
const shop = (): IndexedProduct[] =>
  [3000, 1000, 2000, 2000, null, 5000, 1000, 4000].map((price, at) => ({ ...indexedProduct(at + 1, {}, at % 2), price }));

const columnsOf = (columns: ReturnType<typeof buildColumns>) => ({
  ...columns,
  orders: Object.fromEntries([...columns.orders].map(([sort, slots]) => [sort, [...slots]])),
  price: [...columns.price],
  offers: [...columns.offers],
});

test.each([
  ['dearer, into a tie', 3, 2000],
  ['cheaper than every other', 6, 10],
  ['without a price', 2, null],
  ['with a price again', 5, 3000],
])('a price changed (%s) gives the columns a whole build gives', (_title, id, price) => {
  const before = buildColumns(shop());
  const repriced = { ...shop()[id - 1]!, price };
  const after = shop().map((product) => (product.id === id ? repriced : product));
  const moved = withPricesChanged(before, [repriced]);
  expect(moved).not.toBeNull();
  expect(columnsOf(moved!)).toEqual(columnsOf(buildColumns(after)));
  expect(sameHiddenClass(moved!, before)).toBe(true);
  // The columns it was made from are as they were: a listing marked on them counts on.
  expect(columnsOf(before)).toEqual(columnsOf(buildColumns(shop())));
});

test.each([
  ['its brand', { brand: 7 }],
  ['its position', { position: 99 }],
  ['its categories', { categories: [8] }],
  ['its display window', { window: { active: true, active_from: '2030-01-01T00:00:00Z', active_to: null } }],
  ['switched off', { window: { active: false, active_from: null, active_to: null } }],
])('a product changed in %s is not moved by its price alone', (_title, change) => {
  const before = buildColumns(shop());
  expect(withPricesChanged(before, [{ ...shop()[2]!, price: 1, ...change }])).toBeNull();
  expect(withPricesChanged(before, [{ ...indexedProduct(42), price: 1 }])).toBeNull();
});
