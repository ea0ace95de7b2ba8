/**
 * A sale makes stale every listing whose size counts it may change (its category's, its brand's, the
 * shop's), also those it does not change: a listing that does not hold the product. Made again from
 * its parts, such a listing comes out byte for byte as it was (issue 22: more than half the listings
 * made again after a size sold out in the live shop): it stays the same answer, with its ETag and
 * Last-Modified, and goes out again as it was sent (compressed), without being answered anew. On
 * PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument } from '../../../generated/client/graphql';
import { eventually, getPersisted, post } from '../support/answers';
import { serverBackends } from '../support/backends';
import { sizeOnSale } from '../support/size-on-sale';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'unchanged-remake-metrics';
const ORDER = `mutation($key: String!, $product: ID!, $variant: ID, $quantity: Int!) { createOrder(idempotency_key: $key, items: [{ product_id: $product, variant_id: $variant, quantity: $quantity }],
  name: "Vesna", lastname: "Ilić", email: "vesna.test@gmail.com", phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000",
  country_id: "1", payment_method: CASH_ON_DELIVERY) { code } }`;

for (const backend of await serverBackends()) {
  describe(`a listing a sale does not change, on ${backend}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, { METRICS_TOKEN: TOKEN });
    }, 120_000);
    afterAll(() => server?.close());

    /** Requests answered on the direct path (graphql/answers/direct-reads.ts): a kept answer sent as it went out is not one. */
    const directAnswers = async () => {
      const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      return Number(/^izlog_graphql_direct_answers_total (\d+)/m.exec(text)?.[1] ?? 0);
    };

    test('made again after a size of a product it does not hold sold out, it keeps its ETag and Last-Modified and goes out as it was sent', async () => {
      // A size of a product under a top category, with one unit left; that category's listing of the products dearer than it.
      const size = await sizeOnSale(server.db);
      // Every size at one price: the product's price stays where it is when this one sells out.
      await sql`update product_variants set price = ${size.price}, discount_price = null where product_id = ${size.product_id}`.execute(server.db);
      await sql`update product_variants set stock = 1 where id = ${size.variant_id}`.execute(server.db);
      await server.contentChanged();
      const variables = { category_path: [size.slug], price_min: Math.floor(Number(size.price)) + 1, first: 12, page: 1 };
      const ask = () => getPersisted(server, GetProductsDocument, variables);
      const warm = await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
      expect(warm.headers.get('x-izlog-cache')).toBe('hit');
      expect((warm.body.data.products.data as { id: string }[]).map((product) => product.id)).not.toContain(String(size.product_id));
      // Last-Modified counts whole seconds: one made again now would show another.
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      const sold = await post(server, ORDER, { key: `unchanged-remake-${backend}-${Date.now()}`, product: String(size.product_id), variant: String(size.variant_id), quantity: 1 });
      expect(sold.body.errors).toBeUndefined();
      // The sale makes it stale (its category's size counts), so it is made again from its parts.
      const stale = await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'stale', 2_000);
      expect(stale.headers.get('x-izlog-cache')).toBe('stale');

      // Asked until it is fresh again; the first fresh one is counted on the direct path or not.
      let direct = -1;
      const fresh = await eventually(
        async () => {
          const before = await directAnswers();
          const reply = await ask();
          direct = (await directAnswers()) - before;
          return reply;
        },
        (reply) => reply.headers.get('x-izlog-cache') === 'hit',
        3_000,
      );
      expect(fresh.headers.get('x-izlog-cache')).toBe('hit');
      expect(fresh.body).toEqual(warm.body);
      expect([fresh.headers.get('etag'), fresh.headers.get('last-modified')]).toEqual([warm.headers.get('etag'), warm.headers.get('last-modified')]);
      expect(direct).toBe(0);
    });
  });
}
