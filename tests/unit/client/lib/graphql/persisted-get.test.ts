import { afterEach, describe, expect, it } from 'vitest';
import { configureGraphQL, execute, resetGraphQLConfig, resetRequestContext, setRequestContext } from '../../../../../src/client/lib/graphql';
import { fakeFetch, json, sentRequest } from './support';

/** Documents as codegen's client preset makes them: with their persisted document's id. */
const persisted = (text: string, hash = `sha256:${'a'.repeat(64)}`) => ({ toString: () => text, __meta__: { hash } });
const GetProduct = persisted('query GetProduct($id: ID!) { product(id: $id) { id } }');
const GetSettings = persisted('query GetSettings { settings { id } }');
const GetOrder = persisted('query GetOrder($code: String!) { order(code: $code) { id } }');
const Search = persisted('query Search($query: String!) { search(query: $query) { products_total } }');
const Upsert = persisted('mutation UpsertBrand($name: String!) { upsertBrand(name: $name, slug: "x") { id } }');

afterEach(() => {
  resetGraphQLConfig();
  resetRequestContext();
});

describe('execute: an anonymous visitor’s public query goes as a persisted GET', () => {
  it('GETs the document id, operation name and variables, with the language and no token headers', async () => {
    const fetch = fakeFetch(() => json({ data: { product: { id: '7' } } }));
    configureGraphQL({ fetch });
    setRequestContext({ lang: 1 });

    await expect(execute(GetProduct, { id: '7' })).resolves.toEqual({ product: { id: '7' } });

    const { url, init } = sentRequest(fetch);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const address = new URL(url, 'http://shop.test');
    expect(address.pathname).toBe('/graphql');
    expect(Object.fromEntries(address.searchParams)).toEqual({ documentId: `sha256:${'a'.repeat(64)}`, operationName: 'GetProduct', variables: '{"id":"7"}' });
    const headers = new Headers(init.headers);
    expect(headers.get('lang')).toBe('1');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('authuser')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });

  it('leaves out empty variables', async () => {
    const fetch = fakeFetch(() => json({ data: { settings: [] } }));
    configureGraphQL({ fetch });
    await execute(GetSettings, {});
    expect(new URL(sentRequest(fetch).url, 'http://shop.test').searchParams.has('variables')).toBe(false);
  });

  it('POSTs a signed-in caller’s query, a mutation, a personal or counted query, a document without an id and a long address', async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => execute(GetOrder, { code: 'IZ-1' }), 'personal'],
      [() => execute(Search, { query: 'frizider' }), 'counted'],
      [() => execute(Upsert, { name: 'x' }), 'mutation'],
      [() => execute({ toString: () => 'query GetSettings { settings { id } }' }, {}), 'no id'],
      [() => execute(GetProduct, { id: 'x'.repeat(3_000) }), 'long'],
    ];
    for (const [send, why] of cases) {
      const fetch = fakeFetch(() => json({ data: {} }));
      configureGraphQL({ fetch });
      await send().catch(() => undefined);
      expect(sentRequest(fetch).init.method, why).toBe('POST');
    }
    const fetch = fakeFetch(() => json({ data: { product: null } }));
    configureGraphQL({ fetch });
    setRequestContext({ userToken: 'shopper' });
    await execute(GetProduct, { id: '1' });
    expect(sentRequest(fetch).init.method).toBe('POST');
  });
});
