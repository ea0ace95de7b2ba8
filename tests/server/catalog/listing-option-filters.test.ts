/**
 * Listings filtered by product option values (issue 27): "Veličina:42" (in English "Size:42"),
 * selected by name as a specification filter is, keeps the products with an active variant of that
 * value in stock; the listing offers each option name's values with counts of such products, each
 * counted with every other selection applied; the selection names them in both languages; a kept
 * listing forgets a shoe whose size 42 sells out. On PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument } from '../../../generated/client/graphql';
import { eventually, getPersisted } from '../support/answers';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const PAGE = `query ($f: [FilterSelectionInput!], $b: [ID!]) { products(filters: $f, brands: $b, first: 200) { data { id } paginatorInfo { total } } }`;
const FACETS = `query ($f: [FilterSelectionInput!], $b: [ID!]) { products(filters: $f, brands: $b, first: 1) {
  filters { filter { name } values { value count selected } }
  option_filters { name values { value count selected } }
  selection { filters { names values } } } }`;

type Value = { value: string; count: number; selected: boolean };
interface Facets {
  filters: { filter: { name: string }; values: Value[] }[];
  option_filters: { name: string; values: Value[] }[];
  selection: { filters: { names: string[]; values: string[][] }[] };
}
type Selection = { name: string; values: string[] }[];
type Lang = 0 | 1;

describe.each(await serverBackends())('option filters on %s', (backend) => {
  let server: TestServer;
  let nike: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    nike = String((await sql<{ id: number }>`select id from brands where slugs[1] = 'nike'`.execute(server.db)).rows[0]!.id);
  }, 120_000);
  afterAll(() => server?.close());

  const ask = async <T>(query: string, f: Selection, lang: Lang, brands?: string[]) => {
    const answer = await server.request(query, { f, b: brands }, { lang });
    expect(answer.errors).toBeUndefined();
    return answer.data.products as T;
  };
  const page = async (f: Selection, lang: Lang = 0, brands?: string[]) => {
    const found = await ask<{ data: { id: string }[]; paginatorInfo: { total: number } }>(PAGE, f, lang, brands);
    expect(found.paginatorInfo.total).toBe(found.data.length);
    return found.data.map((product) => Number(product.id)).sort((a, b) => a - b);
  };
  const facets = (f: Selection, lang: Lang = 0, brands?: string[]) => ask<Facets>(FACETS, f, lang, brands);

  /** The shown products with an active size `size` in stock (and whatever `also` asks of `p`), by SQL. */
  const inStock = async (sizes: string[], also = sql`true`) =>
    (
      await sql<{ id: number }>`select distinct p.id from products p join product_variants v on v.product_id = p.id
        join product_option_values ov on ov.id = any(v.value_ids) join product_options o on o.id = ov.option_id
        where p.active and (p.active_from is null or p.active_from <= now()) and (p.active_to is null or p.active_to >= now())
          and v.active and v.stock > 0 and o.names[1] = 'Veličina' and ov.names[1] = any(${sizes}::text[]) and ${also}
        order by p.id`.execute(server.db)
    ).rows.map((row) => Number(row.id));
  /** A product's variant of size `size`. */
  const sizeOf = async (productId: number, size: string) =>
    (
      await sql<{ id: number; stock: number }>`select v.id, v.stock from product_variants v join product_option_values ov on ov.id = any(v.value_ids)
        where v.product_id = ${productId} and ov.names[1] = ${size}`.execute(server.db)
    ).rows[0]!;
  const black = sql`exists (select 1 from product_specifications s join filters f on f.id = s.filter_id where s.product_id = p.id and f.names[1] = 'Boja' and s.folded_sr = 'crna')`;
  // "Boja: Crna" also finds a product sold in black (the demo's Air Force 1 in colours): its option is named as the filter.
  const blackOnSale = sql`exists (select 1 from product_variants v join product_option_values ov on ov.id = any(v.value_ids) join product_options o on o.id = ov.option_id
    where v.product_id = p.id and v.active and v.stock > 0 and o.names[1] = 'Boja' and ov.names[1] = 'Crna')`;
  const blackEither = sql`(${black} or ${blackOnSale})`;

  test('"Veličina:42" finds the shoes with an active size 42 in stock, not one whose 42 is sold out or switched off', async () => {
    const [soldOut, switchedOff] = await inStock(['42']);
    const [sold, off] = [await sizeOf(soldOut!, '42'), await sizeOf(switchedOff!, '42')];
    await sql`update product_variants set stock = 0 where id = ${sold.id}`.execute(server.db);
    await sql`update product_variants set active = false where id = ${off.id}`.execute(server.db);
    await server.contentChanged();
    try {
      const expected = await inStock(['42']);
      expect(expected.length).toBeGreaterThan(1);
      expect(expected).not.toContain(soldOut);
      expect(expected).not.toContain(switchedOff);
      expect(await page([{ name: 'Veličina', values: ['42'] }])).toEqual(expected);
      // The name as spec filter names match: case and accents aside; values: any of them.
      expect(await page([{ name: 'velicina', values: ['42'] }])).toEqual(expected);
      expect(await page([{ name: 'Veličina', values: ['42', '38'] }])).toEqual(await inStock(['42', '38']));
      // A value no shoe has in stock finds nothing, as an unknown filter value does.
      expect(await page([{ name: 'Veličina', values: ['47'] }])).toEqual([]);
    } finally {
      await sql`update product_variants set stock = ${sold.stock} where id = ${sold.id}`.execute(server.db);
      await sql`update product_variants set active = true where id = ${off.id}`.execute(server.db);
      await server.contentChanged();
    }
  });

  test('the listing offers the sizes as shoppers read them (numbers by value, then S to XXL as the shop lists them), each counting the products with it in stock under every other selection', async () => {
    // Alphabetically the T-shirts' sizes would read L, M, S, XL, XXL.
    const sizes = ['38', '39', '40', '41', '42', '43', '44', '45', '46', 'S', 'M', 'L', 'XL', 'XXL'];
    const counts = async (also = sql`true`) => {
      const found: { value: string; count: number; selected: boolean }[] = [];
      for (const size of sizes) {
        const count = (await inStock([size], also)).length;
        if (count > 0) found.push({ value: size, count, selected: false });
      }
      return found;
    };
    const size = (listing: Facets, name = 'Veličina') => listing.option_filters.find((entry) => entry.name === name)!;
    const shop = await facets([]);
    // Boja (the shoe sold in colours) and Interna memorija (the phones sold in storage sizes) are named as
    // spec filters, so they are those filters' facets (merged-facets.ts).
    expect(shop.option_filters.map((entry) => entry.name)).toEqual(['Veličina']);
    expect(size(shop).values).toEqual(await counts());
    expect(size(await facets([], 1), 'Size').values).toEqual(await counts());

    // Its own selection aside: picking 42 leaves the sizes' counts as they were, 42 marked.
    const picked = await facets([{ name: 'Veličina', values: ['42'] }]);
    expect(size(picked).values).toEqual((await counts()).map((entry) => ({ ...entry, selected: entry.value === '42' })));
    // The spec filters count within the shoes with 42 in stock.
    const colours = picked.filters.find((entry) => entry.filter.name === 'Boja')!.values;
    expect(colours.find((entry) => entry.value === 'Crna')!.count).toBe((await inStock(['42'], black)).length + (await inStock(['42'], blackOnSale)).length);
    // Each shoe once by its spec colour; the one sold in colours once more for each colour only its variants have.
    expect(colours.reduce((sum, entry) => sum + entry.count, 0)).toBeGreaterThanOrEqual((await inStock(['42'])).length);
    // A colour picked narrows the sizes' counts.
    expect(size(await facets([{ name: 'Boja', values: ['Crna'] }])).values).toEqual(await counts(blackEither));
  });

  test('combined with a brand and a spec filter, in either language ("Size:42", "Colour:Black")', async () => {
    const expected = await inStock(['42'], sql`${blackEither} and p.brand_id = ${Number(nike)}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await page([{ name: 'Boja', values: ['Crna'] }, { name: 'Veličina', values: ['42'] }], 0, [nike])).toEqual(expected);
    expect(await page([{ name: 'Colour', values: ['Black'] }, { name: 'Size', values: ['42'] }], 1, [nike])).toEqual(expected);
    // An option name of the other language is no name here: nothing matches, as with an unknown filter.
    expect(await page([{ name: 'Size', values: ['42'] }], 0)).toEqual([]);
  });

  test('the selection names a selected option and its values in both languages, for the language switch', async () => {
    const [shoe] = await inStock(['42']);
    const value = (await sql<{ id: number }>`select ov.id from product_option_values ov join product_options o on o.id = ov.option_id
      where o.product_id = ${shoe!} and ov.names[1] = '42'`.execute(server.db)).rows[0]!.id;
    await sql`update product_option_values set names = '{Četrdeset dva,Forty-two}' where id = ${value}`.execute(server.db);
    await server.contentChanged();
    try {
      const expected = { names: ['Veličina', 'Size'], values: [['Četrdeset dva', 'Forty-two'], ['42', '42'], ['47', '47']] };
      const serbian = await facets([{ name: 'VELICINA', values: ['cetrdeset dva', '42', '47'] }]);
      expect(serbian.selection.filters).toEqual([expected]);
      expect(await page([{ name: 'Veličina', values: ['Četrdeset dva'] }])).toEqual([shoe]);
      const english = await facets([{ name: 'size', values: ['forty-two', '42', '47'] }], 1);
      expect(english.selection.filters).toEqual([expected]);
    } finally {
      await sql`update product_option_values set names = '{42,42}' where id = ${value}`.execute(server.db);
      await server.contentChanged();
    }
  });

  test('a name that is both a spec filter’s and an option’s keeps the products matching either', async () => {
    // A white shoe sold in colours: its option is named as the spec filter Boja, its size 42 now "Crna".
    const [shoe] = await inStock(['42'], sql`not ${black}`);
    const option = (await sql<{ id: number }>`select id from product_options where product_id = ${shoe!}`.execute(server.db)).rows[0]!.id;
    await sql`update product_options set names = '{Boja,Colour}' where id = ${option}`.execute(server.db);
    await sql`update product_option_values set names = '{Crna,Black}' where option_id = ${option} and names[1] = '42'`.execute(server.db);
    await server.contentChanged();
    try {
      const { rows } = await sql<{ id: number }>`select p.id from products p where p.active and (p.active_from is null or p.active_from <= now())
        and (p.active_to is null or p.active_to >= now()) and ${blackEither} order by p.id`.execute(server.db);
      const expected = [...new Set([...rows.map((row) => Number(row.id)), shoe!])].sort((a, b) => a - b);
      expect(await page([{ name: 'Boja', values: ['Crna'] }])).toEqual(expected);
      expect(await page([{ name: 'Colour', values: ['Black'] }], 1)).toEqual(expected);
      const listing = await facets([{ name: 'Boja', values: ['Crna'] }]);
      // The shoe's other sizes, now values of its Boja, stay beside it.
      expect(listing.filters.find((entry) => entry.filter.name === 'Boja')!.values).toContainEqual(expect.objectContaining({ value: 'Crna', selected: true }));
      expect(listing.selection.filters).toEqual([{ names: ['Boja', 'Colour'], values: [['Crna', 'Black']] }]);
    } finally {
      await sql`update product_option_values set names = '{42,42}' where option_id = ${option} and names[1] = 'Crna'`.execute(server.db);
      await sql`update product_options set names = '{Veličina,Size}' where id = ${option}`.execute(server.db);
      await server.contentChanged();
    }
  });

  test('a colour sold as a swatch shows its swatch in the listing’s colour facet, in both languages; a colour products are only described by shows none', async () => {
    const { rows } = await sql<{ sr: string; en: string; swatch: string }>`select ov.names[1] as sr, ov.names[2] as en, min(ov.swatch) as swatch
      from product_option_values ov join product_options o on o.id = ov.option_id where o.display = 1 and ov.swatch is not null
      group by ov.names[1], ov.names[2]`.execute(server.db);
    expect(rows.length).toBeGreaterThan(2);
    const SWATCHES = `{ products(first: 1) { filters { filter { name } values { value swatch } } option_filters { name values { value swatch } } } }`;
    for (const lang of [0, 1] as const) {
      const answer = await server.request(SWATCHES, {}, { lang });
      expect(answer.errors).toBeUndefined();
      const colour = answer.data.products.filters.find((entry: { filter: { name: string } }) => entry.filter.name === (lang === 1 ? 'Colour' : 'Boja'));
      const expected = new Map(rows.map((row) => [lang === 1 ? row.en : row.sr, row.swatch]));
      for (const { value, swatch } of colour.values as { value: string; swatch: string | null }[]) expect([value, swatch]).toEqual([value, expected.get(value) ?? null]);
      // The swatches are the sold colours', and a colour only described (Inox) has none.
      expect(colour.values.filter((value: { swatch: string | null }) => value.swatch).length).toBe(expected.size);
      for (const facet of answer.data.products.option_filters) for (const value of facet.values) expect(value.swatch).toBeNull();
    }
  });

  test('kept listings forget a shoe whose size 42 sells out or is switched off, and find it again, heard from the database', async () => {
    const narrowed = { filters: [{ name: 'Veličina', values: ['42'] }], first: 48, page: 1 };
    const shop = { first: 1, page: 1 };
    const listed = async (variables: Record<string, unknown>) => {
      const answer = await getPersisted(server, GetProductsDocument, variables);
      expect(answer.body.errors).toBeUndefined();
      const { data, option_filters: options } = answer.body.data.products as { data: { id: string }[]; option_filters: Facets['option_filters'] };
      const size42 = options.find((entry) => entry.name === 'Veličina')?.values.find((entry) => entry.value === '42')?.count ?? 0;
      return { cache: answer.headers.get('x-izlog-cache'), ids: data.map((product) => Number(product.id)), size42 };
    };
    // Kept: asked until the answers come from the cache.
    const [kept, keptShop] = [await eventually(() => listed(narrowed), (answer) => answer.cache === 'hit'), await eventually(() => listed(shop), (answer) => answer.cache === 'hit')];
    expect([kept.cache, keptShop.cache]).toEqual(['hit', 'hit']);
    expect(keptShop.size42).toBe(kept.ids.length);
    const shoe = kept.ids[0]!;
    const size = await sizeOf(shoe, '42');
    // No contentChanged(): the database's own notice of each write must make the listings stale.
    for (const [change, undo] of [
      [sql`stock = 0`, sql`stock = ${size.stock}`],
      [sql`active = false`, sql`active = true`],
    ] as const) {
      await sql`update product_variants set ${change} where id = ${size.id}`.execute(server.db);
      try {
        expect((await eventually(() => listed(narrowed), (answer) => !answer.ids.includes(shoe))).ids).not.toContain(shoe);
        expect((await eventually(() => listed(shop), (answer) => answer.size42 === kept.ids.length - 1)).size42).toBe(kept.ids.length - 1);
      } finally {
        await sql`update product_variants set ${undo} where id = ${size.id}`.execute(server.db);
      }
      expect((await eventually(() => listed(narrowed), (answer) => answer.ids.includes(shoe))).ids).toContain(shoe);
      expect((await eventually(() => listed(shop), (answer) => answer.size42 === kept.ids.length)).size42).toBe(kept.ids.length);
    }
  });
});
