import type { IncomingMessage } from 'node:http';

/**
 * The network address a request came from, for per-address limits: the TCP peer. Behind a reverse
 * proxy that is the proxy's address, so every visitor shares one; the per-address limits are sized
 * for a household or an office, not for a whole shop behind one proxy.
 */
export function clientAddress(request: Pick<IncomingMessage, 'socket'> | null | undefined): string {
  const address = request?.socket?.remoteAddress ?? 'unknown';
  // An IPv4 peer on a dual-stack socket reads ::ffff:1.2.3.4; both forms are one address.
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The address of a GraphQL request from its context: Yoga puts the Node request in `req`
 * (src/server/app.ts hands it over), and graphql-ws (http/graphql-ws.ts) the upgrade request.
 */
export function contextAddress(context: object): string {
  return clientAddress((context as { req?: IncomingMessage }).req);
}
