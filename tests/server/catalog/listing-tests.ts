/**
 * The catalogue's listings beyond the recorded answers, on the catalogue test file's server: the
 * shop's days in date ranges, slugs per language along a path, facets across groups, and a fixed
 * number of queries whatever the page size.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Running } from '../rules/types';
import { LISTING, type Lang } from './recorded-cases';

export function defineCatalogListingTests(running: Running): void {
  test('date ranges count the shop’s days (Europe/Belgrade), not UTC days', async () => {
    const { server, adminToken } = running();
    const views = async (start: string, end: string) => {
      const answer = await server.request(
        `query($start: Date, $end: Date) { productsWithPagination(search: "SM-A556B-128", start_date: $start, end_date: $end) { data { code products_views } } }`,
        { start, end },
        { adminToken },
      );
      return answer.data.productsWithPagination.data.find((product: { code: string }) => product.code === 'SM-A556B-128').products_views as number;
    };
    const [before31, before1] = [await views('2026-10-31', '2026-10-31'), await views('2026-11-01', '2026-11-01')];
    // 23:30 UTC on 31 October is half past midnight on 1 November in Belgrade.
    await sql`insert into product_views (product_id, client, created_at) values (1, 'tz-test', '2026-10-31T23:30:00Z')`.execute(server.db);
    expect(await views('2026-10-31', '2026-10-31')).toBe(before31);
    expect(await views('2026-11-01', '2026-11-01')).toBe(before1 + 1);
  });

  test('every entity a path names gives its slug in each language, as that language’s paths resolve it', async () => {
    const { server } = running();
    const trail = async (path: string[], lang: Lang) =>
      (await server.request(`query ($p: [String!]) { products(category_path: $p, first: 1) { breadcrumbs { alternate_slugs } } }`, { p: path }, { lang }))
        .data.products.breadcrumbs;
    const tablets = [['telefoni-i-tableti', 'phones-and-tablets'], ['tableti', 'tablets']].map((alternate_slugs) => ({ alternate_slugs }));
    expect(await trail(['telefoni-i-tableti', 'tableti'], 0)).toEqual(tablets);
    expect(await trail(['phones-and-tablets', 'tablets'], 1)).toEqual(tablets);
    const named = await server.request(`{ brand(slug: "samsung") { alternate_slugs } product(id: "1") { alternate_slugs category { alternate_slugs } } }`, {}, { lang: 1 });
    expect(named.data).toEqual({
      brand: { alternate_slugs: ['samsung', 'samsung'] },
      product: {
        alternate_slugs: ['mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb', 'samsung-galaxy-a55-5g-8-128-gb-smartphone'],
        category: { alternate_slugs: ['android-telefoni', 'android-phones'] },
      },
    });

    // An untranslated slug is the Serbian one in English paths too, and the English path finds it.
    const id = Number((await sql<{ id: number }>`select id from categories where slugs[1] = 'tableti'`.execute(server.db)).rows[0]!.id);
    await sql`update categories set slugs[2] = '' where id = ${id}`.execute(server.db);
    // A write by hand moves the content version as an API write does (PostgreSQL's own notice comes a moment later).
    await server.contentChanged();
    try {
      expect((await trail(['phones-and-tablets', 'tableti'], 1)).at(-1)).toEqual({ alternate_slugs: ['tableti', 'tableti'] });
    } finally {
      await sql`update categories set slugs[2] = 'tablets' where id = ${id}`.execute(server.db);
      await server.contentChanged();
    }
  });

  test('a listing across groups shows each filter name once, its values in natural order, and selects by name', async () => {
    const { server } = running();
    type Facet = { filter: { name: string }; values: { value: string; count: number; selected: boolean }[] };
    const listing = async (lang: Lang, filters?: unknown) =>
      (
        await server.request(
          `query ($f: [FilterSelectionInput!]) { products(first: 1, filters: $f) { paginatorInfo { total } filters { filter { name } values { value count selected } } } }`,
          { f: filters },
          { lang },
        )
      ).data.products as { paginatorInfo: { total: number }; filters: Facet[] };
    const facet = (facets: Facet[], name: string) => facets.find((entry) => entry.filter.name === name)!;
    const decimal = (value: string) => Number(value.replace(/[^\d,.]/g, '').replace(',', '.'));

    // The whole shop holds phones, laptops, TVs, audio, appliances and trainers: five groups have a colour.
    const shop = await listing(0);
    const names = shop.filters.map((entry) => entry.filter.name);
    expect(names).toEqual([...new Set(names)]);
    expect(names.filter((name) => name === 'Boja')).toHaveLength(1);
    const screens = facet(shop.filters, 'Dijagonala ekrana').values.map((entry) => entry.value);
    expect(screens).toEqual(expect.arrayContaining(['6,1"', '15,6"', '55"']));
    expect(screens.map(decimal)).toEqual(screens.map(decimal).sort((a, b) => a - b));
    expect(screens.indexOf('6,67"')).toBeLessThan(screens.indexOf('6,8"'));
    const english = await listing(1);
    expect(english.filters.filter((entry) => entry.filter.name === 'Colour')).toHaveLength(1);
    const inches = facet(english.filters, 'Screen size').values.map((entry) => entry.value);
    expect(inches.indexOf('6.67"')).toBeLessThan(inches.indexOf('6.8"'));

    // A name selects its values in every group, in the request's language, whatever the case.
    const { rows } = await sql<{ n: number }>`select count(distinct p.id) as n from products p
      join product_specifications s on s.product_id = p.id join filters f on f.id = s.filter_id
      where p.active and (p.active_from is null or p.active_from <= now()) and (p.active_to is null or p.active_to >= now())
      and f.names[1] = 'Boja' and s.folded_sr = 'crna'`.execute(server.db);
    // …and a product sold in black, its option named as the filter (the demo's Air Force 1 in colours).
    const soldInBlack = await sql<{ n: number }>`select count(distinct v.product_id) as n from product_variants v
      join product_option_values ov on ov.id = any(v.value_ids) join product_options o on o.id = ov.option_id join products p on p.id = v.product_id
      where v.active and v.stock > 0 and o.names[1] = 'Boja' and ov.names[1] = 'Crna' and p.active and (p.active_from is null or p.active_from <= now())
      and (p.active_to is null or p.active_to >= now())`.execute(server.db);
    const blackProducts = Number(rows[0]!.n) + Number(soldInBlack.rows[0]!.n);
    expect(new Set((await server.db.selectFrom('filters').select('group_id').where(sql<boolean>`names[1] = 'Boja'`).execute()).map((row) => row.group_id)).size).toBeGreaterThan(1);
    const black = await listing(0, [{ name: 'boja', values: ['Crna'] }]);
    expect(black.paginatorInfo.total).toBe(blackProducts);
    const colours = facet(black.filters, 'Boja').values;
    expect(colours.find((entry) => entry.value === 'Crna')).toMatchObject({ count: blackProducts, selected: true });
    expect(colours.filter((entry) => entry.selected)).toHaveLength(1);
    expect(colours.length).toBeGreaterThan(1);
    expect((await listing(1, [{ name: 'Colour', values: ['black'] }])).paginatorInfo.total).toBe(blackProducts);
  });

  test('a listing asks the same few queries for 48 products as for 96', async () => {
    const { server } = running();
    // Counting the queries the server's own Kysely sends while it answers.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replaces the executor's method to count queries
    const executor = (server.db as any).getExecutor();
    const original = executor.executeQuery.bind(executor);
    let queries = 0;
    executor.executeQuery = (...args: unknown[]) => {
      // Not the one query a content change makes the server ask by itself (when the next display window opens or closes).
      if (!/^\s*select extract\(epoch from least\(/.test((args[0] as { sql: string }).sql)) queries += 1;
      return original(...args);
    };
    try {
      const count = async (first: number) => {
        // Each counted from a new content version: nothing the other read is shared (cache/content-memo.ts).
        await server.contentChanged();
        queries = 0;
        const answer = await server.request(`query($first: Int) { products(first: $first, sort: NAME) { ${LISTING} } }`, { first });
        expect(answer.errors).toBeUndefined();
        expect(answer.data.products.data.length).toBeGreaterThan(0);
        return queries;
      };
      // The listing index reads every product, and their order by name, at the first such listing: not per listing.
      await count(24);
      const few = await count(48);
      const many = await count(96);
      expect(many).toBe(few);
      expect(many).toBeLessThan(30);
    } finally {
      executor.executeQuery = original;
    }
  });
}
