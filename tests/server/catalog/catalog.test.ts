/**
 * The catalogue on the real server: it answers every read and write as recorded from the retired
 * hand-written mock (tests/server/recorded/catalog-answers.json), refuses bad input with the
 * translated message and changes nothing, keeps admin-only fields from visitors, and lists products
 * in a few queries whatever the page size.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { buildDemoShop, DEMO_TODAY } from '../../../fixtures';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { createDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedCatalog } from '../../../src/server/demo/catalog';
import { defineCatalogListingRules } from '../rules/catalog-listing';
import { defineCatalogListingSelectionRules } from '../rules/catalog-listing-selection';
import { defineCatalogPriceRangeRules } from '../rules/catalog-price-range';
import { defineCatalogWriteRules } from '../rules/catalog-writes';
import { digest } from '../support/answer-digest';
import { serverBackends } from '../support/backends';
import { freshPostgresSchema } from '../support/databases';
import { demoClockOf } from '../support/demo-clock';
import { startTestServer, type TestServer } from '../support/test-server';

type Lang = 0 | 1;
type Case = { query: string; variables?: Record<string, unknown>; lang?: Lang; admin?: boolean };
/** A refused write and its refusal: message, code and field. */
type Refusal = Case & { refused: [string, string, string | undefined] };

const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
const RECORDED = JSON.parse(readFileSync(new URL('../recorded/catalog-answers.json', import.meta.url), 'utf8')) as { reads: unknown[]; writes: unknown[] };

const PRODUCT = `id code name slug alternate_slugs description price discount_price process_price discount_percent currency action new popular
  sold_out max_quantity active active_from active_to brand { id name } category { id name } categories { id } image { id }
  gallery { id } group { id name } specifications { filter { id name } value } youtube youtube_id connected { id }
  features { connected gallery specifications youtube price }`;
const ADMIN_PRODUCT = `${PRODUCT} price_rsd discount_price_rsd stock state names slugs descriptions seo_titles seo_keywords_list seo_descriptions`;
const LISTING = `data { ${PRODUCT} } paginatorInfo { currentPage lastPage count total } category { id name } breadcrumbs { id slug alternate_slugs }
  filters { filter { id name position } values { value count selected } } brands { brand { id name } count selected }`;
const CATEGORY = `id name slug alternate_slugs description parent_id position seo_title seo_keywords seo_description image { id } products_count shop_products_count`;
const ADMIN_CATEGORY = `${CATEGORY} names slugs descriptions seo_titles seo_keywords_list seo_descriptions`;
const BRAND = `id name slug alternate_slugs description position seo_title seo_keywords seo_description image { id } products_count`;
const GROUP = `id name description position products_count filters { id group_id name position names } names descriptions
  campaigns { id group_id code description products_views wishlist_added }`;

