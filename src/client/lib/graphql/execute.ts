import { getGraphQLConfig } from './config';
import { GraphQLRequestError } from './errors';
import { requestHeaders } from './headers';
import { multipartBody, type OperationPayload } from './multipart';
import { persistedGetAddress } from './persisted-get';
import { operationNameOf, type TypedDocumentString } from './typedDocument';

export interface ExecuteOptions {
  signal?: AbortSignal | undefined;
}

/** Sends one query or mutation and resolves with its data; every failure rejects with a GraphQLRequestError. */
export async function execute<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  { signal }: ExecuteOptions = {},
): Promise<TResult> {
  const { endpoint, fetch: configuredFetch } = getGraphQLConfig();
  const query = document.toString();
  const operationName = operationNameOf(query);
  const payload: OperationPayload = { operationName, variables, query };
  const form = multipartBody(payload);
  // An anonymous visitor's public query goes by GET, as its persisted document's id (cacheable); anything else by POST.
  const address = form === null ? persistedGetAddress(endpoint, document, operationName, variables) : null;

  let status: number;
  let bodyText: string;
  try {
    const response = await (configuredFetch ?? globalThis.fetch)(
      address ?? endpoint,
      address
        ? { method: 'GET', headers: requestHeaders({ json: false, anonymous: true }), signal }
        : { method: 'POST', headers: requestHeaders({ json: form === null }), body: form ?? JSON.stringify(payload), signal },
    );
    status = response.status;
    bodyText = await response.text();
  } catch (error) {
    // A cancelled request is the caller's doing, not a failure to report.
    if (signal?.aborted) throw error;
    throw GraphQLRequestError.network(error, { operationName });
  }
  return readReply<TResult>(status, bodyText, operationName);
}

interface Reply {
  data?: unknown;
  errors?: unknown;
}

function readReply<TResult>(status: number, bodyText: string, operationName: string | undefined): TResult {
  if (status >= 300) {
    throw GraphQLRequestError.http(status, { operationName, bodyText, errors: errorsOf(tryParse(bodyText)) });
  }
  let reply: unknown;
  try {
    reply = JSON.parse(bodyText);
  } catch (error) {
    throw GraphQLRequestError.parse(error, { operationName, status, bodyText });
  }
  const errors = errorsOf(reply);
  const data = isReply(reply) ? reply.data : undefined;
  if (errors.length > 0) throw GraphQLRequestError.graphql(errors, { operationName, status, data: data ?? undefined });
  if (data === undefined || data === null) throw GraphQLRequestError.missing({ operationName, status, bodyText });
  return data as TResult;
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorsOf(reply: unknown): GraphQLRequestError['errors'] {
  if (!isReply(reply) || !Array.isArray(reply.errors)) return [];
  return reply.errors.map((error: unknown) =>
    isReply(error) && typeof (error as { message?: unknown }).message === 'string'
      ? (error as GraphQLRequestError['errors'][number])
      : { message: String(error) },
  );
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
