import { describe, expect, test } from 'vitest';
import type { ProductRecord } from '../../fixtures/catalog/records';
import { isProductVisible } from '../../src/shared/rules/product-state';
import { foldText } from '../../src/server/lib/search';
import type { Translated } from '../../src/server/lib/translate';
import { createMockClient } from './support/mock-client';

const SEARCH = `query($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    products { id name code currency }
    products_total
    categories { id name }
    brands { id name }
    posts { id name published_at }
  }
}`;

interface Results {
  products: { id: string; name: string; code: string; currency: string }[];
  products_total: number;
  categories: { id: string; name: string }[];
  brands: { id: string; name: string }[];
  posts: { id: string; name: string; published_at: string }[];
}

/** A fresh mock shop (its tables at hand) and a visitor's search in a language. */
function mockShop() {
  const client = createMockClient();
  const search = async (query: string, lang: 0 | 1, first?: number): Promise<Results> => {
    const result = await client.request(SEARCH, { query, first }, { lang });
    expect(result.errors).toBeUndefined();
    return result.data.search;
  };
  return { db: client.db, search };
}

/** A product of the catalogue's shape, with its own names, code and description. */
function productLike(
  template: ProductRecord,
  id: number,
  code: string,
  names: Translated,
  descriptions: Translated = ['<p>Ručno tkano.</p>', '<p>Hand woven.</p>'],
): ProductRecord {
  return { ...template, id, code, names, descriptions, active: true, active_from: null, active_to: null };
}

describe('search', () => {
  test('finds nothing for fewer than 2 characters', async () => {
    const { search } = mockShop();
    for (const query of ['', ' ', 'a', 'ž', ' s ']) {
      expect(await search(query, 0)).toEqual({ products: [], products_total: 0, categories: [], brands: [], posts: [] });
    }
    expect((await search('tv', 0)).products_total).toBeGreaterThan(0);
  });

  test('ranks products: name starts with the text, a word of it does, it contains it, the code, the description', async () => {
    const { db, search } = mockShop();
    const template = db.products[0]!;
    db.products.push(
      productLike(template, 9_001, 'IZ-JASTUK', ['Jastuk Izlog', 'Izlog pillow'], ['<p>Uz ćilim iz iste kolekcije.</p>', '<p>Matches the rug.</p>']),
      productLike(template, 9_002, 'IZ-CILIM-3', ['Tepih Izlog 3', 'Izlog carpet 3']),
      productLike(template, 9_003, 'IZ-VUNA', ['Vunastićilim Izlog', 'Izlog woolrug']),
      productLike(template, 9_004, 'IZ-TKANI', ['Tkani ćilim Izlog', 'Izlog woven rug']),
      productLike(template, 9_005, 'IZ-CILIM', ['Ćilim Izlog vunasti', 'Izlog wool rug']),
      { ...productLike(template, 9_006, 'IZ-STARI', ['Ćilim stari', 'Old rug']), active: false },
      { ...productLike(template, 9_007, 'IZ-ISTEKAO', ['Ćilim sa akcije', 'Sale rug']), active_to: '2026-01-01T00:00:00.000Z' },
    );
    const results = await search('cilim', 0);
    expect(results.products.map((product) => product.id)).toEqual(['9005', '9004', '9003', '9002', '9001']);
    expect(results.products_total).toBe(5);
    expect(results.products[0]!.currency).toBe('RSD');
  });

  test('searches in the request’s language only, ignoring case and diacritics', async () => {
    const { search } = mockShop();
    const serbian = await search('FRIZIDER', 0);
    expect(serbian.products.length).toBeGreaterThan(0);
    for (const product of serbian.products) expect(product.name).toMatch(/frižider/i);
    expect(serbian.categories.map((category) => category.name)).toContain('Frižideri');

    const english = await search('fridge', 1);
    expect(english.products.length).toBeGreaterThan(0);
    for (const product of english.products) expect(product.name).toMatch(/fridge/i);
    expect(english.products[0]!.currency).toBe('EUR');
    expect((await search('frizider', 1)).products).toEqual([]);
    expect((await search('fridge', 0)).products).toEqual([]);
  });

  test('honours first for every kind, while products_total counts every match', async () => {
    const { db, search } = mockShop();
    const results = await search('samsung', 1, 3);
    expect(results.products).toHaveLength(3);
    const matching = db.products.filter(
      (product) => isProductVisible(product) && foldText(`${product.names[1]} ${product.code} ${product.descriptions[1]}`).includes('samsung'),
    );
    expect(matching.length).toBeGreaterThan(10);
    expect(results.products_total).toBe(matching.length);
    expect(results.brands.map((brand) => brand.name)).toEqual(['Samsung']);

    const phones = await search('telefon', 0, 2);
    expect(phones.categories).toHaveLength(2);
    expect(phones.products).toHaveLength(2);
    expect((await search('telefon', 0, 20)).categories.length).toBeGreaterThan(2);
  });

  test('finds brands, and published posts only, newest first', async () => {
    const { db, search } = mockShop();
    expect((await search('gor', 0)).brands.map((brand) => brand.name)).toEqual(['Gorenje']);

    const hidden = db.blogPosts.find((post) => !post.active)!;
    const word = hidden.names[0].split(' ').find((part) => part.length > 5)!;
    expect((await search(word, 0)).posts.some((post) => post.id === String(hidden.id))).toBe(false);
    hidden.active = true;
    hidden.published_at = '2026-11-01T08:00:00.000Z';
    expect((await search(word, 0)).posts.some((post) => post.id === String(hidden.id))).toBe(true);

    const posts = (await search('za', 0, 20)).posts;
    expect(posts.length).toBeGreaterThan(1);
    const titled = posts.filter((post) => foldText(post.name).includes('za'));
    expect(posts.slice(0, titled.length)).toEqual(titled);
    expect(titled.map((post) => post.published_at)).toEqual(titled.map((post) => post.published_at).sort().reverse());
  });
});
