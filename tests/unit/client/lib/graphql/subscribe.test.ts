import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  configureGraphQL,
  GraphQLRequestError,
  resetGraphQLConfig,
  resetRequestContext,
  setRequestContext,
  subscribe,
  webSocketUrl,
} from '../../../../../src/client/lib/graphql';
import { document } from './support';

type Params = { Authorization: string; Authuser: string; Lang: string };

const WhoAmI = document<{ whoami: Params }, { times?: number }>('subscription WhoAmI { whoami }');
const Forbidden = document<{ forbidden: string }, Record<string, never>>('subscription Forbidden { forbidden }');

// A subscription that reports the connection params it was opened with, then stays open.
const schema = makeExecutableSchema({
  typeDefs: 'scalar JSON type Query { ok: Boolean } type Subscription { whoami: JSON forbidden: String }',
  resolvers: {
    Subscription: {
      whoami: {
        subscribe: async function* (_root: unknown, _args: unknown, context: { connectionParams?: unknown }) {
          yield { whoami: context.connectionParams };
          await new Promise(() => {});
        },
      },
      forbidden: {
        subscribe: async function* () {
          throw new GraphQLError('Administrators only.');
        },
      },
    },
  },
});

let server: WebSocketServer;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, path: '/graphql' });
  useServer({ schema, context: (ctx) => ({ connectionParams: ctx.connectionParams }) }, server);
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  resetGraphQLConfig(); // also closes the shared socket
  resetRequestContext();
});

function useTestServer() {
  const { port } = server.address() as AddressInfo;
  configureGraphQL({ endpoint: `http://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket });
}

/** Collects what a subscription delivers until `count` messages arrived. */
function collect<T>(count: number, start: (sink: { next(data: T): void; error(e: GraphQLRequestError): void }) => () => void) {
  const received: T[] = [];
  let stop = () => {};
  const done = new Promise<T[]>((resolve, reject) => {
    stop = start({
      next(data) {
        received.push(data);
        if (received.length === count) resolve(received);
      },
      error: reject,
    });
  });
  return { done, received, stop: () => stop() };
}

describe('webSocketUrl', () => {
  it('keeps host and path and swaps http for ws', () => {
    expect(webSocketUrl('http://localhost:4000/graphql')).toBe('ws://localhost:4000/graphql');
    expect(webSocketUrl('https://shop.example/api/graphql')).toBe('wss://shop.example/api/graphql');
  });

  it('resolves a relative endpoint against the page', () => {
    expect(webSocketUrl('/graphql', 'https://shop.example/cms/live')).toBe('wss://shop.example/graphql');
  });
});

describe('subscribe', () => {
  it('delivers data and sends the tokens and language as connection params', async () => {
    useTestServer();
    setRequestContext({ adminToken: 'adm', userToken: null, lang: 1 });

    const run = collect<{ whoami: Params }>(1, (sink) => subscribe(WhoAmI, {}, sink));
    const [first] = await run.done;
    run.stop();

    expect(first?.whoami).toEqual({ Authorization: 'Bearer adm', Authuser: '', Lang: '1' });
  });

  it('reconnects an open subscription with the new identity when the session changes', async () => {
    useTestServer();

    const run = collect<{ whoami: Params }>(2, (sink) => subscribe(WhoAmI, {}, sink));
    await expect.poll(() => run.received.length).toBe(1);
    setRequestContext({ adminToken: 'fresh', lang: 1 });
    const [before, after] = await run.done;
    run.stop();

    expect(before?.whoami.Authorization).toBe('');
    expect(after?.whoami).toEqual({ Authorization: 'Bearer fresh', Authuser: '', Lang: '1' });
  });

  it('reports GraphQL errors of a subscription by their messages', async () => {
    useTestServer();

    const error = await new Promise<GraphQLRequestError>((resolve) => {
      subscribe(Forbidden, {}, { next: () => {}, error: resolve });
    });

    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('Administrators only.');
  });
});
