/**
 * The shop as it runs on several machines: two instances, each a process of its own, over one
 * PostgreSQL database, one Redis and one S3 bucket (a real S3 API on a local port), behind a reverse
 * proxy that sends requests to them in turn. What one instance does, the other shows (a file uploaded
 * through one is served by the other); throttling counts across both; live visitors of both are
 * in one administrator's list; and killing one instance in the middle of checkouts loses no order
 * that a shopper was told was placed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../../src/server/config';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { LIMITS } from '../../../src/server/lib/throttle';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { eventually } from '../support/answers';
import { postgresReachable } from '../support/databases';
import { randomAddress, TOO_MANY } from '../support/from-address';
import { adminToken, clientId, openChannel, watchVisitors } from '../support/live-clients';
import { redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../support/redis';
import { roundRobinProxy, type Proxy } from '../support/round-robin-proxy';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { postgresDatabaseFor, type TestServer } from '../support/test-server';

const PRODUCT_PAGE = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const LISTING = `query($first: Int) { products(first: $first, sort: NAME) { data { id name } } }`;
const ADMIN_PRODUCT = 'query($id: ID!) { product(id: $id) { id code name slug price_rsd stock } }';
const UPSERT_PRODUCT = `mutation($id: ID, $name: String!, $slug: String!, $code: String!, $price: Float!, $stock: Int!) {
  upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, stock: $stock) { id } }`;
const USER_LOGIN = 'mutation ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';
const ORDER = `mutation($key: String!, $product: ID!) { createOrder(idempotency_key: $key, items: [{ product_id: $product, quantity: 1 }], name: "Vesna",
  lastname: "Ilić", email: "vesna.test@gmail.com", phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1",
  payment_method: CASH_ON_DELIVERY) { code } }`;
const FILE = 'id url url_sm variants { webp }';
const UPLOAD = `mutation($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { ${FILE} } }`;
const FILES = `query($search: String) { storage(search: $search) { data { ${FILE} } } }`;
const SEND_VISIT = `mutation($client: String!, $session: String!, $message: LiveMessageInput!) { sendLiveMessage(client: $client, session: $session, message: $message) { success } }`;
/** The product the checkouts buy. */
const ORDERED_PRODUCT = '7';
const CHECKOUTS = 24;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON
type Answer = { status: number; body: any };

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', lang: '0', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : null };
}

const ready = (await postgresReachable()) && (await redisReachable());
if (!ready) console.warn('The multi-instance test needs PostgreSQL and Redis: skipped.');

