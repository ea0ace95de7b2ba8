import { createClient } from 'graphql-ws';
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ADMIN } from '../../fixtures/users/accounts';
import { startMockServer } from '../../mock-server/server';
import type { LiveVisitor as Visitor } from './examples/live';
import { ADMIN_LOGIN as LOGIN, createMockClient } from './support/mock-client';

const ENDPOINT = 'http://mock/graphql';

const VISITORS = '{ liveVisitors { client session path lang is_mobile first_seen_at last_seen_at history { path visited_at } } }';
const SEND = `mutation($client: String!, $session: String!, $is_mobile: Boolean, $message: LiveMessageInput!) {
  sendLiveMessage(client: $client, session: $session, is_mobile: $is_mobile, message: $message) { success error }
}`;

/** A fresh mock shop (its tables at hand) and a way to post to it, as a visitor or as the demo admin. */
async function mockShop() {
  const client = createMockClient({ lang: 1 });
  await client.loginAdmin();
  const visitors = async (): Promise<Visitor[]> => {
    const result = await client.request(VISITORS, {}, { admin: true });
    expect(result.errors).toBeUndefined();
    return result.data.liveVisitors;
  };
  return { ...client, post: client.request, visitors };
}

const pageVisit = (client: string, session: string, path: string, is_mobile?: boolean) => ({
  client,
  session,
  is_mobile,
  message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() },
});

