/**
 * Columns laid out again when a size sells out (withOffersLaidOut) are objects of the same hidden
 * class as columns built whole: the listing index's counting code, optimised for one, stays optimised
 * for the other. Copies made by spreading had a class of their own, and V8 dropped and recompiled that
 * code after every sell-out (issue 22, a live shop selling 10 orders a second).
 */
import { setFlagsFromString } from 'node:v8';
import { expect, test } from 'vitest';
import { buildColumns, withOffersLaidOut } from '../../../../src/server/modules/catalog/listing-index/shop-columns';
import { indexedProduct } from './indexed-product';

setFlagsFromString('--allow-natives-syntax');
// V8's own test of two objects' hidden classes, compiled after the flag allows its syntax.
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

const product = (id: number) => indexedProduct(id, {}, id % 2);

test('columns with their offers laid out again keep the hidden class of columns built whole', () => {
  const built = buildColumns([product(1), product(2), product(3)]);
  const relaid = withOffersLaidOut(built);
  expect(relaid).not.toBe(built);
  expect(relaid.products).toBe(built.products);
  expect(sameHiddenClass(built, buildColumns([product(4)]))).toBe(true);
  expect(sameHiddenClass(built, relaid)).toBe(true);
  expect(sameHiddenClass(built, withOffersLaidOut(relaid))).toBe(true);
});
