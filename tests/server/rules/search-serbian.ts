/**
 * Issue 12's search as a shopper in Serbia tries it, in both languages and both scripts: Cyrillic
 * and Latin, words in any order, typos, the start of a word, ranking, "did you mean", synonyms an
 * administrator adds, facets and paging, and the storefront listing's search being the same search.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { foldText } from '../../../src/shared/search/fold';
import { searchWords } from '../../../src/shared/search/words';
import type { Running } from './types';

const SEARCH = `query ($query: String!, $first: Int, $page: Int, $brands: [ID!], $categories: [ID!], $exact: Boolean) {
  search(query: $query, first: $first, page: $page, brands: $brands, categories: $categories, exact: $exact) {
    products { id code name } products_total paginatorInfo { currentPage lastPage count total }
    brand_facets { brand { id name } count selected } category_facets { category { id name } count selected }
    categories { name } brands { name } posts { id } did_you_mean } }`;
const SUGGEST = `query ($query: String!, $first: Int) { searchSuggestions(query: $query, first: $first) {
  products { code name } categories { name } brands { name } did_you_mean } }`;
const UPSERT = `mutation ($code: String!, $name: String!, $description: String) {
  upsertProduct(code: $code, name: $name, slug: $code, description: $description, price: 4990, stock: 5, active: true) { id } }`;

interface Found {
  products: { id: string; code: string; name: string }[];
  products_total: number;
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
  brand_facets: { brand: { id: string; name: string }; count: number; selected: boolean }[];
  category_facets: { category: { id: string; name: string }; count: number; selected: boolean }[];
  categories: { name: string }[];
  brands: { name: string }[];
  posts: { id: string }[];
  did_you_mean: string | null;
}

const codes = (found: { products: { code: string }[] }) => found.products.map((product) => product.code);

export function defineSerbianSearchRules(running: Running): void {
  const search = async (query: string, lang: 0 | 1, variables: Record<string, unknown> = {}): Promise<Found> => {
    const answer = await running().server.request(SEARCH, { query, first: 50, ...variables }, { lang });
    expect(answer.errors, query).toBeUndefined();
    return answer.data.search;
  };
  const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await running().server.request(query, variables, { adminToken: running().adminToken });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  };

  test('the one folding rule: SQL’s catalog_fold and catalog_words answer as foldText and searchWords for every letter a Serbian shop meets', async () => {
    const letters = [
      ...Array.from({ length: 0x7f - 0x20 }, (_value, index) => String.fromCharCode(0x20 + index)),
      ...Array.from({ length: 0x180 - 0xc0 }, (_value, index) => String.fromCharCode(0xc0 + index)),
      ...'ǄǅǆǇǈǉǊǋǌﬁﬂẞ“”„‘’‚‹›«»‐–—…′″×÷©®',
      ...'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШабвгдђежзијклљмнњопрстћуфхцчџш',
    ];
    const samples = [...letters, 'Фрижидер ЉУБИЧИЦА Џак Ђурђевак', 'FRIŽIDER Đak djak Čokolada', 'SM-A556B-128 “Galaxy” 6,6" (Bluetooth)', 'Straße Øre Łódź Æble'];
    const { rows } = await sql<{ text: string; folded: string; words: string }>`
      select t.text, catalog_fold(t.text) as folded, btrim(catalog_words(t.text)) as words from unnest(${samples}::text[]) as t (text)`.execute(running().server.db);
    const differing = rows.filter((row) => row.folded !== foldText(row.text) || row.words !== searchWords(row.text).join(' '));
    expect(differing.map((row) => `${row.text}: ${row.folded} / ${foldText(row.text)}`)).toEqual([]);
    expect(foldText('Фрижидер Ђорђе Џак Љиљана')).toBe('frizider djordje dzak ljiljana');
  });

  test('Cyrillic and Latin find the same: фрижидер finds fridges, самсунг Samsung, in both languages, and a product named in Cyrillic is found in Latin', async () => {
    const latin = await search('frizider', 0);
    const cyrillic = await search('фрижидер', 0);
    expect(codes(cyrillic)).toEqual(codes(latin));
    expect(cyrillic.products_total).toBeGreaterThan(5);
    expect(cyrillic.products.every((product) => /frižider/i.test(product.name))).toBe(true);
    expect(cyrillic.categories.map((category) => category.name)).toContain('Frižideri');
    for (const lang of [0, 1] as const) {
      const samsung = await search('самсунг', lang);
      expect(samsung.brands.map((brand) => brand.name)).toEqual(['Samsung']);
      expect(samsung.products_total).toBe((await search('Samsung', lang)).products_total);
      expect(samsung.products.every((product) => /samsung/i.test(product.name))).toBe(true);
    }
    expect(codes(await search('ФРИЏ', 1))).toEqual(codes(await search('fridz', 1)));

    const made = await asAdmin(UPSERT, { code: 'CIR-1', name: 'Усисивач Ђурђевак Љубичица' });
    expect(codes(await search('usisivac djurdjevak', 0))).toEqual(['CIR-1']);
    expect(codes(await search('Ljubičica usisivač', 0))).toEqual(['CIR-1']);
    expect(codes(await search('љубичица', 0))).toEqual(['CIR-1']);
    await asAdmin(`mutation ($id: ID!) { deleteProduct(id: $id) { success } }`, { id: made.upsertProduct.id });
  });

  test('words in any order: “samsung frizider” and “frizider samsung” find the Samsung fridges, in English too', async () => {
    const one = await search('samsung frizider', 0);
    expect(codes(one).sort()).toEqual(['SM-RB38C603DSA', 'SM-RS68A8840S9']);
    expect(codes(await search('frizider samsung', 0))).toEqual(codes(one));
    expect(codes(await search('SAMSUNG FRIŽIDER', 0))).toEqual(codes(one));
    expect(codes(await search('fridge samsung', 1))).toContain('SM-RB38C603DSA');
    expect(codes(await search('samsung fridge', 1))).toEqual(codes(await search('fridge samsung', 1)));
  });

  test('a typo is forgiven: one letter from 4 letters, two from 8, in both languages; shorter words must be right', async () => {
    const fridges = codes(await search('frizider', 0));
    expect(codes(await search('frizidr', 0))).toEqual(fridges);
    expect(codes(await search('frizdier', 0))).toEqual(fridges);
    expect(codes(await search('fridgr', 1))).toEqual(codes(await search('fridge', 1)));
    expect((await search('samsng', 1)).products_total).toBe((await search('samsung', 1)).products_total);
    // Three letters: no edit allowed ("tvx" is not "tv").
    expect((await search('kfa', 0)).products_total).toBe(0);
    // Seven letters: one edit, not two.
    expect((await search('smasnug', 0)).products_total).toBe(0);
  });

  test('the start of a word finds as the shopper types: “sams”, “frizi”, “самс”', async () => {
    const samsung = await search('samsung', 0);
    for (const typed of ['sams', 'самс', 'Sams']) {
      const found = await search(typed, 0);
      expect(found.brands.map((brand) => brand.name), typed).toEqual(['Samsung']);
      expect(found.products_total, typed).toBeGreaterThanOrEqual(samsung.products_total);
      expect(codes(found).slice(0, 5), typed).toEqual(codes(samsung).slice(0, 5));
    }
    expect((await search('frizi', 0)).products.every((product) => /frižider/i.test(product.name))).toBe(true);
    expect((await search('kombinovani friz', 0)).products.length).toBeGreaterThan(3);
  });

  test('ranks the name before the description, an exact word before its start, and both before a corrected typo', async () => {
    const made: string[] = [];
    for (const [code, name, description] of [
      ['RNK-OPIS', 'Šolja Izlog bela', '<p>Za jutarnju kafa pauzu.</p>'],
      ['RNK-KAFA', 'Mlevena kafa Izlog', '<p>Sto posto arabika.</p>'],
      ['RNK-KAFANA', 'Kafana set Izlog', '<p>Čaše i tacne.</p>'],
    ] as const) {
      made.push((await asAdmin(UPSERT, { code, name, description })).upsertProduct.id);
    }
    const found = codes(await search('kafa', 0));
    // The name's whole word, the name's word start, the description's word, then "kafu" (one letter off) in names.
    expect(found.slice(0, 3)).toEqual(['RNK-KAFA', 'RNK-KAFANA', 'RNK-OPIS']);
    // The rest are found by "kafu" (one letter off) in their names or categories, none by "kafa" itself.
    const corrected = (await search('kafa', 0)).products.slice(3);
    expect(corrected.length).toBeGreaterThan(3);
    expect(corrected[0]!.name).toMatch(/kafu/i);
    expect(corrected.some((product) => /kafa/i.test(product.name))).toBe(false);
    // A brand's name ranks before a category's: "gorenje" products first, named or branded.
    const gorenje = await search('gorenje', 0);
    expect(gorenje.products.every((product) => /gorenje/i.test(product.name))).toBe(true);
    for (const id of made) await asAdmin(`mutation ($id: ID!) { deleteProduct(id: $id) { success } }`, { id });
  });

  test('“did you mean” when nothing is found, with a spelling that finds products; null when something is', async () => {
    // As typed (exact): a correction's results shown at once are issue 24's (rules/search-languages.ts).
    const misspelt = await search('samsnug', 0, { exact: true });
    expect(misspelt).toMatchObject({ products: [], products_total: 0, did_you_mean: 'samsung' });
    expect((await search(misspelt.did_you_mean!, 0)).products_total).toBeGreaterThan(10);
    expect((await search('frizdir gorenje', 0)).did_you_mean).toBe('frizider gorenje');
    expect((await search('refrgiratr', 1)).did_you_mean).toBe('refrigerator');
    expect((await search('frizider', 0)).did_you_mean).toBeNull();
    expect((await search('qqqqxxxx', 1)).did_you_mean).toBeNull();
    const suggested = (await running().server.request(SUGGEST, { query: 'samsnug' }, { lang: 1 })).data.searchSuggestions;
    // With the correction's suggestions (issue 24).
    expect(suggested.did_you_mean).toBe('samsung');
    expect(suggested.products.length).toBeGreaterThan(0);
  });

  test('an administrator’s synonyms are honoured at once, both ways, until deleted; a bad group is refused in the request’s language', async () => {
    expect((await search('hladnjak', 0)).products_total).toBe(0);
    const group = (await asAdmin(`mutation ($terms: [String!]!) { upsertSearchSynonym(terms: $terms) { id terms } }`, { terms: ['frižider', 'hladnjak'] })).upsertSearchSynonym;
    expect(group.terms).toEqual(['frižider', 'hladnjak']);
    expect(codes(await search('hladnjak', 0))).toEqual(codes(await search('frizider', 0)));
    expect(codes(await search('хладњак samsung', 0)).sort()).toEqual(['SM-RB38C603DSA', 'SM-RS68A8840S9']);
    expect((await asAdmin(`{ searchSynonyms { id terms } }`)).searchSynonyms).toContainEqual(group);

    const refused = await running().server.request(`mutation { upsertSearchSynonym(terms: ["frižider"]) { id } }`, {}, { adminToken: running().adminToken, lang: 1 });
    expect(refused.errors?.[0]).toMatchObject({ message: 'A synonym group has 2 to 10 different words, each a single word (no spaces).', extensions: { field: 'terms' } });
    const twoWords = await running().server.request(`mutation { upsertSearchSynonym(terms: ["veš mašina", "perilica"]) { id } }`, {}, { adminToken: running().adminToken });
    expect(twoWords.errors?.[0]?.message).toBe('Grupa sinonima ima od 2 do 10 različitih reči, svaka kao jedna reč (bez razmaka).');
    expect((await running().server.request(`{ searchSynonyms { id } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await asAdmin(`mutation ($id: ID!) { deleteSearchSynonym(id: $id) { success } }`, { id: group.id });
    expect((await search('hladnjak', 0)).products_total).toBe(0);
  });

  test('facets and paging cover every product found; choosing a brand or category narrows to its count', async () => {
    const all = await search('samsung', 0, { first: 5 });
    expect(all.paginatorInfo).toEqual({ currentPage: 1, lastPage: Math.ceil(all.products_total / 5), count: 5, total: all.products_total });
    const second = await search('samsung', 0, { first: 5, page: 2 });
    expect(second.paginatorInfo.currentPage).toBe(2);
    expect(codes(second).filter((code) => codes(all).includes(code))).toEqual([]);
    const everyPage = [];
    for (let page = 1; page <= all.paginatorInfo.lastPage; page += 1) everyPage.push(...codes(await search('samsung', 0, { first: 5, page })));
    expect(new Set(everyPage).size).toBe(all.products_total);

    expect(all.brand_facets[0]).toMatchObject({ brand: { name: 'Samsung' }, count: all.products_total, selected: false });
    const counts = all.category_facets.map((facet) => facet.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const category = all.category_facets[0]!;
    const narrowed = await search('samsung', 0, { first: 5, categories: [category.category.id] });
    expect(narrowed.products_total).toBe(category.count);
    expect(narrowed.category_facets.find((facet) => facet.category.id === category.category.id)).toMatchObject({ selected: true, count: category.count });

    const phones = await search('phone', 1, { first: 50 });
    const apple = phones.brand_facets.find((facet) => facet.brand.name === 'Apple')!;
    const onlyApple = await search('phone', 1, { brands: [apple.brand.id] });
    expect(onlyApple.products_total).toBe(apple.count);
    expect(onlyApple.brand_facets.find((facet) => facet.brand.id === apple.brand.id)?.selected).toBe(true);
  });

  test('the header’s suggestions: products, categories and brands as the shopper types, in the request’s language', async () => {
    const suggest = async (query: string, lang: 0 | 1) => (await running().server.request(SUGGEST, { query, first: 4 }, { lang })).data.searchSuggestions;
    const serbian = await suggest('friz', 0);
    expect(serbian.products).toHaveLength(4);
    expect(serbian.products.every((product: { name: string }) => /frižider/i.test(product.name))).toBe(true);
    expect(serbian.categories.map((category: { name: string }) => category.name)).toContain('Frižideri');
    const english = await suggest('самс', 1);
    expect(english.brands.map((brand: { name: string }) => brand.name)).toEqual(['Samsung']);
    expect(english.products.every((product: { name: string }) => /samsung/i.test(product.name))).toBe(true);
    expect(await suggest('s', 0)).toEqual({ products: [], categories: [], brands: [], did_you_mean: null });
  });

  test('the shop listing’s search is the same search: Cyrillic, any order, typos, the same products first', async () => {
    const listing = async (search: string) =>
      (await running().server.request(`query ($search: String) { products(search: $search, first: 50) { data { code } paginatorInfo { total } } }`, { search })).data.products;
    for (const query of ['фрижидер', 'samsung frizider', 'frizidr']) {
      const found = await search(query, 0);
      const listed = await listing(query);
      expect(listed.paginatorInfo.total, query).toBe(found.products_total);
      expect(listed.data.map((product: { code: string }) => product.code).sort(), query).toEqual(codes(found).sort());
    }
  });

  test('a search asks the same few queries for 8 products as for 48, whatever it finds', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replaces the executor's method to count queries
    const executor = (running().server.db as any).getExecutor();
    const original = executor.executeQuery.bind(executor);
    let queries = 0;
    executor.executeQuery = (...args: unknown[]) => {
      // Reads only: the search insight's counter is written after the answer, into whichever count runs then;
      // and not the one query a content change makes the server ask by itself (when the next display window opens or closes).
      const text = (args[0] as { sql: string }).sql;
      if (/^\s*(with|select)\b/i.test(text) && !/^\s*select extract\(epoch from least\(/.test(text)) queries += 1;
      return original(...args);
    };
    try {
      const count = async (query: string, first: number) => {
        // Each counted from a new content version: nothing the other read is shared (cache/content-memo.ts).
        await running().server.contentChanged();
        queries = 0;
        await search(query, 0, { first });
        return queries;
      };
      const few = await count('samsung', 8);
      expect(await count('samsung', 48)).toBe(few);
      expect(await count('la', 48)).toBe(few);
      expect(few).toBeLessThanOrEqual(12);
    } finally {
      executor.executeQuery = original;
    }
  });
}
