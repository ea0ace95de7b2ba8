/**
 * The product page reads its product with the image, brand and category links in one statement, and
 * the connected products with theirs (catalog/product-page.ts, issue 22): what it shows still
 * follows each of those rows. A brand renamed shows on a kept product page within 2 s, and on a page
 * first read after the change; on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductDocument } from '../../../generated/client/graphql';
import { eventually, getPersisted, post } from '../support/answers';
import { serverBackends } from '../support/backends';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

const UPSERT_BRAND = 'mutation($id: ID, $name: String!, $slug: String!) { upsertBrand(id: $id, name: $name, slug: $slug) { id name slug } }';

interface Page {
  product: { id: string; brand: { id: string; name: string; slug: string } | null; image: { id: string } | null; category: { id: string } | null; connected: { id: string; image: { id: string } | null }[] };
}

for (const backend of await serverBackends()) {
  describe(`product page rows on ${backend}`, () => {
    let server: TestServer;
    let adminToken: string;
    beforeAll(async () => {
      server = await startTestServer(backend);
      adminToken = await signInAdministrator(server);
    }, 120_000);
    afterAll(() => server?.close());

    const page = async (id: string) => (await getPersisted(server, GetProductDocument, { id })).body.data as Page;

    test('its brand, image, category and connected products as before, and a brand renamed shows within 2 s', async () => {
      const { product } = await page('1');
      expect(product.brand).not.toBeNull();
      expect(product.image).not.toBeNull();
      expect(product.category).not.toBeNull();
      // Asked again, from what the first reading kept: the same answer.
      expect((await page('1')).product).toEqual(product);
      const brand = product.brand!;
      const renamed = `${brand.name} Renamed`;
      const saved = await post(server, UPSERT_BRAND, { id: brand.id, name: renamed, slug: brand.slug }, { adminToken });
      expect(saved.body.errors).toBeUndefined();
      const after = await eventually(() => page('1'), (data) => data.product.brand?.name === renamed, 2_000);
      expect(after.product.brand?.name).toBe(renamed);
      expect({ ...after.product, brand: null }).toEqual({ ...product, brand: null });
      await post(server, UPSERT_BRAND, { id: brand.id, name: brand.name, slug: brand.slug }, { adminToken });
    });
  });
}
