import { randomBytes } from 'node:crypto';
import type { TestServer } from './test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
export interface GraphQLAnswer<T = any> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A client address of its own (IPv6 documentation range), so runs sharing a Redis do not meet. */
export const randomAddress = (): string => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

/**
 * POSTs a GraphQL request as a client at `address` would reach the shop through a reverse proxy: the
 * server must be started with TRUSTED_PROXY covering loopback, so it reads X-Forwarded-For.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
export async function requestFrom<T = any>(
  server: Pick<TestServer, 'url'> & Partial<Pick<TestServer, 'drained'>>,
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  lang: 0 | 1 = 0,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*', lang: String(lang), 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  // As TestServer.request: the mail the request queued is written before the test reads the outbox.
  await server.drained?.();
  return body as never;
}

/** The first error's message, or 'ok' when there is none. */
export const outcome = (answer: GraphQLAnswer): string => answer.errors?.[0]?.message ?? 'ok';

/** The Serbian and English refusal of a throttled request, whatever the wait. */
export const TOO_MANY = {
  sr: /^Previše pokušaja\. Pokušajte ponovo za (\d+) s\.$/,
  en: /^Too many attempts\. Try again in (\d+) s\.$/,
};
