/**
 * The catalogue's mock behaves like the real server will: listings honour their arguments, visitors
 * never see hidden products, spec §5 rules refuse bad input with a translated message and change
 * nothing, and every write shows in the next read.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { isProductVisible } from '../../src/shared/rules/product-state';
import { youtubeIdOf } from '../../src/server/lib/youtube';
import { createMockDb, type MockDb } from '../../mock-server/db';
import { messages } from '../../src/server/errors';
import { createMockClient, type As, type MockClient } from './support/mock-client';

let db: MockDb;
let ok: MockClient['ok'];
let refused: MockClient['refused'];

beforeEach(() => {
  ({ db, ok, refused } = createMockClient({ admin: true }));
});

const LISTING = `query ($category_path: [String!], $brands: [ID!], $filters: [FilterSelectionInput!], $search: String,
  $special: SpecialListing, $campaign: String, $group_id: ID, $ids: [ID!], $sort: ProductSort, $page: Int, $first: Int) {
  products(category_path: $category_path, brands: $brands, filters: $filters, search: $search, special: $special,
    campaign: $campaign, group_id: $group_id, ids: $ids, sort: $sort, page: $page, first: $first) {
    data { id name code price discount_price process_price discount_percent currency action new popular sold_out max_quantity
      brand { id name } category { id } group { id } }
    paginatorInfo { currentPage lastPage count total }
    category { id name }
    breadcrumbs { id slug }
    filters { filter { id name } values { value count selected } }
    brands { brand { id name } count selected }
  }
}`;

const listing = async (variables: Record<string, unknown>, options: As = {}) =>
  (await ok(LISTING, variables, options)).products;

const codeOf = (code: string) => db.products.find((product) => product.code === code)!;
const groupNamed = (name: string) => db.groups.find((group) => group.names[0] === name)!;
const filterNamed = (groupName: string, filterName: string) =>
  db.filters.find((filter) => filter.group_id === groupNamed(groupName).id && filter.names[0] === filterName)!;
const brandNamed = (name: string) => db.brands.find((brand) => brand.names[0] === name)!;
const categoryNamed = (name: string) => db.categories.find((category) => category.names[0] === name)!;

describe('the seeded catalogue', () => {
  test('is a three-level tree of bilingual categories with realistic products', () => {
    const depth = (id: number | null): number => (id == null ? 0 : 1 + depth(db.categories.find((c) => c.id === id)!.parent_id));
    expect(Math.max(...db.categories.map((category) => depth(category.id)))).toBe(3);
    expect(db.categories.filter((category) => category.parent_id === null)).toHaveLength(6);
    expect(db.products.length).toBeGreaterThanOrEqual(120);
    expect(db.brands.length).toBeGreaterThanOrEqual(12);
    for (const product of db.products) {
      expect(product.names[0]).not.toBe('');
      expect(product.names[1]).not.toBe('');
      expect(product.price).toBeGreaterThan(0);
      if (product.discount_price != null) expect(product.discount_price).toBeLessThan(product.price);
      expect(product.gallery_ids.length).toBeGreaterThanOrEqual(2);
      expect('action' in product).toBe(false);
    }
    expect(db.products.some((product) => !isProductVisible(product))).toBe(true);
    expect(db.products.some((product) => product.stock === 0)).toBe(true);
  });

  test('is the same on every start', () => {
    const again = createMockDb();
    expect(again.products).toEqual(db.products);
    expect(again.categories).toEqual(db.categories);
  });
});

describe('the storefront listing', () => {
  test('a category path in the request language includes its subcategories, with breadcrumbs', async () => {
    const sr = await listing({ category_path: ['telefoni-i-tableti', 'mobilni-telefoni'], first: 100 });
    const en = await listing({ category_path: ['phones-and-tablets', 'mobile-phones'], first: 100 }, { lang: 1 });
    expect(sr.category.name).toBe('Mobilni telefoni');
    expect(en.category.name).toBe('Mobile phones');
    expect(en.breadcrumbs.map((category: any) => category.slug)).toEqual(['phones-and-tablets', 'mobile-phones']);
    const android = categoryNamed('Android telefoni').id;
    const iphone = categoryNamed('iPhone telefoni').id;
    const categories = new Set(sr.data.map((product: any) => Number(product.category.id)));
    expect([...categories].sort()).toEqual([android, iphone].sort());
    expect(sr.paginatorInfo.total).toBe(en.paginatorInfo.total);
    // A Serbian slug is not an English path.
    const wrong = await listing({ category_path: ['telefoni-i-tableti'] }, { lang: 1 });
    expect(wrong).toMatchObject({ category: null, breadcrumbs: [], data: [] });
  });

  test("a link with only a category's own slug finds it, with its full path as breadcrumbs", async () => {
    const android = await listing({ category_path: ['android-telefoni'], first: 100 });
    expect(android.category.name).toBe('Android telefoni');
    expect(android.breadcrumbs.map((category: any) => category.slug)).toEqual(['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni']);
    expect(android.data.length).toBeGreaterThan(0);
    const wrongParent = await listing({ category_path: ['nepostojeca', 'nista'] });
    expect(wrongParent).toMatchObject({ category: null, breadcrumbs: [] });
  });

  test('pages through the listing with page and first', async () => {
    const first = await listing({ page: 1, first: 5 });
    const second = await listing({ page: 2, first: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.paginatorInfo).toMatchObject({ currentPage: 1, count: 5, lastPage: Math.ceil(first.paginatorInfo.total / 5) });
    expect(second.paginatorInfo.currentPage).toBe(2);
    const ids = [...first.data, ...second.data].map((product: any) => product.id);
    expect(new Set(ids).size).toBe(10);
  });

  test('visitors never see inactive products or products outside their window', async () => {
    const all = await listing({ first: 200 });
    const hidden = db.products.filter((product) => !isProductVisible(product));
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    const shown = new Set(all.data.map((product: any) => Number(product.id)));
    for (const product of hidden) expect(shown.has(product.id)).toBe(false);
    expect(all.paginatorInfo.total).toBe(db.products.length - hidden.length);

    const query = 'query ($id: ID!) { product(id: $id) { id state } }';
    const inactive = hidden.find((product) => !product.active)!;
    expect((await ok(query, { id: String(inactive.id) })).product).toBeNull();
    expect((await ok(query, { id: String(inactive.id) }, { admin: true })).product).toEqual({ id: String(inactive.id), state: 'DEACTIVATED' });
    const expired = codeOf('VVX-BS210');
    expect((await ok(query, { id: String(expired.id) }, { admin: true })).product.state).toBe('EXPIRED');
    const future = codeOf('LEN-83DE00');
    expect((await ok(query, { id: String(future.id) }, { admin: true })).product.state).toBe('NOT_STARTED');

    const admin = await ok('{ productsWithPagination(first: 200) { paginatorInfo { total } } }', {}, { admin: true });
    expect(admin.productsWithPagination.paginatorInfo.total).toBe(db.products.length);
  });

  test('search ignores case and diacritics, in the request language, and matches codes', async () => {
    const sr = await listing({ search: 'frizider', first: 50 });
    expect(sr.data.length).toBeGreaterThan(3);
    for (const product of sr.data) expect(product.name.toLowerCase()).toMatch(/frižider/);
    const en = await listing({ search: 'fridge freezer', first: 50 }, { lang: 1 });
    expect(en.data.length).toBeGreaterThan(3);
    const byCode = await listing({ search: 'sm-a556b-128' });
    expect(byCode.data[0].code).toBe('SM-A556B-128');
  });

  test('sorts by name and by price', async () => {
    const byPrice = await listing({ category_path: ['bela-tehnika'], sort: 'PRICE_DESC', first: 100 });
    const prices = byPrice.data.map((product: any) => product.process_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byName = await listing({ category_path: ['tv-audio-and-video'], sort: 'NAME', first: 100 }, { lang: 1 });
    expect(byName.data.length).toBeGreaterThan(10);
    const names = byName.data.map((product: any) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  });

  test('sorting by views or wishlist adds is for administrators only', async () => {
    const error = await refused(LISTING, { sort: 'VIEWS' }, { lang: 1 });
    expect(error.message).toBe(messages.forbiddenSort[1]);
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await refused(LISTING, { sort: 'WISHLIST' })).message).toBe(messages.forbiddenSort[0]);
    const admin = await listing({ sort: 'VIEWS', first: 3 }, { admin: true });
    expect(admin.data).toHaveLength(3);
  });

  test('special listings: action, new, popular and a campaign’s group', async () => {
    const action = await listing({ special: 'ACTION', first: 200 });
    expect(action.data.length).toBeGreaterThan(10);
    for (const product of action.data) {
      expect(product.action).toBe(true);
      expect(product.discount_price).toBeLessThan(product.price);
      expect(product.discount_percent).toBe(Math.round(((product.price - product.process_price) / product.price) * 100));
    }
    for (const product of (await listing({ special: 'NEW', first: 200 })).data) expect(product.new).toBe(true);
    for (const product of (await listing({ special: 'POPULAR', first: 200 })).data) expect(product.popular).toBe(true);
    const campaign = await listing({ special: 'CAMPAIGN', campaign: 'zimska-akcija', first: 200 });
    expect(campaign.data.length).toBeGreaterThan(10);
    const appliances = String(groupNamed('Bela tehnika').id);
    for (const product of campaign.data) expect(product.group.id).toBe(appliances);
    expect((await listing({ special: 'CAMPAIGN', campaign: 'nepostojeca-kampanja' })).data).toEqual([]);
  });

  test('ids come back in the order given, unknown and non-numeric ones left out', async () => {
    const ids = [codeOf('NK-CW2288-111').id, codeOf('SM-A556B-128').id, codeOf('XM-ES4L').id].map(String);
    const result = await listing({ ids: [...ids, 'abc', '99999', String(codeOf('APL-IP14-128').id)] });
    expect(result.data.map((product: any) => product.id)).toEqual(ids);
  });

  test('filters match any value within a filter and all filters together; counts are faceted', async () => {
    const colour = filterNamed('Telefoni i tableti', 'Boja');
    const storage = filterNamed('Telefoni i tableti', 'Interna memorija');
    const samsung = brandNamed('Samsung');
    const path = ['telefoni-i-tableti', 'mobilni-telefoni'];
    const everything = await listing({ category_path: path, first: 100 });
    const black = await listing({
      category_path: path,
      filters: [{ filter_id: String(colour.id), values: ['Crna', 'Plava'] }],
      first: 100,
    });
    expect(black.data.length).toBeGreaterThan(0);
    expect(black.data.length).toBeLessThan(everything.data.length);
    const colourFacet = black.filters.find((entry: any) => entry.filter.id === String(colour.id));
    // The colour's own counts ignore the colour selection: every colour of the category stays offered.
    const allColours = everything.filters.find((entry: any) => entry.filter.id === String(colour.id));
    expect(colourFacet.values).toEqual(allColours.values.map((value: any) => ({ ...value, selected: ['Crna', 'Plava'].includes(value.value) })));
    const selectedCount = colourFacet.values.filter((value: any) => value.selected).reduce((sum: number, value: any) => sum + value.count, 0);
    expect(selectedCount).toBe(black.paginatorInfo.total);

    const both = await listing({
      category_path: path,
      brands: [String(samsung.id)],
      filters: [
        { filter_id: String(colour.id), values: ['Crna', 'Plava'] },
        { filter_id: String(storage.id), values: ['128 GB'] },
      ],
      first: 100,
    });
    for (const product of both.data) {
      expect(product.brand.name).toBe('Samsung');
      const record = db.products.find((candidate) => String(candidate.id) === product.id)!;
      const value = (filterId: number) => record.specifications.find((spec) => spec.filter_id === filterId)?.values[0];
      expect(['Crna', 'Plava']).toContain(value(colour.id));
      expect(value(storage.id)).toBe('128 GB');
    }
    // Brands are counted with the filters applied but not the brand selection.
    const brandFacet = both.brands.find((entry: any) => entry.brand.name === 'Samsung');
    expect(brandFacet).toMatchObject({ selected: true, count: both.paginatorInfo.total });
    expect(both.brands.some((entry: any) => entry.brand.name === 'Xiaomi' && !entry.selected && entry.count > 0)).toBe(true);
  });

  test('prices are in euros for English, with the order maximum capped by stock', async () => {
    const product = codeOf('SM-S928B-512');
    const query = 'query ($id: ID!) { product(id: $id) { price process_price currency max_quantity sold_out } }';
    expect((await ok(query, { id: String(product.id) })).product).toEqual({
      price: 174999,
      process_price: 174999,
      currency: 'RSD',
      max_quantity: 4,
      sold_out: false,
    });
    const en = (await ok(query, { id: String(product.id) }, { lang: 1 })).product;
    expect(en.currency).toBe('EUR');
    expect(en.price).toBeCloseTo(174999 / db.exchangeRateEur, 2);
    const soldOut = (await ok(query, { id: String(codeOf('XM-R13C-128').id) })).product;
    expect(soldOut).toMatchObject({ sold_out: true, max_quantity: 0 });
  });
});

describe('category lists', () => {
  test('a brand limits the categories and their counts; the tree stays whole', async () => {
    const gorenje = brandNamed('Gorenje');
    const { categories } = await ok('query ($brand: ID) { categories(brand: $brand) { id name parent_id products_count } }', {
      brand: String(gorenje.id),
    });
    const names = categories.map((category: any) => category.name);
    expect(names).toEqual(expect.arrayContaining(['Bela tehnika', 'Frižideri', 'Kombinovani frižideri']));
    expect(names).not.toContain('Telefoni i tableti');
    const ids = new Set(categories.map((category: any) => category.id));
    for (const category of categories) if (category.parent_id) expect(ids.has(category.parent_id)).toBe(true);
    const total = categories.reduce((sum: number, category: any) => sum + category.products_count, 0);
    const gorenjeShown = db.products.filter((product) => product.brand_id === gorenje.id && isProductVisible(product)).length;
    expect(total).toBe(gorenjeShown);
  });

  test('limit and search (diacritics-insensitive)', async () => {
    const limited = await ok('{ categories(limit: 5) { id } }');
    expect(limited.categories).toHaveLength(5);
    const found = await ok('{ categories(search: "sporet") { name } }');
    expect(found.categories.map((category: any) => category.name)).toEqual(['Šporeti']);
  });

  test('admin statistics count views of subcategories within the date range', async () => {
    const query = `query ($start: Date, $end: Date) { categoriesWithPagination(first: 100, start_date: $start, end_date: $end) {
      data { id products_views wishlist_added } } }`;
    const before = await ok(query, { start: '2030-01-01', end: '2030-12-31' }, { admin: true });
    expect(before.categoriesWithPagination.data.every((category: any) => category.products_views === 0)).toBe(true);
    const product = codeOf('SM-A556B-128');
    const top = categoryNamed('Telefoni i tableti');
    const viewsOf = (data: any) => data.categoriesWithPagination.data.find((category: any) => category.id === String(top.id)).products_views;
    const today = new Date().toISOString().slice(0, 10);
    const todayBefore = viewsOf(await ok(query, { start: today, end: today }, { admin: true }));
    const allBefore = viewsOf(await ok(query, {}, { admin: true }));
    const view = `mutation ($id: ID!) { recordProductView(product_id: $id, client: "abcdXYZ", session: "q1w2e3") { success } }`;
    expect((await ok(view, { id: String(product.id) })).recordProductView.success).toBe(true);
    // The product sits two levels below the top-level category, which counts it.
    expect(viewsOf(await ok(query, { start: today, end: today }, { admin: true }))).toBe(todayBefore + 1);
    expect(viewsOf(await ok(query, {}, { admin: true }))).toBe(allBefore + 1);
  });
});

describe('category writes', () => {
  const UPSERT = `mutation ($id: ID, $name: String!, $slug: String!, $parent_id: ID, $description: String) {
    upsertCategory(id: $id, name: $name, slug: $slug, parent_id: $parent_id, description: $description) {
      id name slug parent_id position names slugs description } }`;

  test('creates in the request language and shows in the next query', async () => {
    const parent = categoryNamed('Mali kućni aparati');
    const created = (await ok(
      UPSERT,
      { name: 'Air conditioners', slug: 'Air Conditioners', parent_id: String(parent.id), description: '<p onclick="x()">Cool</p><script>alert(1)</script>' },
      { admin: true, lang: 1 },
    )).upsertCategory;
    expect(created).toMatchObject({ name: 'Air conditioners', slug: 'air-conditioners', parent_id: String(parent.id), names: ['', 'Air conditioners'] });
    expect(created.description).toBe('<p>Cool</p>');
    const { categories } = await ok('{ categories { id name } }', {}, { lang: 1 });
    expect(categories.map((category: any) => category.name)).toContain('Air conditioners');
    // Translating it in Serbian keeps the English.
    const translated = (await ok(UPSERT, { id: created.id, name: 'Klima uređaji', slug: 'klima-uredjaji' }, { admin: true })).upsertCategory;
    expect(translated.names).toEqual(['Klima uređaji', 'Air conditioners']);
    expect(translated.parent_id).toBe(String(parent.id));
  });

  test('refuses an empty name, a taken slug and a fourth level, changing nothing', async () => {
    const before = structuredClone(db.categories);
    const empty = await refused(UPSERT, { name: '  ', slug: 'nesto' }, { admin: true, lang: 1 });
    expect(empty.message).toBe('The field "Name" is required.');
    expect(empty.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });

    const sibling = categoryNamed('Frižideri');
    const taken = await refused(UPSERT, { name: 'Frižideri 2', slug: 'frizideri', parent_id: String(sibling.parent_id) }, { admin: true });
    expect(taken.message).toBe(messages.slugTaken[0]);
    expect(taken.extensions).toMatchObject({ field: 'slug', code: 'CONFLICT' });
    // The same slug under another parent is fine.
    await ok(UPSERT, { name: 'Frižideri', slug: 'frizideri', parent_id: String(categoryNamed('Sport i rekreacija').id) }, { admin: true });
    db.categories = db.categories.filter((category) => before.some((old) => old.id === category.id));

    const third = categoryNamed('Kombinovani frižideri');
    const deep = await refused(UPSERT, { name: 'Ugradni', slug: 'ugradni', parent_id: String(third.id) }, { admin: true, lang: 1 });
    expect(deep.message).toBe(messages.categoryTooDeep[1]);
    // Moving a category with subcategories under a second-level one would make four levels too.
    const moved = categoryNamed('Frižideri');
    const deeper = await refused(UPSERT, { id: String(moved.id), name: 'Frižideri', slug: 'frizideri', parent_id: String(categoryNamed('Veš mašine').id) }, { admin: true });
    expect(deeper.extensions?.field).toBe('parent_id');
    const cycle = await refused(UPSERT, { id: String(moved.id), name: 'Frižideri', slug: 'frizideri', parent_id: String(third.id) }, { admin: true });
    expect(cycle.message).toBe(messages.categoryCycle[0]);
    expect(db.categories).toEqual(before);
  });

  test('delete refuses a category with subcategories and deletes a leaf', async () => {
    const parent = categoryNamed('Frižideri');
    const error = await refused('mutation ($id: ID!) { deleteCategory(id: $id) { success } }', { id: String(parent.id) }, { admin: true, lang: 1 });
    expect(error.message).toBe(messages.categoryHasChildren[1]);
    expect(db.categories.some((category) => category.id === parent.id)).toBe(true);

    const leaf = categoryNamed('Side by side frižideri');
    const result = await ok('mutation ($id: ID!) { deleteCategory(id: $id) { success error } }', { id: String(leaf.id) }, { admin: true });
    expect(result.deleteCategory).toEqual({ success: true, error: null });
    expect((await ok('query ($id: ID!) { category(id: $id) { id } }', { id: String(leaf.id) })).category).toBeNull();
    expect(db.products.some((product) => product.category_ids.includes(leaf.id))).toBe(false);
  });

  test('sortCategories moves and renumbers, and refuses a fourth level', async () => {
    const tv = categoryNamed('TV, audio i video');
    const phones = categoryNamed('Telefoni i tableti');
    await ok('mutation ($items: [PositionInput!]!) { sortCategories(items: $items) { success } }', {
      items: [{ id: String(tv.id), position: 1, parent_id: null }],
    }, { admin: true });
    const { categories } = await ok('{ categories { id parent_id position } }');
    const top = categories.filter((category: any) => category.parent_id === null);
    expect(top[0].id).toBe(String(tv.id));
    expect(top.map((category: any) => category.position)).toEqual([1, 2, 3, 4, 5, 6]);

    const before = structuredClone(db.categories);
    const error = await refused('mutation ($items: [PositionInput!]!) { sortCategories(items: $items) { success } }', {
      items: [{ id: String(phones.id), position: 1, parent_id: String(categoryNamed('Kombinovani frižideri').id) }],
    }, { admin: true });
    expect(error.extensions?.field).toBe('items');
    expect(db.categories).toEqual(before);
  });
});

describe('groups and campaigns', () => {
  const CAMPAIGN = `mutation ($group_id: ID!, $code: String!) { createGroupCampaign(group_id: $group_id, code: $code) { id code group_id } }`;

  test('a campaign needs a group and a code, unused and well-formed (spec §5)', async () => {
    const group = groupNamed('Telefoni i tableti');
    const before = db.campaigns.length;
    const noGroup = await refused(CAMPAIGN, { group_id: '', code: 'prolece-2027' }, { admin: true, lang: 1 });
    expect(noGroup.message).toBe('The field "Group" is required.');
    expect(noGroup.extensions?.field).toBe('group_id');
    const noCode = await refused(CAMPAIGN, { group_id: String(group.id), code: ' ' }, { admin: true });
    expect(noCode.message).toBe('Polje „Kod“ je obavezno.');
    expect(noCode.extensions?.field).toBe('code');
    const taken = await refused(CAMPAIGN, { group_id: String(group.id), code: 'black-friday-2026' }, { admin: true, lang: 1 });
    expect(taken.message).toBe(messages.codeTaken[1]);
    const badCode = await refused(CAMPAIGN, { group_id: String(group.id), code: 'jesen 2027!' }, { admin: true });
    expect(badCode.message).toBe(messages.invalidCampaignCode[0]);
    expect(db.campaigns).toHaveLength(before);

    const created = (await ok(CAMPAIGN, { group_id: String(group.id), code: 'prolece-2027' }, { admin: true })).createGroupCampaign;
    expect(created).toMatchObject({ code: 'prolece-2027', group_id: String(group.id) });
    const listed = await listing({ special: 'CAMPAIGN', campaign: 'prolece-2027', first: 1 });
    expect(listed.paginatorInfo.total).toBeGreaterThan(10);
  });

  test('updateGroup replaces the filters: renamed ones keep their values, left-out ones lose them', async () => {
    const group = groupNamed('Mali kućni aparati');
    const [power, colour] = db.filters.filter((filter) => filter.group_id === group.id).sort((a, b) => a.position - b.position);
    const withPower = db.products.filter((product) => product.specifications.some((spec) => spec.filter_id === power!.id));
    expect(withPower.length).toBeGreaterThan(5);
    const result = await ok(
      `mutation ($id: ID!, $filters: [GroupFilterInput!]) { updateGroup(id: $id, filters: $filters) {
        filters { id name position names } } }`,
      { id: String(group.id), filters: [{ id: String(colour!.id), name: 'Colour' }, { name: 'Warranty' }] },
      { admin: true, lang: 1 },
    );
    expect(result.updateGroup.filters).toEqual([
      { id: String(colour!.id), name: 'Colour', position: 1, names: ['Boja', 'Colour'] },
      expect.objectContaining({ name: 'Warranty', position: 2, names: ['', 'Warranty'] }),
    ]);
    expect(db.filters.some((filter) => filter.id === power!.id)).toBe(false);
    expect(db.products.some((product) => product.specifications.some((spec) => spec.filter_id === power!.id))).toBe(false);
    expect(db.products.some((product) => product.specifications.some((spec) => spec.filter_id === colour!.id))).toBe(true);
  });

  test('groups(withName) lists only groups named in the request language', async () => {
    await ok('mutation { createGroup(name: "Garden tools") { id } }', {}, { admin: true, lang: 1 });
    const sr = await ok('{ groups(withName: true) { name } }', {}, { admin: true });
    expect(sr.groups.map((group: any) => group.name)).not.toContain('Garden tools');
    const en = await ok('{ groups(withName: true) { name } }', {}, { admin: true, lang: 1 });
    expect(en.groups.map((group: any) => group.name)).toContain('Garden tools');
  });
});

describe('product writes', () => {
  const UPSERT = `mutation ($id: ID, $code: String!, $name: String!, $slug: String!, $price: Float!, $discount_price: Float,
    $stock: Int!, $youtube: String, $category_ids: [ID!], $brand_id: ID) {
    upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, discount_price: $discount_price, stock: $stock,
      youtube: $youtube, category_ids: $category_ids, brand_id: $brand_id) {
      id code name youtube youtube_id price discount_price action state names } }`;
  const base = { code: 'TSL-MW20', name: 'Mikrotalasna rerna Tesla MW20', slug: 'mikrotalasna-rerna-tesla-mw20', price: 8999, stock: 12 };

  test('a YouTube link must yield an 11-character id (spec §5)', async () => {
    const before = db.products.length;
    for (const youtube of ['https://www.youtube.com/watch?v=short', 'https://vimeo.com/123456789', 'not a link']) {
      const error = await refused(UPSERT, { ...base, youtube }, { admin: true, lang: 1 });
      expect(error.message).toBe(messages.invalidVideo[1]);
      expect(error.extensions?.field).toBe('youtube');
    }
    expect(db.products).toHaveLength(before);
    expect(youtubeIdOf('https://youtu.be/Ab3dE6gH9jK?t=10')).toBe('Ab3dE6gH9jK');
    expect(youtubeIdOf('https://www.youtube.com/embed/Ab3dE6gH9jK')).toBe('Ab3dE6gH9jK');
    expect(youtubeIdOf('https://youtube.com/shorts/Ab3dE6gH9jK')).toBe('Ab3dE6gH9jK');
    expect(youtubeIdOf('https://m.youtube.com/watch?feature=share&v=Ab3dE6gH9jK')).toBe('Ab3dE6gH9jK');
    const created = (await ok(UPSERT, { ...base, youtube: 'https://www.youtube.com/watch?v=Ab3dE6gH9jK' }, { admin: true })).upsertProduct;
    expect(created).toMatchObject({ youtube_id: 'Ab3dE6gH9jK', state: 'ACTIVE', names: ['Mikrotalasna rerna Tesla MW20', ''] });
  });

  test('refuses a taken code, a discount not below the price and a negative stock, changing nothing', async () => {
    const before = structuredClone(db.products);
    const taken = await refused(UPSERT, { ...base, code: 'SM-A556B-128' }, { admin: true });
    expect(taken.message).toBe(messages.codeTaken[0]);
    expect(taken.extensions).toMatchObject({ field: 'code', code: 'CONFLICT' });
    const discount = await refused(UPSERT, { ...base, discount_price: 8999 }, { admin: true, lang: 1 });
    expect(discount.message).toBe(messages.discountNotBelowPrice[1]);
    const stock = await refused(UPSERT, { ...base, stock: -1 }, { admin: true });
    expect(stock.extensions?.field).toBe('stock');
    const noName = await refused(UPSERT, { ...base, name: '' }, { admin: true });
    expect(noName.extensions?.field).toBe('name');
    expect(db.products).toEqual(before);
  });

  test('a created product shows in the listing; an update shows in the next query; delete removes it', async () => {
    const category = categoryNamed('Mali kućni aparati');
    const created = (await ok(
      UPSERT,
      { ...base, discount_price: 7999, category_ids: [String(category.id)], brand_id: String(brandNamed('Tesla').id) },
      { admin: true },
    )).upsertProduct;
    expect(created.action).toBe(true);
    const found = await listing({ category_path: ['mali-kucni-aparati'], search: 'mikrotalasna' });
    expect(found.data.map((product: any) => product.id)).toEqual([created.id]);

    await ok(UPSERT, { ...base, id: created.id, name: 'Tesla MW20 microwave oven', slug: 'tesla-mw20-microwave-oven', price: 9499, discount_price: null }, { admin: true, lang: 1 });
    const { product } = await ok('query ($id: ID!) { product(id: $id) { name price discount_price action names } }', { id: created.id }, { lang: 1, admin: true });
    expect(product).toMatchObject({
      name: 'Tesla MW20 microwave oven',
      discount_price: null,
      action: false,
      names: ['Mikrotalasna rerna Tesla MW20', 'Tesla MW20 microwave oven'],
    });
    expect(product.price).toBeCloseTo(9499 / db.exchangeRateEur, 2);

    await ok('mutation ($id: ID!) { deleteProduct(id: $id) { success } }', { id: created.id }, { admin: true });
    expect((await ok('query ($id: ID!) { product(id: $id) { id } }', { id: created.id }, { admin: true })).product).toBeNull();
  });
});

describe('storefront counters', () => {
  const WISHLIST = `mutation ($product_id: ID!) { createWishlistAdded(product_id: $product_id, client: "r4Tzbcdefgh", session: "a1b2c3", campaign: "black-friday-2026") {
    id product_id client created_at } }`;

  test('a non-numeric product id is ignored: null, nothing counted (spec §5)', async () => {
    const before = db.wishlistAdded.length;
    expect((await ok(WISHLIST, { product_id: 'undefined' })).createWishlistAdded).toBeNull();
    expect((await ok(WISHLIST, { product_id: '12abc' })).createWishlistAdded).toBeNull();
    expect(db.wishlistAdded).toHaveLength(before);
  });

  test('a wishlist add is returned and counted on the product, its brand and its campaign', async () => {
    const product = codeOf('SM-A556B-128');
    const counters = `query ($id: ID!) { product(id: $id) { wishlist_added brand { wishlist_added } group { campaigns { code wishlist_added } } } }`;
    const before = (await ok(counters, { id: String(product.id) }, { admin: true })).product;
    const added = (await ok(WISHLIST, { product_id: String(product.id) })).createWishlistAdded;
    expect(added).toMatchObject({ product_id: String(product.id), client: 'r4Tzbcdefgh' });
    const after = (await ok(counters, { id: String(product.id) }, { admin: true })).product;
    expect(after.wishlist_added).toBe(before.wishlist_added + 1);
    expect(after.brand.wishlist_added).toBe(before.brand.wishlist_added + 1);
    const campaign = (data: any) => data.group.campaigns.find((entry: any) => entry.code === 'black-friday-2026').wishlist_added;
    expect(campaign(after)).toBe(campaign(before) + 1);
  });

  test('counters are for administrators only', async () => {
    const error = await refused('query ($id: ID!) { product(id: $id) { products_views } }', { id: '1' }, { lang: 1 });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
