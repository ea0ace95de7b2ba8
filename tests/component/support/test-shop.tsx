/**
 * Renders the whole storefront at a path against the shop `npm run mock` serves, with msw standing
 * in for the network: every request the transport sends to /graphql is answered by the real server
 * in process (in-process-shop.ts), so screens see the same bilingual data and rules as the mock.
 *
 * Import '../support/happy-dom-globals' (relative to the test) before this module.
 */
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, passthrough, ws } from 'msw';
import toast from 'react-hot-toast';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import type { LiveVisitorState } from '../../../src/server/modules/live';
import { App } from '../../../src/client/app/App';
import { configureGraphQL, resetGraphQLConfig, resetRequestContext } from '../../../src/client/lib/graphql';
import { languageAwareFetch } from '../../../src/client/lib/session/language-fetch';
import { LIVE_CONNECTED } from '../../../src/client/lib/live/messages';
import { loadClientModules } from './client-modules';
import { inProcessShop, type InProcessShop } from './in-process-shop';
import { memoryRouterAt } from './memory-router';

export const SHOP_ENDPOINT = 'http://shop.test/graphql';

/** One GraphQL request the app sent, as the server received it. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

export interface TestShop {
  /** The shop's database: read it to see what a mutation changed, or arrange a test's data. */
  db: Db;
  /** Every operation sent in this test, in order. */
  sent: SentOperation[];
  /** The mail the shop sent in this test, oldest first, as .eml text. */
  mails(): string[];
  /** Who is on the site now, as the server's live visitor registry holds them (most recent first). */
  liveVisitors(): Promise<LiveVisitorState[]>;
  /** Nobody on the site until the next test: the demo's sample visitors leave. */
  clearLiveVisitors(): Promise<void>;
  /** Where the shop's /payments/ pages answer over real HTTP: the test bank and the bank's reply. */
  origin: string;
}

let server: InProcessShop | undefined;
const shop: TestShop = {
  get db() {
    if (!server) throw new Error('the shop opens in useTestShop()’s beforeAll');
    return server.db;
  },
  sent: [],
  mails: () => server?.mails() ?? [],
  liveVisitors: () => server!.liveVisitors(),
  clearLiveVisitors: () => server!.clearLiveVisitors(),
  get origin() {
    if (!server) throw new Error('the shop opens in useTestShop()’s beforeAll');
    return server.origin;
  },
};

/**
 * The live channel's WebSocket: a graphql-ws handshake, the server's hello on LiveMessages, and
 * every other operation answered by the server over HTTP (so SendLiveMessage reaches the live service).
 */
const liveSocket = ws.link(SHOP_ENDPOINT.replace(/^http/, 'ws'));

/**
 * The admin's LiveVisitorChanges subscription, served by the server as server-sent events with the
 * socket's connection params as headers: each event goes on as a graphql-ws `next` until the
 * client completes (aborts) or the stream ends.
 */
async function streamFromServer(
  send: (message: unknown) => void,
  id: string,
  payload: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  try {
    const response = await fetch(SHOP_ENDPOINT, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(payload),
      signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
        if (/^event:\s*complete/m.test(block)) break;
        if (data) send({ type: 'next', id, payload: JSON.parse(data) as unknown });
      }
    }
    send({ type: 'complete', id });
  } catch {
    // Aborted by the client's `complete`, or the test ended: nothing more to send.
  }
}

const network = setupServer(
  liveSocket.addEventListener('connection', ({ client }) => {
    let connectionParams: Record<string, string> = {};
    const streams = new Map<string, AbortController>();
    client.addEventListener('close', () => streams.forEach((stream) => stream.abort()));
    client.addEventListener('message', async (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: { operationName?: string; query: string; variables?: Record<string, unknown> } };
      if (message.type === 'connection_init') {
        connectionParams = (message.payload as Record<string, string> | undefined) ?? {};
        return client.send(JSON.stringify({ type: 'connection_ack' }));
      }
      if (message.type === 'complete' && message.id) {
        streams.get(message.id)?.abort();
        streams.delete(message.id);
        return;
      }
      if (message.type !== 'subscribe' || !message.id || !message.payload) return;
      const { id, payload } = message;
      if (payload.operationName === 'LiveMessages') {
        const hello = { ...LIVE_CONNECTED, name: '', timestamp: new Date().toISOString() };
        return client.send(JSON.stringify({ type: 'next', id, payload: { data: { liveMessages: hello } } }));
      }
      if (payload.operationName === 'LiveVisitorChanges') {
        const stream = new AbortController();
        streams.set(id, stream);
        const send = (reply: unknown) => {
          if (!stream.signal.aborted) client.send(JSON.stringify(reply));
        };
        return streamFromServer(send, id, payload, connectionParams, stream.signal);
      }
      const response = await fetch(SHOP_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      client.send(JSON.stringify({ type: 'next', id, payload: await response.json() }));
      client.send(JSON.stringify({ type: 'complete', id }));
    });
  }),
  http.all(SHOP_ENDPOINT, async ({ request }) => {
    // A request the app cancelled as its test ended has no body left to read: it fails like a network error.
    if (request.signal.aborted) return Response.error();
    if (request.method === 'POST' && request.headers.get('content-type')?.includes('application/json')) {
      const body = (await request.clone().json().catch(() => null)) as { operationName?: string; variables?: Record<string, unknown> } | null;
      if (body) shop.sent.push({ operationName: body.operationName ?? '', variables: body.variables ?? {}, headers: request.headers });
    }
    // An anonymous visitor's public query comes as a persisted document's GET (src/client/lib/graphql/persisted-get.ts).
    const address = new URL(request.url);
    if (request.method === 'GET' && address.searchParams.has('documentId')) {
      const variables = JSON.parse(address.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
      shop.sent.push({ operationName: address.searchParams.get('operationName') ?? '', variables, headers: request.headers });
    }
    return server!.handle(request);
  }),
  // The test bank and the bank's reply are real HTTP on the shop's own port (in-process-shop.ts): the
  // server's refunds and a test's payments reach them as they are.
  http.all(/^http:\/\/127\.0\.0\.1:\d+\/payments\//, () => passthrough()),
);

/**
 * Registers the hooks of a component test file: the shop as it was at the start (database,
 * throttles, mail, browser storage and cookies) for every test, msw listening, and React trees
 * cleaned up. Returns the shop.
 */
export function useTestShop(): TestShop {
  beforeAll(async () => {
    [server] = await Promise.all([inProcessShop(), loadClientModules()]);
    network.listen({ onUnhandledRequest: 'error' });
  }, 120_000);
  afterAll(() => network.close());
  beforeEach(async () => {
    await server!.reset();
    shop.sent = [];
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
    configureGraphQL({ endpoint: SHOP_ENDPOINT, fetch: languageAwareFetch() });
  });
  afterEach(() => {
    cleanup();
    // react-hot-toast keeps its toasts in a module store that outlives the unmounted tree.
    toast.remove();
    network.resetHandlers();
    resetGraphQLConfig();
    resetRequestContext();
  });
  return shop;
}

/** The app at `path` (with toasts), as a shopper would open it; `user` types and clicks like one. */
export function renderApp(path: string) {
  const { router, routerOf } = memoryRouterAt(path);
  const user = userEvent.setup();
  const view = render(<App router={routerOf} />);
  return { router, user, ...view };
}

/** Operations of one name the app sent so far. */
export function sentOperations(name: string): SentOperation[] {
  return shop.sent.filter((operation) => operation.operationName === name);
}
