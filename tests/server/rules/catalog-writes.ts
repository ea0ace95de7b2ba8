/**
 * Catalogue write rules that only the retired hand-written mock's tests asserted (the removed
 * tests/contract/catalog-mock.test.ts), on the catalogue test file's server.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Running } from './types';

const CATEGORY = `mutation ($id: ID, $name: String!, $slug: String!, $parent_id: ID, $description: String) {
  upsertCategory(id: $id, name: $name, slug: $slug, parent_id: $parent_id, description: $description) { id name slug parent_id names description } }`;
const PRODUCT = `mutation ($id: ID, $code: String!, $name: String!, $slug: String!, $price: Float!, $discount_price: Float, $youtube: String, $category_ids: [ID!], $brand_id: ID) {
  upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, discount_price: $discount_price, stock: 12, youtube: $youtube, category_ids: $category_ids, brand_id: $brand_id) {
    id youtube_id action state names } }`;

export function defineCatalogWriteRules(running: Running): void {
  const request = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0, admin = true) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { lang, adminToken: admin ? adminToken : null });
  };
  const idOf = async (table: 'categories' | 'groups' | 'brands', name: string) =>
    String((await sql<{ id: number }>`select id from ${sql.table(table)} where names[1] = ${name}`.execute(running().server.db)).rows[0]!.id);

  test('a category is written in the request’s language, its slug made and its HTML cleaned; a slug is unique only among siblings', async () => {
    const parent = await idOf('categories', 'Mali kućni aparati');
    const made = (await request(CATEGORY, { name: 'Air conditioners', slug: 'Air Conditioners', parent_id: parent, description: '<p onclick="x()">Cool</p><script>alert(1)</script>' }, 1)).data.upsertCategory;
    expect(made).toMatchObject({ name: 'Air conditioners', slug: 'air-conditioners', parent_id: parent, names: ['', 'Air conditioners'], description: '<p>Cool</p>' });
    expect((await request(`{ categories { name } }`, {}, 1, false)).data.categories.map((category: { name: string }) => category.name)).toContain('Air conditioners');
    const translated = (await request(CATEGORY, { id: made.id, name: 'Klima uređaji', slug: 'klima-uredjaji' })).data.upsertCategory;
    expect(translated).toMatchObject({ names: ['Klima uređaji', 'Air conditioners'], parent_id: parent });
    const elsewhere = await request(CATEGORY, { name: 'Frižideri', slug: 'frizideri', parent_id: await idOf('categories', 'Sport i rekreacija') });
    expect(elsewhere.errors).toBeUndefined();
    for (const id of [made.id, elsewhere.data.upsertCategory.id]) await request(`mutation ($id: ID!) { deleteCategory(id: $id) { success } }`, { id });
  });

  test('deleting a leaf category takes it off its products; sorting renumbers the top level', async () => {
    const leaf = await idOf('categories', 'Side by side frižideri');
    const { rows } = await sql<{ product_id: number }>`select product_id from product_categories where category_id = ${Number(leaf)} limit 1`.execute(running().server.db);
    expect(rows).toHaveLength(1);
    expect((await request(`mutation ($id: ID!) { deleteCategory(id: $id) { success error } }`, { id: leaf })).data.deleteCategory).toEqual({ success: true, error: null });
    expect((await request(`query ($id: ID!) { category(id: $id) { id } }`, { id: leaf }, 0, false)).data.category).toBeNull();
    const categories = (await request(`query ($id: ID!) { product(id: $id) { categories { id } } }`, { id: String(rows[0]!.product_id) })).data.product.categories;
    expect(categories.map((category: { id: string }) => category.id)).not.toContain(leaf);

    const tv = await idOf('categories', 'TV, audio i video');
    await request(`mutation ($items: [PositionInput!]!) { sortCategories(items: $items) { success } }`, { items: [{ id: tv, position: 1, parent_id: null }] });
    const top = (await request(`{ categories { id parent_id position } }`, {}, 0, false)).data.categories.filter((category: { parent_id: string | null }) => category.parent_id === null);
    expect(top[0].id).toBe(tv);
    expect(top.map((category: { position: number }) => category.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('a new campaign lists its group’s products; updateGroup keeps renamed filters’ values and drops left-out ones; withName reads the request’s language', async () => {
    const phones = await idOf('groups', 'Telefoni i tableti');
    expect((await request(`mutation ($group: ID!) { createGroupCampaign(group_id: $group, code: "prolece-2027") { code } }`, { group: phones })).data.createGroupCampaign.code).toBe('prolece-2027');
    const listed = await request(`{ products(special: CAMPAIGN, campaign: "prolece-2027", first: 1) { paginatorInfo { total } } }`, {}, 0, false);
    expect(listed.data.products.paginatorInfo.total).toBeGreaterThan(10);

    const group = await idOf('groups', 'Mali kućni aparati');
    const { rows } = await sql<{ id: number }>`select id from filters where group_id = ${Number(group)} order by position`.execute(running().server.db);
    const [power, colour] = rows.map((row) => String(row.id));
    const valuesOf = async (filter: string) => Number((await sql<{ n: number }>`select count(*) as n from product_specifications where filter_id = ${Number(filter)}`.execute(running().server.db)).rows[0]!.n);
    expect(await valuesOf(power!)).toBeGreaterThan(5);
    const updated = await request(`mutation ($id: ID!, $filters: [GroupFilterInput!]) { updateGroup(id: $id, filters: $filters) { filters { id name position names } } }`,
      { id: group, filters: [{ id: colour, name: 'Colour' }, { name: 'Warranty' }] }, 1);
    expect(updated.data.updateGroup.filters).toEqual([
      { id: colour, name: 'Colour', position: 1, names: ['Boja', 'Colour'] },
      expect.objectContaining({ name: 'Warranty', position: 2, names: ['', 'Warranty'] }),
    ]);
    expect(await valuesOf(power!)).toBe(0);
    expect(await valuesOf(colour!)).toBeGreaterThan(0);

    await request(`mutation { createGroup(name: "Garden tools") { id } }`, {}, 1);
    const named = async (lang: 0 | 1) => (await request(`{ groups(withName: true) { name } }`, {}, lang)).data.groups.map((row: { name: string }) => row.name);
    expect(await named(0)).not.toContain('Garden tools');
    expect(await named(1)).toContain('Garden tools');
  });

  test('a product’s video link gives its id in every YouTube form; a product shows in the listing, updates per language and is deleted', async () => {
    const base = { code: 'TSL-MW20', name: 'Mikrotalasna rerna Tesla MW20', slug: 'mikrotalasna-rerna-tesla-mw20', price: 8999 };
    expect((await request(PRODUCT, { ...base, name: '' })).errors?.[0]?.extensions).toMatchObject({ field: 'name' });
    const made = await request(PRODUCT, { ...base, discount_price: 7999, youtube: 'https://www.youtube.com/watch?v=Ab3dE6gH9jK',
      category_ids: [await idOf('categories', 'Mali kućni aparati')], brand_id: await idOf('brands', 'Tesla') });
    const product = made.data.upsertProduct;
    expect(product).toMatchObject({ youtube_id: 'Ab3dE6gH9jK', state: 'ACTIVE', action: true, names: ['Mikrotalasna rerna Tesla MW20', ''] });
    for (const youtube of ['https://youtu.be/Ab3dE6gH9jK?t=10', 'https://www.youtube.com/embed/Ab3dE6gH9jK', 'https://youtube.com/shorts/Ab3dE6gH9jK', 'https://m.youtube.com/watch?feature=share&v=Ab3dE6gH9jK']) {
      expect((await request(PRODUCT, { ...base, id: product.id, discount_price: 7999, youtube })).data.upsertProduct.youtube_id, youtube).toBe('Ab3dE6gH9jK');
    }
    const found = await request(`{ products(category_path: ["mali-kucni-aparati"], search: "mikrotalasna") { data { id } } }`, {}, 0, false);
    expect(found.data.products.data).toEqual([{ id: product.id }]);

    await request(PRODUCT, { ...base, id: product.id, name: 'Tesla MW20 microwave oven', slug: 'tesla-mw20-microwave-oven', price: 9499, discount_price: null }, 1);
    const english = (await request(`query ($id: ID!) { product(id: $id) { name price discount_price action names } }`, { id: product.id }, 1)).data.product;
    expect(english).toMatchObject({ name: 'Tesla MW20 microwave oven', discount_price: null, action: false, names: ['Mikrotalasna rerna Tesla MW20', 'Tesla MW20 microwave oven'] });
    const rate = (await request(`{ orderSettings { exchange_rate_eur } }`)).data.orderSettings.exchange_rate_eur as number;
    expect(english.price).toBeCloseTo(9499 / rate, 2);
    await request(`mutation ($id: ID!) { deleteProduct(id: $id) { success } }`, { id: product.id });
    expect((await request(`query ($id: ID!) { product(id: $id) { id } }`, { id: product.id })).data.product).toBeNull();
  });

  test('a wishlist add is counted on its product, its brand and its campaign', async () => {
    const id = String((await sql<{ id: number }>`select id from products where code = 'SM-A556B-128'`.execute(running().server.db)).rows[0]!.id);
    const COUNTERS = `query ($id: ID!) { product(id: $id) { wishlist_added brand { wishlist_added } group { campaigns { code wishlist_added } } } }`;
    const campaign = (data: { group: { campaigns: { code: string; wishlist_added: number }[] } }) => data.group.campaigns.find((entry) => entry.code === 'black-friday-2026')!.wishlist_added;
    const before = (await request(COUNTERS, { id })).data.product;
    const added = await request(`mutation ($id: ID!) { createWishlistAdded(product_id: $id, client: "r4Tzbcdefgh", session: "a1b2c3", campaign: "black-friday-2026") { product_id client } }`, { id }, 0, false);
    expect(added.data.createWishlistAdded).toEqual({ product_id: id, client: 'r4Tzbcdefgh' });
    const after = (await request(COUNTERS, { id })).data.product;
    expect([after.wishlist_added, after.brand.wishlist_added, campaign(after)]).toEqual([before.wishlist_added + 1, before.brand.wishlist_added + 1, campaign(before) + 1]);
  });
}
