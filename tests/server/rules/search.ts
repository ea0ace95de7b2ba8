/**
 * Search rules that only the retired hand-written mock's tests asserted (the removed
 * tests/contract/search-mock.test.ts), on the search test file's server.
 */
import { expect, test } from 'vitest';
import { foldText } from '../../../src/server/lib/search';
import type { Running } from './types';

const SEARCH = `query ($query: String!, $first: Int) { search(query: $query, first: $first) {
  products { id name code currency } products_total categories { id name } brands { id name } posts { id name published_at } } }`;
const UPSERT = `mutation ($code: String!, $name: String!, $description: String, $active: Boolean, $active_to: DateTime) {
  upsertProduct(code: $code, name: $name, slug: $code, description: $description, price: 4990, stock: 5, active: $active, active_to: $active_to) { id } }`;

type Results = { products: { id: string; name: string; code: string; currency: string }[]; products_total: number; categories: { name: string }[]; brands: { name: string }[]; posts: { id: string; name: string; published_at: string }[] };

export function defineSearchRules(running: Running): void {
  const search = async (query: string, lang: 0 | 1, first?: number): Promise<Results> => {
    const result = await running().server.request(SEARCH, { query, first }, { lang });
    expect(result.errors).toBeUndefined();
    return result.data.search;
  };

  test('ranks products: the name starts with the text, a word of it does, it contains it, the code, the description; hidden ones never', async () => {
    const { server, adminToken } = running();
    const made: string[] = [];
    for (const [code, name, description, extra] of [
      ['IZ-JASTUK', 'Jastuk Izlog', '<p>Uz ćilim iz iste kolekcije.</p>', {}],
      ['IZ-CILIM-3', 'Tepih Izlog 3', '<p>Ručno tkano.</p>', {}],
      ['IZ-VUNA', 'Vunastićilim Izlog', '<p>Ručno tkano.</p>', {}],
      ['IZ-TKANI', 'Tkani ćilim Izlog', '<p>Ručno tkano.</p>', {}],
      ['IZ-CILIM', 'Ćilim Izlog vunasti', '<p>Ručno tkano.</p>', {}],
      ['IZ-STARI', 'Ćilim stari', '<p>Ručno tkano.</p>', { active: false }],
      ['IZ-ISTEKAO', 'Ćilim sa akcije', '<p>Ručno tkano.</p>', { active_to: '2026-01-01T00:00:00.000Z' }],
    ] as const) {
      const answer = await server.request(UPSERT, { code, name, description, ...extra }, { adminToken });
      expect(answer.errors, code).toBeUndefined();
      made.push(answer.data.upsertProduct.id);
    }
    const results = await search('cilim', 0);
    expect(results.products.map((product) => product.code)).toEqual(['IZ-CILIM', 'IZ-TKANI', 'IZ-VUNA', 'IZ-CILIM-3', 'IZ-JASTUK']);
    expect(results.products_total).toBe(5);
    for (const id of made) await server.request(`mutation ($id: ID!) { deleteProduct(id: $id) { success } }`, { id }, { adminToken });
  });

  test('answers in the request’s language, ignoring case and diacritics, priced in its currency, whichever language the words are in (issue 24)', async () => {
    const serbian = await search('FRIZIDER', 0);
    expect(serbian.products.length).toBeGreaterThan(0);
    for (const product of serbian.products) expect(product).toMatchObject({ name: expect.stringMatching(/frižider/i), currency: 'RSD' });
    expect(serbian.categories.map((category) => category.name)).toContain('Frižideri');
    const english = await search('fridge', 1);
    expect(english.products.length).toBeGreaterThan(0);
    for (const product of english.products) expect(product).toMatchObject({ name: expect.stringMatching(/fridge/i), currency: 'EUR' });
    // Each language's words find on the other's site too, named and priced as the site's.
    const acrossToEnglish = (await search('frizider', 1)).products;
    expect(acrossToEnglish.length).toBeGreaterThan(0);
    for (const product of acrossToEnglish) expect(product).toMatchObject({ name: expect.stringMatching(/fridge|refrigerator/i), currency: 'EUR' });
    const acrossToSerbian = (await search('fridge', 0)).products;
    expect(acrossToSerbian.length).toBeGreaterThan(0);
    for (const product of acrossToSerbian) expect(product).toMatchObject({ name: expect.stringMatching(/frižider/i), currency: 'RSD' });
  });

  test('first limits every kind while products_total counts every match; brands and published posts are found, titles first, newest first', async () => {
    const samsung = await search('samsung', 1, 3);
    expect(samsung.products).toHaveLength(3);
    expect(samsung.products_total).toBeGreaterThan(10);
    expect(samsung.brands.map((brand) => brand.name)).toEqual(['Samsung']);
    const phones = await search('telefon', 0, 2);
    expect([phones.categories.length, phones.products.length]).toEqual([2, 2]);
    expect((await search('telefon', 0, 20)).categories.length).toBeGreaterThan(2);
    expect((await search('gor', 0)).brands.map((brand) => brand.name)).toEqual(['Gorenje']);

    const { server, adminToken } = running();
    const all = (await server.request(`{ blogPostsWithPagination(first: 100) { data { id name active } } }`, {}, { adminToken })).data.blogPostsWithPagination.data as { id: string; name: string; active: boolean }[];
    const draft = all.find((post) => !post.active)!;
    const word = draft.name.split(' ').find((part) => part.length > 5)!;
    expect((await search(word, 0)).posts.map((post) => post.id)).not.toContain(draft.id);
    const posts = (await search('za', 0, 20)).posts;
    expect(posts.length).toBeGreaterThan(1);
    const titled = posts.filter((post) => foldText(post.name).includes('za'));
    expect(posts.slice(0, titled.length)).toEqual(titled);
    expect(titled.map((post) => post.published_at)).toEqual(titled.map((post) => post.published_at).sort().reverse());
  });
}
