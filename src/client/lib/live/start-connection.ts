import { LiveConnection } from './connection';
import { graphqlLiveTransport, type LiveIdentity } from './graphql-transport';
import type { LiveTransport } from './transport';

/** A started live connection over `transport`, or over GraphQL as `identity` when none is given. */
export function startLiveConnection(transport: LiveTransport | undefined, identity: LiveIdentity): LiveConnection {
  const live = new LiveConnection({ transport: transport ?? graphqlLiveTransport(identity) });
  live.start();
  return live;
}