describe.skipIf(!ready)('two instances behind a proxy, on one PostgreSQL and one Redis', () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'izlog-instances-'));
  let instances: ServerProcess[] = [];
  let proxy: Proxy;
  let s3: TestS3;
  let db: Db;
  let token: string;
  let dropDatabase = async () => undefined as unknown;

  beforeAll(async () => {
    s3 = await startTestS3();
    const database = await postgresDatabaseFor(readConfig({ DATA_DIR: join(dataRoot, 'seed'), DEMO_ACCOUNTS: '1' }));
    dropDatabase = database.drop;
    db = createDatabase({ databaseUrl: database.url, dataDir: 'memory' });
    const start = (name: string) =>
      startServerProcess(
        name,
        'tests/server/support/instance-process.ts',
        {
          DATABASE_URL: database.url,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: testRedisPrefix(),
          DATA_DIR: join(dataRoot, name),
          INSTANCE_CLIENT_DIR: clientBuildDir(),
          TRUSTED_PROXY: 'loopback',
          DEMO_ACCOUNTS: '1',
          SEED: 'demo',
          ...s3.env,
        },
        (line) => (line.startsWith('{"url"') ? (JSON.parse(line) as { url: string }).url : null),
      );
    // Built before the instances start: a server without a client build serves no pages.
    await builtClient();
    instances = await Promise.all([start('instance-a'), start('instance-b')]);
    proxy = await roundRobinProxy(instances.map((instance) => instance.url));
    token = await adminToken({ db } as TestServer);
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.destroy();
    await dropDatabase();
    await s3?.close();
    rmSync(dataRoot, { recursive: true, force: true });
  });

  test('an administrator’s edit on one instance shows in the other’s cached page and listing', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const page = (url: string) => fetch(url + PRODUCT_PAGE).then(async (response) => ({ cache: response.headers.get('x-izlog-cache'), html: await response.text() }));
    const listing = () => fetch(`${two.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', lang: '0' }, body: JSON.stringify({ query: LISTING, variables: { first: 200 } }) });
    // Kept by the second instance: the page in its memory, the listing in Redis.
    const kept = await eventually(() => page(two.url), (answer) => answer.cache === 'hit', 10_000);
    expect(kept.cache).toBe('hit');
    expect((await eventually(listing, (response) => response.headers.get('x-izlog-cache') === 'hit', 10_000)).headers.get('x-izlog-cache')).toBe('hit');

    const before = (await graphql(one.url, ADMIN_PRODUCT, { id: '1' }, { authorization: `Bearer ${token}` })).body.data.product;
    const renamed = `${before.name} (izmenjeno na prvoj)`;
    const edit = await graphql(one.url, UPSERT_PRODUCT, { id: '1', code: before.code, name: renamed, slug: before.slug, price: before.price_rsd, stock: before.stock }, { authorization: `Bearer ${token}` });
    expect(edit.body.errors).toBeUndefined();

    const fresh = await eventually(() => page(two.url), (answer) => answer.html.includes(renamed), 3_000);
    expect(fresh.html).toContain(renamed);
    const answer = await eventually(
      async () => (await listing().then((response) => response.json())) as { data: { products: { data: { id: string; name: string }[] } } },
      (body) => body.data.products.data.some((product) => product.name === renamed),
      3_000,
    );
    expect(answer.data.products.data.find((product) => product.id === '1')?.name).toBe(renamed);
  });

  test('an image uploaded through one instance is served by the other, with the variants its job made, from the bucket', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { bucket: 'public', file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([new Uint8Array(png)], 'Crvena polica.png', { type: 'image/png' }));
    const uploaded = await fetch(`${one.url}/graphql`, { method: 'POST', headers: { lang: '0', authorization: `Bearer ${token}` }, body: form });
    type Stored = { id: string; url: string; url_sm: string; variants: { webp: string }[] };
    const answered = ((await uploaded.json()) as { data: { uploadStorage: Stored } }).data.uploadStorage;
    // The variants' job, kept in PostgreSQL, is done by whichever instance takes it.
    const listed = await eventually(
      async () => (await graphql(two.url, FILES, { search: `-${answered.id}.` }, { authorization: `Bearer ${token}` })).body.data.storage.data as Stored[],
      (files) => files.some((file) => file.id === answered.id && file.variants.length > 0),
      20_000,
    );
    const file = listed.find((each) => each.id === answered.id)!;
    expect(file.url_sm).toBe(file.url.replace(/\.png$/, '-sm.png'));
    for (const address of [file.url, file.url_sm, file.variants[0]!.webp]) {
      const served = await fetch(new URL(address, two.url));
      expect([address, served.status]).toEqual([address, 200]);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
    }
    const original = await fetch(new URL(file.url, two.url));
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
  });

  test('wrong passwords for one account through both instances are counted together', async () => {
    // A client and an account of this run's own: runs sharing a Redis do not meet.
    const [client, email] = [randomAddress(), `niko-${randomBytes(4).toString('hex')}@nigde.rs`];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => graphql(proxy.url, USER_LOGIN, { email, password: `pogresna-${index}` }, { 'x-forwarded-for': client })),
    );
    const refused = answers.filter((answer) => TOO_MANY.sr.test(answer.body.errors?.[0]?.message ?? '')).length;
    // Each instance alone would check LIMITS.loginAccount.points of its 20 before refusing.
    expect(40 - refused).toBeLessThanOrEqual(LIMITS.loginAccount.points);
    expect(refused).toBeGreaterThan(0);
  });

  test('visitors of both instances are in one administrator’s live list', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const live = watchVisitors({ url: one.url } as TestServer, token);
    const here = clientId('Ovde');
    const there = clientId('Tamo');
    const channels = await Promise.all([openChannel({ url: one.url } as TestServer, here, 'Ses001'), openChannel({ url: two.url } as TestServer, there, 'Ses002')]);
    try {
      for (const [url, client, path] of [[one.url, here, '/akcija'], [two.url, there, '/kontakt']] as const) {
        const sent = await graphql(url, SEND_VISIT, { client, session: client === here ? 'Ses001' : 'Ses002', message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() } });
        expect(sent.body.data?.sendLiveMessage.success).toBe(true);
      }
      await live.until((visitors) => visitors.get(here)?.path === '/akcija' && visitors.get(there)?.path === '/kontakt');
    } finally {
      await Promise.all(channels.map((channel) => channel.close()));
      await live.close();
    }
  });

  test('an instance killed in the middle of checkouts loses no order a shopper was told was placed', async () => {
    const [, two] = instances as [ServerProcess, ServerProcess];
    const product = (await graphql(proxy.url, ADMIN_PRODUCT, { id: ORDERED_PRODUCT }, { authorization: `Bearer ${token}` })).body.data.product;
    const stocked = await graphql(proxy.url, UPSERT_PRODUCT, { id: ORDERED_PRODUCT, code: product.code, name: product.name, slug: product.slug, price: product.price_rsd, stock: 100 }, { authorization: `Bearer ${token}` });
    expect(stocked.body.errors).toBeUndefined();
    const keys = Array.from({ length: CHECKOUTS }, (_, index) => `instances-${Date.now()}-${index}`);
    /** A shopper's checkout: sent again with the same key when the shop did not answer, as the storefront does. */
    const checkout = async (key: string): Promise<string> => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const answer = await graphql(proxy.url, ORDER, { key, product: ORDERED_PRODUCT }).catch(() => null);
        const code = answer?.body?.data?.createOrder?.code as string | undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`checkout ${key} never went through`);
    };
    // Four shoppers' streams of checkouts; the second instance dies once the first order is placed, so the rest span its death.
    let killed: Promise<void> | null = null;
    const streams = [0, 1, 2, 3].map(async (stream) => {
      const codes: string[] = [];
      for (const key of keys.filter((_, index) => index % 4 === stream)) {
        codes.push(await checkout(key));
        killed ??= two.kill();
      }
      return codes;
    });
    const codes = (await Promise.all(streams)).flat();
    await killed;

    expect(new Set(codes).size).toBe(CHECKOUTS);
    const orders = await db.selectFrom('orders').select(['code', 'idempotency_key']).where('code', 'in', codes).execute();
    expect(orders.map((order) => order.code).sort()).toEqual([...codes].sort());
    expect(new Set(orders.map((order) => order.idempotency_key)).size).toBe(CHECKOUTS);
    const left = await db.selectFrom('products').select('stock').where('id', '=', Number(ORDERED_PRODUCT)).executeTakeFirstOrThrow();
    expect(left.stock).toBe(100 - CHECKOUTS);
  });
});
