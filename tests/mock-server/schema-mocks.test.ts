import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSchemaTypeDefs } from '../../src/server/graphql/schema-files';
import { startMock, type RunningMock } from '../../mock-server/start-mock';

/** What a frontend developer adds to a copy of schema/ before the backend implements it. */
const ADDED = `
extend type Product {
  "A short label on the product's card, such as New."
  badge: String
  "How many shoppers keep it in their wishlist."
  wishlist_count: Int!
  "Labels on the product's page."
  labels: [String!]!
}`;

const QUERY = '{ product(id: 1) { name badge wishlist_count labels } }';

async function ask(mock: RunningMock, query: string, lang: 0 | 1 = 0) {
  const response = await fetch(`${mock.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*', lang: String(lang) },
    body: JSON.stringify({ query }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by field name, as a frontend developer would
  return (await response.json()) as { data?: any; errors?: { message: string }[] };
}

describe('npm run mock with a field no resolver implements yet', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock({ port: 0, typeDefs: [...loadSchemaTypeDefs(), ADDED] });
  });
  afterAll(async () => mock?.close());

  test('the new fields answer schema-derived values, in the request language, beside the real resolvers’ answers', async () => {
    const sr = await ask(mock, QUERY);
    expect(sr.errors).toBeUndefined();
    expect(sr.data.product).toEqual({
      name: 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB',
      badge: 'Primer: badge',
      wishlist_count: expect.any(Number),
      labels: expect.arrayContaining(['Primer: labels']),
    });
    const en = await ask(mock, QUERY, 1);
    expect(en.data.product.name).toBe('Samsung Galaxy A55 5G 8/128 GB smartphone');
    expect(en.data.product.badge).toBe('Sample badge');
  });

  test('the same answers on every request', async () => {
    expect(await ask(mock, QUERY)).toEqual(await ask(mock, QUERY));
  });

  test('access directives still apply: an admin-only field refuses an anonymous caller', async () => {
    const answer = await ask(mock, '{ dashboard { __typename } }');
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toBeTruthy();
  });
});
