import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_LIMITS } from '../lib/live-limits';
import { createRateLimiter } from '../lib/rate-limit';
import { clientAddress } from '../lib/client-address';

/** Reads a header-like value from graphql-ws connection params, case-insensitively. */
export type HeaderReader = (name: string) => string | null;

/** Yoga's execute and subscribe with its plugins, which onSubscribe hands on in the root value. */
type EnvelopedRoot = Pick<ReturnType<YogaServerInstance<Record<string, unknown>, object>['getEnveloped']>, 'execute' | 'subscribe'>;

export interface GraphQLWsOptions {
  /** A socket that stops answering pings is dropped within this time (default LIVE_LIMITS.socketTimeoutMs). */
  socketTimeoutMs?: number;
  /** The address a socket counts under for the per-address caps (default: its TCP peer). */
  addressOf?: (request: IncomingMessage) => string | null;
}

/**
 * The sockets of each address: at most LIVE_LIMITS.socketsPerAddress open at once, opened no faster
 * than its rate; a socket over either is closed at once with 1013 (Try Again Later), which clients retry.
 */
function limitSocketsPerAddress(wsServer: WebSocketServer, addressOf: (request: IncomingMessage) => string | null): void {
  const open = new Map<string, number>();
  const opening = createRateLimiter({ perSecond: LIVE_LIMITS.socketsPerAddressPerSecond, burst: LIVE_LIMITS.socketsBurst });
  wsServer.on('connection', (socket: WebSocket, request) => {
    const address = addressOf(request) ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= LIVE_LIMITS.socketsPerAddress || !opening.take(address)) {
      socket.close(LIVE_LIMITS.closeCodes.tooManySockets, 'Too many connections from this address; try again later');
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * graphql-ws on the Yoga endpoint's path of an HTTP server, running subscriptions (and any
 * operation) through Yoga's plugins. graphql-ws carries the spec's headers (Lang, Authorization,
 * Authuser) in its connection params, so the context is built from those; it also gets the upgrade
 * request as `req`, as Yoga's HTTP context has it, for the caller's address. The bounds of
 * src/server/lib/live-limits.ts apply: sockets per address, operations per socket, and a ping time-out.
 */
export function attachGraphQLWs<TContext extends object>(
  server: Server,
  yoga: YogaServerInstance<Record<string, unknown>, TContext>,
  contextFromParams: (header: HeaderReader, request: IncomingMessage) => TContext | Promise<TContext>,
  options: GraphQLWsOptions = {},
): { close(graceMs?: number): Promise<void> } {
  // 1 MiB per message, like the HTTP body limit; ws would otherwise accept 100 MiB.
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: 1024 * 1024 });
  // Before graphql-ws's own listener, so a refused socket is closed before anything runs for it.
  limitSocketsPerAddress(wsServer, options.addressOf ?? ((request) => clientAddress(request, null)));
  const { subscriptionsPerSocket, closeCodes } = LIVE_LIMITS;
  const cleanup = useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        // The operation being started is counted already.
        if (Object.keys(ctx.subscriptions).length > subscriptionsPerSocket) {
          ctx.extra.socket.close(closeCodes.tooManySubscriptions, `More than ${subscriptionsPerSocket} operations at once on one connection`);
          return [new GraphQLError('Too many operations at once on one connection.', { extensions: { code: 'TOO_MANY_REQUESTS' } })];
        }
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
          contextValue: await contextFromParams(header, ctx.extra.request),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
    // graphql-ws pings this often and drops a socket whose pong is this late: gone within the time-out.
    (options.socketTimeoutMs ?? LIVE_LIMITS.socketTimeoutMs) / 2,
  );
  return {
    /** Closes every socket with 1001 (Going Away), which clients reconnect after; those that do not answer within `graceMs` are cut. */
    async close(graceMs = LIVE_LIMITS.socketTimeoutMs) {
      const cut = setTimeout(() => {
        for (const socket of wsServer.clients) socket.terminate();
      }, graceMs);
      try {
        await cleanup.dispose();
        await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
