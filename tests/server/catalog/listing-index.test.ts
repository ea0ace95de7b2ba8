/**
 * The listing index (src/server/modules/catalog/listing-index/) counts listings as SQL does: two
 * servers over one PostgreSQL database, one counting from the index, one by SQL (LISTING_INDEX=off),
 * nothing kept by either, answer every kind of listing alike (the shop, categories, brands, special
 * listings, a group's template, the wishlist; filters by specification and by option, price bounds,
 * every storefront sort, pages; both languages), before and after writes that move products
 * between listings and facets: a size selling out, a price, a product hidden, a filter value, a
 * category link. PostgreSQL only: two servers cannot share one PGlite; the index's own SQL is the
 * same on both, and every other listing test runs on PGlite with the index on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postgresReachable } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const LISTING = `query ($category_path: [String!], $brands: [ID!], $filters: [FilterSelectionInput!], $special: SpecialListing, $campaign: String,
    $group_id: ID, $price_min: Float, $price_max: Float, $ids: [ID!], $sort: ProductSort, $page: Int, $first: Int) {
  products(category_path: $category_path, brands: $brands, filters: $filters, special: $special, campaign: $campaign, group_id: $group_id,
      price_min: $price_min, price_max: $price_max, ids: $ids, sort: $sort, page: $page, first: $first) {
    data { id }
    paginatorInfo { total lastPage count currentPage }
    brands { brand { id } count selected }
    filters { filter { id name } values { value count selected swatch } }
    option_filters { name values { value count selected swatch } }
    price_range { min max }
    selection { filters { names values } prices { min max } }
  } }`;

type Variables = Record<string, unknown>;

const NOTHING_KEPT = { GRAPHQL_CACHE_MB: '0', HTML_CACHE_MB: '0', CONTENT_MEMO_ROWS: '0' };

describe.skipIf(!(await postgresReachable()))('the listing index answers as SQL does, on postgres', () => {
  let indexed: TestServer;
  let bySql: TestServer;
  /** `paged`: also asked in every sort, page 2 (the first three selections of each scope: the suite's time). */
  let listings: { title: string; variables: Variables; paged: boolean }[];

  beforeAll(async () => {
    bySql = await startTestServer('postgres', { ...NOTHING_KEPT, LISTING_INDEX: 'off' });
    indexed = await startTestServer('postgres', NOTHING_KEPT, { databaseUrl: bySql.config.databaseUrl! });
    const db = bySql.db;
    const top = (await sql<{ slug: string }>`select slugs[1] as slug from categories where parent_id is null order by id limit 3`.execute(db)).rows.map((row) => [row.slug]);
    const child = (await sql<{ parent: string; slug: string }>`select p.slugs[1] as parent, c.slugs[1] as slug from categories c join categories p on p.id = c.parent_id order by c.id limit 1`.execute(db)).rows[0]!;
    const brands = (await sql<{ id: number }>`select brand_id as id from products where brand_id is not null group by brand_id order by count(*) desc limit 3`.execute(db)).rows.map((row) => String(row.id));
    const group = (await sql<{ id: number }>`select group_id as id from products where group_id is not null group by group_id order by count(*) desc limit 1`.execute(db)).rows[0]!.id;
    const someIds = (await sql<{ id: number }>`select id from products order by id desc limit 5`.execute(db)).rows.map((row) => String(row.id));
    const scopes: { title: string; variables: Variables }[] = [
      { title: 'the shop', variables: {} },
      ...top.map((path) => ({ title: `category ${path[0]}`, variables: { category_path: path } })),
      { title: 'a subcategory', variables: { category_path: [child.parent, child.slug] } },
      { title: 'a brand shop', variables: { brands: [brands[0]] } },
      { title: 'two brands in a category', variables: { category_path: top[0], brands: brands.slice(0, 2) } },
      { title: 'on action', variables: { special: 'ACTION' } },
      { title: 'new', variables: { special: 'NEW' } },
      { title: 'popular', variables: { special: 'POPULAR' } },
      { title: 'a campaign unknown', variables: { special: 'CAMPAIGN', campaign: 'NEPOSTOJI' } },
      { title: "a group's template", variables: { group_id: String(group) } },
      { title: 'the wishlist', variables: { ids: [...someIds, someIds[0]!, '999999'] } },
    ];
    const selections: { title: string; variables: Variables }[] = [
      { title: '', variables: {} },
      { title: ', black', variables: { filters: [{ name: 'Boja', values: ['Crna'] }] } },
      { title: ', size 42 or 38 and black', variables: { filters: [{ name: 'velicina', values: ['42', '38'] }, { name: 'Boja', values: ['crna'] }] } },
      { title: ', storage 128 GB, priced 100-60000', variables: { filters: [{ name: 'Interna memorija', values: ['128 GB'] }], price_min: 100, price_max: 60000 } },
      { title: ', an unknown name', variables: { filters: [{ name: 'Nema', values: ['x'] }] } },
    ];
    listings = scopes.flatMap((scope) =>
      selections.map((selection, at) => ({ title: scope.title + selection.title, variables: { ...scope.variables, ...selection.variables }, paged: at < 3 })),
    );
  }, 180_000);
  afterAll(async () => {
    await indexed?.close();
    await bySql?.close();
  });

  async function expectAlike(label: string, variables: Variables) {
    for (const lang of [0, 1] as const) {
      const [fromIndex, fromSql] = await Promise.all([indexed.request(LISTING, variables, { lang }), bySql.request(LISTING, variables, { lang })]);
      expect(fromSql.errors, label).toBeUndefined();
      expect(fromIndex, `${label} (language ${lang})`).toEqual(fromSql);
    }
  }

  async function expectEveryListingAlike(pages = false) {
    for (const { title, variables, paged } of listings) {
      await expectAlike(title, { ...variables, first: 12 });
      if (!pages || !paged) continue;
      for (const sort of ['NAME', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST']) await expectAlike(`${title}, by ${sort}, page 2`, { ...variables, sort, first: 5, page: 2 });
    }
  }

  const COUNTS = `query ($brand: ID, $groupId: ID) { shopCategories(brand: $brand, groupId: $groupId) { id products_count shop_products_count }
    brands { id products_count } }`;

  /** The counts beside categories (a brand's or a group's shop too) and brands, from the index and by SQL. */
  async function expectCountsAlike() {
    const [brand, group] = [listings.find((listing) => listing.variables.brands)!.variables.brands as string[], listings.find((listing) => listing.variables.group_id)!.variables.group_id];
    for (const variables of [{}, { brand: brand[0] }, { groupId: group }]) {
      const [fromIndex, fromSql] = await Promise.all([indexed.request(COUNTS, variables), bySql.request(COUNTS, variables)]);
      expect(fromSql.errors).toBeUndefined();
      expect(fromSql.data.shopCategories.some((category: { products_count: number }) => category.products_count > 0)).toBe(true);
      expect(fromIndex, JSON.stringify(variables)).toEqual(fromSql);
    }
  }

  /** Both servers have heard the writes made by hand. */
  const heard = () => Promise.all([indexed.contentChanged(), bySql.contentChanged()]);

  test('every kind of listing, sort and page, in both languages; the product counts beside categories and brands', async () => {
    await expectEveryListingAlike(true);
    await expectCountsAlike();
  }, 120_000);

  test('after a size sells out, a price changes, a product is hidden, a filter value and a category link change, display windows open and not yet', async () => {
    const db = bySql.db;
    const size = (await sql<{ id: number }>`select v.id from product_variants v join products p on p.id = v.product_id
      where v.value_ids <> '{}' and v.active and v.stock > 0 and p.active order by v.id limit 1`.execute(db)).rows[0]!.id;
    const [a, b, c, d, e, f] = (await sql<{ id: number }>`select id from products where active and active_from is null order by id limit 6`.execute(db)).rows.map((row) => row.id);
    const last = (await sql<{ id: number }>`select max(id) as id from categories`.execute(db)).rows[0]!.id;
    await sql`update product_variants set stock = 0 where id = ${size}`.execute(db);
    await sql`update products set price = price * 3, discount_price = null where id = ${a}`.execute(db);
    await sql`update products set active = false where id = ${b}`.execute(db);
    await sql`update product_specifications set "values" = '{Ljubičasta,Purple}' where product_id = ${c}`.execute(db);
    await sql`insert into product_categories (product_id, category_id, position) values (${d}, ${last}, 1) on conflict do nothing`.execute(db);
    // A display window open now, and one not yet open.
    await sql`update products set active_from = now() - interval '1 day', active_to = now() + interval '1 day' where id = ${e}`.execute(db);
    await sql`update products set active_from = now() + interval '1 day' where id = ${f}`.execute(db);
    await heard();
    await expectEveryListingAlike();
    await expectCountsAlike();
  }, 120_000);
});