/** Reads of the storefront and the admin, in both languages. */
const READS: Case[] = [
  { query: `query($p: [String!]) { products(category_path: $p, sort: PRICE_ASC, first: 5) { ${LISTING} } }`, variables: { p: ['telefoni-i-tableti', 'mobilni-telefoni'] } },
  { query: `query($p: [String!]) { products(category_path: $p, first: 30) { ${LISTING} } }`, variables: { p: ['phones-and-tablets'] }, lang: 1 },
  { query: `{ products(first: 24, page: 2) { ${LISTING} } }` },
  { query: `{ products(page: 99) { ${LISTING} } }` },
  { query: `{ products(special: ACTION, first: 50) { ${LISTING} } }` },
  { query: `{ products(special: NEW, sort: NEWEST) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(special: POPULAR, sort: PRICE_DESC) { ${LISTING} } }` },
  { query: `{ products(special: CAMPAIGN, campaign: "black-friday-2026") { ${LISTING} } }` },
  { query: `{ products(special: CAMPAIGN, campaign: "no-such-code") { ${LISTING} } }` },
  { query: `{ products(search: "samsung", first: 50) { ${LISTING} } }` },
  { query: `{ products(search: "frizider") { ${LISTING} } }` },
  { query: `{ products(search: "FRIŽIDER", sort: NAME) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(brands: ["1", "2", "x"], filters: [{ filter_id: "1", values: ["Crna", "plava"] }], first: 50) { ${LISTING} } }` },
  { query: `{ products(filters: [{ filter_id: "1", values: ["black"] }, { filter_id: "2", values: ["128 GB", "1 TB"] }], first: 50) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(filters: [{ name: "boja", values: ["Crna"] }, { name: "Dijagonala ekrana", values: ["6,67\\"", "15,6\\""] }], first: 50) { ${LISTING} } }` },
  { query: `{ products(special: ACTION, filters: [{ name: "Colour", values: ["black"] }]) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(ids: ["5", "3", "x", "1", "99999"]) { ${LISTING} } }` },
  { query: `{ products(group_id: "2", sort: NAME, first: 50) { ${LISTING} } }` },
  { query: `{ products(category_path: ["nema-je"]) { ${LISTING} } }` },
  { query: `{ products(category_path: ["android-phones"], first: 5) { ${LISTING} } }`, lang: 1 },
  { query: `{ categories { ${CATEGORY} } }` },
  { query: `{ categories(brand: "1", limit: 10) { ${CATEGORY} } }`, lang: 1 },
  { query: `{ categories(search: "telefon") { id name } }` },
  { query: `{ shopCategories(brand: "2") { ${CATEGORY} } }` },
  { query: `{ shopCategories(groupId: "3", search: "tele") { id name shop_products_count } }` },
  { query: `{ brands { ${BRAND} } }` },
  { query: `{ brands(search: "sa", limit: 2) { id name } }`, lang: 1 },
  { query: `{ brand(slug: "gorenje") { ${BRAND} } }`, lang: 1 },
  { query: `{ brand(id: "3") { ${BRAND} names slugs descriptions } }`, admin: true },
  { query: `{ category(id: "3") { ${ADMIN_CATEGORY} } }`, lang: 1, admin: true },
  { query: `{ product(id: "1") { ${PRODUCT} } }` },
  { query: `{ product(id: "1") { ${ADMIN_PRODUCT} } }`, lang: 1, admin: true },
  { query: `{ product(id: "999999") { id } }` },
  { query: `{ categoriesWithPagination(first: 10, page: 2, order: PRODUCTS) { data { id products_count } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ categoriesWithPagination(order: NAME, search: "tel") { data { id } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ productsWithPagination(first: 10, active: false) { data { id state } paginatorInfo { total } } }`, admin: true },
  { query: `{ productsWithPagination(first: 10, category_id: "1", brand_id: "1", search: "galaxy") { data { id } paginatorInfo { total } } }`, admin: true },
  { query: `{ productsWithPagination(first: 100, sort: PRICE_ASC) { data { id } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ groups { ${GROUP} } }`, admin: true },
  { query: `{ groups(withName: true, search: "tele") { id name } }`, lang: 1, admin: true },
];

