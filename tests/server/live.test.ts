import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../../src/server/auth/sessions';
import { hashPassword } from '../../src/server/auth/passwords';
import { closeLiveServices, createLiveService } from '../../src/server/live';
import { serverBackends } from './support/backends';
import { startTestServer, type TestServer } from './support/test-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const VISITOR_FIELDS = 'client session path lang is_mobile first_seen_at last_seen_at user { id email } history { path visited_at }';
const VISITORS = `query GetLiveVisitors { liveVisitors { ${VISITOR_FIELDS} } }`;
const VISITORS_SUBSCRIPTION = `subscription LiveVisitors { liveVisitors { ${VISITOR_FIELDS} } }`;
const MESSAGES_SUBSCRIPTION = `subscription LiveMessages($client: String!, $session: String!) {
  liveMessages(client: $client, session: $session) { subject type name timestamp }
}`;
const SEND = `mutation SendLiveMessage($client: String!, $session: String!, $is_mobile: Boolean, $message: LiveMessageInput!) {
  sendLiveMessage(client: $client, session: $session, is_mobile: $is_mobile, message: $message) { success error }
}`;

interface Visitor {
  client: string;
  session: string;
  path: string;
  lang: number;
  is_mobile: boolean;
  first_seen_at: string;
  last_seen_at: string;
  user: { id: string; email: string } | null;
  history: { path: string; visited_at: string }[];
}

/** Whether Redis answers; the tests that need it are skipped, with a message, when it does not. */
async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    console.warn(`Redis at ${REDIS_URL} does not answer: the tests of live visitors shared through Redis are skipped.`);
    return false;
  } finally {
    redis.disconnect();
  }
}
const withRedis = await redisReachable();

/** A client id of this run (4 characters and 13 letters, as the storefront makes them), so runs sharing a Redis do not meet. */
const clientId = (tag: string) => `${tag.slice(0, 4).padEnd(4, 'x')}${randomBytes(7).toString('hex').slice(0, 13).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

const pageVisit = (client: string, session: string, path: string, is_mobile?: boolean) => ({
  client,
  session,
  is_mobile,
  message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() },
});

/** A graphql-ws subscription's results as they arrive, and a way to wait for one that matches. */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: T[] = [];
  const errors: unknown[] = [];
  let wake = () => {};
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) results.push(result.data as T);
        wake();
      },
      error: (error) => {
        errors.push(error);
        wake();
      },
      complete: () => {},
    },
  );
  return {
    results,
    errors,
    /** The first result (from `from` on) that satisfies `match`, within 10 s. */
    waitFor(match: (result: T) => boolean, from = 0): Promise<T> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching result among ${results.length}: ${JSON.stringify(errors)}`)), 10_000);
        wake = () => {
          const found = results.slice(from).find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        };
        wake();
      });
    },
    close: dispose,
  };
}

function wsClient(server: TestServer, params: Record<string, string>): Client {
  return createClient({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: params, lazy: true });
}

/** An administrator's session on a server (sessions are not tied to the administrators table). */
async function adminToken(server: TestServer): Promise<string> {
  const administrator = await server.db.selectFrom('administrators').select('id').orderBy('id').executeTakeFirst();
  return createSession(server.db, 'admin', administrator?.id ?? 1, new Date(Date.now() + 3_600_000));
}

