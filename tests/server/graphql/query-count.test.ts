/**
 * The storefront's operations ask a fixed number of SQL queries whatever the page size: the
 * products of a page are loaded together (their images, brands, categories, prices and
 * specifications in one query each), never one query per product. Counted on the real server's
 * own database connection (the `izlog:sql` diagnostics channel), with the answer cache off so every
 * request runs, each after a content change so it shares nothing read before. On PGlite only: the
 * statements are the resolvers' and loaders', the same SQL whichever database then runs it.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateOrderDocument,
  GetBannersDocument,
  GetCategoriesDocument,
  GetPageDocument,
  GetPagesDocument,
  GetProductDocument,
  GetProductsDocument,
  GetSettingsDocument,
  GetShopCategoriesDocument,
  SearchDocument,
  SearchSuggestionsDocument,
} from '../../../generated/client/graphql';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { INDEX_STATEMENT_MARK } from '../../../src/server/modules/catalog/listing-index/indexed-products';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { sql } from 'kysely';
import { adminToken } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

/** Most queries any one storefront operation may ask. */
const MOST_QUERIES = 15;
/** The product page's statements, each in one wave after the product's (see the test). */
const PRODUCT_PAGE_QUERIES = 5;
/** Most the home page may ask: a few per kind of design block it shows. */
const MOST_HOME_QUERIES = 25;

/** Each statement's first words, sorted: what a failure shows. */
const summary = (statements: string[]) =>
  statements.map((statement) => statement.replace(/\s+/g, ' ').replace(/\(\$\d+(, \$\d+)*\)/g, '(…)').trim().slice(0, 100)).sort();

interface Operation {
  toString(): string;
}

