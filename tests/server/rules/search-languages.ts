/**
 * Issue 24's search across both languages: a product is found by its name or its categories' names
 * in either language on either site (named in the page's language), a Serbian spelling of how a
 * word sounds finds the word ("ajfon" iPhone, "galaksi" Galaxy, "šaomi" Xiaomi, "ejsus" ASUS), and a
 * typo's correction shows its results at once, with the correction named (corrected_query) and the
 * text as typed still searchable (exact).
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Running } from './types';

const SEARCH = `query ($query: String!, $first: Int, $exact: Boolean) {
  search(query: $query, first: $first, exact: $exact) {
    products { code name } products_total categories { name } brands { name } did_you_mean corrected_query } }`;
const SUGGEST = `query ($query: String!, $first: Int) { searchSuggestions(query: $query, first: $first) {
  products { code name } categories { name } brands { name } did_you_mean corrected_query } }`;
const UPSERT = `mutation ($code: String!, $name: String!) {
  upsertProduct(code: $code, name: $name, slug: $code, price: 4990, stock: 5, active: true) { id } }`;

interface Found {
  products: { code: string; name: string }[];
  products_total: number;
  categories: { name: string }[];
  brands: { name: string }[];
  did_you_mean: string | null;
  corrected_query: string | null;
}

const codes = (found: { products: { code: string }[] }) => found.products.map((product) => product.code).sort();

export function defineLanguageSearchRules(running: Running): void {
  const search = async (query: string, lang: 0 | 1, variables: Record<string, unknown> = {}): Promise<Found> => {
    const answer = await running().server.request(SEARCH, { query, first: 50, ...variables }, { lang });
    expect(answer.errors, query).toBeUndefined();
    return answer.data.search;
  };
  const suggest = async (query: string, lang: 0 | 1): Promise<Found> => {
    const answer = await running().server.request(SUGGEST, { query, first: 5 }, { lang });
    expect(answer.errors, query).toBeUndefined();
    return answer.data.searchSuggestions;
  };

  test('either language on either site: “phone” on the Serbian site and “telefon” on the English one find the phones, named in the page’s language', async () => {
    const phonesSr = await search('telefon', 0);
    const phonesEn = await search('phone', 1);
    // The English word on the Serbian site finds what it finds on the English one, and the Serbian word's phones.
    const phoneOnSr = await search('phone', 0);
    expect(codes(phoneOnSr)).toEqual(codes(phonesEn));
    expect(codes(phonesSr).filter((code) => !codes(phoneOnSr).includes(code))).toEqual([]);
    expect(phoneOnSr.products_total).toBeGreaterThanOrEqual(38);
    const a55 = (found: Found) => found.products.find((product) => product.code === 'SM-A556B-128')!.name;
    expect(a55(phoneOnSr)).toBe(a55(phonesSr));
    expect(phoneOnSr.categories.map((category) => category.name)).toContain('Mobilni telefoni');

    const telefonOnEn = await search('telefon', 1);
    expect(codes(telefonOnEn)).toEqual(codes(phonesSr));
    expect(a55(telefonOnEn)).toBe(a55(phonesEn));
    expect(telefonOnEn.categories.map((category) => category.name)).toContain('Mobile phones');

    for (const [serbian, english] of [
      ['frizider', 'fridge'],
      ['usisivac', 'vacuum'],
      ['aparat za kafu', 'coffee machine'],
    ] as const) {
      const ownSr = await search(serbian, 0);
      const ownEn = await search(english, 1);
      expect(ownSr.products_total, serbian).toBeGreaterThan(0);
      expect(ownEn.products_total, english).toBeGreaterThan(0);
      expect(codes(await search(serbian, 1)), `${serbian} on the English site`).toEqual(expect.arrayContaining(codes(ownSr)));
      expect(codes(await search(english, 0)), `${english} on the Serbian site`).toEqual(expect.arrayContaining(codes(ownEn)));
    }
    // The header's suggestions too.
    const suggested = await suggest('usisivac', 1);
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.products.every((product) => /vacuum/i.test(product.name))).toBe(true);
    expect(suggested.categories.map((category) => category.name)).toContain('Vacuum cleaners');
  });

  test('a word spelt as it sounds finds the word: ajfon → iPhone, samsung galaksi → Samsung Galaxy, šaomi/sjaomi → Xiaomi, ejsus → ASUS', async () => {
    for (const lang of [0, 1] as const) {
      // Every product with the word iPhone (not those "iphone" finds as a typo of "phone").
      const iphones = { products: (await search('iphone', lang)).products.filter((product) => /\biphone\b/i.test(product.name)) };
      expect(iphones.products.length).toBeGreaterThanOrEqual(5);
      const ajfon = await search('ajfon', lang);
      expect(codes(ajfon), `ajfon (${lang})`).toEqual(codes(iphones));
      expect(codes(await search('ајфон', lang))).toEqual(codes(iphones));

      const galaxy = await search('samsung galaxy', lang);
      expect(galaxy.products_total).toBeGreaterThan(10);
      expect(codes(await search('samsung galaksi', lang)), `samsung galaksi (${lang})`).toEqual(codes(galaxy));

      const xiaomi = await search('xiaomi', lang);
      for (const spelt of ['šaomi', 'sjaomi', 'шаоми']) {
        const found = await search(spelt, lang);
        expect(codes(found), `${spelt} (${lang})`).toEqual(codes(xiaomi));
        expect(found.brands.map((brand) => brand.name)).toEqual(['Xiaomi']);
      }
    }
    // The search says how it read the text when the words as typed find nothing, and "exact" reads them as typed.
    expect((await search('ajfon', 0)).corrected_query).toBe('iphone');
    expect((await search('samsung galaksi', 1)).corrected_query).toBe('samsung galaxy');
    expect(await search('ajfon', 1, { exact: true })).toMatchObject({ products: [], products_total: 0, corrected_query: null });
    expect((await search('iphone', 0)).corrected_query).toBeNull();
    // "kafa" finds products as typed (and "kafu" ones too): nothing to say.
    expect((await search('kafa', 0)).corrected_query).toBeNull();

    const suggested = await suggest('ajfon', 0);
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.products.every((product) => /iphone/i.test(product.name))).toBe(true);

    const { server, adminToken } = running();
    const made = await server.request(UPSERT, { code: 'ASUS-ZB14', name: 'ASUS Zenbook 14 OLED' }, { adminToken });
    expect(made.errors).toBeUndefined();
    expect(codes(await search('ejsus', 0))).toEqual(['ASUS-ZB14']);
    expect(codes(await search('ejsus zenbuk', 1))).toEqual(['ASUS-ZB14']);
    await server.request(`mutation ($id: ID!) { deleteProduct(id: $id) { success } }`, { id: made.data.upsertProduct.id }, { adminToken });
  });

  test('the rule behind it: one key for the spellings of one sound, and short words keep their own', async () => {
    const pairs = [
      ['iphone', 'ajfon'], ['galaxy', 'galaksi'], ['xiaomi', 'saomi'], ['xiaomi', 'sjaomi'], ['asus', 'ejsus'], ['philips', 'filips'],
      ['microsoft', 'majkrosoft'], ['macbook', 'mekbuk'], ['bluetooth', 'blutut'], ['airpods', 'erpods'], ['smartphone', 'smartfon'], ['toshiba', 'tosiba'], ['acer', 'ejser'],
    ];
    const { rows } = await sql<{ a: string; b: string }>`
      select search_sound_key(t.a) as a, search_sound_key(t.b) as b from unnest(${pairs.map((pair) => pair[0])}::text[], ${pairs.map((pair) => pair[1])}::text[]) as t (a, b)`.execute(
      running().server.db,
    );
    expect(rows.filter((row) => row.a !== row.b).map((row) => `${row.a} ≠ ${row.b}`)).toEqual([]);
    // Different words keep different keys; a three-letter word is not searched by its sound ("fen", a hair dryer, is not "phone").
    const fen = await search('fen', 0);
    expect(fen.products.some((product) => /phone|telefon/i.test(product.name))).toBe(false);
    expect((await search('kafa', 0)).products.some((product) => /iphone|galaxy/i.test(product.name))).toBe(false);
  });

  test('a typo shows its correction’s results at once, saying so; “exact” searches the text as typed', async () => {
    for (const lang of [0, 1] as const) {
      const samsung = await search('samsung', lang);
      const corrected = await search('samsnug', lang);
      expect(corrected).toMatchObject({ corrected_query: 'samsung', did_you_mean: 'samsung', products_total: samsung.products_total });
      expect(codes(corrected)).toEqual(codes(samsung));
      expect(corrected.brands.map((brand) => brand.name)).toEqual(['Samsung']);
      const asTyped = await search('samsnug', lang, { exact: true });
      expect(asTyped).toMatchObject({ products: [], products_total: 0, corrected_query: null, did_you_mean: 'samsung' });
      // A text that finds something is not corrected.
      expect((await search('samsung', lang)).corrected_query).toBeNull();
      // Nor one whose correction finds nothing.
      expect(await search('qqqqxxxx', lang)).toMatchObject({ products_total: 0, corrected_query: null, did_you_mean: null });
    }
    expect((await search('frizdir gorenje', 0)).corrected_query).toBe('frizider gorenje');
    const suggested = await suggest('samsnug', 1);
    expect(suggested.corrected_query).toBe('samsung');
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.products.every((product) => /samsung/i.test(product.name))).toBe(true);
  });
}
