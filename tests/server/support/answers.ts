import type { TestServer } from './test-server';

/** A generated operation: its text and, from codegen, its persisted document id. */
export interface Operation {
  toString(): string;
  __meta__?: Record<string, unknown>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON
  body: any;
}

export interface Caller {
  lang?: 0 | 1;
  adminToken?: string;
  userToken?: string;
  headers?: Record<string, string>;
}

function headersOf(caller: Caller): Record<string, string> {
  return {
    lang: String(caller.lang ?? 0),
    ...(caller.adminToken ? { authorization: `Bearer ${caller.adminToken}` } : {}),
    ...(caller.userToken ? { authuser: caller.userToken } : {}),
    ...caller.headers,
  };
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** POSTs an operation's text, as the storefront sends a signed-in caller's queries and every mutation. */
export async function post(server: TestServer, operation: Operation | string, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headersOf(caller) },
    body: JSON.stringify({ query: operation.toString(), variables }),
  });
  return read(response);
}

/** The address of a persisted document's GET: `/graphql?documentId=sha256:…&variables=…`. */
export function persistedPath(operation: Operation, variables: Record<string, unknown> = {}): string {
  const id = operation.__meta__?.hash;
  if (typeof id !== 'string') throw new Error('the operation has no persisted document id');
  const params = new URLSearchParams({ documentId: id });
  if (Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
  return `/graphql?${params}`;
}

/** GETs a persisted document, as the storefront sends an anonymous visitor's public queries. */
export async function getPersisted(server: TestServer, operation: Operation, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<Answer> {
  const response = await fetch(server.url + persistedPath(operation, variables), { headers: { accept: 'application/json', ...headersOf(caller) } });
  return read(response);
}

/** Asks until `check` holds (another instance hears of a change through Redis), at most `ms`. */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
