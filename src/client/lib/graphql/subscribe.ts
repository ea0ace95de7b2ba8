import { createClient, type Client } from 'graphql-ws';
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

let shared: Connection | undefined;

function connect(): Connection {
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

function sharedConnection(): Connection {
  shared ??= connect();
  return shared;
}

onRequestContextChange(() => shared?.restart());
onGraphQLConfigChange(() => {
  // A socket disposed while it reconnects rejects with "All Subscriptions Gone": nothing is listening any more.
  void Promise.resolve(shared?.client.dispose()).catch(() => undefined);
  shared = undefined;
});

/** Runs a subscription over the shared WebSocket; returns the function that stops it. */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  sink: SubscriptionSink<TResult>,
): () => void {
  const query = document.toString();
  const operationName = operationNameOf(query);
  return sharedConnection().client.subscribe<TResult>(
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
}
