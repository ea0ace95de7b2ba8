/** Shared by the transport tests: typed documents and a fetch that records what it was sent. */
import { vi } from 'vitest';
import type { TypedDocumentString } from '../../../../../src/client/lib/graphql';

/** A typed document as the client preset makes them: a string with result and variables types attached. */
export function document<TResult, TVariables>(text: string): TypedDocumentString<TResult, TVariables> {
  return { toString: () => text };
}

export const GetCategories = document<{ categories: { id: string }[] }, { limit?: number | null }>(
  '\n    query GetCategories($limit: Int) {\n  categories(limit: $limit) {\n    id\n  }\n}\n    ',
);

/** A fetch that answers every call with `reply` and records what it was sent. */
export function fakeFetch(reply: () => Response | Promise<Response>) {
  return vi.fn<typeof globalThis.fetch>(async () => reply());
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function sentRequest(fetch: ReturnType<typeof fakeFetch>, call = 0): { url: string; init: RequestInit } {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return { url: String(args[0]), init: args[1] ?? {} };
}
