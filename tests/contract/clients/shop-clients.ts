import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Client, cacheExchange, fetchExchange, type Exchange } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { getOperationAST, type DocumentNode } from 'graphql';

/** The headers spec §7 sends with every call: Authorization (Bearer admin token, or empty), Authuser, Lang. */
export interface SpecHeaders {
  Authorization: string;
  Authuser: string;
  Lang: string;
}

/** One request as it left the client: what the server was sent. */
export interface SentRequest {
  method: string;
  headers: Headers;
  /** The operation's text, when the request carried it (in the body or the address). */
  query: string | null;
  /** The automatic persisted query's hash, when the request named one. */
  hash: string | null;
  operationName: string | null;
  status: number;
}

export interface ShopClient {
  name: string;
  /** Runs an operation; resolves with its data, rejects with the client's own error. */
  run(document: DocumentNode, variables: Record<string, unknown>, headers: SpecHeaders): Promise<any>;
  /** Every request the client sent, in order. */
  sent: SentRequest[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isMutation = (document: DocumentNode) => getOperationAST(document)?.operation === 'mutation';

/** A fetch that records what it sends (the clients' own fetch does the rest). */
function recordingFetch(sent: SentRequest[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const address = new URL(request.url);
    const body = request.method === 'POST' ? ((await request.clone().json()) as { query?: string; operationName?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } }) : null;
    const extensions = body?.extensions ?? JSON.parse(address.searchParams.get('extensions') ?? 'null');
    const response = await fetch(request);
    sent.push({
      method: request.method,
      headers: request.headers,
      query: body?.query ?? address.searchParams.get('query'),
      hash: extensions?.persistedQuery?.sha256Hash ?? null,
      operationName: body?.operationName ?? address.searchParams.get('operationName'),
      status: response.status,
    });
    return response;
  };
}

/** Apollo Client 4 with its HttpLink; with `persisted`, behind its persisted-query link (hashes first, by GET with `get`). */
function apollo(url: string, persisted?: { get: boolean }): ShopClient {
  const sent: SentRequest[] = [];
  const http = new HttpLink({ uri: `${url}/graphql`, fetch: recordingFetch(sent) });
  const link = persisted ? new PersistedQueryLink({ sha256, useGETForHashedQueries: persisted.get }).concat(http) : http;
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    name: persisted ? `Apollo Client with its persisted-query link${persisted.get ? ' (hashes by GET)' : ''}` : 'Apollo Client',
    sent,
    async run(document, variables, headers) {
      const context = { headers: { ...headers } };
      const result = isMutation(document)
        ? await client.mutate({ mutation: document, variables, context, fetchPolicy: 'no-cache' })
        : await client.query({ query: document, variables, context, fetchPolicy: 'no-cache' });
      return result.data;
    },
  };
}

/** urql 6 with its document cache and fetch exchange (queries by GET, its default); with `persisted`, its persisted exchange between them. */
function urql(url: string, persisted: boolean): ShopClient {
  const sent: SentRequest[] = [];
  const persist = persisted ? [persistedExchange({ generateHash: async (query) => sha256(query) })] : [];
  const exchanges: Exchange[] = [cacheExchange, ...persist, fetchExchange];
  const client = new Client({ url: `${url}/graphql`, exchanges, fetch: recordingFetch(sent) });
  return {
    name: persisted ? 'urql with its persisted exchange' : 'urql',
    sent,
    async run(document, variables, headers) {
      const context = { fetchOptions: { headers: { ...headers } }, requestPolicy: 'network-only' as const };
      const operation = isMutation(document) ? client.mutation(document, variables, context) : client.query(document, variables, context);
      const result = await operation.toPromise();
      if (result.error) throw result.error;
      return result.data;
    },
  };
}

/** The clients a frontend developer may choose, each made anew for a server's origin. */
export const SHOP_CLIENTS: { name: string; persisted: boolean; make(url: string): ShopClient }[] = [
  { name: 'Apollo Client', persisted: false, make: (url) => apollo(url) },
  { name: 'Apollo Client, persisted queries by POST', persisted: true, make: (url) => apollo(url, { get: false }) },
  { name: 'Apollo Client, persisted queries by GET', persisted: true, make: (url) => apollo(url, { get: true }) },
  { name: 'urql', persisted: false, make: (url) => urql(url, false) },
  { name: 'urql, persisted queries', persisted: true, make: (url) => urql(url, true) },
];
