import type { Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';

/** Reads a header-like value from graphql-ws connection params, case-insensitively. */
export type HeaderReader = (name: string) => string | null;

/**
 * graphql-ws on the Yoga endpoint's path of an HTTP server, running subscriptions (and any
 * operation) through Yoga's plugins. graphql-ws carries the spec's headers (Lang, Authorization,
 * Authuser) in its connection params, so the context is built from those.
 */
export function attachGraphQLWs<TContext extends object>(
  server: Server,
  yoga: YogaServerInstance<Record<string, unknown>, TContext>,
  contextFromParams: (header: HeaderReader) => TContext | Promise<TContext>,
): { close(): Promise<void> } {
  // 1 MiB per message, like the HTTP body limit; ws would otherwise accept 100 MiB.
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: 1024 * 1024 });
  const cleanup = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const connectionParams = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const header: HeaderReader = (name) => {
          const entry = Object.entries(connectionParams).find(([key]) => key.toLowerCase() === name);
          return entry == null ? null : String(entry[1]);
        };
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ ...ctx, params });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFromParams(header),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
