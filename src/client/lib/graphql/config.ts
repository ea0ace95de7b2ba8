import { GRAPHQL_CLIENT_NAME, GRAPHQL_DEFAULT_ENDPOINT } from '../../../shared/constants';

export interface GraphQLConfig {
  /** Where requests go; relative paths resolve against the page. */
  endpoint: string;
  /** WebSocket address for subscriptions; by default the endpoint with http(s) swapped for ws(s). */
  wsEndpoint: string | undefined;
  clientName: string;
  clientVersion: string;
  /** Read at each request, so a test or a server renderer can substitute it. */
  fetch: typeof globalThis.fetch | undefined;
  /** For runtimes without a global WebSocket (Node 20). */
  webSocketImpl: unknown;
}

const defaults: GraphQLConfig = {
  endpoint: GRAPHQL_DEFAULT_ENDPOINT,
  wsEndpoint: undefined,
  clientName: GRAPHQL_CLIENT_NAME,
  clientVersion: 'dev',
  fetch: undefined,
  webSocketImpl: undefined,
};

let current: GraphQLConfig = { ...defaults };
const listeners = new Set<() => void>();

export function configureGraphQL(changes: Partial<GraphQLConfig>): void {
  current = { ...current, ...changes };
  for (const listener of listeners) listener();
}

export function getGraphQLConfig(): Readonly<GraphQLConfig> {
  return current;
}

/** Back to the defaults; for tests. */
export function resetGraphQLConfig(): void {
  configureGraphQL(defaults);
}

export function onGraphQLConfigChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
