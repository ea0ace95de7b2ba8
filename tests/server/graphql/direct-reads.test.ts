/**
 * Uncached public reads answered without GraphQL Yoga (src/server/graphql/answers/direct-reads.ts): an
 * anonymous persisted-document GET of a compiled storefront read gets, status, headers and body,
 * exactly what Yoga's plugins would have sent, and is kept as Yoga's answer would be; every other
 * request, and every answer with errors, is Yoga's.
 */
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as generated from '../../../generated/client/graphql';
import { createServerSchema } from '../../../src/server/graphql';
import { isPublicRead } from '../../../src/server/graphql/answers/compiled-queries';
import { persistedPath, type Operation } from '../support/answers';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { PUBLIC_READ_VARIABLES } from '../support/public-reads';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'metrics-token-for-direct-reads';
const schema = createServerSchema();

/** The apps' persisted public reads: the operations the direct path may answer. */
const publicReads = (Object.values(generated) as unknown[]).flatMap((value) => {
  const operation = value as Operation;
  if (typeof operation.__meta__?.hash !== 'string') return [];
  const document = parse(operation.toString());
  const name = getOperationAST(document)?.name?.value;
  return name && isPublicRead(schema, document, name) ? [{ name, operation }] : [];
});

/** Headers that differ between any two answers: the moment, the request, and the ETag's hash of the variables (its shape is compared). */
const PER_ANSWER = new Set(['date', 'last-modified', 'etag', 'x-request-id']);

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

let nonce = 0;

describe.each(ABOVE_THE_DATABASE)('direct answers on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(async () => server?.close());

  /** A storefront GET (its headers), made unique by a variable no operation declares, so no cache has its answer. */
  const get = (operation: Operation, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(server.url + persistedPath(operation, { ...variables, nonce: ++nonce }), {
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', lang: '0', authorization: '', authuser: '', ...headers },
    });
  const directAnswers = async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    return Number(/^izlog_graphql_direct_answers_total (\d+)/m.exec(text)?.[1]);
  };
  const shape = async (response: Response) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_ANSWER.has(name)) headers[name] = value;
    });
    const etag = response.headers.get('etag');
    return { status: response.status, headers, etag: etag && etag.replace(/^W\/"[\w-]{27}\./, 'W/"<question>.'), body: JSON.parse(await response.text()) as { errors?: unknown[] } };
  };

  test('every public read, in both languages, answers directly as Yoga answers it, and with errors leaves it to Yoga', async () => {
    expect(publicReads.map((read) => read.name)).toEqual(expect.arrayContaining(['GetProducts', 'GetProduct', 'GetPage', 'SearchSuggestions']));
    let answeredWithErrors = 0;
    for (const { name, operation } of publicReads) {
      for (const variables of PUBLIC_READ_VARIABLES[name] ?? [{}]) {
        // A document's first request runs on Yoga's executor while it is compiled for the next.
        await (await get(operation, variables)).text();
        await settle();
        for (const lang of ['0', '1']) {
          const before = await directAnswers();
          const direct = await shape(await get(operation, variables, { lang }));
          const between = await directAnswers();
          // A conditional request always goes to Yoga; this ETag names no answer, so the answer is a whole one.
          const yoga = await shape(await get(operation, variables, { lang, 'if-none-match': 'W/"0.none"' }));
          expect([name, variables, lang, direct]).toEqual([name, variables, lang, yoga]);
          // Answered directly unless it has errors, which Yoga reports; the conditional one never.
          expect([name, variables, between - before, (await directAnswers()) - between]).toEqual([name, variables, direct.body.errors ? 0 : 1, 0]);
          if (direct.body.errors) answeredWithErrors++;
        }
      }
    }
    expect(answeredWithErrors).toBeGreaterThan(0);
  }, 120_000);

  test('a kept answer: the same address again is a hit, with the same body and ETag, and 304 for that ETag', async () => {
    const listing = generated.GetProductsDocument as unknown as Operation;
    await (await get(listing, { first: 4 })).text();
    await settle();
    const path = persistedPath(listing, { first: 4, kept: 'yes' });
    const headers = { accept: '*/*', 'accept-encoding': 'br', lang: '1' };
    const before = await directAnswers();
    const first = await fetch(server.url + path, { headers });
    const second = await fetch(server.url + path, { headers });
    expect([first.headers.get('x-izlog-cache'), second.headers.get('x-izlog-cache')]).toEqual(['miss', 'hit']);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    expect((await directAnswers()) - before).toBe(1);
    const unchanged = await fetch(server.url + path, { headers: { ...headers, 'if-none-match': first.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
  });

  test('a caller with a token, another origin, another media type, or a request without Lang is answered by Yoga', async () => {
    const listing = generated.GetProductsDocument as unknown as Operation;
    await (await get(listing, { first: 2 })).text();
    await settle();
    const before = await directAnswers();
    const others: Record<string, string>[] = [
      { authorization: 'Bearer not-a-session' },
      { authuser: 'not-a-session' },
      { origin: 'https://drugi-sajt.example' },
      { accept: 'application/graphql-response+json' },
    ];
    for (const headers of others) {
      const answer = await get(listing, { first: 2 }, headers);
      expect([headers, answer.status]).toEqual([headers, 200]);
      expect(((await answer.json()) as { data: { products: { data: unknown[] } } }).data.products.data).toHaveLength(2);
    }
    // No Lang header: a form could have sent it, so Yoga's cross-site rule refuses it.
    const withoutLang = await fetch(server.url + persistedPath(listing, { first: 2, nonce: ++nonce }), { headers: { accept: '*/*' } });
    expect(withoutLang.status).toBe(403);
    expect((await directAnswers()) - before).toBe(0);
  });
});
