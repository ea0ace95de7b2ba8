/**
 * The HTTP requests a scenario sends, byte for byte as the storefront's fetch sends them (its
 * headers, a browser's Accept-Encoding): a GET naming the persisted document when the server takes
 * one (GraphQL over HTTP's `documentId`), else the POST with the query text the client sends today.
 */
import { readFileSync } from 'node:fs';
import { GRAPHQL_CLIENT_NAME } from '../../src/shared/constants';
import type { Scenario } from './scenarios';

export type Transport = 'get' | 'post';

export interface WireRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Replaced in a cold request's path or body by a value no other request of the run carries. */
export const NONCE_TOKEN = '__BENCH_NONCE__';
/** The variable that carries it: the operations do not declare it, so it changes the request, not the answer. */
export const NONCE_VARIABLE = 'bench_nonce';

/** What every storefront call carries (src/client/lib/graphql/headers.ts), as an anonymous Serbian visitor. */
const STOREFRONT_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  authorization: '',
  authuser: '',
  lang: '0',
  'apollographql-client-name': GRAPHQL_CLIENT_NAME,
  'apollographql-client-version': 'bench',
};

export type PersistedIds = ReadonlyMap<string, string>;

/** Operation name → persisted id (`sha256:…`), from codegen's generated/client/persisted-documents.json. */
export function persistedIdsByOperation(file = 'generated/client/persisted-documents.json'): PersistedIds {
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(documents)) {
    for (const match of text.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/g)) ids.set(match[1]!, id);
  }
  return ids;
}

function withNonce(variables: Record<string, unknown>, cold: boolean): Record<string, unknown> {
  return cold ? { ...variables, [NONCE_VARIABLE]: NONCE_TOKEN } : variables;
}

export function wireRequest(
  operation: Pick<Scenario, 'operationName' | 'query'>,
  variables: Record<string, unknown>,
  transport: Transport,
  ids: PersistedIds,
): WireRequest {
  if (transport === 'get') {
    const id = ids.get(operation.operationName);
    if (!id) throw new Error(`${operation.operationName} is not in generated/client/persisted-documents.json (npm run codegen)`);
    const search = new URLSearchParams({ documentId: id, variables: JSON.stringify(variables) });
    return { method: 'GET', path: `/graphql?${search}`, headers: { ...STOREFRONT_HEADERS } };
  }
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...STOREFRONT_HEADERS },
    body: JSON.stringify({ operationName: operation.operationName, variables, query: operation.query }),
  };
}

/** The scenario's requests, in the order a connection sends them; cold ones hold NONCE_TOKEN. */
export function scenarioRequests(scenario: Scenario, transport: Transport, ids: PersistedIds): WireRequest[] {
  return scenario.variables.map((variables) => wireRequest(scenario, withNonce(variables, scenario.mode === 'cold'), transport, ids));
}

/** The request with its nonce token replaced by `nonce`. */
export function fillNonce(request: WireRequest, nonce: string): WireRequest {
  return {
    ...request,
    path: request.path.replaceAll(NONCE_TOKEN, nonce),
    ...(request.body === undefined ? {} : { body: request.body.replaceAll(NONCE_TOKEN, nonce) }),
  };
}