describe('live visitors', () => {
  test('the seeded visitors browse now in both languages, most recent first', async () => {
    const { visitors } = await mockShop();
    const list = await visitors();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.map((visitor) => visitor.last_seen_at)).toEqual(list.map((visitor) => visitor.last_seen_at).sort().reverse());
    expect(new Set(list.map((visitor) => visitor.lang))).toEqual(new Set([0, 1]));
    for (const visitor of list) {
      expect(visitor.client).toMatch(/^[A-Za-z0-9]{4}[a-j]{13}$/);
      expect(visitor.session).toMatch(/^[A-Za-z0-9]{6}$/);
      expect(visitor.history.at(-1)!.path).toBe(visitor.path);
      expect(visitor.path.startsWith('/home') || visitor.path.startsWith('/shop') || visitor.path.startsWith('/product') ||
        visitor.path.startsWith('/blog') || visitor.path.startsWith('/post') ? 1 : 0).toBe(visitor.lang);
      expect(Date.now() - Date.parse(visitor.last_seen_at)).toBeLessThan(60 * 60_000);
    }
  });

  test('a page visit puts the visitor first with its path, language and history; a repeat is not added twice', async () => {
    const { post, visitors } = await mockShop();
    for (const path of ['/home', '/shop/laptops', '/shop/laptops', '/product/laptops/17/lenovo-ideapad']) {
      const result = await post(SEND, pageVisit('k7QpbhjdegbcbaTs', 'Tst001', path, true));
      expect(result.data.sendLiveMessage).toEqual({ success: true, error: null });
    }
    const [first] = await visitors();
    expect(first).toMatchObject({ client: 'k7QpbhjdegbcbaTs', session: 'Tst001', path: '/product/laptops/17/lenovo-ideapad', lang: 1, is_mobile: true });
    expect(first!.history.map((visit) => visit.path)).toEqual(['/home', '/shop/laptops', '/product/laptops/17/lenovo-ideapad']);

    await post(SEND, pageVisit('k7QpbhjdegbcbaTs', 'Tst001', '/prodavnica/laptopovi'));
    const [again] = await visitors();
    expect(again).toMatchObject({ path: '/prodavnica/laptopovi', lang: 0, is_mobile: true });
    expect(again!.history).toHaveLength(4);
  });

  test('a new session starts a new history', async () => {
    const { post, visitors } = await mockShop();
    await post(SEND, pageVisit('k7QpbhjdegbcbaNs', 'Sesija', '/novosti'));
    await post(SEND, pageVisit('k7QpbhjdegbcbaNs', 'Sesij2', '/kontakt'));
    const visitor = (await visitors()).find((candidate) => candidate.client === 'k7QpbhjdegbcbaNs')!;
    expect(visitor.session).toBe('Sesij2');
    expect(visitor.history.map((visit) => visit.path)).toEqual(['/kontakt']);
  });

  test('bad messages are refused in the request language and change nothing', async () => {
    const { post, visitors } = await mockShop();
    const before = await visitors();

    const noClient = await post(SEND, pageVisit('  ', 'Tst001', '/shop'));
    expect(noClient.errors[0].message).toBe('The field "client" is required.');
    expect(noClient.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'client' });

    const notAPath = await post(SEND, pageVisit('k7QpbhjdegbcbaBd', 'Tst001', 'https://example.com/'), { lang: '0' });
    expect(notAPath.errors[0].message).toBe('Putanja stranice mora počinjati kosom crtom (/).');
    expect(notAPath.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });

    const hugeClient = await post(SEND, pageVisit('k'.repeat(65), 'Tst001', '/shop'));
    expect(hugeClient.errors[0].message).toBe('The value can have at most 64 characters.');
    expect(hugeClient.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'client' });

    expect(await visitors()).toEqual(before);
  });

  test('a visitor silent for more than five minutes is gone, from the list and the dashboard', async () => {
    const { db, post, visitors } = await mockShop();
    await post(SEND, pageVisit('k7QpbhjdegbcbaOld', 'Tst002', '/lista-zelja'));
    const dashboard = async () => (await post('{ dashboard { visitors_now } }', {}, { admin: true })).data.dashboard.visitors_now;
    const count = (await visitors()).length;
    expect(await dashboard()).toBe(count);

    const record = db.liveVisitors.find((visitor) => visitor.client === 'k7QpbhjdegbcbaOld')!;
    record.last_seen_at = new Date(Date.now() - 4 * 60_000).toISOString();
    expect((await visitors()).some((visitor) => visitor.client === 'k7QpbhjdegbcbaOld')).toBe(true);
    record.last_seen_at = new Date(Date.now() - 6 * 60_000).toISOString();
    expect((await visitors()).some((visitor) => visitor.client === 'k7QpbhjdegbcbaOld')).toBe(false);
    expect(await dashboard()).toBe(count - 1);
  });

  test('the visitor list is for administrators only', async () => {
    const { post } = await mockShop();
    const result = await post(VISITORS);
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors[0].message).toBe('Log in as an administrator.');
  });
});

/** Reads a graphql-sse stream (text/event-stream) of a subscription posted to the in-process mock. */
async function* serverSentEvents(response: Response): AsyncGenerator<any> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data:'));
        if (data && event.includes('event: next')) yield JSON.parse(data.slice(5));
      }
    }
  } finally {
    // Closing the stream is how a browser leaves: the server ends the subscription.
    await reader.cancel();
  }
}

