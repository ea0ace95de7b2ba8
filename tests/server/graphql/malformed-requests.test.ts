/**
 * Malformed GraphQL requests (issue 23, item 8): a body or address that is not GraphQL over HTTP (a
 * `query` that is not a string, `variables` or `extensions` that are not an object, JSON that does not
 * parse) is refused once, at the entry, with 400 and a message in the request's language (the Lang
 * header), for every caller: a POST, a persisted GET, in development and with NODE_ENV=production (trusted
 * documents). The log keeps its one request line, never an error and its stack.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetBrandsDocument } from '../../../generated/client/graphql';
import { translate } from '../../../src/server/errors';
import { createLogger } from '../../../src/server/log';
import { persistedPath } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

/** A logger whose lines the test reads, as a log collector would from stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, levels: () => lines.map((line) => (JSON.parse(line) as { level: string }).level), clear: () => void lines.splice(0) };
}

/** What a careless or hostile client sends in a POST's JSON body, and the part the answer names. */
const POSTED: [string, string, string][] = [
  ['query as an object', JSON.stringify({ query: { kind: 'Document' } }), 'query'],
  ['query as a number', JSON.stringify({ query: 1 }), 'query'],
  ['query as a boolean', JSON.stringify({ query: true }), 'query'],
  ['query as an array', JSON.stringify({ query: ['{ __typename }'] }), 'query'],
  ['variables as a string', JSON.stringify({ query: '{ __typename }', variables: 'x' }), 'variables'],
  ['variables as an array', JSON.stringify({ query: '{ __typename }', variables: [1] }), 'variables'],
  ['extensions as a number', JSON.stringify({ query: '{ __typename }', extensions: 3 }), 'extensions'],
  ['operationName as a number', JSON.stringify({ query: '{ __typename }', operationName: 4 }), 'operationName'],
  ['documentId as an object', JSON.stringify({ documentId: { id: 1 } }), 'documentId'],
  ['an unknown parameter', JSON.stringify({ query: '{ __typename }', queryy: '{ __typename }' }), 'queryy'],
  ['a body that is not JSON', '{"query": ', 'body'],
  ['a body that is a number', '5', 'body'],
  ['a batch (an array)', JSON.stringify([{ query: '{ __typename }' }]), 'body'],
];

/** A storefront GET of a persisted document with a broken address. */
const ADDRESSES: [string, (path: string) => string, string][] = [
  ['variables that are not JSON', (path) => `${path}&variables=%7B`, 'variables'],
  ['variables as a number', (path) => `${path}&variables=5`, 'variables'],
  ['extensions that are not JSON', (path) => `${path}&extensions=xx`, 'extensions'],
  ['extensions as an array', (path) => `${path}&extensions=%5B1%5D`, 'extensions'],
];

for (const production of [false, true]) {
  describe(`malformed requests ${production ? 'with NODE_ENV=production' : 'in development'}`, () => {
    let server: TestServer;
    const log = capturedLogger();

    beforeAll(async () => {
      server = await startTestServer('pglite', { SEED: 'none', ...(production ? { NODE_ENV: 'production' } : {}) }, { logger: log.logger });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Sends, then checks the 400, its translated message and the log it left (at most one warn, no error). */
    async function refused(send: (lang: 0 | 1) => Promise<Response>, part: string) {
      for (const lang of [0, 1] as const) {
        log.clear();
        const response = await send(lang);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
        expect(body.errors).toEqual([{ message: translate(lang, 'malformedRequest', { part }), extensions: { code: 'BAD_REQUEST' } }]);
        // The request line is written once the response is closed.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const levels = log.levels();
        expect(levels).not.toContain('error');
        expect(levels.filter((level) => level === 'warn').length).toBeLessThanOrEqual(1);
        expect(levels.filter((level) => level === 'info')).toEqual(['info']);
      }
    }

    for (const [name, body, part] of POSTED) {
      test(`a POST with ${name} answers 400 naming "${part}", in Serbian and English`, async () => {
        await refused(
          (lang) => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: '*/*', lang: String(lang) }, body }),
          part,
        );
      });
    }

    for (const [name, address, part] of ADDRESSES) {
      test(`a persisted GET with ${name} answers 400 naming "${part}", in Serbian and English`, async () => {
        const path = address(persistedPath(GetBrandsDocument));
        await refused((lang) => fetch(server.url + path, { headers: { accept: '*/*', lang: String(lang) } }), part);
      });
    }

    test('a well-formed request still answers', async () => {
      const answer = await server.request('{ __typename }', {}, { adminToken: null });
      expect(production ? answer.errors?.length : answer.data).toBeTruthy();
      const persisted = await fetch(server.url + persistedPath(GetBrandsDocument), { headers: { accept: '*/*', lang: '1' } });
      expect(persisted.status).toBe(200);
      expect(((await persisted.json()) as { data?: unknown }).data).toBeTruthy();
    });
  });
}
