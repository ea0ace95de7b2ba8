/**
 * The listing's price range (price_min, price_max and the price_range facet), on the catalogue test
 * file's server: bounds on what the shopper pays, in the request's currency, with the other filters.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Running } from './types';

const LISTING = `query ($category_path: [String!], $brands: [ID!], $filters: [FilterSelectionInput!], $special: SpecialListing, $price_min: Float, $price_max: Float) {
  products(category_path: $category_path, brands: $brands, filters: $filters, special: $special, price_min: $price_min, price_max: $price_max, first: 200) {
    data { id process_price action brand { name } } paginatorInfo { total }
    brands { brand { name } count } price_range { min max } } }`;
type Listing = {
  data: { id: string; process_price: number; action: boolean; brand: { name: string } | null }[];
  paginatorInfo: { total: number };
  brands: { brand: { name: string }; count: number }[];
  price_range: { min: number; max: number } | null;
};

const PHONES = ['telefoni-i-tableti', 'mobilni-telefoni'];

export function defineCatalogPriceRangeRules(running: Running): void {
  const ask = (variables: Record<string, unknown>, lang: 0 | 1 = 0) => running().server.request(LISTING, variables, { lang });
  const listing = async (variables: Record<string, unknown>, lang: 0 | 1 = 0) => {
    const answer = await ask(variables, lang);
    expect(answer.errors).toBeUndefined();
    return answer.data.products as Listing;
  };
  const prices = (list: Listing) => list.data.map((product) => product.process_price);

  test('price_min and price_max keep the products whose shown price lies within; price_range is the reachable range, whatever the bounds', async () => {
    const all = await listing({ category_path: PHONES });
    const shown = prices(all);
    expect(all.price_range).toEqual({ min: Math.min(...shown), max: Math.max(...shown) });
    const [low, high] = [shown.toSorted((a, b) => a - b)[2]!, shown.toSorted((a, b) => b - a)[2]!];
    const within = await listing({ category_path: PHONES, price_min: low, price_max: high });
    const expected = all.data.filter((product) => product.process_price >= low && product.process_price <= high).map((product) => product.id);
    expect(within.data.map((product) => product.id).toSorted()).toEqual(expected.toSorted());
    expect(within.paginatorInfo.total).toBe(expected.length);
    expect(expected.length).toBeLessThan(all.data.length);
    // The facet leaves its own bounds out, so the fields show how far they could go.
    expect(within.price_range).toEqual(all.price_range);
    // One bound alone, and bounds no product reaches.
    expect(prices(await listing({ category_path: PHONES, price_min: high })).every((price) => price >= high)).toBe(true);
    expect(prices(await listing({ category_path: PHONES, price_max: low })).every((price) => price <= low)).toBe(true);
    const none = await listing({ category_path: PHONES, price_min: all.price_range!.max + 1 });
    expect([none.data, none.paginatorInfo.total, none.price_range]).toEqual([[], 0, all.price_range]);
    expect((await listing({ category_path: ['nema-je'], price_max: 10 })).price_range).toBeNull();
  });

  test('the bounds combine with brands, filters and special listings, and the other facets count within them', async () => {
    const samsung = String((await sql<{ id: number }>`select id from brands where names[1] = 'Samsung'`.execute(running().server.db)).rows[0]!.id);
    const brand = await listing({ category_path: PHONES, brands: [samsung] });
    const cheap = await listing({ category_path: PHONES, brands: [samsung], filters: [{ name: 'Boja', values: ['Crna', 'Plava', 'Siva', 'Bela'] }], price_max: 40000 });
    expect(cheap.data.length).toBeGreaterThan(0);
    for (const product of cheap.data) expect([product.brand?.name, product.process_price <= 40000]).toEqual(['Samsung', true]);
    // The range follows the brand chosen.
    expect(brand.price_range).toEqual({ min: Math.min(...prices(brand)), max: Math.max(...prices(brand)) });
    // Brands are counted under the price bounds.
    const bounded = await listing({ category_path: PHONES, price_max: 40000 });
    expect(bounded.brands.find((entry) => entry.brand.name === 'Samsung')?.count).toBe(bounded.data.filter((product) => product.brand?.name === 'Samsung').length);
    const action = await listing({ special: 'ACTION', price_min: 20000, price_max: 60000 });
    expect(action.data.length).toBeGreaterThan(0);
    for (const product of action.data) expect([product.action, product.process_price >= 20000 && product.process_price <= 60000]).toEqual([true, true]);
  });

  test('in English the bounds and the range are in euros, as the prices are shown', async () => {
    const path = ['phones-and-tablets', 'mobile-phones'];
    const all = await listing({ category_path: path }, 1);
    const shown = prices(all);
    expect(all.price_range).toEqual({ min: Math.min(...shown), max: Math.max(...shown) });
    const middle = shown.toSorted((a, b) => a - b)[Math.floor(shown.length / 2)]!;
    // A bound equal to a shown price keeps that product, on either side.
    const upper = await listing({ category_path: path, price_max: middle }, 1);
    expect(prices(upper)).toContain(middle);
    expect(upper.paginatorInfo.total).toBe(shown.filter((price) => price <= middle).length);
    const lower = await listing({ category_path: path, price_min: middle }, 1);
    expect(lower.paginatorInfo.total).toBe(shown.filter((price) => price >= middle).length);
  });

  test('a negative bound or a lowest price above the highest is refused with a translated message naming the field', async () => {
    const refusal = async (variables: Record<string, unknown>, lang: 0 | 1) => {
      const answer = await ask(variables, lang);
      expect(answer.data?.products ?? null).toBeNull();
      return [answer.errors?.[0]?.message, answer.errors?.[0]?.extensions?.field];
    };
    expect(await refusal({ price_min: 5000, price_max: 1000 }, 0)).toEqual(['Najniža cena ne može biti veća od najviše cene.', 'price_max']);
    expect(await refusal({ price_min: 50, price_max: 10 }, 1)).toEqual(['The lowest price cannot be above the highest price.', 'price_max']);
    expect(await refusal({ price_min: -1 }, 0)).toEqual(['Polje „price_min“ mora biti broj od 0 do 9.999.999.999,99.', 'price_min']);
    expect(await refusal({ price_max: 1e11 }, 1)).toEqual(['The field "price_max" must be a number from 0 to 9,999,999,999.99.', 'price_max']);
  });
}
