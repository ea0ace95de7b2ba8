import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { readConfig } from '../../../src/server/config';
import { ADMIN_TOKEN_COOKIE, LANGUAGE_COOKIE, USER_TOKEN_COOKIE } from '../../../src/shared/constants';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { postgresReachable } from '../support/databases';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { redisReachable, TEST_REDIS_URL } from '../support/redis';
import { postgresDatabaseFor, startTestServer, type TestServer } from '../support/test-server';

const PHONE = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const PHONE_NAME = 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB';

const PRODUCT = '{ product(id: "1") { code name slug price stock } }';
const UPSERT = `mutation($name: String!, $slug: String!, $code: String!, $price: Float!, $stock: Int!, $active_to: DateTime) {
  upsertProduct(id: "1", code: $code, name: $name, slug: $slug, price: $price, stock: $stock, active_to: $active_to) { id } }`;
const ORDER = `mutation($key: String!) { createOrder(idempotency_key: $key, items: [{ product_id: "1", quantity: 1 }], name: "Vesna", lastname: "Ilić",
  email: "vesna.test@gmail.com", phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1",
  payment_method: CASH_ON_DELIVERY) { code } }`;
const USER_LOGIN = 'mutation($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });

/** A request whose body stays as it was sent (fetch decodes br and gzip by itself), and the text it carries. */
function getRaw(server: TestServer, path: string, acceptEncoding: string, post?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer; html: string }> {
  const headers = { 'accept-encoding': acceptEncoding, ...(post ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    request(server.url + path, { method: post ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ headers: response.headers, body, html });
      });
    })
      .on('error', reject)
      .end(post);
  });
}

