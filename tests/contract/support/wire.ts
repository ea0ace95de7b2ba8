/**
 * The raw wire protocol of spec §7, spoken on purpose without the app's transport: a POST of
 * { operationName, variables, query } to /graphql, multipart (GraphQL multipart request spec) when
 * files travel, and graphql-ws for subscriptions on the same path.
 */
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Caller, Lang, Tokens } from '../examples/types';
import type { UploadVariable } from './operations';

export interface Payload {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface WireResponse {
  status: number;
  /** The parsed body; undefined when it is not JSON (`text` then holds it). */
  body?: { data?: Record<string, unknown> | null; errors?: GraphQLFormattedError[] };
  text: string;
}

/** Spec §7 headers: Authorization (Bearer admin token, or empty), Authuser (user token, or empty), Lang. */
export function callerHeaders(as: Caller, tokens: Tokens, lang: Lang): Record<string, string> {
  return {
    Authorization: as === 'admin' ? `Bearer ${tokens.admin}` : '',
    Authuser: as === 'user' ? tokens.user : '',
    Lang: String(lang),
  };
}

/** The /graphql endpoint of a server URL, whether the URL names the origin or the endpoint. */
export function endpointOf(url: string): string {
  const endpoint = new URL(url);
  if (!endpoint.pathname.endsWith('/graphql')) {
    endpoint.pathname = `${endpoint.pathname.replace(/\/$/, '')}/graphql`;
  }
  return endpoint.toString();
}

async function read(response: Response): Promise<WireResponse> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as WireResponse['body'], text };
  } catch {
    return { status: response.status, text };
  }
}

export async function postJson(endpoint: string, payload: Payload, headers: Record<string, string>): Promise<WireResponse> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: '*/*', ...headers },
    body: JSON.stringify(payload),
  });
  return read(response);
}

/**
 * A GraphQL multipart request: `operations` with null in place of each file, `map` from part name to
 * variable path, then the file parts. Every Upload variable (each list gets one file) carries `file`.
 */
export async function postMultipart(
  endpoint: string,
  payload: Payload,
  uploads: UploadVariable[],
  file: File,
  headers: Record<string, string>,
): Promise<WireResponse> {
  const variables = { ...payload.variables };
  const map: Record<string, string[]> = {};
  uploads.forEach((upload, index) => {
    variables[upload.name] = upload.list ? [null] : null;
    map[String(index)] = [`variables.${upload.name}${upload.list ? '.0' : ''}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...payload, variables }));
  form.append('map', JSON.stringify(map));
  uploads.forEach((_, index) => form.append(String(index), file, file.name));
  // No Content-Type: fetch writes multipart/form-data with its boundary.
  const response = await fetch(endpoint, { method: 'POST', headers: { Accept: '*/*', ...headers }, body: form });
  return read(response);
}

function describeWsError(error: unknown): string {
  if (Array.isArray(error)) return JSON.stringify(error);
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'code' in error) {
    const { code, reason } = error as { code: number; reason?: string };
    return `socket closed with code ${code}${reason ? `: ${reason}` : ''}`;
  }
  return String(error);
}

/**
 * Subscribes over graphql-ws with the headers as connectionParams and resolves with the first result;
 * rejects when the server errors, completes without a result, or says nothing within `timeoutMs`.
 */
export async function subscribeOnce(
  endpoint: string,
  payload: Payload,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<ExecutionResult> {
  const client = createClient({
    url: endpoint.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: headers,
    lazy: true,
    retryAttempts: 0,
  });
  let unsubscribe = (): void => {};
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ExecutionResult>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${payload.operationName} yielded nothing within ${timeoutMs} ms`)),
        timeoutMs,
      );
      unsubscribe = client.subscribe(payload, {
        next: (result) => resolve(result as ExecutionResult),
        error: (error) => reject(new Error(`${payload.operationName} failed: ${describeWsError(error)}`)),
        complete: () => reject(new Error(`${payload.operationName} completed without a result`)),
      });
    });
  } finally {
    clearTimeout(timer);
    unsubscribe();
    await client.dispose();
  }
}