/** Writes, in order: each answer (and the reads after them) must be the recorded one. */
const WRITES: Case[] = [
  { query: `mutation { upsertCategory(name: "Klima uređaji", slug: "Klima uređaji", parent_id: "40", description: "<p onclick=\\"x()\\">Inverter</p><script>alert(1)</script>") { ${ADMIN_CATEGORY} } }`, admin: true },
  { query: `mutation { upsertCategory(id: "50", name: "Air conditioners", slug: "air-conditioners", seo_title: "AC") { ${ADMIN_CATEGORY} } }`, lang: 1, admin: true },
  { query: `mutation { sortCategories(items: [{ id: "1", position: 2, parent_id: null }, { id: "10", position: 1, parent_id: null }, { id: "50", position: 1, parent_id: "19" }]) { success error } }`, admin: true },
  { query: `{ categories { id parent_id position name } }` },
  { query: `mutation { upsertBrand(name: "Sencor", slug: "sencor", position: 2, description: "<p>Češki</p>") { ${BRAND} names slugs } }`, admin: true },
  { query: `mutation { upsertBrand(id: "13", name: "Sencor CZ", slug: "sencor-cz") { ${BRAND} names slugs } }`, lang: 1, admin: true },
  { query: `{ brands { id name position } }` },
  { query: `mutation { createGroup(name: "Klime", description: "Inverter") { ${GROUP} } }`, admin: true },
  { query: `mutation { updateGroup(id: "8", name: "Klime", position: 1, filters: [{ name: "Snaga" }, { name: "Razred", position: 1 }]) { ${GROUP} } }`, admin: true },
  { query: `mutation { updateGroup(id: "8", filters: [{ id: "22", name: "Class" }, { name: "Noise" }]) { ${GROUP} } }`, lang: 1, admin: true },
  { query: `mutation { createGroupCampaign(group_id: "8", code: "leto-2027", description: " Leto ") { id group_id code description products_views wishlist_added } }`, admin: true },
  { query: `{ groups { id position filters { id name position } campaigns { id code } } }`, admin: true },
  {
    query: `mutation { upsertProduct(code: "KL-1", name: "Klima Gorenje 12", slug: "klima-gorenje-12", price: 59999, discount_price: 54999, stock: 3,
      new: true, brand_id: "2", category_ids: ["50", "1"], image_id: "1", gallery_ids: ["2", "3"], group_id: "8",
      specifications: [{ filter_id: "22", value: "A++" }, { filter_id: "23", value: "  " }], youtube: "https://youtu.be/Pq4nR7sLw2E",
      connected_ids: ["1", "2"], features: { connected: true, gallery: false, specifications: true, youtube: true, price: true }) { ${ADMIN_PRODUCT} } }`,
    admin: true,
  },
  { query: `mutation { upsertProduct(id: "153", code: "KL-1", name: "Gorenje AC 12", slug: "gorenje-ac-12", price: 61000, stock: 0, specifications: [{ filter_id: "22", value: "A+++" }]) { ${ADMIN_PRODUCT} } }`, lang: 1, admin: true },
  { query: `mutation { upsertProduct(id: "2", code: "sm-x", name: "Samsung X", slug: "samsung-x", price: 1000, stock: 1, active: false, group_id: null) { ${ADMIN_PRODUCT} } }`, admin: true },
  { query: `{ products(search: "klima") { ${LISTING} } }` },
  { query: `{ products(category_path: ["tv-audio-i-video"], first: 50) { ${LISTING} } }` },
  { query: `mutation { recordProductView(product_id: "153", client: "k7Qmbcdefgh", session: "x3F9aQ", campaign: "leto-2027") { success error } }` },
  { query: `mutation { recordProductView(product_id: "abc", client: "k7Qmbcdefgh") { success error } }`, lang: 1 },
  { query: `mutation { createWishlistAdded(product_id: "153", client: " p2Zrbcdefgh ", campaign: "leto-2027") { product_id client } }` },
  { query: `mutation { createWishlistAdded(product_id: "15a", client: "p2Zrbcdefgh") { id } }` },
  { query: `{ groups { id campaigns { code products_views wishlist_added } } }`, admin: true },
  { query: `{ productsWithPagination(search: "KL-1") { data { id products_views wishlist_added state } } }`, admin: true },
  { query: `mutation { deleteGroupCampaign(id: "8") { success error } }`, admin: true },
  { query: `mutation { deleteProduct(id: "153") { success error } }`, admin: true },
  { query: `mutation { deleteCategory(id: "50") { success error } }`, admin: true },
  { query: `mutation { deleteBrand(id: "13") { success error } }`, admin: true },
  { query: `mutation { deleteGroup(id: "8") { success error } }`, admin: true },
  { query: `{ categories { id parent_id position } brands { id position } groups { id position } }`, admin: true },
  { query: `{ product(id: "1") { ${ADMIN_PRODUCT} } }`, admin: true },
];

