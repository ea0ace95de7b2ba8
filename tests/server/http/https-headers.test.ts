/**
 * Headers for a shop on HTTPS (issue 26, item 6): every page, API answer and file carries a
 * Permissions-Policy that switches off what the shop never uses, and Strict-Transport-Security when
 * the shop's origin is https (PUBLIC_URL, or a trusted proxy's X-Forwarded-Proto), never on plain HTTP.
 */
import { get } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

const PATHS = ['/', '/prodavnica', '/graphql?query=%7Bcategories(limit%3A1)%7Bid%7D%7D', '/graphql', '/robots.txt', '/sitemap.xml'];

async function headersOf(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response =
    path === '/graphql'
      ? await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ categories(limit: 1) { id } }' }) })
      : await fetch(server.url + path, { headers: { accept: path.startsWith('/graphql') ? 'application/json' : '*/*', ...headers } });
  await response.arrayBuffer();
  // Whatever the answer (a test server has no built client, so its pages answer 503), the headers are there.
  return response.headers;
}

describe('headers for a shop on HTTPS', () => {
  const servers: Record<'plain' | 'public' | 'proxied', TestServer | undefined> = { plain: undefined, public: undefined, proxied: undefined };
  beforeAll(async () => {
    servers.plain = await startTestServer('pglite');
    servers.public = await startTestServer('pglite', { PUBLIC_URL: 'https://izlog.example' });
    servers.proxied = await startTestServer('pglite', { TRUSTED_PROXY: 'loopback' });
  }, 120_000);
  afterAll(async () => {
    for (const server of Object.values(servers)) await server?.close();
  });

  test.each(PATHS)('%s switches off camera, microphone, location, payment and interest topics, and asks no HTTPS on plain HTTP', async (path) => {
    const headers = await headersOf(servers.plain!, path);
    const policy = (headers.get('permissions-policy') ?? '').split(', ');
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'browsing-topics=()']));
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  test('an uploaded file carries the policy too', async () => {
    const { rows } = await sql<{ name: string; folder: string }>`select name, folder from storage_files limit 1`.execute(servers.plain!.db);
    const file = rows[0]!;
    const headers = await headersOf(servers.plain!, `/storage/public/${file.folder}/${file.name}`);
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });

  test.each(PATHS)('%s asks the browser for HTTPS only when PUBLIC_URL is https', async (path) => {
    expect((await headersOf(servers.public!, path)).get('strict-transport-security')).toBe('max-age=31536000');
  });

  test("behind a trusted proxy, HTTPS is asked for when the proxy says the visitor came over https, not otherwise", async () => {
    expect((await headersOf(servers.proxied!, '/', { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBe('max-age=31536000');
    expect((await headersOf(servers.proxied!, '/graphql?query=%7Bcategories(limit%3A1)%7Bid%7D%7D', { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBe('max-age=31536000');
    expect((await headersOf(servers.proxied!, '/')).get('strict-transport-security')).toBeNull();
    // Anyone else saying so is not believed.
    expect((await headersOf(servers.plain!, '/', { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBeNull();
  });

  test('a proxy or client keeping a connection open between requests is never cut off by the server first', async () => {
    // A proxy keeps idle connections to the shop for up to 60 s (nginx, cloud load balancers); a
    // server that closes them sooner races the next request sent on one, which then fails (ECONNRESET).
    const keepAlive = await new Promise<string>((resolve, reject) =>
      get(`${servers.plain!.url}/healthz`, (response) => {
        response.resume();
        resolve(String(response.headers['keep-alive'] ?? ''));
      }).on('error', reject),
    );
    expect(Number(/timeout=(\d+)/.exec(keepAlive)?.[1])).toBeGreaterThan(60);
  });
});
