/**
 * A listing's selection in every language (ProductListing.selection), on the catalogue test file's
 * server: what the language switch writes the other language's address from (issue 24).
 */
import { expect, test } from 'vitest';
import type { Running } from './types';

const LISTING = `query ($category_path: [String!], $filters: [FilterSelectionInput!], $price_min: Float, $price_max: Float) {
  products(category_path: $category_path, filters: $filters, price_min: $price_min, price_max: $price_max, first: 200) {
    data { id } selection { filters { names values } prices { min max } } } }`;
type Listing = {
  data: { id: string }[];
  selection: { filters: { names: string[]; values: string[][] }[]; prices: { min: number | null; max: number | null }[] };
};
const RATE = `{ orderSettings { exchange_rate_eur } }`;

const PHONES = [
  ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'],
  ['phones-and-tablets', 'mobile-phones', 'android-phones'],
] as const;

export function defineCatalogListingSelectionRules(running: Running): void {
  const listing = async (variables: Record<string, unknown>, lang: 0 | 1) => {
    const answer = await running().server.request(LISTING, variables, { lang });
    expect(answer.errors).toBeUndefined();
    return answer.data.products as Listing;
  };
  const ids = (list: Listing) => list.data.map((product) => product.id).toSorted();

  test('a listing read first without its selection still answers its selection when asked', async () => {
    const variables = { category_path: PHONES[0], filters: [{ name: 'Boja', values: ['Crna'] }] };
    const plain = await running().server.request(`query ($category_path: [String!], $filters: [FilterSelectionInput!]) {
      products(category_path: $category_path, filters: $filters, first: 200) { data { id } } }`, variables, { lang: 0 });
    expect(plain.errors).toBeUndefined();
    const asked = await listing(variables, 0);
    expect(asked.selection.filters).toEqual([{ names: ['Boja', 'Colour'], values: [['Crna', 'Black']] }]);
  });

  test('selection names the chosen filters and values in both languages, and the listing in the other language with them is the same', async () => {
    const english = await listing({ category_path: PHONES[1], filters: [{ name: 'colour', values: ['black', 'Blue'] }, { name: 'Storage', values: ['128 GB'] }] }, 1);
    expect(english.data.length).toBeGreaterThan(0);
    expect(english.selection.filters).toEqual([
      { names: ['Boja', 'Colour'], values: [['Crna', 'Black'], ['Plava', 'Blue']] },
      { names: ['Interna memorija', 'Storage'], values: [['128 GB', '128 GB']] },
    ]);
    expect(english.selection.prices).toEqual([]);
    const filters = english.selection.filters.map((filter) => ({ name: filter.names[0], values: filter.values.map((value) => value[0]) }));
    const serbian = await listing({ category_path: PHONES[0], filters }, 0);
    expect(ids(serbian)).toEqual(ids(english));
    // A name no filter has is left out; a value no product has stays as written.
    const odd = await listing({ category_path: PHONES[0], filters: [{ name: 'Nema', values: ['x'] }, { name: 'Boja', values: ['Ljubičasta0'] }] }, 0);
    expect(odd.selection.filters).toEqual([{ names: ['Boja', 'Colour'], values: [['Ljubičasta0', 'Ljubičasta0']] }]);
    expect((await listing({ category_path: PHONES[0] }, 0)).selection).toEqual({ filters: [], prices: [] });
  });

  test('selection gives the price bounds in each language’s currency, the other widened to whole units', async () => {
    const rate = ((await running().server.request(RATE, {}, { lang: 0 })).data.orderSettings as { exchange_rate_eur: number }).exchange_rate_eur;
    const english = await listing({ category_path: PHONES[1], price_min: 200.5, price_max: 600 }, 1);
    expect(english.selection.prices).toEqual([
      { min: Math.floor(200.5 * rate), max: Math.ceil(600 * rate) },
      { min: 200.5, max: 600 },
    ]);
    const serbian = await listing({ category_path: PHONES[0], price_min: english.selection.prices[0]!.min, price_max: english.selection.prices[0]!.max }, 0);
    expect(ids(serbian)).toEqual(ids(english));
    const open = await listing({ category_path: PHONES[0], price_max: 40000 }, 0);
    expect(open.selection.prices).toEqual([{ min: null, max: 40000 }, { min: null, max: Math.ceil(Math.round((40000 / rate) * 100) / 100) }]);
  });
}