describe.each(await serverBackends())('live visitors on %s', (backend) => {
  // Server A; with Redis, A and B share live visitors through it (they have databases of their own).
  let a: TestServer;
  let b: TestServer | undefined;
  let tokenA: string;
  const clients: Client[] = [];

  const visitorsOf = async (server: TestServer, token: string): Promise<Visitor[]> => {
    const result = await server.request(VISITORS, {}, { adminToken: token });
    expect(result.errors).toBeUndefined();
    return result.data.liveVisitors;
  };
  const send = async (server: TestServer, variables: Record<string, unknown>, headers: { lang?: 0 | 1; userToken?: string } = {}) =>
    server.request(SEND, variables, headers);

  beforeAll(async () => {
    const env = { SEED: 'none', ...(withRedis ? { REDIS_URL } : {}) };
    [a, b] = await Promise.all([startTestServer(backend, env), withRedis ? startTestServer(backend, env) : Promise.resolve(undefined)]);
    tokenA = await adminToken(a);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await Promise.all([a?.close(), b?.close()]);
    await closeLiveServices();
  });

  test('a page visit puts the visitor first with its path, language and history; a repeat is not added twice', async () => {
    const client = clientId('Visi');
    for (const path of ['/home', '/shop/laptops', '/shop/laptops', '/product/laptops/17/lenovo-ideapad']) {
      const result = await send(a, pageVisit(client, 'Tst001', path, true));
      expect(result.data.sendLiveMessage).toEqual({ success: true, error: null });
    }
    const [first] = await visitorsOf(a, tokenA);
    expect(first).toMatchObject({ client, session: 'Tst001', path: '/product/laptops/17/lenovo-ideapad', lang: 1, is_mobile: true, user: null });
    expect(first!.history.map((visit) => visit.path)).toEqual(['/home', '/shop/laptops', '/product/laptops/17/lenovo-ideapad']);
    expect(first!.first_seen_at <= first!.last_seen_at).toBe(true);

    await send(a, pageVisit(client, 'Tst001', '/prodavnica/laptopovi'));
    const [again] = await visitorsOf(a, tokenA);
    expect(again).toMatchObject({ client, path: '/prodavnica/laptopovi', lang: 0, is_mobile: true });
    expect(again!.history).toHaveLength(4);

    // A new session starts a new history.
    await send(a, pageVisit(client, 'Tst002', '/kontakt'));
    const renewed = (await visitorsOf(a, tokenA)).find((visitor) => visitor.client === client)!;
    expect(renewed.session).toBe('Tst002');
    expect(renewed.history.map((visit) => visit.path)).toEqual(['/kontakt']);
  });

  test('a signed-in shopper is shown with the visit', async () => {
    const user = await a.db
      .insertInto('users')
      .values({ name: 'Marko', lastname: 'Petrović', email: `live-${randomBytes(4).toString('hex')}@izlog.rs`, password_hash: await hashPassword('izlog-kupac') })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const userToken = await createSession(a.db, 'user', user.id, new Date(Date.now() + 3_600_000));
    const client = clientId('User');
    await send(a, pageVisit(client, 'Usr001', '/lista-zelja'), { userToken });
    const visitor = (await visitorsOf(a, tokenA)).find((candidate) => candidate.client === client)!;
    expect(visitor.user).toEqual({ id: String(user.id), email: user.email });
  });

  test('bad messages are refused in the request language and change nothing', async () => {
    const before = (await visitorsOf(a, tokenA)).map((visitor) => visitor.client);
    const noClient = await send(a, pageVisit('  ', 'Tst001', '/shop'), { lang: 1 });
    expect(noClient.errors![0]!.message).toBe('The field "client" is required.');
    expect(noClient.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'client' });

    const notAPath = await send(a, pageVisit(clientId('Badp'), 'Tst001', 'https://example.com/'), { lang: 0 });
    expect(notAPath.errors![0]!.message).toBe('Putanja stranice mora počinjati kosom crtom (/).');
    expect(notAPath.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await visitorsOf(a, tokenA)).map((visitor) => visitor.client)).toEqual(before);
  });

  test('the visitor list is for administrators only', async () => {
    const result = await a.request(VISITORS, {}, { lang: 1 });
    expect(result.errors![0]!.message).toBe('Log in as an administrator.');
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test("the admin's LiveVisitors subscription sees a page visit that just happened", async () => {
    const admin = wsClient(a, { authorization: `Bearer ${tokenA}`, lang: '0' });
    clients.push(admin);
    const lists = subscribe<{ liveVisitors: Visitor[] }>(admin, VISITORS_SUBSCRIPTION);
    await lists.waitFor(() => true);
    const client = clientId('Wsub');
    expect(lists.results[0]!.liveVisitors.some((visitor) => visitor.client === client)).toBe(false);

    const sent = await send(a, pageVisit(client, 'Ws0001', '/brendovi', false));
    expect(sent.data.sendLiveMessage.success).toBe(true);
    const latest = await lists.waitFor((result) => result.liveVisitors[0]?.client === client);
    expect(latest.liveVisitors[0]).toMatchObject({ client, session: 'Ws0001', path: '/brendovi', lang: 0, is_mobile: false });
    expect(lists.errors).toEqual([]);
    lists.close();

    // A visitor may not subscribe to the list.
    const visitor = wsClient(a, { lang: '1' });
    clients.push(visitor);
    const refused = subscribe<{ liveVisitors: Visitor[] }>(visitor, VISITORS_SUBSCRIPTION);
    await expect.poll(() => refused.errors.length).toBe(1);
    expect(JSON.stringify(refused.errors[0])).toContain('Log in as an administrator.');
  });

  test("the storefront's live channel says hello and keeps the visitor on the site while open", async () => {
    const storefront = wsClient(a, { lang: '1' });
    clients.push(storefront);
    const client = clientId('Chan');
    const channel = subscribe<{ liveMessages: { subject: string; type: string; name: string; timestamp: number } }>(storefront, MESSAGES_SUBSCRIPTION, {
      client,
      session: 'Kanal1',
    });
    const hello = await channel.waitFor(() => true);
    expect(hello.liveMessages).toMatchObject({ subject: 'live', type: 'connected', name: 'Kanal1' });
    expect(Math.abs(hello.liveMessages.timestamp - Date.now())).toBeLessThan(60_000);
    const onSite = (await visitorsOf(a, tokenA)).find((visitor) => visitor.client === client);
    expect(onSite).toMatchObject({ session: 'Kanal1', path: '/home', lang: 1, history: [] });
    channel.close();
  });

  test.skipIf(!withRedis)('two server instances sharing Redis see each other’s live visitors', async () => {
    const tokenB = await adminToken(b!);
    const adminOfB = wsClient(b!, { authorization: `Bearer ${tokenB}`, lang: '0' });
    clients.push(adminOfB);
    const lists = subscribe<{ liveVisitors: Visitor[] }>(adminOfB, VISITORS_SUBSCRIPTION);
    await lists.waitFor(() => true);

    // A visit sent to A reaches B's subscription and B's query.
    const client = clientId('Redi');
    await send(a, pageVisit(client, 'Rds001', '/novosti', true));
    const seen = await lists.waitFor((result) => result.liveVisitors.some((visitor) => visitor.client === client));
    expect(seen.liveVisitors.find((visitor) => visitor.client === client)).toMatchObject({ session: 'Rds001', path: '/novosti', lang: 0, is_mobile: true });
    expect((await visitorsOf(b!, tokenB)).find((visitor) => visitor.client === client)).toMatchObject({ path: '/novosti' });

    // And the other way round: a visit sent to B is in A's list, with the history both servers recorded.
    await send(b!, pageVisit(client, 'Rds001', '/vest/3/nova-kolekcija', true));
    const fromA = (await visitorsOf(a, tokenA)).find((visitor) => visitor.client === client)!;
    expect(fromA.history.map((visit) => visit.path)).toEqual(['/novosti', '/vest/3/nova-kolekcija']);

    // A live channel open on A keeps its visitor on B's list.
    const storefront = wsClient(a, { lang: '0' });
    clients.push(storefront);
    const channelClient = clientId('Rdch');
    const channel = subscribe<{ liveMessages: { subject: string } }>(storefront, MESSAGES_SUBSCRIPTION, { client: channelClient, session: 'Kanal2' });
    await channel.waitFor(() => true);
    await lists.waitFor((result) => result.liveVisitors.some((visitor) => visitor.client === channelClient));
    channel.close();
    lists.close();
  });
});