/** Bad input, with the refusal (message, code, field) the mock gave and the server gives. */
const REFUSALS: Refusal[] = [
  { query: `mutation { upsertCategory(name: " ", slug: "x") { id } }`, admin: true, refused: ['Polje „Naziv“ je obavezno.', 'BAD_USER_INPUT', 'name'] },
  { query: `mutation { upsertCategory(name: "X", slug: "!!!") { id } }`, lang: 1, admin: true, refused: ['The field "Slug" is required.', 'BAD_USER_INPUT', 'slug'] },
  { query: `mutation { upsertCategory(name: "X", slug: "kombinovani-frizideri", parent_id: "27") { id } }`, admin: true, refused: ['Ovaj slug je već zauzet.', 'CONFLICT', 'slug'] },
  { query: `mutation { upsertCategory(name: "X", slug: "x", parent_id: "3") { id } }`, lang: 1, admin: true, refused: ['Categories can be at most three levels deep.', 'BAD_USER_INPUT', 'parent_id'] },
  { query: `mutation { upsertCategory(id: "1", name: "X", slug: "x", parent_id: "3") { id } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'parent_id'] },
  { query: `mutation { upsertCategory(id: "9999", name: "X", slug: "x") { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'id'] },
  { query: `mutation { upsertCategory(name: "X", slug: "x", image_id: "999999") { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'image_id'] },
  { query: `mutation { deleteCategory(id: "1") { success } }`, lang: 1, admin: true, refused: ['The category has subcategories.', 'CONFLICT', 'id'] },
  { query: `mutation { sortCategories(items: [{ id: "1", position: 1, parent_id: "3" }]) { success } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'items'] },
  { query: `mutation { sortCategories(items: [{ id: "2", position: 1, parent_id: "3" }]) { success } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'items'] },
  { query: `mutation { upsertBrand(name: "Samsung 2", slug: "samsung") { id } }`, admin: true, refused: ['Ovaj slug je već zauzet.', 'CONFLICT', 'slug'] },
  { query: `mutation { createGroup(name: "") { id } }`, lang: 1, admin: true, refused: ['The field "Name" is required.', 'BAD_USER_INPUT', 'name'] },
  { query: `mutation { updateGroup(id: "1", filters: [{ id: "5", name: "Tuđi" }]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'filters'] },
  { query: `mutation { createGroupCampaign(group_id: "", code: "x") { id } }`, admin: true, refused: ['Polje „Grupa“ je obavezno.', 'BAD_USER_INPUT', 'group_id'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "") { id } }`, lang: 1, admin: true, refused: ['The field "Code" is required.', 'BAD_USER_INPUT', 'code'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "ima razmak") { id } }`, admin: true, refused: ['Kod može sadržati samo slova, cifre, crticu (-) i donju crtu (_).', 'BAD_USER_INPUT', 'code'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "BLACK-FRIDAY-2026") { id } }`, lang: 1, admin: true, refused: ['This code is already taken.', 'CONFLICT', 'code'] },
  { query: `mutation { upsertProduct(code: "SM-A556B-128", name: "X", slug: "x", price: 1, stock: 1) { id } }`, admin: true, refused: ['Ovaj kod je već zauzet.', 'CONFLICT', 'code'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 0, stock: 1) { id } }`, lang: 1, admin: true, refused: ['The price must be a positive number.', 'BAD_USER_INPUT', 'price'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, discount_price: 100, stock: 1) { id } }`, admin: true, refused: ['Akcijska cena mora biti veća od nule i niža od redovne cene.', 'BAD_USER_INPUT', 'discount_price'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: -1) { id } }`, admin: true, refused: ['Stanje mora biti ceo broj, 0 ili veći.', 'BAD_USER_INPUT', 'stock'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, active_from: "2027-01-02T00:00:00Z", active_to: "2027-01-01T00:00:00Z") { id } }`, lang: 1, admin: true, refused: ['The start of the display window must be before its end.', 'BAD_USER_INPUT', 'active_to'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, youtube: "https://youtu.be/short") { id } }`, admin: true, refused: ['YouTube link nije ispravan: nije pronađen ID videa od 11 znakova.', 'BAD_USER_INPUT', 'youtube'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, youtube: "https://vimeo.com/12345678901") { id } }`, lang: 1, admin: true, refused: ['The YouTube link is not valid: no 11-character video id was found.', 'BAD_USER_INPUT', 'youtube'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, category_ids: ["1", "9999"]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'category_ids'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, group_id: "1", specifications: [{ filter_id: "5", value: "x" }]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'specifications'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, connected_ids: ["abc"]) { id } }`, admin: true, refused: ['Polje „Povezani proizvodi“ ne sadrži ispravan identifikator.', 'BAD_USER_INPUT', 'connected_ids'] },
  { query: `mutation { deleteProduct(id: "abc") { success } }`, lang: 1, admin: true, refused: ['The field "id" does not hold a valid id.', 'BAD_USER_INPUT', 'id'] },
  { query: `{ products(sort: WISHLIST) { data { id } } }`, lang: 1, refused: ['Only administrators can sort by views and wishlist adds.', 'FORBIDDEN', 'sort'] },
  { query: `{ productsWithPagination { data { id } } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ product(id: "1") { stock } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ product(id: "1") { price_rsd } }`, lang: 1, refused: ['Log in as an administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ categories { products_views } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ brands { names } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `mutation { upsertBrand(name: "X", slug: "x") { id } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
];

/** Everything a refused write could have touched. */
async function catalogueSnapshot(server: TestServer): Promise<string> {
  const tables = ['categories', 'brands', 'groups', 'filters', 'group_campaigns', 'products', 'product_categories', 'product_gallery',
    'product_specifications', 'product_connections', 'wishlist_added'];
  const counts = await Promise.all(tables.map(async (table) => (await sql<{ n: number }>`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.table(table)} t`.execute(server.db)).rows[0]));
  return JSON.stringify(counts);
}

describe.each(await serverBackends())('the catalogue on %s', (backend) => {
  let server: TestServer;
  let adminToken = '';

  beforeAll(async () => {
    server = await startTestServer(backend);
    const login = await server.request(ADMIN_LOGIN, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    adminToken = login.data?.adminLogin?.token;
    expect(adminToken, JSON.stringify(login.errors)).toBeTruthy();
  });
  afterAll(async () => server?.close());

  const ask = ({ query, variables = {}, lang = 0, admin = false }: Case) => server.request(query, variables, { lang, adminToken: admin ? adminToken : null });

  test('every storefront and admin read answers as recorded', async () => {
    const differing: string[] = [];
    for (const [index, read] of READS.entries()) {
      const real = await ask(read);
      expect(real.errors, read.query).toBeUndefined();
      if (JSON.stringify(digest(real.data)) !== JSON.stringify(RECORDED.reads[index])) differing.push(`${index}: ${read.query}`);
    }
    expect(differing).toEqual([]);
  });

  test('the admin’s lists by views and wishlist adds over the demo’s sixty days are ordered by them (their counts depend on the day the demo was loaded)', async () => {
    const { dateFromToday } = await demoClockOf(server.db);
    const range = { start: dateFromToday(-59), end: dateFromToday(0) };
    const lists: [string, string][] = [
      [`query ($start: Date, $end: Date) { list: categoriesWithPagination(first: 10, order: VIEWS, start_date: $start, end_date: $end) { data { products_views } } }`, 'products_views'],
      [`query ($start: Date) { list: brandsWithPagination(first: 5, order: WISHLIST, start_date: $start) { data { wishlist_added } } }`, 'wishlist_added'],
      [`query ($start: Date, $end: Date) { list: productsWithPagination(first: 10, sort: VIEWS, start_date: $start, end_date: $end) { data { products_views } } }`, 'products_views'],
    ];
    for (const [query, counter] of lists) {
      const answer = await server.request(query, range, { adminToken });
      expect(answer.errors, query).toBeUndefined();
      const counts = answer.data.list.data.map((row: Record<string, number>) => row[counter]!);
      expect(counts[0], query).toBeGreaterThan(0);
      expect(counts, query).toEqual([...counts].sort((a: number, b: number) => b - a));
    }
    // The listing sorted by views (an administrator's sort) answers a full page.
    const popular = await server.request(`{ products(sort: VIEWS, first: 10) { data { id } } }`, {}, { adminToken });
    expect(popular.errors).toBeUndefined();
    expect(popular.data.products.data).toHaveLength(10);
  });

  test('every write answers as recorded, and the next read sees it', async () => {
    for (const [index, write] of WRITES.entries()) {
      const real = await ask(write);
      expect(real.errors, write.query).toBeUndefined();
      expect(digest(real.data), write.query).toEqual(RECORDED.writes[index]);
    }
  });

  test('bad input is refused with the translated message and changes nothing', async () => {
    const before = await catalogueSnapshot(server);
    for (const refusal of REFUSALS) {
      const real = await ask(refusal);
      expect(real.errors?.length, `${refusal.query} should be refused, got ${JSON.stringify(real.data)}`).toBe(1);
      const [error] = real.errors!;
      expect([error!.message, error!.extensions?.code, error!.extensions?.field], refusal.query).toEqual(refusal.refused);
    }
    expect(await catalogueSnapshot(server)).toBe(before);
  });

  test('date ranges count the shop’s days (Europe/Belgrade), not UTC days', async () => {
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
    const blackProducts = Number(rows[0]!.n);
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
      const few = await count(48);
      const many = await count(96);
      expect(many).toBe(few);
      expect(many).toBeLessThan(30);
    } finally {
      executor.executeQuery = original;
    }
  });

  defineCatalogListingRules(() => ({ server, adminToken }));
  defineCatalogPriceRangeRules(() => ({ server, adminToken }));
  defineCatalogListingSelectionRules(() => ({ server, adminToken }));
  defineCatalogWriteRules(() => ({ server, adminToken }));
});

describe('SEED_PRODUCTS', () => {
  test('makes a catalogue of that many products from numbered copies of the demo’s', async () => {
    // The catalogue's seed alone, over the demo's file rows: one backend is enough for its arithmetic.
    const postgres = (await serverBackends()).includes('postgres') ? await freshPostgresSchema() : null;
    const db = createDatabase({ databaseUrl: postgres?.url ?? null, dataDir: 'memory' });
    try {
      await migrate(db);
      const demo = buildDemoShop(DEMO_TODAY);
      const files = demo.storageFiles.map(({ id, name, orig_name, mime, width, height, alts, tab, bucket, folder, size, created_at }) =>
        ({ id, name, orig_name, mime, width, height, alts, tab, bucket, folder, size, created_at }));
      for (let start = 0; start < files.length; start += 500) await db.insertInto('storage_files').values(files.slice(start, start + 500)).execute();
      await seedCatalog(db, demo, { products: 400 });

      const { rows } = await sql<{ n: number; max: number }>`select count(*) as n, max(id) as max from products`.execute(db);
      expect(rows[0]).toEqual({ n: 400, max: 400 });
      const copies = await db.selectFrom('products').select(['id', 'code', 'names']).where('code', 'like', 'SM-A556B-128%').orderBy('id').execute();
      expect(copies.map((product) => product.code)).toEqual(['SM-A556B-128', 'SM-A556B-128-2', 'SM-A556B-128-3']);
      expect(copies[0]!.id).toBe(demo.products.find((product) => product.code === 'SM-A556B-128')!.id);
      expect(copies[1]!.names[0]).toBe(`${copies[0]!.names[0]} #2`);
      // Copies keep their categories, gallery and values, so listings and filters have volume.
      const links = await sql<{ n: number }>`select count(*) as n from product_categories where product_id = ${copies[1]!.id}`.execute(db);
      expect(Number(links.rows[0]!.n)).toBeGreaterThan(0);
      // New products continue after the copies.
      const next = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('products', 'id')) as id`.execute(db);
      expect(Number(next.rows[0]!.id)).toBe(401);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });
});
