import type { Client } from 'graphql-ws';
import { LIVE_RECONNECT_MS } from '../../../shared/constants';
import { getGraphQLConfig, onGraphQLConfigChange } from './config';
import { GraphQLRequestError } from './errors';
import { identityHeaders } from './headers';
import { onRequestContextChange } from './requestContext';
import { operationNameOf, type TypedDocumentString } from './typedDocument';

export interface SubscriptionSink<TResult> {
  next(data: TResult): void;
  error?(error: GraphQLRequestError): void;
  complete?(): void;
}

/** The endpoint's WebSocket address: same host and path, ws(s) instead of http(s). */
export function webSocketUrl(endpoint: string, base = typeof location === 'undefined' ? undefined : location.href): string {
  const url = new URL(endpoint, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

// A close code of our own that graphql-ws treats as retryable: the socket reconnects with fresh connection params.
const RESTART_CLOSE_CODE = 4205;

interface Connection {
  client: Client;
  restart(): void;
}

let shared: Promise<Connection> | undefined;

function connect(createClient: typeof import('graphql-ws').createClient): Connection {
  const { endpoint, wsEndpoint, webSocketImpl } = getGraphQLConfig();
  let socket: WebSocket | undefined;
  let restarting = false;
  const client = createClient({
    url: wsEndpoint ?? webSocketUrl(endpoint),
    webSocketImpl,
    connectionParams: identityHeaders,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Spec §4: a dropped live connection comes back after 3 s; a restart we asked for comes back at once.
    retryWait: async () => {
      const wait = restarting ? 0 : LIVE_RECONNECT_MS;
      restarting = false;
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
    on: {
      opened: (opened) => {
        socket = opened as WebSocket;
      },
      closed: () => {
        socket = undefined;
      },
    },
  });
  return {
    client,
    restart() {
      if (socket?.readyState !== 1) return; // not open: the next connection reads fresh params anyway
      restarting = true;
      socket.close(RESTART_CLOSE_CODE, 'Request context changed');
    },
  };
}

/**
 * The one WebSocket every subscription shares. graphql-ws arrives with the first subscription (the
 * live channel opens after hydration), not in every page's first load; a failed load is tried again
 * by the next subscription. From then on a new request context restarts the socket (fresh connection
 * params) and a new configuration closes it.
 */
function sharedConnection(): Promise<Connection> {
  if (!shared) {
    listenForChanges();
    shared = import('graphql-ws').then(
      ({ createClient }) => connect(createClient),
      (error: unknown) => {
        shared = undefined;
        throw error;
      },
    );
  }
  return shared;
}

let listening = false;

// Registered with the first subscription, so that importing this module does nothing (and the bundler
// leaves it out of chunks that only reach it through lib/graphql's index).
function listenForChanges(): void {
  if (listening) return;
  listening = true;
  onRequestContextChange(() => void shared?.then((connection) => connection.restart()));
  onGraphQLConfigChange(() => {
    const previous = shared;
    shared = undefined;
    // A socket disposed while it reconnects rejects with "All Subscriptions Gone": nothing is listening any more.
    void previous?.then((connection) => connection.client.dispose()).catch(() => undefined);
  });
}

/** Runs a subscription over the shared WebSocket; returns the function that stops it. */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  sink: SubscriptionSink<TResult>,
): () => void {
  const query = document.toString();
  const operationName = operationNameOf(query);
  let stopped = false;
  let stop: (() => void) | undefined;
  sharedConnection().then(
    ({ client }) => {
      if (stopped) return;
      stop = client.subscribe<TResult>(
        { query, operationName: operationName ?? null, variables: variables as Record<string, unknown> },
        {
          next: ({ data, errors }) => {
            if (errors?.length) sink.error?.(GraphQLRequestError.graphql(errors, { operationName, data }));
            else if (data !== undefined && data !== null) sink.next(data);
          },
          error: (error) => {
            const graphqlErrors = Array.isArray(error) ? (error as GraphQLRequestError['errors']) : undefined;
            sink.error?.(
              graphqlErrors
                ? GraphQLRequestError.graphql(graphqlErrors, { operationName })
                : GraphQLRequestError.network(error, { operationName }),
            );
          },
          complete: () => sink.complete?.(),
        },
      );
    },
    (error: unknown) => {
      if (!stopped) sink.error?.(GraphQLRequestError.network(error, { operationName }));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
