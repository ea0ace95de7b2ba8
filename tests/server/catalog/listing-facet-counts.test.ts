/**
 * A listing with no selection reads its facets from the counts migration 084 keeps as products are
 * written (issue 22, a faster cold engine). Its brands, filter values, total and price range must
 * equal the facets computed from the products, which a price bound from 0 (every product passes it)
 * makes the server compute; checked for the shop and categories, in both languages, after every
 * kind of write that moves a product between facets: brand, hiding, a display window, a category
 * link, a filter value, a price, a category moved under another, a product deleted. On both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const FACETS = `query($category_path: [String!], $price_min: Float) {
  products(category_path: $category_path, price_min: $price_min, first: 1) {
    paginatorInfo { total }
    brands { brand { id } count }
    filters { filter { name } values { value count } }
    price_range { min max }
  } }`;

interface Facets {
  paginatorInfo: { total: number };
  brands: { brand: { id: string }; count: number }[];
  filters: { filter: { name: string }; values: { value: string; count: number }[] }[];
  price_range: { min: number; max: number } | null;
}

describe.each(await serverBackends())('counted facets on %s', (backend) => {
  let server: TestServer;
  let paths: string[][];
  beforeAll(async () => {
    // Nothing kept: every answer is computed from the database, by SQL (the listing index counts
    // without 084's counts; listing-index.test.ts holds it to SQL's answers).
    server = await startTestServer(backend, { GRAPHQL_CACHE_MB: '0', HTML_CACHE_MB: '0', CONTENT_MEMO_ROWS: '0', LISTING_INDEX: 'off' });
    const categories = await sql<{ slug: string; parent: string | null }>`select c.slugs[1] as slug, p.slugs[1] as parent
      from categories c left join categories p on p.id = c.parent_id order by c.id`.execute(server.db);
    paths = categories.rows.map((row) => (row.parent ? [row.parent, row.slug] : [row.slug])).filter((path) => path.length === 1).slice(0, 3);
    const child = categories.rows.find((row) => row.parent);
    if (child) paths.push([child.parent!, child.slug]);
  }, 120_000);
  afterAll(() => server?.close());

  async function facets(lang: 0 | 1, variables: Record<string, unknown>): Promise<Facets> {
    const answer = await server.request<{ products: Facets }>(FACETS, variables, { lang });
    expect(answer.errors).toBeUndefined();
    return answer.data!.products;
  }

  /** Counted (no selection) equals computed (a price bound every product passes), for each listing and language. */
  async function expectCountedEqualsComputed() {
    for (const lang of [0, 1] as const) {
      for (const category_path of [[], ...paths]) {
        const counted = await facets(lang, { category_path });
        const computed = await facets(lang, { category_path, price_min: 0 });
        expect(counted, `${category_path.join('/') || 'the shop'} in language ${lang}`).toEqual(computed);
      }
    }
  }

  const someProduct = async (offset: number) =>
    (await sql<{ id: number }>`select id from products where active and active_from is null order by id offset ${offset} limit 1`.execute(server.db)).rows[0]!.id;

  test('the demo shop', async () => {
    const shop = await facets(0, {});
    expect(shop.paginatorInfo.total).toBeGreaterThan(0);
    expect(shop.filters.length).toBeGreaterThan(0);
    await expectCountedEqualsComputed();
  });

  test('after a brand change, a product hidden, a display window opened and one not yet open', async () => {
    const [a, b, c, d] = await Promise.all([someProduct(0), someProduct(1), someProduct(2), someProduct(3)]);
    await sql`update products set brand_id = (select max(id) from brands) where id = ${a}`.execute(server.db);
    await sql`update products set active = false where id = ${b}`.execute(server.db);
    await sql`update products set active_from = now() - interval '1 day', active_to = now() + interval '1 day' where id = ${c}`.execute(server.db);
    await sql`update products set active_from = now() + interval '1 day' where id = ${d}`.execute(server.db);
    await expectCountedEqualsComputed();
  });

  test('after category links, filter values and prices change, and a product is deleted', async () => {
    const [a, b, c, d] = await Promise.all([someProduct(4), someProduct(5), someProduct(6), someProduct(7)]);
    const last = (await sql<{ id: number }>`select max(id) as id from categories`.execute(server.db)).rows[0]!.id;
    await sql`delete from product_categories where product_id = ${a}`.execute(server.db);
    await sql`insert into product_categories (product_id, category_id, position) values (${a}, ${last}, 1)`.execute(server.db);
    await sql`update product_specifications set "values" = '{Ljubičasta,Purple}' where product_id = ${b}`.execute(server.db);
    await sql`delete from product_specifications where product_id = ${c}`.execute(server.db);
    await sql`update products set price = price * 3, discount_price = null where id = ${d}`.execute(server.db);
    await sql`delete from products where id = ${await someProduct(8)}`.execute(server.db);
    await expectCountedEqualsComputed();
  });

  test('after a category moves under another', async () => {
    const [top, other] = (await sql<{ id: number }>`select id from categories where parent_id is null order by id limit 2`.execute(server.db)).rows;
    await sql`update categories set parent_id = ${top!.id} where parent_id = ${other!.id}`.execute(server.db);
    await expectCountedEqualsComputed();
  });
});