/** Resolves once `check` holds for the page, polling: another instance hears of a change through Redis. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const distDir = clientBuildDir();
const built = builtClient();

/** Storefront pages for anonymous visitors kept rendered and compressed, and dropped when what they show changes. */
describe('the storefront page cache', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    // Loopback is a trusted proxy here, so a request can name another origin (X-Forwarded-Host).
    const [, started] = await Promise.all([built, startTestServer('pglite', { TRUSTED_PROXY: 'loopback' }, { distDir })]);
    server = started;
    adminToken = await signInAdministrator(server);
  }, 120_000);
  afterAll(() => server?.close());

  test('a page travels compressed, brotli or gzip as the browser takes, and decodes to the same HTML', async () => {
    const plain = await getRaw(server, PHONE, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.html).toContain(PHONE_NAME);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const page = await getRaw(server, PHONE, accepted);
      expect(page.headers['content-encoding'], accepted).toBe(encoding);
      expect(page.headers.vary).toMatch(/^Accept-Encoding, Cookie\b/);
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      expect(page.body.length).toBeLessThan(plain.body.length / 4);
      expect(page.html).toBe(plain.html);
    }
  });

  test('an API answer travels compressed too, when it is worth it', async () => {
    const listing = JSON.stringify({ query: '{ products(first: 24) { data { id name slug price description } } }' });
    const plain = await getRaw(server, '/graphql', 'identity', listing);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await getRaw(server, '/graphql', 'gzip, deflate, br', listing);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(compressed.html)).toEqual(JSON.parse(plain.html));
    const small = await getRaw(server, '/graphql', 'br', JSON.stringify({ query: '{ product(id: "1") { id } }' }));
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('the second anonymous visit is served from the cache with the same ETag, and a known ETag gets 304', async () => {
    const path = '/prodavnica/telefoni-i-tableti';
    const first = await get(server, path, { 'accept-encoding': 'br' });
    const second = await get(server, path, { 'accept-encoding': 'br' });
    expect(first.headers.get('x-izlog-cache')).toBe('miss');
    expect(second.headers.get('x-izlog-cache')).toBe('hit');
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}-br"$/);
    expect(first.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    expect(await second.text()).toBe(await first.text());

    const unchanged = await get(server, path, { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // A tag the browser got in another encoding stands for the same page.
    expect((await get(server, path, { 'accept-encoding': 'gzip', 'if-none-match': etag! })).status).toBe(304);
    expect((await get(server, path, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  test('the page names the origin the request came to, as the sitemap does, and each origin has its own page', async () => {
    const here = await (await get(server, PHONE)).text();
    expect(here).toContain(`<link rel="canonical" href="${server.url}${PHONE}">`);
    const proxied = await get(server, PHONE, { 'x-forwarded-host': 'izlog.example', 'x-forwarded-proto': 'https' });
    expect(await proxied.text()).toContain(`<link rel="canonical" href="https://izlog.example${PHONE}">`);
    expect(proxied.headers.get('vary')).toContain('X-Forwarded-Host');
    const sitemap = await (await get(server, '/sitemap-sr.xml', { 'x-forwarded-host': 'izlog.example', 'x-forwarded-proto': 'https' })).text();
    expect(sitemap).toContain(`<loc>https://izlog.example${PHONE}</loc>`);
  });

  test('a signed-in shopper gets the page every shopper gets (their account shows in the browser); an administrator’s is theirs alone', async () => {
    const anonymous = await get(server, PHONE);
    expect(['hit', 'miss']).toContain(anonymous.headers.get('x-izlog-cache'));
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).not.toContain('Moj nalog');

    const userToken = (await server.request(USER_LOGIN, DEMO_USER)).data.userLogin.token as string;
    const shopper = await get(server, PHONE, { cookie: `${USER_TOKEN_COOKIE}=${userToken}` });
    expect(shopper.headers.get('x-izlog-cache')).toBe('hit');
    expect(shopper.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
    expect(shopper.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await shopper.text()).toBe(anonymousHtml);
    // The account's own page too: the header's "log in" and the screen's loading state, until the browser renders them.
    const account = await get(server, '/korisnik', { cookie: `${USER_TOKEN_COOKIE}=${userToken}` });
    expect(account.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
    const accountHtml = await account.text();
    expect(accountHtml).toContain('Prijava');
    // The route's own title names the screen ("Moj nalog | Izlog"); the page shows no account of anyone.
    const accountBody = accountHtml.slice(accountHtml.indexOf('<body'));
    expect(accountBody).not.toContain('Moj nalog');

    // An administrator sees a product that is switched off; anonymous visitors still do not, before or after.
    const hidden = await server.db.selectFrom('products').select('id').where('active', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const byId = `/proizvod/${hidden.id}/x`;
    expect((await get(server, byId)).status).toBe(404);
    const admin = { cookie: `${ADMIN_TOKEN_COOKIE}=${adminToken}` };
    const moved = await get(server, byId, admin);
    expect(moved.status).toBe(301);
    const canonical = moved.headers.get('location')!;
    const adminPage = await get(server, canonical, admin);
    expect(adminPage.status).toBe(200);
    expect(adminPage.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get(server, canonical)).status).toBe(404);
    expect((await get(server, byId)).status).toBe(404);
  });

  test('a path the same in both languages is rendered, and kept, in the visitor’s remembered language', async () => {
    const serbian = await get(server, '/akcija');
    expect(await serbian.text()).toContain('<html lang="sr"');
    const english = await get(server, '/akcija', { cookie: `${LANGUAGE_COOKIE}=1` });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
    expect((await get(server, '/akcija', { cookie: `${LANGUAGE_COOKIE}=1` })).headers.get('x-izlog-cache')).toBe('hit');
    expect(await (await get(server, '/akcija')).text()).toContain('<html lang="sr"');
    // A path that names its language ignores the cookie.
    expect(await (await get(server, PHONE, { cookie: `${LANGUAGE_COOKIE}=1` })).text()).toContain('<html lang="sr"');
  });

  test('an administrator’s edit and an order that takes the last unit show on the next visit; a page not showing the product stays kept', async () => {
    const unrelated = '/kontakt';
    await get(server, unrelated);
    const { data } = await server.request(PRODUCT, {}, { adminToken });
    const renamed = `${data.product.name} (novo)`;
    expect((await server.request(UPSERT, { ...data.product, name: renamed, stock: 1 }, { adminToken })).errors).toBeUndefined();
    await get(server, PHONE);
    const cached = await get(server, PHONE);
    expect(cached.headers.get('x-izlog-cache')).toBe('hit');
    const before = await cached.text();
    expect(before).toContain(renamed);
    expect(before).toContain('Na stanju');

    // A refused write, and a visitor's view counted, change nothing a page shows: the page stays.
    expect((await server.request(UPSERT, { ...data.product, price: -1 }, { adminToken })).errors).toBeDefined();
    expect((await server.request('mutation { recordProductView(product_id: "1", client: "page-cache-test") { success } }')).data.recordProductView.success).toBe(true);
    expect((await get(server, PHONE)).headers.get('x-izlog-cache')).toBe('hit');

    const order = await server.request(ORDER, { key: `page-cache-${Date.now()}` });
    expect(order.errors).toBeUndefined();
    // The next visitor gets the previous page at once (stale, rendered again behind it) or the new one; within 2 s, the new one.
    const next = await get(server, PHONE);
    expect(['stale', 'miss']).toContain(next.headers.get('x-izlog-cache'));
    const after = await eventually(async () => (await get(server, PHONE)).text(), (html) => html.includes('Trenutno nije na stanju'), 2_000);
    expect(after).toContain('Trenutno nije na stanju');
    // The edit and the order touched product 1 only: the contact page was rendered once, before both.
    const kept = await get(server, unrelated);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-izlog-cache')).toBe('hit');

  });

  test('a product whose display window closes leaves the cached pages when it closes, with no write', async () => {
    const { data } = await server.request(PRODUCT, {}, { adminToken });
    const closes = new Date(Date.now() + 1_500).toISOString();
    expect((await server.request(UPSERT, { ...data.product, active_to: closes }, { adminToken })).errors).toBeUndefined();
    await get(server, PHONE);
    expect((await get(server, PHONE)).headers.get('x-izlog-cache')).toBe('hit');
    const status = async () => String((await get(server, PHONE)).status);
    expect(await eventually(status, (answer) => answer === '404', 6_000)).toBe('404');
  });
});

/** Two instances over one PostgreSQL database, sharing Redis: a change on one drops the other's pages. */
describe('the page cache across instances', async () => {
  const ready = (await redisReachable()) && (await postgresReachable());
  if (!ready) console.warn('The page cache across instances needs Redis and PostgreSQL: skipped.');
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let drop = async () => undefined as unknown;

  beforeAll(async () => {
    if (!ready) return;
    const seedDir = mkdtempSync(join(tmpdir(), 'izlog-page-cache-db-'));
    const database = await postgresDatabaseFor(readConfig({ DATA_DIR: seedDir, DEMO_ACCOUNTS: '1' }));
    drop = async () => {
      await database.drop();
      rmSync(seedDir, { recursive: true, force: true });
    };
    // One public address, as behind one proxy: the instances' pages are the same pages.
    const env = { REDIS_URL: TEST_REDIS_URL, PUBLIC_URL: 'http://izlog.test' };
    await built;
    [first, second] = await Promise.all([0, 1].map(() => startTestServer('postgres', env, { distDir, databaseUrl: database.url })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await drop();
  });

  test.skipIf(!ready)('a page one instance rendered is the other’s first answer, from Redis', async () => {
    if (!first || !second) throw new Error('the instances did not start');
    const [one, two] = [first, second];
    // Each instance counts its own start as a change: ask until both agree on the shared version.
    let round = 0;
    const fromOther = await eventually(
      async () => {
        const path = `${PHONE}?ref=instances-${(round += 1)}`;
        await get(one, path);
        return get(two, path);
      },
      (response) => response.headers.get('x-izlog-cache') === 'hit',
    );
    expect(fromOther.headers.get('x-izlog-cache')).toBe('hit');
    expect(await fromOther.text()).toContain(PHONE_NAME);
    // A page never asked of the second before: its first visit there is a hit.
    const fresh = `${PHONE}?ref=instances-next`;
    expect((await get(one, fresh)).headers.get('x-izlog-cache')).toBe('miss');
    const there = await get(two, fresh);
    expect(there.headers.get('x-izlog-cache')).toBe('hit');
    expect(there.headers.get('etag')).toBe((await get(one, fresh)).headers.get('etag'));
  });

  test.skipIf(!ready)('an administrator’s edit on one instance shows on the other’s next visit', async () => {
    if (!first || !second) throw new Error('the instances did not start');
    const adminToken = await signInAdministrator(first);
    await get(second, PHONE);
    expect(await (await get(second, PHONE)).text()).toContain(PHONE_NAME);
    const { data } = await first.request(PRODUCT, {}, { adminToken });
    const renamed = `${data.product.name} (izmenjeno)`;
    expect((await first.request(UPSERT, { ...data.product, name: renamed }, { adminToken })).errors).toBeUndefined();
    const other = second;
    const html = await eventually(async () => (await get(other, PHONE)).text(), (page) => page.includes(renamed), 2_000);
    expect(html).toContain(renamed);
  });
});
