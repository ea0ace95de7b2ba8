/**
 * Every operation of operations/*.graphql, in both languages, against a server over the wire:
 * HTTP POST (multipart when it uploads), graphql-ws for subscriptions. Queries first, then mutations,
 * then subscriptions, each in file order, so a delete does not break a later lookup. The mock server
 * and the real server run the same suite with the same examples: they answer the same contract.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { exampleSources, examples } from '../examples';
import type { Caller, ExampleContext, Lang, OperationExample, Tokens, Variables } from '../examples/types';
import { loadOperations, type Operation } from './operations';
import { onePixelPngFile } from './png';
import { badPrices, fieldValues, placeholderStrings, rootResponseKeys, translatedNames } from './response';
import { loadSchema } from './schema';
import { callerHeaders, endpointOf, postJson, postMultipart, subscribeOnce, type Payload } from './wire';

const LANGUAGES: [Lang, string][] = [
  [0, 'sr'],
  [1, 'en'],
];
const SUBSCRIPTION_TIMEOUT_MS = 5_000;
const RUN_ORDER = { query: 0, mutation: 1, subscription: 2 } as const;

const schema = loadSchema();
// Anonymous operations are reported by operations-validate.test.ts.
const operations = loadOperations().filter((operation) => operation.name !== undefined);
const byName = new Map(operations.map((operation) => [operation.name!, operation]));
// Array.prototype.sort is stable: file order holds within each kind.
const runOrder = [...operations].sort((a, b) => RUN_ORDER[a.type] - RUN_ORDER[b.type]);

let endpoint = '';
let close: (() => Promise<void>) | undefined;
const tokens: Tokens = { admin: '', user: '' };

interface Result {
  /** HTTP status; undefined over graphql-ws. */
  status?: number;
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
  /** The raw body, for messages. */
  text: string;
}

function find(name: string): Operation {
  const operation = byName.get(name);
  if (!operation) throw new Error(`operations/*.graphql has no operation named ${name}`);
  return operation;
}

async function send(operation: Operation, variables: Variables, as: Caller, lang: Lang): Promise<Result> {
  const payload: Payload = { operationName: operation.name!, query: operation.query, variables };
  const headers = callerHeaders(as, tokens, lang);
  if (operation.type === 'subscription') {
    const result = await subscribeOnce(endpoint, payload, headers, SUBSCRIPTION_TIMEOUT_MS);
    return { data: result.data as Result['data'], errors: result.errors, text: JSON.stringify(result) };
  }
  const response = operation.uploads.length
    ? await postMultipart(endpoint, payload, operation.uploads, examples[operation.name!]?.upload?.() ?? onePixelPngFile(), headers)
    : await postJson(endpoint, payload, headers);
  return { status: response.status, data: response.body?.data, errors: response.body?.errors, text: response.text };
}

/** The first `token` string anywhere in a login's data. */
function tokenIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ('token' in value && typeof value.token === 'string' && value.token) return value.token;
  for (const item of Object.values(value)) {
    const token = tokenIn(item);
    if (token) return token;
  }
  return undefined;
}

async function login(operationName: 'AdminLogin' | 'UserLogin', account: { email: string; password: string }) {
  const operation = find(operationName);
  const known: Variables = { email: account.email, password: account.password, remember: false };
  const variables = Object.fromEntries(operation.variables.filter((name) => name in known).map((name) => [name, known[name]]));
  const result = await send(operation, variables, 'visitor', 0);
  const token = tokenIn(result.data);
  if (!token) throw new Error(`${operationName} as ${account.email} gave no token: ${result.text.slice(0, 500)}`);
  return token;
}

/** Whether `as`'s token still opens its own account: a cheap read instead of a sign-in's password hashing. */
async function stillSignedIn(as: 'admin' | 'user', operationName: 'GetCurrentAdministrator' | 'GetMe'): Promise<boolean> {
  if (!tokens[as]) return false;
  const result = await send(find(operationName), {}, as, 0);
  return !result.errors?.length && Object.values(result.data ?? {}).every((value) => value != null);
}

