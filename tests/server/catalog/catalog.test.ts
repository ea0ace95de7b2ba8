/**
 * The catalogue on the real server: it answers every read and write as recorded from the retired
 * hand-written mock (tests/server/recorded/catalog-answers.json, the cases in recorded-cases.ts),
 * refuses bad input with the translated message and changes nothing, keeps admin-only fields from
 * visitors, and lists products in a few queries whatever the page size (listing-tests.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { defineCatalogListingRules } from '../rules/catalog-listing';
import { defineCatalogListingSelectionRules } from '../rules/catalog-listing-selection';
import { defineCatalogPriceRangeRules } from '../rules/catalog-price-range';
import { defineCatalogWriteRules } from '../rules/catalog-writes';
import { digest } from '../support/answer-digest';
import { serverBackends } from '../support/backends';
import { demoClockOf } from '../support/demo-clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { defineCatalogListingTests } from './listing-tests';
import { READS, REFUSALS, WRITES, type Case } from './recorded-cases';

const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
const RECORDED = JSON.parse(readFileSync(new URL('../recorded/catalog-answers.json', import.meta.url), 'utf8')) as { reads: unknown[]; writes: unknown[] };

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

  defineCatalogListingTests(() => ({ server, adminToken }));
  defineCatalogListingRules(() => ({ server, adminToken }));
  defineCatalogPriceRangeRules(() => ({ server, adminToken }));
  defineCatalogListingSelectionRules(() => ({ server, adminToken }));
  defineCatalogWriteRules(() => ({ server, adminToken }));
});
