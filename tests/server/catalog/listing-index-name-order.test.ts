/**
 * The listing index reads every product's place in name order again only when a write can have
 * moved one there (a name, a position, a product added, removed or hidden): a price edit, which an
 * administrator saves every few seconds in a busy shop, kept costing two reads of the whole products
 * table (80 ms on the main thread on PGlite at 10,000 products, issue 22). A rename still shows in
 * the listing ordered by name at once.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument } from '../../../generated/client/graphql';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { INDEX_STATEMENT_MARK } from '../../../src/server/modules/catalog/listing-index/indexed-products';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

/** The index's reads of every product in name order, one per language (indexed-products.ts readNameOrders). */
const NAME_ORDER = /^\/\* listing index \*\/ select id from products order by "name_(sr|en)"/;

describe.each(await serverBackends())('the listing index’s name order on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing kept: every listing is counted and placed by the index.
    server = await startTestServer(backend, { GRAPHQL_CACHE_MB: '0', CONTENT_MEMO_ROWS: '0' });
  }, 120_000);
  afterAll(() => server?.close());

  /** The first page of the shop ordered by name, in Serbian, and the index's reads of every product's name order meanwhile. */
  async function byName(): Promise<{ ids: string[]; nameOrderReads: number }> {
    let nameOrderReads = 0;
    const listen = (message: unknown) => {
      const { sql: text } = message as SqlEvent;
      if (text.startsWith(INDEX_STATEMENT_MARK) && NAME_ORDER.test(text)) nameOrderReads += 1;
    };
    subscribe('izlog:sql', listen);
    try {
      const answer = await server.request<{ products: { data: { id: string }[] } }>(GetProductsDocument.toString(), { sort: 'NAME', first: 12 }, { lang: 0 });
      expect(answer.errors).toBeUndefined();
      return { ids: answer.data!.products.data.map((product) => product.id), nameOrderReads };
    } finally {
      unsubscribe('izlog:sql', listen);
    }
  }

  test('a price edit reads no name order again; a rename is read again and shows first', async () => {
    const first = await byName();
    const [priced, renamed] = (await sql<{ id: number }>`select id from products where active and active_from is null and active_to is null order by id desc limit 2`.execute(server.db)).rows.map((row) => String(row.id));

    await sql`update products set price = price + 1 where id = ${Number(priced)}`.execute(server.db);
    await server.contentChanged();
    const afterPrice = await byName();
    expect(afterPrice.nameOrderReads).toBe(0);
    expect(afterPrice.ids).toEqual(first.ids);

    await sql`update products set names = array['000 prvi po imenu', '000 first by name'] where id = ${Number(renamed)}`.execute(server.db);
    await server.contentChanged();
    const afterRename = await byName();
    expect(afterRename.nameOrderReads).toBe(2);
    expect(afterRename.ids[0]).toBe(renamed);
  });
});