for (const backend of ABOVE_THE_DATABASE) {
  describe(`queries per storefront operation on ${backend}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, { GRAPHQL_CACHE_MB: '0' });
      // The listing index reads every product at the instance's first listing, not per listing.
      await server.request(GetProductsDocument.toString(), {});
    }, 120_000);
    afterAll(() => server?.close());

    /** The SQL statements one operation asks, and its answer's data. */
    async function queriesOf(document: Operation, variables: Record<string, unknown>, lang: 0 | 1 = 0, options: { fresh?: boolean; adminToken?: string } = {}) {
      // Nothing an earlier request read is shared with this one (cache/content-memo.ts): every query it needs is asked.
      if (options.fresh !== false) await server.contentChanged();
      const statements: string[] = [];
      // The one query the server asks by itself (after a content change): when the next display window opens or
      // closes; and the listing index's, reading what a write changed whenever it hears it.
      const listen = (message: unknown) => {
        const { sql } = message as SqlEvent;
        if (!/^\s*select extract\(epoch from least\(/.test(sql) && !sql.startsWith(INDEX_STATEMENT_MARK)) statements.push(sql);
      };
      subscribe('izlog:sql', listen);
      try {
        const answer = await server.request(document.toString(), variables, { lang, adminToken: options.adminToken });
        expect(answer.errors).toBeUndefined();
        return { statements, data: answer.data };
      } finally {
        unsubscribe('izlog:sql', listen);
      }
    }

    /** Asks the operation at two page sizes: the same number of queries, and few. */
    async function sameAtAnySize(document: Operation, variables: Record<string, unknown>, sizes: { few: number; many: number }, countOf: (data: never) => number) {
      const few = await queriesOf(document, { ...variables, first: sizes.few });
      const many = await queriesOf(document, { ...variables, first: sizes.many });
      expect(countOf(few.data as never)).toBeLessThanOrEqual(sizes.few);
      // The larger page really holds more products, so a query per product would show.
      expect(countOf(many.data as never)).toBeGreaterThan(sizes.few);
      expect(summary(many.statements)).toEqual(summary(few.statements));
      expect(many.statements.length, summary(many.statements).join('\n')).toBeLessThanOrEqual(MOST_QUERIES);
      return many.statements;
    }

    const BRANDS_BY_ID = 'select * from "brands" where "id" in (…)';

    /** Statements reading the cards' images or category links, or the brand facet's brands, on their own. */
    const apartFromThePage = (statements: string[]) => summary(statements.filter((statement) => /from "(storage_files|product_categories|brands)"/.test(statement)));

    type Listing = { products: { data: unknown[] } };

    test('the shop listing with its filters and brand counts', async () => {
      const statements = await sameAtAnySize(GetProductsDocument, { page: 1 }, { few: 8, many: 48 }, (data: Listing) => data.products.data.length);
      // Each card's image and category links come in the page's statement: two round trips fewer when nothing is kept (issue 22).
      // The brand facet's brands are read by id in one statement: the listing index counts the facet without one to join them to.
      expect(apartFromThePage(statements)).toEqual([BRANDS_BY_ID]);
    });

    test('a category listing sorted by price, with a filter and a brand chosen', async () => {
      const variables = { category_path: ['telefoni-i-tableti'], sort: 'PRICE_ASC', filters: [{ name: 'Boja', values: ['Crna', 'Plava', 'Bela', 'Siva'] }] };
      const statements = await sameAtAnySize(GetProductsDocument, variables, { few: 8, many: 48 }, (data: Listing) => data.products.data.length);
      // Only the category's own image is read apart: one id.
      expect(apartFromThePage(statements)).toEqual([BRANDS_BY_ID, 'select * from "storage_files" where "id" in (…)']);
      expect(statements.filter((statement) => /from "storage_files"/.test(statement)).map((statement) => statement.match(/\$\d+/g)?.length)).toEqual([1]);
    });

    test('a listing narrowed by price, with its price range', async () => {
      await sameAtAnySize(GetProductsDocument, { price_min: 5000, price_max: 150000, brands: ['1', '2'] }, { few: 8, many: 48 }, (data: Listing) => data.products.data.length);
    });

    test('a special listing and a brand shop', async () => {
      await sameAtAnySize(GetProductsDocument, { special: 'ACTION' }, { few: 2, many: 48 }, (data: Listing) => data.products.data.length);
      await sameAtAnySize(GetProductsDocument, { brands: ['1', '2', '3'] }, { few: 2, many: 48 }, (data: Listing) => data.products.data.length);
    });

    test('the search screen and the header’s suggestions', async () => {
      // The search insight prunes its old days on a process's first search of the day: not a per-search query.
      await queriesOf(SearchDocument, { query: 'frizider', first: 1 });
      await sameAtAnySize(SearchDocument, { query: 'samsung' }, { few: 2, many: 48 }, (data: { search: { products: unknown[] } }) => data.search.products.length);
      await sameAtAnySize(SearchSuggestionsDocument, { query: 'sam' }, { few: 2, many: 10 }, (data: { searchSuggestions: { products: unknown[] } }) => data.searchSuggestions.products.length);
    });

    test('the product page asks as many queries for a product with much as for one with little', async () => {
      const count = (table: 'product_connections' | 'product_gallery' | 'product_specifications') =>
        server.db.selectFrom(table).select((eb) => ['product_id', eb.fn.countAll<number>().as('n')]).groupBy('product_id').execute();
      const [connected, gallery, specifications] = await Promise.all([count('product_connections'), count('product_gallery'), count('product_specifications')]);
      const sizes = new Map<number, number[]>();
      for (const [index, rows] of [connected, gallery, specifications].entries()) {
        for (const row of rows) sizes.set(row.product_id, Object.assign([0, 0, 0], sizes.get(row.product_id), { [index]: Number(row.n) }));
      }
      // Products with something of each kind, fewest and most of it all.
      const candidates = [...sizes].filter(([, size]) => size.every((n) => n > 0)).sort(([, a], [, b]) => a[0]! + a[1]! + a[2]! - (b[0]! + b[1]! + b[2]!));
      const [small, large] = [candidates[0]!, candidates.at(-1)!];
      expect(large[1].every((n, index) => n >= small[1][index]!) && large[1].some((n, index) => n > small[1][index]!)).toBe(true);
      const few = await queriesOf(GetProductDocument, { id: String(small[0]) });
      const many = await queriesOf(GetProductDocument, { id: String(large[0]) });
      expect(few.data.product).not.toBeNull();
      expect(many.data.product).not.toBeNull();
      expect(summary(many.statements)).toEqual(summary(few.statements));
      expect(many.statements.length, summary(many.statements).join('\n')).toBeLessThanOrEqual(MOST_QUERIES);
      // The product with its category links, image and brand; the category tree; the gallery; the
      // specifications; the connected products with their links and images (issue 22).
      expect(many.statements.length, summary(many.statements).join('\n')).toBeLessThanOrEqual(PRODUCT_PAGE_QUERIES);
    });

    test('a listing’s facets, total and products’ details are read once for all its pages and sorts, until the content changes', async () => {
      // Counted as products are written (migration 084) or from the listing's products.
      const facetOrTotal = (statements: string[]) => statements.filter((statement) => /count\(\*\)|listing_counted_facets|listing_option_values/.test(statement));
      const first = await queriesOf(GetProductsDocument, { page: 1, first: 8 });
      // The total and the brands', filters', options' and price facets are counted from the listing index
      // (catalog/listing-index/): no statement counts them.
      expect(facetOrTotal(first.statements), summary(first.statements).join('\n')).toEqual([]);
      const next = await queriesOf(GetProductsDocument, { page: 2, first: 8, sort: 'PRICE_ASC' }, 0, { fresh: false });
      // Only the page itself is asked: the filters' and brands' counts and the total are the first page's.
      expect(facetOrTotal(next.statements), summary(next.statements).join('\n')).toEqual([]);
      expect(next.statements.length, summary(next.statements).join('\n')).toBeLessThanOrEqual(3);
      expect(next.data.products.brands).toEqual(first.data.products.brands);
      // An administrator's reading is always their own.
      const admin = await queriesOf(GetProductsDocument, { page: 2, first: 8, sort: 'PRICE_ASC' }, 0, { fresh: false, adminToken: await adminToken(server) });
      expect(admin.statements.filter((statement) => /from products p left join storage_files/.test(statement))).toHaveLength(1);
      // A write (here a brand's products moved to another brand by hand) shows in the next facet.
      const [brand] = first.data.products.brands as { brand: { id: string }; count: number }[];
      await server.db.updateTable('products').set({ brand_id: null }).where('brand_id', '=', Number(brand!.brand.id)).execute();
      await server.contentChanged();
      const after = await queriesOf(GetProductsDocument, { page: 1, first: 8 }, 0, { fresh: false });
      expect(after.data.products.brands.map((entry: { brand: { id: string } }) => entry.brand.id)).not.toContain(brand!.brand.id);
    });

    test('a price’s change makes a listing with no selection ask again only its price range, unless prices order it', async () => {
      const byPrice = { page: 1, first: 8, sort: 'PRICE_ASC' };
      const asked = (statements: string[], what: RegExp) => statements.some((statement) => what.test(statement));
      const cheapest = await server.db.selectFrom('products').select(['id', 'price', 'brand_id']).where('active', '=', true).where('brand_id', 'is not', null)
        .orderBy('process_price').limit(1).executeTakeFirstOrThrow();
      const itsBrand = { page: 1, first: 8, brands: [String(cheapest.brand_id)] };
      await queriesOf(GetProductsDocument, { page: 1, first: 8 });
      await queriesOf(GetProductsDocument, byPrice, 0, { fresh: false });
      const nextPage = (await queriesOf(GetProductsDocument, { ...byPrice, page: 2 }, 0, { fresh: false })).data.products.data[0].id as string;
      await queriesOf(GetProductsDocument, itsBrand, 0, { fresh: false });
      await server.db.updateTable('products').set({ price: Number(cheapest.price) - 1, discount_price: null }).where('id', '=', cheapest.id).execute();
      // Heard through the database's notification (cache/database-writes.ts), as a real write is; the listing index counts the range again.
      const deadline = Date.now() + 3_000;
      let after = await queriesOf(GetProductsDocument, { page: 1, first: 8 }, 0, { fresh: false });
      while (after.data.products.price_range.min !== Number(cheapest.price) - 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await queriesOf(GetProductsDocument, { page: 1, first: 8 }, 0, { fresh: false });
      }
      expect(after.data.products.price_range.min).toBe(Number(cheapest.price) - 1);
      // Which products the listing holds and its brand and filter facets are still the kept ones.
      expect(asked(after.statements, /listing_counted_facets/), summary(after.statements).join('\n')).toBe(false);
      expect(asked(after.statements, /from products p\s/), summary(after.statements).join('\n')).toBe(false);
      // A brand's shop counts its prices' bounds again (from the listing index), not its page.
      const branded = await queriesOf(GetProductsDocument, itsBrand, 0, { fresh: false });
      expect(branded.data.products.price_range.min, summary(branded.statements).join('\n')).toBe(Number(cheapest.price) - 1);
      expect(asked(branded.statements, /\blimit\b/), summary(branded.statements).join('\n')).toBe(false);
      // The listing ordered by price is placed again when a price moves into the prices its page shows: asked once
      // more (it shows the cheapest product, whose price moved), then the first product of its next page made the
      // cheapest leads it (the listing index places it, with no statement of its own).
      expect((await queriesOf(GetProductsDocument, byPrice, 0, { fresh: false })).data.products.data[0].id).toBe(String(cheapest.id));
      await server.db.updateTable('products').set({ price: Number(cheapest.price) - 2, discount_price: null }).where('id', '=', Number(nextPage)).execute();
      const leading = async () => (await queriesOf(GetProductsDocument, byPrice, 0, { fresh: false })).data.products.data[0].id as string;
      const heardBy = Date.now() + 3_000;
      let first = await leading();
      while (first !== nextPage && Date.now() < heardBy) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        first = await leading();
      }
      expect(first).toBe(nextPage);
    });

    test('every category’s products_count is counted once for the whole menu, with or without a brand: by the listing index for visitors, one query for the admin', async () => {
      const token = await adminToken(server);
      const counts = (statements: string[]) => statements.filter((statement) => /count\(\*\)/.test(statement) && /product_categories/.test(statement));
      for (const variables of [{}, { brand: '1' }]) {
        for (const [caller, expected] of [[undefined, 0], [token, 1]] as const) {
          const { statements, data } = await queriesOf(GetCategoriesDocument, variables, 0, { adminToken: caller });
          const categories = data.categories as { products_count: number }[];
          expect(categories.length).toBeGreaterThan(10);
          expect(categories.some((category) => category.products_count > 0)).toBe(true);
          expect(counts(statements), summary(statements).join('\n')).toHaveLength(expected);
        }
      }
    });

    test('placing an order reads its lines once, for its mails and its answer alike, and asks for no card payment', async () => {
      const { rows } = await sql<{ id: number }>`select v.id from product_variants v join products p on p.id = v.product_id
        where v.value_ids = '{}' and v.active and v.stock > 5 and p.active and p.active_from is null and p.active_to is null order by v.id limit 1`.execute(server.db);
      const id = String(rows[0]!.id);
      const { statements, data } = await queriesOf(CreateOrderDocument, {
        idempotency_key: `query-count-${backend}-${Date.now()}`, items: [{ product_id: id, variant_id: id, quantity: 1 }],
        name: 'Vesna', lastname: 'Ilić', email: 'vesna.test@gmail.com', phone: '+381 64 220 3391', address: 'Njegoševa 52', city: 'Beograd', zip: '11000',
        country_id: '1', payment_method: 'CASH_ON_DELIVERY',
      });
      expect((data.createOrder as { items: unknown[] }).items).toHaveLength(1);
      const lineReads = statements.filter((statement) => /^select .* from "order_items"/.test(statement));
      expect(lineReads, summary(statements).join('\n')).toHaveLength(1);
      // An order placed this moment has none: a card payment starts after it.
      expect(data.createOrder).toMatchObject({ card_payments: [] });
      expect(statements.filter((statement) => statement.includes('"card_payments"')), summary(statements).join('\n')).toEqual([]);
    });

    test('the home page and what every storefront page asks beside its screen', async () => {
      for (const [document, variables] of [
        [GetPageDocument, { code: 'home' }],
        [GetPagesDocument, {}],
        [GetSettingsDocument, {}],
        [GetBannersDocument, { position: 'SHOP_BELOW_MENU' }],
        [GetShopCategoriesDocument, {}],
      ] as const) {
        const { statements } = await queriesOf(document, variables);
        // The home page asks per kind of block, not per product; on PostgreSQL the blocks' images may come in a few batches.
        const most = document === GetPageDocument ? MOST_HOME_QUERIES : MOST_QUERIES;
        expect(statements.length, `${document.toString().slice(0, 40)}\n${summary(statements).join('\n')}`).toBeLessThanOrEqual(most);
      }
    });
  });
}
