import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SubscribeNewsletterDocument, UploadStorageDocument } from '../../../generated/client/graphql';
import { createSession } from '../../../src/server/auth/sessions';
import { configureGraphQL, execute, resetGraphQLConfig, resetRequestContext, setRequestContext } from '../../../src/client/lib/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

const PARTNER = 'https://partner.izlog.example';
const ATTACKER = 'https://evil.example';
const SUBSCRIBE = (email: string) => `mutation { subscribeNewsletter(email: "${email}") { success } }`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the HTTP surface against other sites', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { SEED: 'none', CORS_ORIGINS: `${PARTNER}, https://admin.izlog.example` });
    const dist = join(server.config.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Izlog</title><div id="root"></div><script type="module" src="/static/js/index.js"></script>');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  }, 120_000);
  afterAll(async () => {
    resetGraphQLConfig();
    resetRequestContext();
    await server?.close();
  });

  const subscribers = async (email: string) =>
    (await server.db.selectFrom('newsletter_subscribers').select('email').where('email', '=', email).execute()).length;

  test.each(['/', '/prodavnica/telefoni', '/cms/products', '/cms', '/robots.txt'])('%s runs only the shop’s own scripts and cannot be framed', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", `ws://${new URL(server.url).host}`]));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a Host header cannot write into the policy', async () => {
    const { request } = await import('node:http');
    const policy = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.url);
      request({ host: url.hostname, port: url.port, path: '/', headers: { host: "x; script-src 'unsafe-inline'" } }, (response) => {
        response.resume();
        resolve(String(response.headers['content-security-policy']));
      })
        .on('error', reject)
        .end();
    });
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain("script-src 'unsafe-inline'");
  });

  test('uploaded files keep their sandbox', async () => {
    const response = await fetch(`${server.url}/storage/nothing-here.svg`);
    expect(directives(response.headers.get('content-security-policy')).has('sandbox')).toBe(true);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('only the configured origins may read the API from their pages; others are not answered with CORS', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,lang,authorization' },
      });
    const partner = await preflight(PARTNER);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(partner.headers.get('access-control-allow-headers')).toMatch(/lang/);
    expect(partner.headers.get('access-control-allow-credentials')).toBeNull();
    const attacker = await preflight(ATTACKER);
    expect(attacker.headers.get('access-control-allow-origin')).toBeNull();

    const read = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: ATTACKER, 'content-type': 'application/json', lang: '0' },
      body: JSON.stringify({ query: '{ orderSettings { min_order_total } }' }),
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a cross-site form or text POST cannot run a mutation, and changes nothing', async () => {
    const email = 'csrf-form@izlog.example';
    const form = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: ATTACKER, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: SUBSCRIBE(email) }),
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const text = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: ATTACKER, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SUBSCRIBE(email) }),
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    const multipart = new FormData();
    multipart.append('operations', JSON.stringify({ query: SUBSCRIBE(email) }));
    multipart.append('map', '{}');
    const formData = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { origin: ATTACKER }, body: multipart });
    expect(formData.status).toBeGreaterThanOrEqual(400);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ orderSettings { min_order_total } }')}`, { headers: { origin: ATTACKER } });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(await subscribers(email)).toBe(0);
  });

  test('outside production, introspection, hints and operations of one’s own stay open for developers', async () => {
    const post = async (query: string) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
      (await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', lang: '1' }, body: JSON.stringify({ query }) })).json()) as any;
    expect((await post('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
    expect((await post('{ orderSetings { min_order_total } }')).errors[0].message).toMatch(/Did you mean "orderSettings"/);
    expect((await post('{ orderSettings { min_order_total } }')).data.orderSettings).toBeTruthy();
  });

  test('the shop’s own client still works: JSON with its headers, and multipart uploads from the admin', async () => {
    configureGraphQL({ endpoint: `${server.url}/graphql` });
    const email = 'own-client@izlog.example';
    expect((await execute(SubscribeNewsletterDocument, { email })).subscribeNewsletter.success).toBe(true);
    expect(await subscribers(email)).toBe(1);

    const adminToken = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    setRequestContext({ adminToken });
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    const uploaded = await execute(UploadStorageDocument, { file, bucket: 'public', tab: null });
    expect(uploaded.uploadStorage.mime).toBe('image/svg+xml');
  });
});
