/**
 * The shape of tests/contract/examples/<domain>.ts: realistic variables and assertions per operation
 * of operations/*.graphql, which tests/contract/mock-operations.test.ts sends to `npm run mock` and
 * tests/server/graphql/operations.test.ts to the real server on each database.
 */

/** Who sends the operation: no token, the demo user's token (Authuser) or the demo admin's (Authorization). */
export type Caller = 'visitor' | 'user' | 'admin';

/** Language index of the Lang header: 0 Serbian, 1 English. */
export type Lang = 0 | 1;

export type Variables = Record<string, unknown>;

export interface Tokens {
  admin: string;
  user: string;
}

/** What a variables function gets: look ids up first, in the language being tested. */
export interface ExampleContext {
  lang: Lang;
  /** The server's origin (http://127.0.0.1:4001), for what an example does beside GraphQL: paying on the test bank's page. */
  origin: string;
  /** Signed-in tokens of the demo accounts (fixtures/users/accounts.ts). */
  tokens: Tokens;
  /**
   * Runs an operation of operations/*.graphql by name, in `lang`, as `as` (default 'admin', who may
   * read everything), and returns its `data`; throws on GraphQL errors.
   */
  query<T = any>(operationName: string, variables?: Variables, as?: Caller): Promise<T>;
}

export interface OperationExample {
  /** The operation's variables, or a function that looks them up (may be async). Upload variables get a PNG. */
  variables?: Variables | ((ctx: ExampleContext) => Variables | Promise<Variables>);
  /** Who sends it; default 'visitor'. */
  as?: Caller;
  /** Vitest `expect` assertions on realistic values of the response's data, per language. */
  check?: (data: any, lang: Lang) => void;
  /** The file each Upload variable carries; a one-pixel PNG when not given (a CSV for the catalogue import). */
  upload?: () => File;
  /**
   * Why every translated `name` in this operation's data reads the same in Serbian and English (brand
   * names, for example). Without it the two languages' responses must differ in at least one name.
   */
  sameNamesInBothLanguages?: string;
}

/** Operation name (as in operations/*.graphql) to its example. */
export type OperationExamples = Record<string, OperationExample>;
