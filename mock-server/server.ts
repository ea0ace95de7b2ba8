import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addMocksToSchema, createMockStore } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { applyAccessDirectives } from '../src/server/auth/access-directives';
import { attachGraphQLWs } from '../src/server/http/graphql-ws';
import { requestLimitPlugins } from '../src/server/http/limits';
import { loadSchemaTypeDefs } from '../src/server/schema-files';
import { applyInputBounds } from '../src/server/validation/input-bounds';
import { buildMockContext, type MockContext } from './context';
import { createMockDb, type MockDb } from './db';
import { createMockEvents, type MockEvents } from './events';
import { mockResolvers } from './resolvers';
import { mockStorageResponse } from './storage/files';

/** Values for fields no mock resolver answers. They are plain on purpose: the contract tests reject "Hello World". */
const scalarMocks = {
  DateTime: () => '2026-11-20T10:00:00.000Z',
  Date: () => '2026-11-20',
  Upload: () => null,
};

/** The schema/*.graphql contract, executable over the mock store, with the access directives and input bounds enforced. */
export function createMockSchema(db: MockDb): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadSchemaTypeDefs() });
  const store = createMockStore({ schema, mocks: scalarMocks });
  const mocked = addMocksToSchema({ schema, store, resolvers: mockResolvers() });
  return applyAccessDirectives(applyInputBounds(mocked, (context: MockContext) => context.lang), (context: MockContext) => ({
    lang: context.lang,
    isAdmin: context.adminId != null && db.adminSessions.has(context.adminToken ?? ''),
    isUser: context.userId != null && db.userSessions.has(context.userToken ?? ''),
  }));
}

/** Serves /storage/* (the mock's generated images) beside /graphql. */
function storagePlugin(db: MockDb): Plugin {
  return {
    onRequest({ url, endResponse }) {
      if (!url.pathname.startsWith('/storage/')) return;
      endResponse(mockStorageResponse(db, url.pathname) ?? new Response('Not found', { status: 404 }));
    },
  };
}

export interface MockServerParts {
  db: MockDb;
  events: MockEvents;
}

/** A Yoga instance over a fresh mock shop; `yoga.fetch` runs requests in-process. */
export function createMockYoga(parts: MockServerParts = { db: createMockDb(), events: createMockEvents() }) {
  const { db, events } = parts;
  return createYoga<Record<string, unknown>, MockContext>({
    schema: createMockSchema(db),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: 'warn',
    maskedErrors: false,
    plugins: [storagePlugin(db), ...requestLimitPlugins()],
    context: ({ request }) => buildMockContext(db, events, (name) => request.headers.get(name)),
  });
}

/** The mock on a port: HTTP and multipart at /graphql, graphql-ws on the same path, files at /storage. */
export async function startMockServer({ port }: { port: number }): Promise<{ url: string; close(): Promise<void> }> {
  const parts = { db: createMockDb(), events: createMockEvents() };
  const yoga = createMockYoga(parts);
  const server = createServer(yoga);
  const ws = attachGraphQLWs(server, yoga, (header) => buildMockContext(parts.db, parts.events, header));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}/graphql`,
    async close() {
      await ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
