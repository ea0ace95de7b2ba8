/**
 * The storefront's public reads run compiled by graphql-jit (src/server/graphql/answers/compiled-queries.ts):
 * their answers must be exactly the standard executor's, in both languages, for every public read
 * the apps send (with variables that exercise the listing's facets, filters, prices and search),
 * errors included; every other operation still runs on the standard executor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, getOperationAST, parse, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as generated from '../../../generated/client/graphql';
import { createGraphQLHandler, createServerSchema } from '../../../src/server/graphql';
import { buildContext } from '../../../src/server/graphql/build-context';
import { readConfig } from '../../../src/server/config';
import { compiledQueriesPlugin, isPublicRead } from '../../../src/server/graphql/answers/compiled-queries';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createServices } from '../../../src/server/services-factory';
import { PUBLIC_READ_VARIABLES as VARIABLES } from '../support/public-reads';
import type { ServerServices } from '../../../src/server/services';

type Operation = { toString(): string };
const documents = generated as unknown as Record<string, Operation>;

const schema = createServerSchema();

/** The apps' operations the server runs compiled: the public reads that select no administrator's field. */
const operations = Object.entries(documents).flatMap(([name, document]) => {
  if (!name.endsWith('Document') || typeof document?.toString !== 'function') return [];
  const parsed = parse(document.toString());
  const operation = getOperationAST(parsed);
  return operation?.name ? [{ name: operation.name.value, query: document.toString(), compiled: isPublicRead(schema, parsed, operation.name.value) }] : [];
});
const publicReads = operations.filter((operation) => operation.compiled);

/** An answer as JSON compares it: object keys in any order. */
const asJson = (result: ExecutionResult) => JSON.parse(JSON.stringify({ data: result.data ?? null, errors: result.errors?.map((error) => ({ message: error.message, path: error.path })) }));

describe('compiled public reads', () => {
  let services: ServerServices;
  let dataDir: string;
  let yoga: ReturnType<typeof createGraphQLHandler>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'izlog-compiled-'));
    // No answer cache: every request runs.
    services = await createServices(readConfig({ PORT: '0', DATA_DIR: dataDir, GRAPHQL_CACHE_MB: '0' }), { memory: true, snapshot: true });
    yoga = createGraphQLHandler(services, schema);
  }, 120_000);
  afterAll(async () => {
    await yoga?.closeAnswers();
    await services?.jobs.stop();
    await services?.live.close();
    await services?.throttle.close();
    await services?.contentVersion.close();
    await services?.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The answer through the server's handler (compiled), and the standard executor's over the same schema and a context of its own. */
  async function both(query: string, variables: Record<string, unknown>, lang: 0 | 1) {
    const ask = () =>
      yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: String(lang), 'accept-encoding': 'identity' },
        body: JSON.stringify({ query, variables }),
      });
    // A document's first request runs on the standard executor while it is compiled for the next.
    await (await ask()).text();
    await new Promise((resolve) => setImmediate(resolve));
    const served = (await (await ask()).json()) as ExecutionResult;
    const contextValue = await buildContext(services, (name) => (name === 'lang' ? String(lang) : undefined));
    const standard = await execute({ schema, document: parse(query), variableValues: variables, contextValue });
    return { served: asJson(served), standard: asJson(standard) };
  }

  test('the storefront’s reads run compiled; mutations, personal and administrators’ reads do not', () => {
    expect(publicReads.map((read) => read.name)).toEqual(expect.arrayContaining(['GetProducts', 'GetProduct', 'GetPage', 'SearchSuggestions', 'GetShopCategories', 'GetSettings']));
    const standard = operations.filter((operation) => !operation.compiled).map((operation) => operation.name);
    // GetCategory and GetAdminOrderCountries read public root fields, but for the admin's forms.
    expect(standard).toEqual(expect.arrayContaining(['GetCategory', 'GetAdminOrderCountries', 'GetOrder', 'GetMe', 'GetProductsWithPagination', 'CreateOrder', 'LiveMessages']));
    // graphql-jit compiles each of them: the comparisons below are of compiled answers.
    expect(publicReads.filter((read) => !isCompiledQuery(compileQuery(schema, parse(read.query)))).map((read) => read.name)).toEqual([]);
  });

  for (const lang of [0, 1] as const) {
    test(`every public read answers as the standard executor does (lang ${lang})`, async () => {
      for (const { name, query } of publicReads) {
        for (const variables of VARIABLES[name] ?? [{}]) {
          const { served, standard } = await both(query, variables, lang);
          expect([name, variables, served], JSON.stringify(served).slice(0, 300)).toEqual([name, variables, standard]);
        }
      }
    }, 120_000);
  }

  test('the listing and the suggestions really find something, so the comparison is not of empty answers', async () => {
    const listing = await both(documents.GetProductsDocument!.toString(), { filters: [{ name: 'Boja', values: ['Crna'] }] }, 0);
    expect(listing.served.data.products.data.length).toBeGreaterThan(0);
    expect(listing.served.data.products.filters.length).toBeGreaterThan(0);
    expect(listing.served.data.products.brands.length).toBeGreaterThan(0);
    const suggestions = await both(documents.SearchSuggestionsDocument!.toString(), { query: 'sam', first: 5 }, 0);
    expect(suggestions.served.data.searchSuggestions.products.length).toBeGreaterThan(0);
  });

  test('other operations are answered as before, their refusals included', async () => {
    for (const query of ['{ productsWithPagination { data { id } } }', 'mutation { deleteBrand(id: "1") { success } }', '{ me { id } }', '{ category(id: "2") { id names } }']) {
      const { served, standard } = await both(query, {}, 0);
      expect(served).toEqual(standard);
      expect(served.errors?.length).toBeGreaterThan(0);
    }
  });

  test('an unexpected failure in a compiled read is masked as the standard executor masks it', async () => {
    const typeDefs = 'type Query { product: Product } type Product { id: ID! name: String }';
    const resolvers = {
      Query: { product: () => ({ id: '1' }) },
      Product: {
        name: () => {
          throw new Error('connection to 10.0.0.7 refused');
        },
      },
    };
    const small = makeExecutableSchema({ typeDefs, resolvers });
    const ask = async (plugins: Plugin[]) => {
      const server = createYoga({ schema: small, plugins, logging: false });
      const send = () => server.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ product { id name } }' }) });
      await (await send()).text();
      await new Promise((resolve) => setImmediate(resolve));
      const response = await send();
      const text = await response.text();
      // graphql-jit names no locations (the server's translated unexpected errors drop them anyway).
      return { status: response.status, text, answer: asJson(JSON.parse(text) as ExecutionResult) };
    };
    const compiled = await ask([compiledQueriesPlugin()]);
    const standard = await ask([]);
    expect([compiled.status, compiled.answer]).toEqual([standard.status, standard.answer]);
    expect(compiled.answer.errors).toEqual([{ message: 'Unexpected error.', path: ['product', 'name'] }]);
    expect(compiled.text).not.toContain('10.0.0.7');
  });
});