describe('the storefront live channel', () => {
  test('says hello at once, keeps the visitor on the site while open, and passes on messages for it', async () => {
    const { db, events, yoga, visitors } = await mockShop();
    const response = await yoga.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', lang: '0' },
      body: JSON.stringify({
        query: 'subscription($client: String!, $session: String!) { liveMessages(client: $client, session: $session) { subject type name timestamp } }',
        variables: { client: 'k7QpbhjdegbcbaCh', session: 'Kanal1' },
      }),
    });
    const stream = serverSentEvents(response);

    const hello = (await stream.next()).value;
    expect(hello.data.liveMessages).toMatchObject({ subject: 'live', type: 'connected', name: 'Kanal1' });
    const onSite = (await visitors()).find((visitor) => visitor.client === 'k7QpbhjdegbcbaCh');
    expect(onSite).toMatchObject({ session: 'Kanal1', path: '/', lang: 0 });

    // Silent for long, but the channel is open: still on the site.
    db.liveVisitors.find((visitor) => visitor.client === 'k7QpbhjdegbcbaCh')!.last_seen_at = new Date(Date.now() - 30 * 60_000).toISOString();
    expect((await visitors()).some((visitor) => visitor.client === 'k7QpbhjdegbcbaCh')).toBe(true);

    events.publish('live:message', 'k7QpbhjdegbcbaCh:Drugi1', { subject: 'toast', type: 'error', name: 'za drugu sesiju', timestamp: 1 });
    events.publish('live:message', 'k7QpbhjdegbcbaCh:Kanal1', { subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });
    const message = (await stream.next()).value;
    expect(message.data.liveMessages).toEqual({ subject: 'toast', type: 'success', name: 'Porudžbina je poslata', timestamp: 2 });

    await stream.return(undefined);
    await expect.poll(() => db.liveVisitors.find((visitor) => visitor.client === 'k7QpbhjdegbcbaCh')?.connections).toBe(0);
    // Closed, and its last message is now: on the site for five more minutes.
    expect((await visitors()).some((visitor) => visitor.client === 'k7QpbhjdegbcbaCh')).toBe(true);
  });

  test('refuses a channel without a client id', async () => {
    const { post } = await mockShop();
    const result = await post('subscription { liveMessages(client: "", session: "Kanal1") { subject } }');
    expect(result.errors[0].message).toBe('The field "client" is required.');
  });
});

describe('the admin live visitors subscription over graphql-ws', () => {
  test('sends the list at once, then again with a page visit that just happened', async () => {
    const server = await startMockServer({ port: 0 });
    const client = createClient({
      url: server.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: async () => {
        const response = await fetch(server.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: LOGIN, variables: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } }),
        });
        return { Authorization: `Bearer ${(await response.json()).data.adminLogin.token}`, Lang: '0' };
      },
    });
    try {
      const lists: Visitor[][] = [];
      let notify = () => {};
      const received = (count: number) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`only ${lists.length} lists arrived`)), 5_000);
          notify = () => {
            if (lists.length >= count) {
              clearTimeout(timer);
              resolve();
            }
          };
          notify();
        });
      const failed: unknown[] = [];
      const unsubscribe = client.subscribe<{ liveVisitorChanges: { snapshot: boolean; visitors: Visitor[] } }>(
        {
          query:
            'subscription LiveVisitorChanges { liveVisitorChanges { snapshot left visitors { client session path lang is_mobile first_seen_at last_seen_at history { path visited_at } } } }',
        },
        {
          next: (result) => {
            if (result.errors) failed.push(result.errors);
            // The mock sends the whole list as a snapshot each time.
            if (result.data) {
              expect(result.data.liveVisitorChanges.snapshot).toBe(true);
              lists.push(result.data.liveVisitorChanges.visitors);
            }
            notify();
          },
          error: (error) => failed.push(error),
          complete: () => {},
        },
      );
      await received(1);
      expect(failed).toEqual([]);
      expect(lists[0]!.length).toBeGreaterThanOrEqual(5);
      expect(lists[0]!.some((visitor) => visitor.client === 'k7QpbhjdegbcbaWs')).toBe(false);

      const sent = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: '0' },
        body: JSON.stringify({ query: SEND, variables: pageVisit('k7QpbhjdegbcbaWs', 'Ws0001', '/brendovi', false) }),
      });
      expect((await sent.json()).data.sendLiveMessage.success).toBe(true);
      await received(2);
      const latest = lists.at(-1)!;
      expect(latest[0]).toMatchObject({ client: 'k7QpbhjdegbcbaWs', session: 'Ws0001', path: '/brendovi', lang: 0 });
      expect(latest).toHaveLength(lists[0]!.length + 1);
      unsubscribe();
    } finally {
      await client.dispose();
      await server.close();
    }
  });
});
