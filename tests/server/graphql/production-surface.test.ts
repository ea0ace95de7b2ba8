import { parse, type OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import * as documents from '../../../generated/hooks';
import { createSession } from '../../../src/server/auth/sessions';
import { readConfig } from '../../../src/server/config';
import { loadPersistedDocuments } from '../../../src/server/graphql/plugins/trusted-documents';
import { startTestServer, type TestServer } from '../support/test-server';

const UNTRUSTED = ["This server accepts only the operations of the shop's own app.", 'Ovaj server prima samo upite aplikacije prodavnice.'];
const NO_INTROSPECTION = ['Schema introspection is turned off on this server.', 'Pregled šeme API-ja je isključen na ovom serveru.'];
const INTROSPECTION = '{ __schema { queryType { name } } }';
const ARBITRARY = '{ orderSettings { min_order_total } }';

/** Every operation the apps send, as their transport sends it (each operation module's compact text). */
const OPERATIONS = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'string')
  .map(([, value]) => {
    const query = String(value);
    const operation = parse(query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')!;
    return { query, name: operation.name!.value, kind: operation.operation };
  });

async function post(server: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: '1', ...headers },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** The messages a graphql-ws subscription ends with (its first result's errors, or the errors it is refused with). */
function subscribeOnce(server: TestServer, query: string, params: Record<string, string>): Promise<string[]> {
  const client = createClient({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: params, lazy: true });
  return new Promise<string[]>((resolve) => {
    const done = (messages: string[]) => {
      void client.dispose();
      resolve(messages);
    };
    client.subscribe(
      { query },
      {
        next: (result) => done((result.errors ?? []).map((error) => error.message)),
        error: (error) => done(Array.isArray(error) ? error.map((item: { message: string }) => item.message) : [String(error)]),
        complete: () => done([]),
      },
    );
  });
}

test('the apps’ operations are exactly the persisted documents codegen writes', () => {
  expect(OPERATIONS.length).toBe(loadPersistedDocuments().size);
});

test('production turns introspection and arbitrary operations off unless its variables turn them on', () => {
  expect(readConfig({})).toMatchObject({ production: false, introspection: true, trustedDocumentsOnly: false, corsOrigins: [] });
  expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, introspection: false, trustedDocumentsOnly: true });
  expect(readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1', ALLOW_ARBITRARY_OPERATIONS: '1' })).toMatchObject({ introspection: true, trustedDocumentsOnly: false });
  expect(readConfig({ CORS_ORIGINS: 'https://a.example/, http://b.example:8080' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
  expect(() => readConfig({ CORS_ORIGINS: 'evil.example' })).toThrow(/CORS_ORIGINS/);
  expect(() => readConfig({ GRAPHQL_INTROSPECTION: 'yes please' })).toThrow(/GRAPHQL_INTROSPECTION/);
});

describe('the API in production (NODE_ENV=production)', () => {
  let server: TestServer;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', { SEED: 'none', NODE_ENV: 'production' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    shopper = await createSession(server.db, 'user', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());

  test('introspection is refused in the caller’s language to visitors and shoppers; an administrator, who may run any operation, may read the schema', async () => {
    const english = await post(server, { query: INTROSPECTION });
    expect(english.data ?? null).toBeNull();
    expect(english.errors?.map((error) => error.message)).toEqual([NO_INTROSPECTION[0]]);
    const serbian = await post(server, { query: '{ __type(name: "Product") { name } }' }, { lang: '0', authuser: shopper });
    expect(serbian.errors?.map((error) => error.message)).toEqual([NO_INTROSPECTION[1]]);
    const asAdmin = await post(server, { query: '{ __type(name: "Product") { name } }' }, { authorization: `Bearer ${admin}` });
    expect(asAdmin).toEqual({ data: { __type: { name: 'Product' } } });
  });

  test('no error guesses a name: neither a field, nor an argument, nor an enum value', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    const field = await post(server, { query: '{ orderSetings { min_order_total } }' }, headers);
    const again = await post(server, { query: '{ orderSetings { min_order_total } }' }, headers); // from Yoga's validation cache
    const argument = await post(server, { query: '{ products(frist: 1) { data { id } } }' }, headers);
    const enumValue = await post(
      server,
      { query: 'mutation($event: BannerEvent!) { recordBannerEvent(banner_id: "1", event: $event) { success } }', variables: { event: 'CLIK' } },
      headers,
    );
    const messages = [field, again, argument, enumValue].flatMap((result) => result.errors?.map((error) => error.message) ?? []);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) expect(message).not.toMatch(/Did you mean|orderSettings|"first"|CLICK/);
  });

  test('an anonymous caller or a shopper may not send an operation of their own', async () => {
    const anonymous = await post(server, { query: ARBITRARY });
    expect(anonymous).toEqual({ errors: [expect.objectContaining({ message: UNTRUSTED[0], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })] });
    const serbian = await post(server, { query: `mutation { subscribeNewsletter(email: "x@izlog.example") { success } }` }, { lang: '0', authuser: shopper });
    expect(serbian.errors?.map((error) => error.message)).toEqual([UNTRUSTED[1]]);
    expect(await server.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  test('every operation of the apps is accepted from anyone, as their transport sends it', async () => {
    const sent = OPERATIONS.filter((operation) => operation.kind !== 'subscription');
    for (const operation of sent) {
      const result = await post(server, { operationName: operation.name, query: operation.query, variables: {} });
      const refused = result.errors?.filter((error) => UNTRUSTED.includes(error.message)) ?? [];
      expect(refused, operation.name).toEqual([]);
    }
    const own = await post(server, { operationName: 'GetOrderSettings', query: String(documents.GetOrderSettingsDocument), variables: {} });
    expect(own.data?.orderSettings).toBeTruthy();
  });

  test('a persisted document may be named by its id instead of its text', async () => {
    const [id] = [...loadPersistedDocuments()].find(([, text]) => text.includes('query GetOrderSettings'))!;
    expect((await post(server, { documentId: id })).data?.orderSettings).toBeTruthy();
    const hash = id.replace('sha256:', '');
    expect((await post(server, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } })).data?.orderSettings).toBeTruthy();
    const unknown = await post(server, { documentId: `sha256:${'0'.repeat(64)}` });
    expect(unknown.errors?.map((error) => error.message)).toEqual([UNTRUSTED[0]]);
  });

  test('an administrator may send any operation', async () => {
    const result = await post(server, { query: ARBITRARY }, { authorization: `Bearer ${admin}` });
    expect(result.errors).toBeUndefined();
    expect(result.data.orderSettings).toBeTruthy();
  });

  test('the live channel holds to the same rule', async () => {
    const anonymous = { Lang: '1', Authorization: '', Authuser: '' };
    const own = await subscribeOnce(server, String(documents.LiveVisitorChangesDocument), anonymous);
    expect(own).not.toContain(UNTRUSTED[0]);
    expect(own.length).toBeGreaterThan(0); // refused for another reason: it is the administrators' channel
    expect(await subscribeOnce(server, 'subscription { liveVisitorChanges { left } }', anonymous)).toEqual([UNTRUSTED[0]]);
    expect(await subscribeOnce(server, INTROSPECTION, { ...anonymous, Authuser: shopper })).toEqual([NO_INTROSPECTION[0]]);
  });
});
