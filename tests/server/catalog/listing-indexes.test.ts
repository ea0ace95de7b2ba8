/**
 * Every SQL statement of a storefront listing reads the big tables through an index (issue 22):
 * the statements of the shop listing with its facets, a category by price, a brand shop and the
 * search are captured on the server's own connection (the `izlog:sql` channel) with every cache off,
 * then each is planned with sequential scans switched off, so the small test catalogue does not
 * excuse a Seq Scan that 10,000 products would pay for. The plan is the generic one (parameters
 * unknown), as a prepared statement's would be.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument, SearchDocument } from '../../../generated/client/graphql';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { INDEX_STATEMENT_MARK } from '../../../src/server/modules/catalog/listing-index/indexed-products';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

/** Tables that grow with the catalogue: never read whole. */
const BIG_TABLES = ['products', 'product_categories', 'product_specifications', 'product_search', 'product_gallery', 'product_connections', 'storage_files', 'product_variants'];

/** What the server asks by itself after a content change (cache/display-windows.ts), not the listing. */
const NOT_THE_LISTING = /^\s*select extract\(epoch from least\(/;

const LISTINGS = [
  ['the shop listing with its facets', GetProductsDocument, {}],
  ['a category sorted by price', GetProductsDocument, { category_path: ['telefoni-i-tableti'], sort: 'PRICE_ASC' }],
  ['a category with a filter, a brand and a price range', GetProductsDocument, { category_path: ['telefoni-i-tableti'], brands: ['1', '2'], filters: [{ name: 'Boja', values: ['Crna'] }], price_min: 100 }],
  ['a brand shop', GetProductsDocument, { brands: ['1'] }],
  ['a category by a size, a colour and a brand', GetProductsDocument, { category_path: ['sport-i-rekreacija'], brands: ['1', '2'], filters: [{ name: 'Veličina', values: ['42'] }, { name: 'Boja', values: ['Crna'] }] }],
  ['a listing searched', GetProductsDocument, { search: 'samsung' }],
  ['the search screen', SearchDocument, { query: 'samsung' }],
] as const;

/** The tables a plan reads with a Seq Scan. */
function seqScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!);
}

describe.each(await serverBackends())('a listing’s statements use indexes on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { GRAPHQL_CACHE_MB: '0', CONTENT_MEMO_ROWS: '0' });
    // The listing index reads every product once, at the first listing (modules/catalog/listing-index/):
    // the instance's start, not a listing's statement. A write then reads its products again by id.
    await server.request(GetProductsDocument.toString(), {});
  }, 120_000);
  afterAll(() => server?.close());

  async function statementsOf(document: { toString(): string }, variables: Record<string, unknown>): Promise<string[]> {
    const statements = new Set<string>();
    const listen = (message: unknown) => {
      const { sql: text } = message as SqlEvent;
      if (!NOT_THE_LISTING.test(text) && !text.startsWith(INDEX_STATEMENT_MARK)) statements.add(text);
    };
    subscribe('izlog:sql', listen);
    try {
      const answer = await server.request(document.toString(), variables);
      expect(answer.errors).toBeUndefined();
    } finally {
      unsubscribe('izlog:sql', listen);
    }
    return [...statements];
  }

  /** The statement's generic plan with sequential scans off, on one connection. */
  function planOf(statement: string): Promise<string> {
    const parameters = Math.max(0, ...[...statement.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    return server.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      try {
        await sql.raw(`prepare listing_statement as ${statement}`).execute(db);
        const args = parameters ? `(${Array.from({ length: parameters }, () => 'null').join(', ')})` : '';
        const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain execute listing_statement${args}`).execute(db);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`deallocate all`.execute(db);
        await sql`reset enable_seqscan`.execute(db);
        await sql`reset plan_cache_mode`.execute(db);
      }
    });
  }

  test.each(LISTINGS)('%s', async (_title, document, variables) => {
    const statements = await statementsOf(document, variables);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const plan = await planOf(statement);
      const big = seqScans(plan).filter((table) => BIG_TABLES.includes(table));
      expect(big, `${statement}\n${plan}`).toEqual([]);
    }
  });
});