/** Logs the demo accounts in again where an earlier mutation ended their session (a logout, a password change), so it does not leak. */
async function freshTokens(): Promise<void> {
  if (!(await stillSignedIn('admin', 'GetCurrentAdministrator'))) tokens.admin = await login('AdminLogin', DEMO_ADMIN);
  if (!(await stillSignedIn('user', 'GetMe'))) tokens.user = await login('UserLogin', DEMO_USER);
}

function contextFor(lang: Lang): ExampleContext {
  return {
    lang,
    origin: new URL(endpoint).origin,
    tokens: { ...tokens },
    async query<T>(operationName: string, variables: Variables = {}, as: Caller = 'admin'): Promise<T> {
      const result = await send(find(operationName), variables, as, lang);
      if (result.errors?.length || !result.data) {
        throw new Error(`looking up ${operationName} failed: ${result.text.slice(0, 500)}`);
      }
      return result.data as T;
    },
  };
}

async function variablesOf(example: OperationExample, lang: Lang): Promise<Variables> {
  if (typeof example.variables === 'function') return example.variables(contextFor(lang));
  return example.variables ?? {};
}

const sameNames = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().every((name, index) => name === [...b].sort()[index]);


/** A running server the suite talks to: its base URL (or /graphql endpoint) and how to stop it. */
export interface SuiteServer {
  url: string;
  close(): Promise<void>;
}

/** Registers the suite in the current describe block, against the server `start` gives. */
export function defineOperationSuite(start: () => Promise<SuiteServer>): void {
  beforeAll(async () => {
    const server = await start();
    close = () => server.close();
    endpoint = endpointOf(server.url);
    await freshTokens();
    // Alone the mock starts in about 30 s; within the whole suite on a slow day (four files on two
    // cores) its start once took over 180 s.
  }, 360_000);

  afterAll(async () => {
    await close?.();
  });

  test('every example names an operation of operations/*.graphql', () => {
    const stray = Object.keys(examples)
      .filter((name) => !byName.has(name))
      .map((name) => `${name} (${exampleSources[name]})`);
    expect(stray, 'examples for operations that do not exist').toEqual([]);
  });

  /** Translated names of each operation's Serbian answer, compared with its English one. */
  const serbianNames = new Map<string, string[]>();

  for (const operation of runOrder) {
    const name = operation.name!;
    const example = examples[name];

    describe(`${operation.type} ${name} (${operation.path})`, () => {
      if (!example) {
        test('has an example', () => {
          expect.fail(`add an example for ${name} in tests/contract/examples/${operation.area}.ts`);
        });
        return;
      }

      test.each(LANGUAGES)('answers with Lang %i (%s)', async (lang) => {
        if (operation.type !== 'query') await freshTokens();
        const variables = await variablesOf(example, lang);
        const undeclared = Object.keys(variables).filter((key) => !operation.variables.includes(key));
        expect(undeclared, `variables ${name} does not declare`).toEqual([]);

        const result = await send(operation, variables, example.as ?? 'visitor', lang);
        if (result.status !== undefined) expect(result.status, result.text.slice(0, 1000)).toBe(200);
        expect(result.errors ?? [], 'GraphQL errors').toEqual([]);
        expect(result.data, `no data: ${result.text.slice(0, 1000)}`).toBeTruthy();
        const data = result.data!;
        const nullRoots = rootResponseKeys(operation).filter((key) => data[key] === null || data[key] === undefined);
        expect(nullRoots, 'root fields that answered null').toEqual([]);

        expect(placeholderStrings(data), 'placeholder text instead of shop data').toEqual([]);
        const values = fieldValues(schema, operation, data);
        expect(badPrices(values), 'prices must be finite numbers ≥ 0').toEqual([]);
        example.check?.(data, lang);

        const names = translatedNames(schema, values).map(({ value }) => value as string);
        if (lang === 0) {
          serbianNames.set(name, names);
          return;
        }
        const serbian = serbianNames.get(name);
        if (!serbian?.length || !names.length || example.sameNamesInBothLanguages) return;
        if (sameNames(serbian, names)) {
          expect.fail(
            `every translated name reads the same with Lang 0 and Lang 1 (${names.slice(0, 5).join(', ')}): ` +
              'answer in the Lang header’s language, or give the example sameNamesInBothLanguages with the reason',
          );
        }
      });
    });
  }
}
