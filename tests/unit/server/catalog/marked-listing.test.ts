/**
 * A listing's products shown (marked-listing.ts): the shop's and each category's are kept between
 * listings while the products laid out are the same, and worked out again once a display window
 * among them opens or closes, even when nothing else tells the index.
 */
import { expect, test } from 'vitest';
import { markListing, type IndexedQuery } from '../../../../src/server/modules/catalog/listing-index/marked-listing';
import { buildColumns } from '../../../../src/server/modules/catalog/listing-index/shop-columns';
import { newIndexKeys } from '../../../../src/server/modules/catalog/listing-index/indexed-products';
import { indexedProduct } from './indexed-product';
import type { IndexedShop } from '../../../../src/server/modules/catalog/listing-index/listing-index';

const NOW = Date.parse('2026-11-30T12:00:00Z');

test('the products shown are kept between listings until a display window among them opens or closes', () => {
  const columns = buildColumns([
    indexedProduct(1),
    indexedProduct(2, { active_from: new Date(NOW + 1_000) }),
    indexedProduct(3, { active_to: new Date(NOW + 2_000) }),
    indexedProduct(4),
  ]);
  const shop: IndexedShop = { keys: newIndexKeys(), columns: () => columns, nameOrder: async () => [] };
  const at = (ms: number, categories: number[] | null): IndexedQuery => ({
    lang: 0, now: new Date(NOW + ms), categories, ids: null, where: [], brands: null, price: null, selections: [],
  });
  for (const categories of [null, [7]]) {
    expect(markListing(shop, at(0, categories)).total).toBe(3);
    expect(markListing(shop, at(999, categories)).total).toBe(3);
    // Product 2's window opens.
    expect(markListing(shop, at(1_000, categories)).total).toBe(4);
    expect(markListing(shop, at(2_000, categories)).total).toBe(4);
    // Product 3's closes (its last millisecond was NOW + 2 s).
    expect(markListing(shop, at(2_001, categories)).total).toBe(3);
    // An earlier moment is worked out again, not taken from a later one.
    expect(markListing(shop, at(0, categories)).total).toBe(3);
    expect(markListing(shop, at(1_500, categories)).total).toBe(4);
  }
});
