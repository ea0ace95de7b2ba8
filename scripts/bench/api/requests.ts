/**
 * The HTTP requests the benchmark sends, byte for byte as the storefront's transport sends them
 * (src/client/lib/graphql/execute.ts, headers.ts, persisted-get.ts, plus a browser's
 * Accept-Encoding): an anonymous visitor's public query as a GET naming its persisted document
 * (`documentId`, `operationName`, `variables` when not empty) with only the Lang header; a mutation,
 * or a signed-in administrator's query, as a POST of the query text with the identity headers.
 */
import { readFileSync } from 'node:fs';
import { GRAPHQL_CLIENT_NAME } from '../../../src/shared/constants';

export type Transport = 'get' | 'post';
export type Lang = 0 | 1;

export interface WireRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Operation {
  operationName: string;
  query: string;
}

/** Replaced in a request's path or body by a value no other request of the run carries. */
export const NONCE_TOKEN = '__BENCH_NONCE__';
/** The variable that carries it: the operations do not declare it, so it changes the request, not the answer. */
export const NONCE_VARIABLE = 'bench_nonce';

/** What a browser adds to every fetch, and the storefront's client name and version. */
const COMMON_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
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

/** A public query of an anonymous visitor in `lang`, as the storefront sends it over `transport`. */
export function wireRequest(operation: Operation, variables: Record<string, unknown>, transport: Transport, ids: PersistedIds, lang: Lang = 0): WireRequest {
  if (transport === 'get') {
    const id = ids.get(operation.operationName);
    if (!id) throw new Error(`${operation.operationName} is not in generated/client/persisted-documents.json (npm run codegen)`);
    const search = new URLSearchParams({ documentId: id, operationName: operation.operationName });
    const json = JSON.stringify(variables);
    if (json !== '{}') search.set('variables', json);
    return { method: 'GET', path: `/graphql?${search}`, headers: { ...COMMON_HEADERS, lang: String(lang) } };
  }
  return postRequest(operation, variables, { lang });
}

/** A POST as the storefront or the admin sends it: the query text, with who asks in the identity headers. */
export function postRequest(operation: Operation, variables: Record<string, unknown>, caller: { lang: Lang; adminToken?: string }): WireRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...COMMON_HEADERS,
      authorization: caller.adminToken ? `Bearer ${caller.adminToken}` : '',
      authuser: '',
      lang: String(caller.lang),
    },
    body: JSON.stringify({ operationName: operation.operationName, variables, query: operation.query }),
  };
}

/** What identifies a GET's answer to the ceiling: its language and address. */
export const requestKey = (path: string, lang: string | undefined) => `${lang ?? '0'} ${path}`;
export const wireKey = (wire: WireRequest) => requestKey(wire.path, wire.headers.lang);

/** The request with a nonce variable whose value NONCE_TOKEN stands for. */
export function withNonceVariable(operation: Operation, variables: Record<string, unknown>, transport: Transport, ids: PersistedIds): WireRequest {
  return wireRequest(operation, { ...variables, [NONCE_VARIABLE]: NONCE_TOKEN }, transport, ids);
}

/** The request with its nonce token replaced by `nonce`. */
export function fillNonce(request: WireRequest, nonce: string): WireRequest {
  return {
    ...request,
    path: request.path.replaceAll(NONCE_TOKEN, nonce),
    ...(request.body === undefined ? {} : { body: request.body.replaceAll(NONCE_TOKEN, nonce) }),
  };
}

export const hasNonce = (request: WireRequest) => request.path.includes(NONCE_TOKEN) || (request.body?.includes(NONCE_TOKEN) ?? false);
