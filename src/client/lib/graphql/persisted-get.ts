import { getRequestContext } from './requestContext';
import type { TypedDocumentString } from './typedDocument';

/**
 * Queries an anonymous visitor still POSTs: their variables are theirs (an order's code, the cart
 * and its promo code) and would stay in logs and caches as an address, or the query counts
 * something (the search screen's search is counted in the search insight), which a GET must not.
 */
const POSTED_QUERIES: ReadonlySet<string> = new Set(['GetOrder', 'GetOrderQuote', 'Search']);

/** Longer addresses are POSTed instead: some proxies refuse long ones. */
const LONGEST_ADDRESS = 2_000;

const isQuery = (text: string) => /^\s*query\b/.test(text);

/**
 * The address to GET for a public query of an anonymous visitor, by its persisted document's id
 * (`/graphql?documentId=sha256:…&operationName=…&variables=…`): the server answers it from its cache
 * with an ETag, and the browser or a CDN may keep it (src/server/graphql/answers/answer-headers.ts). Null when
 * the request must be a POST: a mutation, a document without an id, a signed-in caller, a query of
 * POSTED_QUERIES, or an address too long.
 */
export function persistedGetAddress<TResult, TVariables>(
  endpoint: string,
  document: TypedDocumentString<TResult, TVariables>,
  operationName: string | undefined,
  variables: TVariables,
): string | null {
  const id = document.__meta__?.hash;
  const { adminToken, userToken } = getRequestContext();
  if (typeof id !== 'string' || !operationName || adminToken || userToken) return null;
  if (POSTED_QUERIES.has(operationName) || !isQuery(document.toString())) return null;
  const params = new URLSearchParams({ documentId: id, operationName });
  const json = JSON.stringify(variables ?? {});
  if (json !== '{}') params.set('variables', json);
  const address = `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`;
  return address.length > LONGEST_ADDRESS ? null : address;
}
