import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../../../src/server/auth/sessions';
import { hashPassword } from '../../../src/server/auth/passwords';
import { closeLiveServices } from '../../../src/server/modules/live';
import { LIVE_LIMITS } from '../../../src/server/lib/live-limits';
import { defineLiveRules } from '../rules/live';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { adminToken, clientId, MESSAGES_SUBSCRIPTION, openChannel, watchVisitors, wsUrl, type Visitor } from '../support/live-clients';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../support/redis';

const withRedis = await redisReachable();
import { startTestServer, type TestServer } from '../support/test-server';
import { expectBucketHeld } from '../support/token-bucket';

const VISITORS = `query GetLiveVisitors { liveVisitors { client session path lang is_mobile first_seen_at last_seen_at user { id email } history { path visited_at } } }`;
const SEND = `mutation SendLiveMessage($client: String!, $session: String!, $is_mobile: Boolean, $message: LiveMessageInput!) {
  sendLiveMessage(client: $client, session: $session, is_mobile: $is_mobile, message: $message) { success error }
}`;
/** Short, so that a vanished socket's visitor leaves within the test. */
const SOCKET_TIMEOUT_MS = 1_000;

const pageVisit = (client: string, session: string, path: string, is_mobile?: boolean) => ({
  client,
  session,
  is_mobile,
  message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() },
});