describe('the live registry itself', () => {
  const modes = [{ name: 'in process', redisUrl: null }, ...(withRedis ? [{ name: 'in Redis', redisUrl: REDIS_URL }] : [])];

  test.each(modes)('$name: forgets a visitor silent for five minutes, not while its channel is open', async ({ redisUrl }) => {
    let clock = Date.now();
    // Its own key prefix, so this test's clock touches nobody else's visitors.
    const live = createLiveService({ redisUrl }, { keyPrefix: `izlog:test:${randomBytes(4).toString('hex')}:`, now: () => clock });
    const minutes = (count: number) => (clock += count * 60_000);
    const onSite = async () => (await live.visitors()).map((visitor) => visitor.client);
    try {
      const silent = clientId('Slnt');
      const connected = clientId('Conn');
      const later = clientId('Late');
      await live.record({ client: silent, session: 'Aaaaa1', lang: 0, user_id: null }, { path: '/kontakt', lang: 0 });
      const channel = await live.openChannel({ client: connected, session: 'Bbbbb1', lang: 1, user_id: null });
      // Someone is on the site: the demo's visitors are not loaded over them.
      await live.loadDemoVisitors([{ ...(await live.visitors())[0]!, client: clientId('Demo') }]);
      expect(await onSite()).toHaveLength(2);

      minutes(4);
      await live.record({ client: later, session: 'Ccccc1', lang: 1, user_id: null }, { path: '/blog', lang: 1 });
      expect((await onSite())[0]).toBe(later);
      expect(new Set(await onSite())).toEqual(new Set([silent, connected, later]));

      minutes(2);
      expect(new Set(await onSite())).toEqual(new Set([connected, later]));

      // Closed: its last sign of life is now, so it stays for five more minutes, then it is gone.
      await channel.close();
      minutes(4);
      expect(await onSite()).toEqual([connected]);
      minutes(2);
      expect(await onSite()).toEqual([]);
    } finally {
      await live.close();
    }
  });

  test.each(modes)('$name: a message sent to a storefront reaches its channel only, on any instance', async ({ redisUrl }) => {
    const keyPrefix = `izlog:test:${randomBytes(4).toString('hex')}:`;
    const here = createLiveService({ redisUrl }, { keyPrefix });
    // With Redis a second instance; in process the same one.
    const there = redisUrl ? createLiveService({ redisUrl }, { keyPrefix }) : here;
    try {
      const client = clientId('Msgs');
      const messages = there.messages(client, 'Kanal1');
      const next = messages.next();
      // Let the subscription reach Redis before the first message is sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      here.send(client, 'Drugi1', { subject: 'toast', type: 'error', name: 'za drugu sesiju', timestamp: 1 });
      here.send(client, 'Kanal1', { subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });
      expect((await next).value).toEqual({ subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });
      await messages.return?.();

      await here.record({ client, session: 'Kanal1', lang: 1, user_id: null }, { path: '/blog', lang: 1 });
      expect((await there.visitors()).find((visitor) => visitor.client === client)).toMatchObject({ path: '/blog', lang: 1 });
    } finally {
      await here.close();
      await there.close();
    }
  });
});
