/**
 * GraphQL over HTTP, to the letter (issue 26, item 1): graphql-http's own audits of the spec pass
 * with no MUST and no SHOULD failing, in development and in production (there its arbitrary
 * documents are sent by an administrator, who may run anything); an anonymous caller's refused
 * document answers 403 with application/graphql-response+json, and an unknown document id 404.
 */
import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { startTestServer, type TestServer } from '../support/test-server';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** The audits that did not pass at their level, as "ID level: name (reason)". */
const failing = (results: AuditResult[], levels: string[]) =>
  results.filter((result) => result.status !== 'ok' && levels.includes(result.status)).map((result) => `${result.id} ${result.status}: ${result.name} (${'reason' in result ? result.reason : ''})`);

describe('GraphQL over HTTP', () => {
  const servers: { development?: TestServer; production?: TestServer } = {};
  beforeAll(async () => {
    servers.development = await startTestServer('pglite', { SEED: 'none' });
    servers.production = await startTestServer('pglite', { SEED: 'none', NODE_ENV: 'production' });
  }, 120_000);
  afterAll(async () => {
    await servers.development?.close();
    await servers.production?.close();
  });

  test('in development, graphql-http’s audits find no MUST or SHOULD unmet', async () => {
    const results = await auditServer({ url: `${servers.development!.url}/graphql` });
    expect(results.length).toBeGreaterThan(50);
    expect(failing(results, ['error', 'warn'])).toEqual([]);
  });

  test('in production, the audits sent by an administrator find no MUST or SHOULD unmet', async () => {
    const server = servers.production!;
    const token = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    const asAdmin = (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    };
    const results = await auditServer({ url: `${server.url}/graphql`, fetchFn: asAdmin });
    expect(failing(results, ['error', 'warn'])).toEqual([]);
  });

  const post = (accept: string, body: Record<string, unknown>) =>
    fetch(`${servers.production!.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) });

  test('in production, an anonymous caller’s document that is not the shop’s own answers 403 (200 for application/json, as the spec asks)', async () => {
    const refused = await post(GRAPHQL_RESPONSE, { query: '{ __typename }' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain(GRAPHQL_RESPONSE);
    const body = (await refused.json()) as { data?: unknown; errors: { extensions: Record<string, unknown> }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions.code).toBe('FORBIDDEN');
    expect(body.errors[0]!.extensions.http).toBeUndefined();
    const legacy = await post('application/json', { query: '{ __typename }' });
    expect(legacy.status).toBe(200);
    expect(((await legacy.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  test('in production, a document id the shop does not know answers 404', async () => {
    const unknown = await post(GRAPHQL_RESPONSE, { documentId: `sha256:${'0'.repeat(64)}` });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain(GRAPHQL_RESPONSE);
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('NOT_FOUND');
  });
});
