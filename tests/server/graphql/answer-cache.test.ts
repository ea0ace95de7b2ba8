/**
 * The answer cache (src/server/graphql/answers/answer-cache.ts): an anonymous visitor's public queries are
 * answered from memory (or Redis) until what they show changes; persisted documents come by GET
 * with an ETag and Cache-Control, and 304 for a known ETag; every kind of write shows in the next
 * answer, on PGlite and PostgreSQL, and across two instances sharing Redis.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GetBannersDocument,
  GetBrandsDocument,
  GetOrderDocument,
  GetPageDocument,
  GetProductDocument,
  GetProductsDocument,
  GetShopCategoriesDocument,
  GetWishlistProductsDocument,
  SearchDocument,
} from '../../../generated/client/graphql';
import * as generated from '../../../generated/client/graphql';
import { getOperationAST, Kind, parse } from 'graphql';
import { persistedGetAddress } from '../../../src/client/lib/graphql/persisted-get';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { KEPT_QUERY_FIELDS } from '../../../src/server/graphql/answers/answer-keys';
import { eventually, getPersisted, post, persistedPath, type Operation } from '../support/answers';
import { serverBackends } from '../support/backends';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

const RENAME_PRODUCT = `mutation($id: ID, $name: String!, $slug: String!, $code: String!, $price: Float!, $discount_price: Float, $stock: Int!, $active_to: DateTime) {
  upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, discount_price: $discount_price, stock: $stock, active_to: $active_to) { id } }`;
const ADMIN_PRODUCT = 'query($id: ID!) { product(id: $id) { id code name slug price_rsd discount_price_rsd stock } }';
const ORDER = `mutation($key: String!, $product: ID!) { createOrder(idempotency_key: $key, items: [{ product_id: $product, quantity: 1 }], name: "Vesna", lastname: "Ilić",
  email: "vesna.test@gmail.com", phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1",
  payment_method: CASH_ON_DELIVERY) { code } }`;
const LISTING = { first: 8, page: 1 };

test('the storefront GETs every query whose answer the server keeps, and POSTs none it keeps', () => {
  const documents = (Object.values(generated) as unknown[]).filter((value): value is Operation => typeof (value as Operation).__meta__?.hash === 'string');
  const queries = documents.flatMap((document) => {
    const operation = getOperationAST(parse(document.toString()));
    if (operation?.operation !== 'query' || !operation.name) return [];
    const fields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
    return [{ name: operation.name.value, kept: fields.every((field) => KEPT_QUERY_FIELDS.has(field)), gets: persistedGetAddress('/graphql', document, operation.name.value, {}) !== null }];
  });
  expect(queries.filter((query) => query.kept).map((query) => query.name)).toEqual(expect.arrayContaining(['GetProducts', 'GetProduct', 'GetPage', 'SearchSuggestions']));
  expect(queries.filter((query) => query.kept && !query.gets).map((query) => query.name)).toEqual([]);
  expect(queries.filter((query) => !query.gets).map((query) => query.name)).toEqual(expect.arrayContaining(['GetOrder', 'GetOrderQuote', 'Search']));
  expect(queries.filter((query) => !query.gets && query.kept)).toEqual([]);
});

for (const backend of await serverBackends()) {
  describe(`the answer cache on ${backend}`, () => {
    let server: TestServer;
    let adminToken: string;
    beforeAll(async () => {
      server = await startTestServer(backend);
      adminToken = await signInAdministrator(server);
    }, 120_000);
    afterAll(() => server?.close());

    /**
     * Asks until the answer comes from the cache (on PostgreSQL the notice of an earlier write may
     * still arrive and drop it once more), then returns a function that asks again: the write in
     * between must show, never the kept answer.
     */
    async function kept(operation: Operation, variables: Record<string, unknown>) {
      const first = await post(server, operation, variables);
      expect(first.body.errors).toBeUndefined();
      const cached = await eventually(() => post(server, operation, variables), (answer) => answer.headers.get('x-izlog-cache') === 'hit');
      expect(cached.headers.get('x-izlog-cache')).toBe('hit');
      expect(cached.body).toEqual(first.body);
      return async () => {
        const after = await post(server, operation, variables);
        expect(after.headers.get('x-izlog-cache')).not.toBe('hit');
        return after.body.data;
      };
    }

    const product = async (id: string) => (await post(server, ADMIN_PRODUCT, { id }, { adminToken })).body.data.product;
    const upsertProduct = async (changes: Record<string, unknown>) => {
      const answer = await post(server, RENAME_PRODUCT, changes, { adminToken });
      expect(answer.body.errors).toBeUndefined();
    };
    const asProductInput = (row: { id: string; code: string; name: string; slug: string; price_rsd: number; discount_price_rsd: number | null; stock: number }) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      slug: row.slug,
      price: row.price_rsd,
      discount_price: row.discount_price_rsd,
      stock: row.stock,
    });

    test('an anonymous visitor’s public query is answered from the cache the second time, the same answer, each language its own', async () => {
      const first = await post(server, GetProductsDocument, LISTING);
      const second = await post(server, GetProductsDocument, LISTING);
      expect(['miss', 'hit']).toContain(first.headers.get('x-izlog-cache'));
      expect(second.headers.get('x-izlog-cache')).toBe('hit');
      expect(second.body).toEqual(first.body);
      expect(second.headers.get('etag')).toMatch(/^W\/"[\w-]{27}\.[\w-]{16}"$/);
      const english = await post(server, GetProductsDocument, LISTING, { lang: 1 });
      expect(english.body.data.products.data[0].currency).toBe('EUR');
      expect(second.body.data.products.data[0].currency).toBe('RSD');
      // Variables in another order are the same question.
      const reordered = await post(server, GetProductsDocument, { page: 1, first: 8 });
      expect(reordered.headers.get('x-izlog-cache')).toBe('hit');
    });

    test('visitors asking the same new question at once wait for one answer instead of each running it', async () => {
      const statements: string[] = [];
      const listen = (message: unknown) => void statements.push((message as SqlEvent).sql);
      const variables = { first: 12, page: 3, sort: 'PRICE_DESC' };
      // The listing, shared by every visitor until the content changes, is computed anew: its page's rows one statement.
      await server.contentChanged();
      subscribe('izlog:sql', listen);
      try {
        const answers = await Promise.all(Array.from({ length: 8 }, () => post(server, GetProductsDocument, variables)));
        expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
        expect(answers.map((answer) => answer.headers.get('x-izlog-cache')).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
      } finally {
        unsubscribe('izlog:sql', listen);
      }
      // Computed once for the eight: the page's products read once.
      expect(statements.filter((statement) => /from products p left join storage_files/.test(statement))).toHaveLength(1);
    });

    test('a signed-in caller, the search screen (it counts the search) and an operation with an error are never kept', async () => {
      for (let round = 0; round < 2; round += 1) {
        const admin = await post(server, GetProductsDocument, LISTING, { adminToken });
        expect(admin.headers.get('x-izlog-cache')).toBe('bypass');
        expect(admin.headers.get('etag')).toBeNull();
        // An invalid token is no visitor either: it is refused or answered as anonymous, never from the cache.
        expect((await post(server, GetProductsDocument, LISTING, { userToken: 'not-a-session' })).headers.get('x-izlog-cache')).toBe('bypass');
        expect((await post(server, SearchDocument, { query: 'samsung', first: 4 })).headers.get('x-izlog-cache')).toBe('bypass');
        // An aliased personal field is still that field.
        expect((await post(server, '{ mine: order(code: "NO-SUCH") { id } }')).headers.get('x-izlog-cache')).toBe('bypass');
        const refused = await post(server, '{ productsWithPagination { data { id } } }');
        expect(refused.body.errors).toBeDefined();
        expect(refused.headers.get('x-izlog-cache')).toBe('bypass');
      }
    });

    test('a persisted document comes by GET with its ETag and Cache-Control, and a known ETag gets 304', async () => {
      const variables = { id: '1' };
      await getPersisted(server, GetProductDocument, variables);
      const answer = await getPersisted(server, GetProductDocument, variables);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-izlog-cache')).toBe('hit');
      expect(answer.body.data.product.id).toBe('1');
      expect(answer.body).toEqual(await post(server, GetProductDocument, variables).then((posted) => ({ data: posted.body.data })));
      const etag = answer.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]{27}\.[\w-]{16}"$/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
      expect(answer.headers.get('vary')).toMatch(/Lang/);
      expect(answer.headers.get('vary')).toMatch(/Authorization/);

      const unchanged = await fetch(server.url + persistedPath(GetProductDocument, variables), { headers: { lang: '0', 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
      const other = await fetch(server.url + persistedPath(GetProductDocument, variables), { headers: { lang: '0', 'if-none-match': 'W/"0.other"' } });
      expect(other.status).toBe(200);
      // The other language is another answer, with its own tag.
      expect((await getPersisted(server, GetProductDocument, variables, { lang: 1 })).headers.get('etag')).not.toBe(etag);

      // A personal query by GET is answered, kept by nobody.
      const order = await getPersisted(server, GetOrderDocument, { code: 'NO-SUCH-ORDER' });
      expect(order.status).toBe(200);
      expect(order.headers.get('cache-control')).toBe('no-store');
      expect(order.headers.get('etag')).toBeNull();
      // So is a signed-in caller's.
      const admin = await getPersisted(server, GetProductDocument, variables, { adminToken });
      expect(admin.headers.get('cache-control')).toBe('no-store');
      expect(admin.headers.get('x-izlog-cache')).toBe('bypass');
      // An unknown document id is refused, and a GET never writes.
      const unknown = await fetch(`${server.url}/graphql?documentId=sha256:${'0'.repeat(64)}`, { headers: { lang: '0', accept: 'application/json' } });
      expect(((await unknown.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      const mutation = await fetch(`${server.url}/graphql?query=${encodeURIComponent('mutation { deleteBrand(id: "1") { success } }')}`, { headers: { lang: '0', authorization: `Bearer ${adminToken}` } });
      expect(mutation.status).toBe(405);
    });

    test('a kept GET answer is sent again as it went out, per language and encoding, until a write changes it', async () => {
      const variables = { first: 8, page: 1, sort: 'NAME' };
      const path = server.url + persistedPath(GetProductsDocument, variables);
      const ask = async (headers: Record<string, string>) => {
        const response = await fetch(path, { headers: { accept: 'application/json', lang: '0', ...headers } });
        return { status: response.status, headers: response.headers, text: await response.text() };
      };
      // Once through GraphQL (kept by the answer cache), once from it (kept as sent), then as sent.
      await ask({ 'accept-encoding': 'gzip' });
      await ask({ 'accept-encoding': 'gzip' });
      const gzipped = await ask({ 'accept-encoding': 'gzip' });
      const again = await ask({ 'accept-encoding': 'gzip' });
      expect(again.headers.get('x-izlog-cache')).toBe('hit');
      expect(again.text).toBe(gzipped.text);
      for (const name of ['etag', 'content-type', 'cache-control', 'vary', 'last-modified', 'x-content-type-options']) {
        expect([name, again.headers.get(name)]).toEqual([name, gzipped.headers.get(name)]);
      }
      expect(again.headers.get('vary')).toMatch(/Accept-Encoding/);
      // Node's fetch decodes gzip: the text is the listing's JSON whatever travelled.
      const plain = await ask({ 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(plain.text)).toEqual(JSON.parse(again.text));
      const english = await ask({ 'accept-encoding': 'gzip', lang: '1' });
      expect(JSON.parse(english.text).data.products.data[0].currency).toBe('EUR');
      expect(JSON.parse(again.text).data.products.data[0].currency).toBe('RSD');
      // A signed-in caller never gets the kept bytes.
      const admin = await ask({ 'accept-encoding': 'gzip', authorization: `Bearer ${adminToken}` });
      expect(admin.headers.get('x-izlog-cache')).toBe('bypass');
      const unchanged = await ask({ 'accept-encoding': 'gzip', 'if-none-match': again.headers.get('etag')! });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');

      const first = JSON.parse(again.text).data.products.data[0];
      const before = await product(first.id);
      await upsertProduct({ ...asProductInput(before), name: `${before.name} (novo)` });
      const changed = await eventually(() => ask({ 'accept-encoding': 'gzip' }), (answer) => answer.text !== again.text, 2_000);
      expect(JSON.parse(changed.text).data.products.data[0].name).toBe(`${before.name} (novo)`);
      expect(changed.headers.get('etag')).not.toBe(again.headers.get('etag'));
      const stale = await ask({ 'accept-encoding': 'gzip', 'if-none-match': again.headers.get('etag')! });
      expect(stale.status).toBe(200);
      await upsertProduct(asProductInput(before));
    });

    test('an administrator’s product edit and price change show in the next answer, and the old ETag gets the new answer', async () => {
      const before = await product('3');
      const productPage = await kept(GetProductDocument, { id: '3' });
      const old = await getPersisted(server, GetProductDocument, { id: '3' });
      await upsertProduct({ ...asProductInput(before), name: `${before.name} (izmenjeno)` });
      expect((await productPage()).product.name).toBe(`${before.name} (izmenjeno)`);
      const fresh = await fetch(server.url + persistedPath(GetProductDocument, { id: '3' }), { headers: { lang: '0', 'if-none-match': old.headers.get('etag')! } });
      expect(fresh.status).toBe(200);

      const listing = await kept(GetWishlistProductsDocument, { ids: ['3'] });
      await upsertProduct({ ...asProductInput(before), price: before.price_rsd + 1000, discount_price: null });
      expect((await listing()).products.data[0].price).toBe(before.price_rsd + 1000);
    });

    test('an order that takes the last unit shows as sold out in the next answer', async () => {
      const before = await product('4');
      await upsertProduct({ ...asProductInput(before), stock: 1 });
      const page = await kept(GetProductDocument, { id: '4' });
      const order = await post(server, ORDER, { key: `answer-cache-${backend}-${Date.now()}`, product: '4' });
      expect(order.body.errors).toBeUndefined();
      expect((await page()).product.sold_out).toBe(true);
    });

    test('a category, brand, banner and CMS page edit each show in the next answer', async () => {
      const categories = await kept(GetShopCategoriesDocument, {});
      const category = (await post(server, GetShopCategoriesDocument, {})).body.data.shopCategories[0];
      const renamedCategory = await post(server, 'mutation($id: ID, $name: String!, $slug: String!) { upsertCategory(id: $id, name: $name, slug: $slug) { id } }',
        { id: category.id, name: `${category.name} plus`, slug: category.slug }, { adminToken });
      expect(renamedCategory.body.errors).toBeUndefined();
      expect((await categories()).shopCategories.find((entry: { id: string }) => entry.id === category.id).name).toBe(`${category.name} plus`);

      const brands = await kept(GetBrandsDocument, {});
      const brand = (await post(server, GetBrandsDocument, {})).body.data.brands[0];
      const renamedBrand = await post(server, 'mutation($id: ID, $name: String!, $slug: String!) { upsertBrand(id: $id, name: $name, slug: $slug) { id } }',
        { id: brand.id, name: `${brand.name} Pro`, slug: brand.slug }, { adminToken });
      expect(renamedBrand.body.errors).toBeUndefined();
      expect((await brands()).brands.find((entry: { id: string }) => entry.id === brand.id).name).toBe(`${brand.name} Pro`);

      const banners = await kept(GetBannersDocument, { position: 'SHOP_BELOW_MENU' });
      const banner = (await post(server, GetBannersDocument, { position: 'SHOP_BELOW_MENU' })).body.data.banners[0];
      const retitled = await post(server, 'mutation($id: ID, $name: String!, $title: String) { upsertBanner(id: $id, name: $name, title: $title, position: SHOP_BELOW_MENU) { id } }',
        { id: banner.id, name: banner.name, title: 'Novi naslov' }, { adminToken });
      expect(retitled.body.errors).toBeUndefined();
      expect((await banners()).banners.find((entry: { id: string }) => entry.id === banner.id).title).toBe('Novi naslov');

      const home = await kept(GetPageDocument, { code: 'home' });
      const page = (await post(server, GetPageDocument, { code: 'home' })).body.data.page;
      const edited = await post(server, 'mutation($id: ID!, $seo: String) { updatePage(id: $id, seo_title: $seo) { id } }', { id: page.id, seo: 'Izlog, novo' }, { adminToken });
      expect(edited.body.errors).toBeUndefined();
      expect((await home()).page.seo_title).toBe('Izlog, novo');
    });

    test('a write made outside the API (an import, a script, a row edited by hand) shows in the next answer too', async () => {
      await kept(GetProductDocument, { id: '5' });
      await sql`update products set names[1] = 'Uređeno ručno' where id = 5`.execute(server.db);
      // PGlite tells at once; PostgreSQL's notice comes over another connection a moment later.
      const answer = await eventually(() => post(server, GetProductDocument, { id: '5' }), (reply) => reply.body.data.product.name === 'Uređeno ručno', 2_000);
      expect(answer.body.data.product.name).toBe('Uređeno ručno');
    });

    test('a product whose display window closes leaves the kept answers when it closes, with no write', async () => {
      const before = await product('6');
      await upsertProduct({ ...asProductInput(before), active_to: new Date(Date.now() + 1_500).toISOString() });
      await kept(GetProductDocument, { id: '6' });
      const gone = await eventually(() => post(server, GetProductDocument, { id: '6' }), (answer) => answer.body.data.product === null, 6_000);
      expect(gone.body.data.product).toBeNull();
    });
  });
}