describe.each(ABOVE_THE_DATABASE)('live visitors on %s', (backend) => {
  // Server A; with Redis, A and B share live visitors through it (they have databases of their own).
  let a: TestServer;
  let b: TestServer | undefined;
  let tokenA: string;

  const visitorsOf = async (server: TestServer, token: string): Promise<Visitor[]> => {
    const result = await server.request(VISITORS, {}, { adminToken: token });
    expect(result.errors).toBeUndefined();
    return result.data.liveVisitors;
  };
  const send = async (server: TestServer, variables: Record<string, unknown>, headers: { lang?: 0 | 1; userToken?: string } = {}) =>
    server.request(SEND, variables, headers);

  beforeAll(async () => {
    const env = { SEED: 'none', LIVE_SOCKET_TIMEOUT_MS: String(SOCKET_TIMEOUT_MS), ...(withRedis ? { REDIS_URL } : {}) };
    [a, b] = await Promise.all([startTestServer(backend, env), withRedis ? startTestServer(backend, env) : Promise.resolve(undefined)]);
    tokenA = await adminToken(a);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await closeLiveServices();
  });

  defineLiveRules(() => a);

  test('a page visit of an open channel puts the visitor first with its path, language and history; a repeat is not added twice', async () => {
    const client = clientId('Visi');
    const channel = await openChannel(a, client, 'Tst001', { lang: '1' });
    try {
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
    } finally {
      await channel.close();
    }
  });

  test('a page visit from a browser without an open channel is accepted and lists nobody', async () => {
    const client = clientId('Nchn');
    expect((await send(a, pageVisit(client, 'Tst001', '/kontakt'))).data.sendLiveMessage).toEqual({ success: true, error: null });
    expect((await visitorsOf(a, tokenA)).some((visitor) => visitor.client === client)).toBe(false);
  });

  test('a signed-in shopper is shown with the visit', async () => {
    const user = await a.db
      .insertInto('users')
      .values({ name: 'Marko', lastname: 'Petrović', email: `live-${randomBytes(4).toString('hex')}@izlog.rs`, password_hash: await hashPassword('izlog-kupac') })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const userToken = await createSession(a.db, 'user', user.id, new Date(Date.now() + 3_600_000));
    const client = clientId('User');
    const channel = await openChannel(a, client, 'Usr001', { lang: '0', authuser: userToken });
    try {
      await send(a, pageVisit(client, 'Usr001', '/lista-zelja'), { userToken });
      const visitor = (await visitorsOf(a, tokenA)).find((candidate) => candidate.client === client)!;
      expect(visitor.user).toEqual({ id: String(user.id), email: user.email });
    } finally {
      await channel.close();
    }
  });

  test('bad messages are refused in the request language and change nothing', async () => {
    const badPath = clientId('Badp');
    const channel = await openChannel(a, badPath, 'Tst001');
    const before = (await visitorsOf(a, tokenA)).find((visitor) => visitor.client === badPath);
    const noClient = await send(a, pageVisit('  ', 'Tst001', '/shop'), { lang: 1 });
    expect(noClient.errors![0]!.message).toBe('The field "client" is required.');
    expect(noClient.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'client' });

    const notAPath = await send(a, pageVisit(badPath, 'Tst001', 'https://example.com/'), { lang: 0 });
    expect(notAPath.errors![0]!.message).toBe('Putanja stranice mora počinjati kosom crtom (/).');
    expect(notAPath.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect((await visitorsOf(a, tokenA)).find((visitor) => visitor.client === badPath)).toEqual(before);
    await channel.close();
  });

  test('page visits of one browser beyond its rate are refused, in the request language', async () => {
    const client = clientId('Rate');
    const started = performance.now();
    // Within what the address may send (addressBurst), so the other browser below still has its share.
    const results = await Promise.all(Array.from({ length: LIVE_LIMITS.clientBurst + 20 }, () => send(a, pageVisit(client, 'Rat001', '/kontakt'), { lang: 1 })));
    const refused = results.filter((result) => result.errors);
    expectBucketHeld(results.length, refused.length, { burst: LIVE_LIMITS.clientBurst, perSecond: LIVE_LIMITS.clientPerSecond, elapsedMs: performance.now() - started });
    expect(refused[0]!.errors![0]).toMatchObject({ message: 'Too many live-channel messages at once; try again in a moment.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    // Another browser behind the same address still gets through.
    expect((await send(a, pageVisit(clientId('Othr'), 'Rat001', '/kontakt'))).data.sendLiveMessage.success).toBe(true);
  });

  test('the visitor list is for administrators only', async () => {
    const result = await a.request(VISITORS, {}, { lang: 1 });
    expect(result.errors![0]!.message).toBe('Log in as an administrator.');
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const visitor = watchVisitors(a, '');
    await visitor.failed();
    expect(JSON.stringify(visitor.errors[0])).toContain('Prijavite se kao administrator.');
    await visitor.close();
  });

  test("the admin's live list gets an arrival, its page visits, and its departure within 2 s of its socket closing", async () => {
    const admin = watchVisitors(a, tokenA);
    try {
      await admin.until(() => true);
      expect(admin.pushes[0]!.snapshot).toBe(true);
      const client = clientId('Wsub');
      const channel = await openChannel(a, client, 'Ws0001', { lang: '1' });
      expect(channel.hello).toMatchObject({ subject: 'live', type: 'connected', name: 'Ws0001' });
      await admin.until((visitors) => visitors.get(client)?.path === '/home');

      await send(a, pageVisit(client, 'Ws0001', '/brendovi', false));
      await admin.until((visitors) => visitors.get(client)?.path === '/brendovi');
      expect(admin.visitors.get(client)).toMatchObject({ session: 'Ws0001', lang: 0, is_mobile: false });
      // Changes, not the whole list: no push after the first was a snapshot.
      expect(admin.pushes.slice(1).every((push) => !push.snapshot)).toBe(true);

      const closed = performance.now();
      await channel.close();
      await admin.until((visitors) => !visitors.has(client));
      expect(performance.now() - closed).toBeLessThan(2_000);
      expect((await visitorsOf(a, tokenA)).some((visitor) => visitor.client === client)).toBe(false);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  test('a socket restarted at once (the language switch) keeps its visitor: a page visit sent meanwhile is in its history', async () => {
    const client = clientId('Rsta');
    const first = await openChannel(a, client, 'Rst001', { lang: '0' });
    await send(a, pageVisit(client, 'Rst001', '/'));
    await first.close();
    // The storefront sends the new page while its socket reconnects with the new language.
    expect((await send(a, pageVisit(client, 'Rst001', '/home'), { lang: 1 })).data.sendLiveMessage.success).toBe(true);
    const second = await openChannel(a, client, 'Rst001', { lang: '1' });
    try {
      const visitor = (await visitorsOf(a, tokenA)).find((entry) => entry.client === client);
      expect(visitor?.path).toBe('/home');
      expect(visitor?.history.map((visit) => visit.path)).toEqual(['/', '/home']);
    } finally {
      await second.close();
    }
  });

  test('a visitor whose socket vanishes leaves: at once when its connection drops, after the time-out when it goes silent', async () => {
    const admin = watchVisitors(a, tokenA);
    const raw = (client: string, options: WebSocket.ClientOptions = {}) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(wsUrl(a), 'graphql-transport-ws', options);
        socket.on('error', reject);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { lang: '0' } })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type === 'connection_ack') {
            socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: MESSAGES_SUBSCRIPTION, variables: { client, session: 'Gone01' } } }));
          } else if (message.type === 'next') resolve(socket);
        });
      });
    try {
      // The connection drops without a close frame (the browser's network is gone, its tab killed).
      const dropped = clientId('Drop');
      const droppedSocket = await raw(dropped);
      await admin.until((visitors) => visitors.has(dropped));
      const droppedAt = performance.now();
      droppedSocket.terminate();
      await admin.until((visitors) => !visitors.has(dropped));
      expect(performance.now() - droppedAt).toBeLessThan(2_000);

      // The connection stays up but nothing answers any more (no pong): gone after the time-out.
      const silent = clientId('Slnt');
      await raw(silent, { autoPong: false });
      await admin.until((visitors) => visitors.has(silent));
      const silentFrom = performance.now();
      await admin.until((visitors) => !visitors.has(silent));
      expect(performance.now() - silentFrom).toBeLessThan(SOCKET_TIMEOUT_MS + 1_000);
    } finally {
      await admin.close();
    }
  });

  test('an administrator who signs out gets no more changes', async () => {
    const token = await adminToken(a);
    const admin = watchVisitors(a, token);
    try {
      await admin.until(() => true);
      const signedOut = await a.request('mutation AdminLogout { adminLogout { success } }', {}, { adminToken: token });
      expect(signedOut.data.adminLogout.success).toBe(true);
      const channel = await openChannel(a, clientId('Lgot'), 'Lgo001');
      await admin.failed();
      await channel.close();
      expect(JSON.stringify(admin.errors[0])).toContain('Prijavite se kao administrator.');
      expect(admin.pushes).toHaveLength(1);
    } finally {
      await admin.close();
    }
  });

  test.skipIf(!withRedis)('two server instances sharing Redis see each other’s live visitors', async () => {
    const tokenB = await adminToken(b!);
    const adminOfB = watchVisitors(b!, tokenB);
    try {
      await adminOfB.until(() => true);
      // A channel open on A lists its visitor on B; a page visit sent to A reaches B's screen and B's query.
      const client = clientId('Redi');
      const channel = await openChannel(a, client, 'Rds001');
      await send(a, pageVisit(client, 'Rds001', '/novosti', true));
      await adminOfB.until((visitors) => visitors.get(client)?.path === '/novosti');
      expect(adminOfB.visitors.get(client)).toMatchObject({ session: 'Rds001', lang: 0, is_mobile: true });
      expect((await visitorsOf(b!, tokenB)).find((visitor) => visitor.client === client)).toMatchObject({ path: '/novosti' });

      // And the other way round: a visit sent to B is in A's list, with the history both servers recorded.
      await send(b!, pageVisit(client, 'Rds001', '/vest/3/nova-kolekcija', true));
      const fromA = (await visitorsOf(a, tokenA)).find((visitor) => visitor.client === client)!;
      expect(fromA.history.map((visit) => visit.path)).toEqual(['/novosti', '/vest/3/nova-kolekcija']);

      // Its channel on A closes: it leaves B's screen too.
      await channel.close();
      await adminOfB.until((visitors) => !visitors.has(client));
    } finally {
      await adminOfB.close();
    }
  });

  // Last: it uses up this address's rate for a moment.
  test("an address over its rate is refused while another address's page visits go through", async () => {
    // 127.0.0.2 is this machine too, but another address to the server.
    const sendFrom = (localAddress: string, client: string) =>
      new Promise<{ data?: { sendLiveMessage: { success: boolean } }; errors?: { extensions: { code: string } }[] }>((resolve, reject) => {
        const body = JSON.stringify({ query: SEND, variables: pageVisit(client, 'Adr001', '/kontakt') });
        const request = http.request(`${a.url.replace('localhost', '127.0.0.1')}/graphql`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => resolve(JSON.parse(text)));
        });
        request.on('error', reject);
        request.end(body);
      });
    const started = performance.now();
    const flood = await Promise.all(Array.from({ length: LIVE_LIMITS.addressBurst + 120 }, (_, index) => sendFrom('127.0.0.1', clientId(`Ad${index}`))));
    const refused = flood.filter((result) => result.errors?.[0]?.extensions.code === 'TOO_MANY_REQUESTS').length;
    expectBucketHeld(flood.length, refused, { burst: LIVE_LIMITS.addressBurst, perSecond: LIVE_LIMITS.addressPerSecond, elapsedMs: performance.now() - started });
    expect((await sendFrom('127.0.0.2', clientId('Away'))).data?.sendLiveMessage.success).toBe(true);
  });
});
