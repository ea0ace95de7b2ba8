/**
 * Any GraphQL client welcome (issue 26, item 3): Apollo Client and urql, each plain and with its
 * persisted-query link, run the storefront's key operations against `npm run mock` and against the
 * server in production, in Serbian and in English; the spec §7 headers travel as the spec says, the
 * `__typename` selections the clients add do not make the shop's own documents untrusted, and the
 * persisted-query links fall back to the text once, then send hashes alone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockProcess, type MockProcess } from '../mock-server/support/mock-process';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { SHOP_CLIENTS, type SentRequest } from './clients/shop-clients';
import { shopperJourney } from './clients/shopper-journey';

const MUTATIONS = new Set(['UserLogin', 'CreateOrder', 'AdminLogin']);

const servers: { mock?: MockProcess; production?: TestServer } = {};
beforeAll(async () => {
  [servers.mock, servers.production] = await Promise.all([startMockProcess(), startTestServer('pglite', { NODE_ENV: 'production' })]);
}, 180_000);
afterAll(async () => {
  await Promise.all([servers.mock?.stop(), servers.production?.close()]);
});

/** What each request said of the caller: the language always, the shopper's and the administrator's tokens where they are signed in. */
function expectSpecHeaders(sent: SentRequest[], lang: 0 | 1) {
  for (const request of sent) expect(request.headers.get('lang'), `${request.operationName}`).toBe(String(lang));
  const of = (name: string) => sent.filter((request) => request.operationName === name);
  expect(of('GetCategories').every((request) => request.headers.get('authorization') === '' && request.headers.get('authuser') === '')).toBe(true);
  expect(of('GetMyOrders').every((request) => (request.headers.get('authuser') ?? '').length > 20)).toBe(true);
  expect(of('GetOrdersWithPagination').every((request) => /^Bearer \S{20,}$/.test(request.headers.get('authorization') ?? ''))).toBe(true);
}

describe.each([
  ['npm run mock', () => servers.mock!.url],
  ['the production server', () => servers.production!.url],
])('on %s', (_server, url) => {
  test.each(SHOP_CLIENTS)('$name runs the shopper’s journey in Serbian and English', async ({ make, persisted }) => {
    const client = make(url());
    const codes = [await shopperJourney(client, 0)];
    const serbian = client.sent.splice(0);
    codes.push(await shopperJourney(client, 1));
    const english = client.sent;
    expect(new Set(codes).size).toBe(2);
    expectSpecHeaders(serbian, 0);
    expectSpecHeaders(english, 1);
    if (!persisted) {
      // The clients add __typename to every selection: the shop's own documents still, in production too.
      expect(serbian.every((request) => request.query?.includes('__typename'))).toBe(true);
      return;
    }
    // Each document is named by its hash first; the server asks for its text at most once, and
    // remembers it for every client after (urql's exchange leaves mutations out: they carry their text).
    const hashed = serbian.filter((request) => request.hash !== null);
    const firstTimes = hashed.filter((request, index) => hashed.findIndex((other) => other.hash === request.hash) === index);
    expect(firstTimes.length).toBeGreaterThan(5);
    expect(firstTimes.every((request) => request.query === null)).toBe(true);
    expect(hashed.filter((request) => request.query !== null).length).toBeLessThanOrEqual(firstTimes.length);
    // From then on the server knows them: queries by their hash alone.
    const englishQueries = english.filter((request) => !MUTATIONS.has(request.operationName ?? ''));
    expect(englishQueries.length).toBeGreaterThan(5);
    expect(englishQueries.filter((request) => request.query !== null).map((request) => request.operationName)).toEqual([]);
  });
});
