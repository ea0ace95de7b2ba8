/**
 * Storefront listing and category-list rules that only the retired hand-written mock's tests
 * asserted (the removed tests/contract/catalog-mock.test.ts), on the catalogue test file's server.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Running } from './types';

const LISTING = `query ($category_path: [String!], $brands: [ID!], $filters: [FilterSelectionInput!], $search: String, $special: SpecialListing,
  $campaign: String, $sort: ProductSort, $page: Int, $first: Int) {
  products(category_path: $category_path, brands: $brands, filters: $filters, search: $search, special: $special, campaign: $campaign, sort: $sort, page: $page, first: $first) {
    data { id name code price discount_price process_price discount_percent action new popular brand { name } category { id } group { id }
      specifications { filter { id } value } }
    paginatorInfo { currentPage lastPage count total } category { id name } breadcrumbs { slug }
    filters { filter { id } values { value count selected } } brands { brand { name } count selected } } }`;
type Product = { id: string; name: string; code: string; price: number; process_price: number; discount_price: number | null; discount_percent: number; action: boolean; new: boolean; popular: boolean;
  brand: { name: string } | null; category: { id: string } | null; group: { id: string } | null; specifications: { filter: { id: string }; value: string }[] };
type Facet = { filter: { id: string }; values: { value: string; count: number; selected: boolean }[] };

export function defineCatalogListingRules(running: Running): void {
  const request = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0, admin = false) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { lang, adminToken: admin ? adminToken : null });
  };
  const listing = async (variables: Record<string, unknown>, lang: 0 | 1 = 0) => {
    const answer = await request(LISTING, variables, lang);
    expect(answer.errors).toBeUndefined();
    return answer.data.products as { data: Product[]; paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number }; category: { id: string; name: string } | null;
      breadcrumbs: { slug: string }[]; filters: Facet[]; brands: { brand: { name: string }; count: number; selected: boolean }[] };
  };
  const categoryId = async (name: string) => String((await sql<{ id: number }>`select id from categories where names[1] = ${name}`.execute(running().server.db)).rows[0]!.id);

  test('the demo catalogue: a three-level tree of six, over 120 bilingual products with galleries, a dozen brands, hidden and sold-out ones', async () => {
    const { rows } = await sql<{ n: number; top: number; unnamed: number; unpriced: number; bad_discount: number; thin_gallery: number; hidden: number; sold_out: number; brands: number }>`
      select (select count(*) from products) as n, (select count(*) from categories where parent_id is null) as top,
        (select count(*) from products where names[1] = '' or names[2] = '') as unnamed, (select count(*) from products where price <= 0) as unpriced,
        (select count(*) from products where discount_price >= price) as bad_discount,
        (select count(*) from products p where active and (select count(*) from product_gallery g where g.product_id = p.id) < 2) as thin_gallery,
        (select count(*) from products where not active or active_from > now() or active_to < now()) as hidden,
        (select count(*) from products where stock = 0) as sold_out, (select count(*) from brands) as brands`.execute(running().server.db);
    const counts = Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
    expect(counts).toMatchObject({ top: 6, unnamed: 0, unpriced: 0, bad_discount: 0, thin_gallery: 0 });
    expect(counts.n).toBeGreaterThanOrEqual(120);
    expect(counts.brands).toBeGreaterThanOrEqual(12);
    expect(counts.hidden).toBeGreaterThan(0);
    expect(counts.sold_out).toBeGreaterThan(0);
    const depth = await sql<{ depth: number }>`with recursive tree (id, depth) as (select id, 1 from categories where parent_id is null
      union all select c.id, tree.depth + 1 from categories c join tree on c.parent_id = tree.id) select max(depth) as depth from tree`.execute(running().server.db);
    expect(Number(depth.rows[0]!.depth)).toBe(3);
  });

  test('a category path in the request’s language lists its subcategories’ products with breadcrumbs; its own slug alone finds it', async () => {
    const sr = await listing({ category_path: ['telefoni-i-tableti', 'mobilni-telefoni'], first: 100 });
    const en = await listing({ category_path: ['phones-and-tablets', 'mobile-phones'], first: 100 }, 1);
    expect([sr.category?.name, en.category?.name]).toEqual(['Mobilni telefoni', 'Mobile phones']);
    expect(en.breadcrumbs.map((category) => category.slug)).toEqual(['phones-and-tablets', 'mobile-phones']);
    expect(new Set(sr.data.map((product) => product.category?.id))).toEqual(new Set([await categoryId('Android telefoni'), await categoryId('iPhone telefoni')]));
    expect(sr.paginatorInfo.total).toBe(en.paginatorInfo.total);
    // A Serbian slug is not an English path.
    expect(await listing({ category_path: ['telefoni-i-tableti'] }, 1)).toMatchObject({ category: null, breadcrumbs: [], data: [] });
    const own = await listing({ category_path: ['android-telefoni'], first: 100 });
    expect(own.breadcrumbs.map((category) => category.slug)).toEqual(['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni']);
    expect(own.data.length).toBeGreaterThan(0);
    expect(await listing({ category_path: ['nepostojeca', 'nista'] })).toMatchObject({ category: null, breadcrumbs: [] });
  });

  test('pages with page and first; visitors never see a product switched off or outside its window, administrators see its state', async () => {
    const [first, second] = [await listing({ page: 1, first: 5 }), await listing({ page: 2, first: 5 })];
    expect(first.paginatorInfo).toMatchObject({ currentPage: 1, count: 5, lastPage: Math.ceil(first.paginatorInfo.total / 5) });
    expect(second.paginatorInfo.currentPage).toBe(2);
    expect(new Set([...first.data, ...second.data].map((product) => product.id)).size).toBe(10);

    const all = (await request(`{ productsWithPagination(first: 500) { data { id code state } paginatorInfo { total } } }`, {}, 0, true)).data.productsWithPagination;
    const hidden = all.data.filter((product: { state: string }) => ['DEACTIVATED', 'NOT_STARTED', 'EXPIRED'].includes(product.state));
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    const shown = await listing({ first: 500 });
    expect(shown.paginatorInfo.total).toBe(all.paginatorInfo.total - hidden.length);
    const listed = new Set(shown.data.map((product) => product.id));
    for (const product of hidden) expect(listed.has(product.id), product.code).toBe(false);
    const state = (code: string) => all.data.find((product: { code: string }) => product.code === code)?.state;
    expect([state('VVX-BS210'), state('LEN-83DE00')]).toEqual(['EXPIRED', 'NOT_STARTED']);
    const off = hidden.find((product: { state: string }) => product.state === 'DEACTIVATED');
    expect((await request(`query ($id: ID!) { product(id: $id) { id } }`, { id: off.id })).data.product).toBeNull();
    expect((await request(`query ($id: ID!) { product(id: $id) { state } }`, { id: off.id }, 0, true)).data.product).toEqual({ state: 'DEACTIVATED' });
  });

  test('search reads the request’s language and codes; sorting by price and by name; the special listings', async () => {
    expect((await listing({ search: 'fridge freezer', first: 50 }, 1)).data.length).toBeGreaterThan(3);
    expect((await listing({ search: 'sm-a556b-128' })).data[0]?.code).toBe('SM-A556B-128');
    const prices = (await listing({ category_path: ['bela-tehnika'], sort: 'PRICE_DESC', first: 100 })).data.map((product) => product.process_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const names = (await listing({ category_path: ['tv-audio-and-video'], sort: 'NAME', first: 100 }, 1)).data.map((product) => product.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));

    const action = (await listing({ special: 'ACTION', first: 200 })).data;
    expect(action.length).toBeGreaterThan(10);
    for (const product of action) {
      expect(product.action).toBe(true);
      expect(product.discount_price).toBeLessThan(product.price);
      expect(product.discount_percent).toBe(Math.round(((product.price - product.process_price) / product.price) * 100));
    }
    for (const product of (await listing({ special: 'NEW', first: 200 })).data) expect(product.new).toBe(true);
    for (const product of (await listing({ special: 'POPULAR', first: 200 })).data) expect(product.popular).toBe(true);
    const campaign = (await listing({ special: 'CAMPAIGN', campaign: 'zimska-akcija', first: 200 })).data;
    expect(campaign.length).toBeGreaterThan(10);
    const appliances = (await sql<{ id: number }>`select id from groups where names[1] = 'Bela tehnika'`.execute(running().server.db)).rows[0]!.id;
    for (const product of campaign) expect(product.group?.id).toBe(String(appliances));
  });

  test('filters match any value of a filter and every filter together; each facet counts without its own selection', async () => {
    const { rows } = await sql<{ id: number; name: string }>`select f.id, f.names[1] as name from filters f join groups g on g.id = f.group_id
      where g.names[1] = 'Telefoni i tableti' and f.names[1] in ('Boja', 'Interna memorija')`.execute(running().server.db);
    const colour = String(rows.find((row) => row.name === 'Boja')!.id);
    const storage = String(rows.find((row) => row.name === 'Interna memorija')!.id);
    const path = ['telefoni-i-tableti', 'mobilni-telefoni'];
    const everything = await listing({ category_path: path, first: 100 });
    const picked = ['Crna', 'Plava'];
    const coloured = await listing({ category_path: path, filters: [{ filter_id: colour, values: picked }], first: 100 });
    expect(coloured.data.length).toBeGreaterThan(0);
    expect(coloured.data.length).toBeLessThan(everything.data.length);
    const facet = (list: Facet[]) => list.find((entry) => entry.filter.id === colour)!.values;
    expect(facet(coloured.filters)).toEqual(facet(everything.filters).map((value) => ({ ...value, selected: picked.includes(value.value) })));
    expect(facet(coloured.filters).filter((value) => value.selected).reduce((total, value) => total + value.count, 0)).toBe(coloured.paginatorInfo.total);

    const samsung = String((await sql<{ id: number }>`select id from brands where names[1] = 'Samsung'`.execute(running().server.db)).rows[0]!.id);
    const both = await listing({ category_path: path, brands: [samsung], filters: [{ filter_id: colour, values: picked }, { filter_id: storage, values: ['128 GB'] }], first: 100 });
    expect(both.data.length).toBeGreaterThan(0);
    for (const product of both.data) {
      const value = (filter: string) => product.specifications.find((spec) => spec.filter.id === filter)?.value;
      expect([product.brand?.name, picked.includes(value(colour)!), value(storage)]).toEqual(['Samsung', true, '128 GB']);
    }
    // Brands are counted with the filters applied but not the brand selection.
    expect(both.brands.find((entry) => entry.brand.name === 'Samsung')).toMatchObject({ selected: true, count: both.paginatorInfo.total });
    expect(both.brands.some((entry) => entry.brand.name === 'Xiaomi' && !entry.selected && entry.count > 0)).toBe(true);
  });

  test('prices are in euros for English; the order maximum is capped by the stock', async () => {
    const PRICE = `query ($id: ID!) { product(id: $id) { price process_price currency max_quantity sold_out } }`;
    const { rows } = await sql<{ id: number; stock: number }>`select id, stock from products where code = 'SM-S928B-512'`.execute(running().server.db);
    const id = String(rows[0]!.id);
    expect((await request(PRICE, { id })).data.product).toEqual({ price: 174999, process_price: 174999, currency: 'RSD', max_quantity: Math.min(10, rows[0]!.stock), sold_out: false });
    const rate = (await request(`{ orderSettings { exchange_rate_eur } }`)).data.orderSettings.exchange_rate_eur as number;
    const en = (await request(PRICE, { id }, 1)).data.product;
    expect(en.currency).toBe('EUR');
    expect(en.price).toBeCloseTo(174999 / rate, 2);
  });

  test('a brand limits the category tree and its counts; limit and search (without diacritics) narrow the list', async () => {
    const gorenje = String((await sql<{ id: number }>`select id from brands where names[1] = 'Gorenje'`.execute(running().server.db)).rows[0]!.id);
    const { categories } = (await request(`query ($brand: ID) { categories(brand: $brand) { id name parent_id products_count } }`, { brand: gorenje })).data;
    const names = categories.map((category: { name: string }) => category.name);
    expect(names).toEqual(expect.arrayContaining(['Bela tehnika', 'Frižideri', 'Kombinovani frižideri']));
    expect(names).not.toContain('Telefoni i tableti');
    const ids = new Set(categories.map((category: { id: string }) => category.id));
    for (const category of categories) if (category.parent_id) expect(ids.has(category.parent_id)).toBe(true);
    const counted = categories.reduce((total: number, category: { products_count: number }) => total + category.products_count, 0);
    expect(counted).toBe((await listing({ brands: [gorenje], first: 1 })).paginatorInfo.total);
    expect((await request(`{ categories(limit: 5) { id } }`)).data.categories).toHaveLength(5);
    expect((await request(`{ categories(search: "sporet") { name } }`)).data.categories).toEqual([{ name: 'Šporeti' }]);
  });

  test('a counted product view shows in its top category’s admin statistics, today and in all time', async () => {
    const QUERY = `query ($start: Date, $end: Date) { categoriesWithPagination(first: 100, start_date: $start, end_date: $end) { data { id products_views } } }`;
    const top = await categoryId('Telefoni i tableti');
    const views = async (range: Record<string, string> = {}) =>
      (await request(QUERY, range, 0, true)).data.categoriesWithPagination.data.find((category: { id: string }) => category.id === top).products_views as number;
    const future = (await request(QUERY, { start: '2030-01-01', end: '2030-12-31' }, 0, true)).data.categoriesWithPagination.data;
    expect(future.every((category: { products_views: number }) => category.products_views === 0)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    const [todayBefore, allBefore] = [await views({ start: today, end: today }), await views()];
    const product = (await sql<{ id: number }>`select id from products where code = 'SM-A556B-128'`.execute(running().server.db)).rows[0]!.id;
    const recorded = await request(`mutation ($id: ID!) { recordProductView(product_id: $id, client: "abcdXYZ", session: "q1w2e3") { success } }`, { id: String(product) });
    expect(recorded.data.recordProductView.success).toBe(true);
    // The product sits two levels below the top-level category, which counts it.
    expect([await views({ start: today, end: today }), await views()]).toEqual([todayBefore + 1, allBefore + 1]);
  });
}
