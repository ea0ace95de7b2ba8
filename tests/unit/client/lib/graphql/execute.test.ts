import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureGraphQL,
  execute,
  GraphQLRequestError,
  resetGraphQLConfig,
  resetRequestContext,
  setRequestContext,
} from '../../../../../src/client/lib/graphql';
import { fakeFetch, GetCategories, json, sentRequest } from './support';

afterEach(() => {
  resetGraphQLConfig();
  resetRequestContext();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<GraphQLRequestError> {
  const error: unknown = await promise.then(
    () => expect.unreachable('the request should have failed'),
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(GraphQLRequestError);
  return error as GraphQLRequestError;
}

describe('execute: what it sends', () => {
  it('POSTs operationName, variables and query as JSON to /graphql by default', async () => {
    const fetch = fakeFetch(() => json({ data: { categories: [] } }));
    configureGraphQL({ fetch });

    await execute(GetCategories, { limit: 5 });

    const { url, init } = sentRequest(fetch);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      operationName: 'GetCategories',
      variables: { limit: 5 },
      query: GetCategories.toString(),
    });
  });

  it('sends the spec §7 headers for a visitor: empty tokens, language 0', async () => {
    const fetch = fakeFetch(() => json({ data: { categories: [] } }));
    configureGraphQL({ fetch, clientVersion: '1.2.3' });

    await execute(GetCategories, {});

    expect(Object.fromEntries(new Headers(sentRequest(fetch).init.headers))).toEqual({
      'content-type': 'application/json',
      accept: '*/*',
      authorization: '',
      authuser: '',
      lang: '0',
      'apollographql-client-name': 'izlog-web',
      'apollographql-client-version': '1.2.3',
    });
  });

  it('sends the admin bearer token, the user token and the chosen language', async () => {
    const fetch = fakeFetch(() => json({ data: { categories: [] } }));
    configureGraphQL({ fetch, endpoint: 'https://api.example.com/graphql' });
    setRequestContext({ adminToken: 'adm', userToken: 'usr', lang: 1 });

    await execute(GetCategories, {});

    const { url, init } = sentRequest(fetch);
    const headers = new Headers(init.headers);
    expect(url).toBe('https://api.example.com/graphql');
    expect(headers.get('Authorization')).toBe('Bearer adm');
    expect(headers.get('Authuser')).toBe('usr');
    expect(headers.get('Lang')).toBe('1');
  });

  it('uses the global fetch when none is configured', async () => {
    const fetch = fakeFetch(() => json({ data: { categories: [{ id: '1' }] } }));
    vi.stubGlobal('fetch', fetch);

    await expect(execute(GetCategories, {})).resolves.toEqual({ categories: [{ id: '1' }] });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('passes the abort signal through and lets a cancellation through untouched', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    configureGraphQL({ fetch });

    const error: unknown = await execute(GetCategories, {}, { signal: controller.signal }).catch((e: unknown) => e);

    expect(sentRequest(fetch).init.signal).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(GraphQLRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('execute: spec §8 errors', () => {
  it.each([300, 500, 502])('reports HTTP status %i, even with a body that is not JSON', async (status) => {
    configureGraphQL({ fetch: fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status })) });

    const error = await failure(execute(GetCategories, {}));

    expect(error.kind).toBe('http');
    expect(error.message).toBe(`Response not successful: Received status code ${status}`);
    expect(error.status).toBe(status);
  });

  it('keeps the GraphQL errors a failing status carried', async () => {
    configureGraphQL({ fetch: fakeFetch(() => json({ errors: [{ message: 'Unknown argument "x".' }] }, 400)) });

    const error = await failure(execute(GetCategories, {}));

    expect(error.message).toBe('Response not successful: Received status code 400');
    expect(error.errors.map((e) => e.message)).toEqual(['Unknown argument "x".']);
  });

  it('reports a reply with neither data nor errors, naming the operation', async () => {
    configureGraphQL({ fetch: fakeFetch(() => json({})) });

    const error = await failure(execute(GetCategories, {}));

    expect(error.kind).toBe('missing');
    expect(error.message).toBe("Server response was missing for query 'GetCategories'.");
  });

  it('reports an unparseable body as a server parse error', async () => {
    configureGraphQL({ fetch: fakeFetch(() => new Response('<!doctype html><p>oops</p>', { status: 200 })) });

    const error = await failure(execute(GetCategories, {}));

    expect(error.kind).toBe('parse');
    expect(error.name).toBe('ServerParseError');
    expect(error.message).toMatch(/^Server parse error: .*JSON/);
    expect(error.bodyText).toBe('<!doctype html><p>oops</p>');
  });

  it('reports a network failure with the original message', async () => {
    configureGraphQL({
      fetch: vi.fn<typeof globalThis.fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });

    const error = await failure(execute(GetCategories, {}));

    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to fetch');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('joins several GraphQL errors with newlines', async () => {
    configureGraphQL({
      fetch: fakeFetch(() => json({ data: null, errors: [{ message: 'Not allowed.' }, { message: 'Try later.' }] })),
    });

    const error = await failure(execute(GetCategories, {}));

    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('Not allowed.\nTry later.');
    expect(error.errors).toHaveLength(2);
  });

  it('rejects a reply with data and errors, keeping the partial data', async () => {
    const data = { categories: [{ id: '1' }], brands: null };
    configureGraphQL({
      fetch: fakeFetch(() => json({ data, errors: [{ message: 'Brands are unavailable.', path: ['brands'] }] })),
    });

    const error = await failure(execute(GetCategories, {}));

    expect(error.message).toBe('Brands are unavailable.');
    expect(error.data).toEqual(data);
    expect(error.errors[0]?.path).toEqual(['brands']);
  });
});
