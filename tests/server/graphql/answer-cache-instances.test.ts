/**
 * The answer cache across two instances over one PostgreSQL database sharing Redis: an answer kept
 * by one is the other's, and a change on one, or in the database itself, shows on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductDocument } from '../../../generated/client/graphql';
import { readConfig } from '../../../src/server/config';
import { eventually, getPersisted, persistedPath, post } from '../support/answers';
import { postgresReachable } from '../support/databases';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { redisReachable, TEST_REDIS_URL } from '../support/redis';
import { postgresDatabaseFor, startTestServer, type TestServer } from '../support/test-server';

const RENAME_PRODUCT = `mutation($id: ID, $name: String!, $slug: String!, $code: String!, $price: Float!, $stock: Int!) {
  upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, stock: $stock) { id } }`;
const ADMIN_PRODUCT = 'query($id: ID!) { product(id: $id) { id code name slug price_rsd stock } }';

/** Two instances over one PostgreSQL database, sharing Redis: one's kept answer is the other's, and a change on one shows on both. */
describe('the answer cache across instances', async () => {
  const ready = (await redisReachable()) && (await postgresReachable());
  if (!ready) console.warn('The answer cache across instances needs Redis and PostgreSQL: skipped.');
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let drop = async () => undefined as unknown;

  beforeAll(async () => {
    if (!ready) return;
    const seedDir = mkdtempSync(join(tmpdir(), 'izlog-answer-cache-db-'));
    const database = await postgresDatabaseFor(readConfig({ DATA_DIR: seedDir, DEMO_ACCOUNTS: '1' }));
    drop = async () => {
      await database.drop();
      rmSync(seedDir, { recursive: true, force: true });
    };
    [first, second] = await Promise.all([0, 1].map(() => startTestServer('postgres', { REDIS_URL: TEST_REDIS_URL }, { databaseUrl: database.url })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await drop();
  });

  test.skipIf(!ready)('an answer kept by one instance is the other’s, and an edit on one shows on the other’s next answer while unrelated ones stay kept', async () => {
    if (!first || !second) throw new Error('the instances did not start');
    const [one, two] = [first, second];
    const variables = { id: '2' };
    // Each instance counts its own start as a change: ask until both agree on the shared version.
    const shared = await eventually(
      async () => {
        await getPersisted(one, GetProductDocument, variables);
        return getPersisted(two, GetProductDocument, variables);
      },
      (answer) => answer.headers.get('x-izlog-cache') === 'hit',
    );
    expect(shared.headers.get('x-izlog-cache')).toBe('hit');
    const etag = shared.headers.get('etag')!;
    expect((await fetch(one.url + persistedPath(GetProductDocument, variables), { headers: { lang: '0', 'if-none-match': etag } })).status).toBe(304);

    const adminToken = await signInAdministrator(one);
    const before = (await post(one, ADMIN_PRODUCT, variables, { adminToken })).body.data.product;
    const renamed = `${before.name} (na drugoj instanci)`;
    const edit = await post(one, RENAME_PRODUCT, { id: '2', code: before.code, name: renamed, slug: before.slug, price: before.price_rsd, stock: before.stock }, { adminToken });
    expect(edit.body.errors).toBeUndefined();
    const seen = await eventually(() => getPersisted(two, GetProductDocument, variables), (answer) => answer.body.data.product.name === renamed, 2_000);
    expect(seen.body.data.product.name).toBe(renamed);
    expect((await fetch(two.url + persistedPath(GetProductDocument, variables), { headers: { lang: '0', 'if-none-match': etag } })).status).toBe(200);

    // Only what shows the product was dropped: another product's answer is still kept on both.
    for (const instance of [one, two]) {
      const unrelated = await eventually(() => getPersisted(instance, GetProductDocument, { id: '7' }), (answer) => answer.headers.get('x-izlog-cache') === 'hit');
      expect(unrelated.headers.get('x-izlog-cache')).toBe('hit');
    }
    await post(one, RENAME_PRODUCT, { id: '2', code: before.code, name: `${renamed}!`, slug: before.slug, price: before.price_rsd, stock: before.stock }, { adminToken });
    await eventually(() => getPersisted(two, GetProductDocument, variables), (answer) => answer.body.data.product.name === `${renamed}!`, 2_000);
    for (const instance of [one, two]) expect((await getPersisted(instance, GetProductDocument, { id: '7' })).headers.get('x-izlog-cache')).toBe('hit');

    // A write outside the API, heard by both instances from the database itself.
    await sql`update products set names[1] = 'Uređeno ručno' where id = 2`.execute(one.db);
    for (const instance of [one, two]) {
      const answer = await eventually(() => getPersisted(instance, GetProductDocument, variables), (reply) => reply.body.data.product.name === 'Uređeno ručno', 2_000);
      expect(answer.body.data.product.name).toBe('Uređeno ručno');
    }
  });
});
