import type { GraphQLFormattedError } from 'graphql';

/**
 * Why a request failed, with spec §8's messages:
 * - http: the server answered with status 300 or above;
 * - missing: the reply had neither data nor errors;
 * - parse: the reply was not JSON;
 * - network: the request never got an answer;
 * - graphql: the reply carried GraphQL errors (any partial data is kept in `data`).
 */
export type GraphQLRequestErrorKind = 'http' | 'missing' | 'parse' | 'network' | 'graphql';

interface Details {
  operationName?: string | undefined;
  errors?: readonly GraphQLFormattedError[] | undefined;
  data?: unknown;
  status?: number | undefined;
  bodyText?: string | undefined;
  cause?: unknown;
}

/**
 * A failure worth one more try: no answer came, or the server could not answer just then (5xx, 429).
 * A GraphQL refusal or any other answer would only come again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 429);
}

export class GraphQLRequestError extends Error {
  readonly kind: GraphQLRequestErrorKind;
  readonly operationName: string | undefined;
  /** The GraphQL errors of the reply; empty when the failure was not GraphQL's. */
  readonly errors: readonly GraphQLFormattedError[];
  /** Partial data that came with the errors, if any. */
  readonly data: unknown;
  readonly status: number | undefined;
  readonly bodyText: string | undefined;

  constructor(kind: GraphQLRequestErrorKind, message: string, details: Details = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = kind === 'parse' ? 'ServerParseError' : 'GraphQLRequestError';
    this.kind = kind;
    this.operationName = details.operationName;
    this.errors = details.errors ?? [];
    this.data = details.data;
    this.status = details.status;
    this.bodyText = details.bodyText;
  }

  static http(status: number, details: Details): GraphQLRequestError {
    return new GraphQLRequestError('http', `Response not successful: Received status code ${status}`, {
      ...details,
      status,
    });
  }

  static missing(details: Details): GraphQLRequestError {
    return new GraphQLRequestError(
      'missing',
      `Server response was missing for query '${details.operationName ?? ''}'.`,
      details,
    );
  }

  static parse(cause: unknown, details: Details): GraphQLRequestError {
    return new GraphQLRequestError('parse', `Server parse error: ${messageOf(cause)}`, { ...details, cause });
  }

  static network(cause: unknown, details: Details = {}): GraphQLRequestError {
    return new GraphQLRequestError('network', messageOf(cause), { ...details, cause });
  }

  static graphql(errors: readonly GraphQLFormattedError[], details: Details): GraphQLRequestError {
    return new GraphQLRequestError('graphql', errors.map((error) => error.message).join('\n'), {
      ...details,
      errors,
    });
  }
}

function messageOf(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) {
    // A WebSocket CloseEvent: the server's reason, else its close code.
    const reason = 'reason' in cause && typeof cause.reason === 'string' ? cause.reason : '';
    return reason || `WebSocket closed with code ${String(cause.code)}`;
  }
  return String(cause);
}
