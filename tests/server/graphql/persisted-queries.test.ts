/**
 * Automatic persisted queries (issue 26, item 2): an unknown hash answers the protocol's
 * PersistedQueryNotFound, so Apollo's and urql's links send the text; a text with a hash that is not
 * its own is refused; in production only the shop's own documents are remembered, and those with the
 * `__typename` selections a client's cache adds still count as the shop's own.
 */
import { createHash } from 'node:crypto';
import { parse, print, visit, type SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPersistedDocuments } from '../../../src/server/graphql/plugins/trusted-documents';
import { startTestServer, type TestServer } from '../support/test-server';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

/** The shop's own GetSettings document, as a client's cache sends it: `__typename` in every selection set. */
const settingsWithTypenames = (() => {
  const own = [...loadPersistedDocuments().values()].find((text) => /query GetSettings\b/.test(text))!;
  const typename = { kind: 'Field', name: { kind: 'Name', value: '__typename' } } as const;
  return print(
    visit(parse(own), {
      SelectionSet: (set: SelectionSetNode, _key, parent) =>
        parent && 'operation' in parent ? undefined : { ...set, selections: [...set.selections, typename] },
    }),
  );
})();

describe('automatic persisted queries', () => {
  const servers: { development?: TestServer; production?: TestServer } = {};
  beforeAll(async () => {
    [servers.development, servers.production] = await Promise.all([
      startTestServer('pglite', { SEED: 'none' }),
      startTestServer('pglite', { SEED: 'none', NODE_ENV: 'production' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([servers.development?.close(), servers.production?.close()]);
  });

  const post = (server: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, lang: '0', ...headers }, body: JSON.stringify(body) });
  const get = (server: TestServer, params: Record<string, unknown>) =>
    fetch(`${server.url}/graphql?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))}`, { headers: { accept: GRAPHQL_RESPONSE, lang: '0' } });
  type Body = { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };

  test.each(['development', 'production'] as const)('in %s, an unknown hash answers PersistedQueryNotFound (404), by POST and GET', async (mode) => {
    const server = servers[mode]!;
    const text = `query Greeting${mode} { __typename }`;
    for (const answer of [await post(server, { extensions: persisted(text) }), await get(server, { extensions: persisted(text) })]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain(GRAPHQL_RESPONSE);
      const body = (await answer.json()) as Body;
      expect(body.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    }
    const legacy = await post(server, { extensions: persisted(text) }, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
  });

  test('a text whose hash is not its own is refused (400), in the caller’s language', async () => {
    const server = servers.development!;
    const wrong = { persistedQuery: { version: 1, sha256Hash: sha256('{ other }') } };
    const answers = [await post(server, { query: '{ __typename }', extensions: wrong }), await post(server, { query: '{ __typename }', extensions: wrong }, { lang: '1' })];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    const [serbian, english] = (await Promise.all(answers.map((answer) => answer.json()))) as Body[];
    expect(serbian!.errors![0]!.message).toMatch(/nije sažetak/);
    expect(english!.errors![0]!.message).toMatch(/is not the hash/);
  });

  test('once sent with its text, a hash alone runs the document, by GET too (the miss is not kept)', async () => {
    const server = servers.production!;
    const extensions = persisted(settingsWithTypenames);
    expect((await get(server, { extensions, operationName: 'GetSettings' })).status).toBe(404);
    const withText = await post(server, { query: settingsWithTypenames, extensions, operationName: 'GetSettings' });
    expect(withText.status).toBe(200);
    expect(((await withText.json()) as Body).data).toHaveProperty('settings');
    const byHash = await get(server, { extensions, operationName: 'GetSettings' });
    expect(byHash.status).toBe(200);
    expect(((await byHash.json()) as Body).data).toHaveProperty('settings');
  });

  test('in production, an anonymous caller’s own text is refused (403) and not remembered; the shop’s documents with a changed field are not its own', async () => {
    const server = servers.production!;
    const own = settingsWithTypenames.replace('__typename', '__typename\n    id');
    for (const text of ['query Mine { __typename }', own]) {
      const refused = await post(server, { query: text, extensions: persisted(text) });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Body).errors![0]!.extensions!.code).toBe('FORBIDDEN');
      expect((await post(server, { extensions: persisted(text) })).status).toBe(404);
    }
  });
});
