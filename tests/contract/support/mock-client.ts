/**
 * The mock server in-process for the domain tests: a fresh shop (its tables at hand) and requests
 * to it over `yoga.fetch` with the spec's headers (Lang, Authorization, Authuser), as a visitor, a
 * signed-in shopper or a signed-in administrator.
 */
import { expect } from 'vitest';
import { createMockDb } from '../../../mock-server/db';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { createMockEvents } from '../../../mock-server/events';
import { createMockYoga } from '../../../mock-server/server';

const ENDPOINT = 'http://mock/graphql';

export const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
export const USER_LOGIN = 'mutation($email: String!, $password: String!) { userLogin(email: $email, password: $password) { token } }';

/** The Lang header: 0 Serbian, 1 English (as a number or as the header's text). */
export type Lang = 0 | 1 | '0' | '1';

/** Who asks, and in which language. */
export interface As {
  /** The client's default language when left out. */
  lang?: Lang;
  /** `Authorization: Bearer …`: true for the administrator loginAdmin signed in, or a token. */
  admin?: boolean | string;
  /** `Authuser`: true for the shopper loginUser signed in, or a token. */
  user?: boolean | string;
}

/** A GraphQL answer as JSON; loosely typed, since each test reads what its own query selected. */
export interface MockAnswer {
  data?: any;
  errors?: any;
}

/** One error of a refused request. */
export interface MockError {
  message: string;
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

export type MockClient = ReturnType<typeof createMockClient>;

/** A token the client signs the demo administrator in with when asked to at creation. */
const SEEDED_ADMIN_TOKEN = 'mock-client-admin';

/**
 * A fresh mock shop and a client of it. `lang` is the language of requests that do not name one;
 * `admin: true` starts the demo administrator's session in the shop's tables (no AdminLogin request),
 * so that `admin: true` requests are signed in from the start.
 */
export function createMockClient({ lang: defaultLang = 0, admin = false }: { lang?: Lang; admin?: boolean } = {}) {
  const db = createMockDb();
  const events = createMockEvents();
  const yoga = createMockYoga({ db, events });
  const tokens = { admin: '', user: '' };
  if (admin) {
    db.adminSessions.set(SEEDED_ADMIN_TOKEN, db.administrators.find((account) => account.email === DEMO_ADMIN.email)!.id);
    tokens.admin = SEEDED_ADMIN_TOKEN;
  }

  const headersOf = (as: As): Record<string, string> => {
    const admin = as.admin === true ? tokens.admin : as.admin || '';
    const user = as.user === true ? tokens.user : as.user || '';
    return {
      lang: String(as.lang ?? defaultLang),
      ...(admin ? { authorization: `Bearer ${admin}` } : {}),
      ...(user ? { authuser: user } : {}),
    };
  };

  /** The answer to a JSON POST of the query, whatever it holds. */
  const request = async (query: string, variables: Record<string, unknown> = {}, as: As = {}): Promise<MockAnswer> => {
    const response = await yoga.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headersOf(as) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as MockAnswer;
  };

  /** The data of a request that must succeed. */
  const ok = async (query: string, variables: Record<string, unknown> = {}, as: As = {}): Promise<any> => {
    const answer = await request(query, variables, as);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  };

  /** The one error of a request that must be refused. */
  const refused = async (query: string, variables: Record<string, unknown> = {}, as: As = {}): Promise<MockError> => {
    const answer = await request(query, variables, as);
    expect(answer.errors, `expected a refusal, got ${JSON.stringify(answer.data)}`).toHaveLength(1);
    return answer.errors[0] as MockError;
  };

  /**
   * A GraphQL multipart request (the multipart request spec): `files` by the name of their Upload
   * variable, each sent as null in `operations` and mapped to its own part.
   */
  const upload = async (query: string, variables: Record<string, unknown>, files: Record<string, File>, as: As = {}): Promise<MockAnswer> => {
    const names = Object.keys(files);
    const body = new FormData();
    body.set('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }));
    body.set('map', JSON.stringify(Object.fromEntries(names.map((name, index) => [index, [`variables.${name}`]]))));
    names.forEach((name, index) => body.set(String(index), files[name]!));
    // No content-type: fetch writes multipart/form-data with its boundary.
    const response = await yoga.fetch(ENDPOINT, { method: 'POST', headers: headersOf(as), body });
    return (await response.json()) as MockAnswer;
  };

  /** Signs the administrator in (the demo one by default); `admin: true` then asks as them. Returns the token. */
  const loginAdmin = async (email: string = DEMO_ADMIN.email, password: string = DEMO_ADMIN.password): Promise<string> => {
    tokens.admin = (await ok(ADMIN_LOGIN, { email, password })).adminLogin.token;
    return tokens.admin;
  };

  /** Signs the shopper in (the demo one by default); `user: true` then asks as them. Returns the token. */
  const loginUser = async (email: string = DEMO_USER.email, password: string = DEMO_USER.password): Promise<string> => {
    tokens.user = (await ok(USER_LOGIN, { email, password })).userLogin.token;
    return tokens.user;
  };

  return { db, events, yoga, request, ok, refused, upload, loginAdmin, loginUser };
}
