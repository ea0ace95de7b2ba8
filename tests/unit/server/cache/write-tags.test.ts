/**
 * What a write makes stale (src/server/cache/write-tags.ts), from migration 080's notification.
 */
import { expect, test } from 'vitest';
import { readRowsWritten, tagsOfWrite } from '../../../../src/server/cache/write-tags';
import { PRICE_BANDS, priceBand, priceBandTag } from '../../../../src/server/cache/price-bands';

// Category 7 is a child of category 2.
const places = async () => ({ categories: [7], brands: [3], lineage: [7, 2] });
const tags = async (payload: string) => {
  const written = readRowsWritten(payload);
  if (!written) throw new Error(`not a payload: ${payload}`);
  const found = await tagsOfWrite(written, places);
  return found && [...found].sort();
};

test('stock alone touches nothing unless the quantity a shopper may order changes', async () => {
  expect(await tags('products - 5:50:49')).toEqual([]);
  expect(await tags('products - 5:12:9')).toEqual(['quantity:5']);
  expect(await tags('products - 5:1:0')).toEqual(['quantity:5', 'sold-out:5']);
});

test('a price change touches the product, the prices of its category, brand and the whole shop, and the bands it moves across under those and its category’s ancestors, not which products listings hold', async () => {
  const coarse = ['prices:b:3', 'prices:c:7', 'prices:shop', 'products', 'products:5'];
  // 1,000 → 1,100 RSD: the bands between (price-bands.ts), under every scope a listing ordered by price records them.
  const bands = [priceBand(1000), priceBand(1100)];
  const moved = ['prices:shop', 'prices:c:7', 'prices:c:2', 'prices:b:3'].flatMap((scope) => [...new Set(bands)].map((band) => priceBandTag(scope, band)));
  expect(await tags('products 5:p:1000:1100 -')).toEqual([...coarse, ...moved].sort());
  // A notice without its prices (sent before migration 098): every band.
  const unknown = await tags('products 5:p -');
  expect(unknown).toEqual(expect.arrayContaining(coarse));
  expect(unknown!.length).toBe(coarse.length + 4 * PRICE_BANDS);
});

test('a change of what places a product in listings and searches touches its listings, their prices (it may show, hide or reprice it) and the search', async () => {
  expect(await tags('products 5:m -')).toEqual(['listing:c:7', 'listing:shop', 'prices:b:3', 'prices:c:7', 'prices:shop', 'products', 'products:5', 'search']);
  // Inserted and deleted rows name no class: they place the product.
  expect(await tags('products 5 -')).toContain('listing:shop');
});

test('a change only the product’s own page shows touches the product alone', async () => {
  expect(await tags('products 5:d -')).toEqual(['products', 'products:5']);
});

test('other tables: their rows and their scans; a category link names its listing; too many rows, everything', async () => {
  expect(await tags('banners 2,4 -')).toEqual(['banners', 'banners:2', 'banners:4']);
  expect(await tags('product_categories 5:9 -')).toEqual(['listing:c:9', 'product_categories', 'products:5', 'search']);
  expect(await tags('product_specifications 5 -')).toEqual(['listing:c:7', 'listing:shop', 'product_specifications', 'products:5']);
  expect(await tags('products *')).toBeNull();
});

test('a variant of a product sold in options: crossing zero touches that product’s option scopes alone, and of the option names whose values crossed; any other change its listings too; another product’s variant, its stock tags', async () => {
  // Product 5 is sold in options; its variant 501 (size 42, the last of its product) and product 6's own variant 6 are written.
  const optionedOf = async (productIds: number[], variantIds: number[]) => [
    ...productIds.filter((id) => id === 5).map((id) => ({ id, names: null })),
    ...(variantIds.includes(501) ? [{ id: 5, names: [['Veličina', 'Size']] }] : []),
  ];
  const variantTags = async (payload: string) => [...(await tagsOfWrite(readRowsWritten(payload)!, places, optionedOf))!].sort();
  const sizeTags = (scope: string) => [scope, `${scope}:n0:velicina`, `${scope}:n1:size`];
  const sold = ['options:b:3', 'options:c:7', 'options:shop'].flatMap(sizeTags);
  expect(await variantTags('product_variants - 501:50:49')).toEqual([]);
  expect(await variantTags('product_variants - 501:1:0')).toEqual([...sold, 'quantity:501', 'sold-out:501'].sort());
  expect(await variantTags('product_variants - 501:0:3')).toEqual([...sold, 'quantity:501', 'sold-out:501'].sort());
  // Another change of the product's variants: any option name may have changed.
  const edited = ['options:b:3', 'options:c:7', 'options:shop'].flatMap((scope) => [scope, `${scope}:names`]);
  expect(await variantTags('product_variants 5 -')).toEqual(['listing:c:7', 'listing:shop', ...edited, 'product_variants', 'products:5'].sort());
  expect(await variantTags('product_variants - 6:1:0')).toEqual(['quantity:6', 'sold-out:6']);
});
