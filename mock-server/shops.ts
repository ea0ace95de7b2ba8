import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_USER } from '../fixtures/users/accounts';
import { startIzlog, type SchemaOptions } from '../src/server';
import type { Role, Scenario } from './steering';

/** A scenario's shop: the real server on its own in-memory database, behind the front. */
export interface Shop {
  port: number;
  /** A live session of the demo account: the token a request steered to `role` carries. */
  tokenOf(role: Exclude<Role, 'visitor'>): Promise<string>;
}

export interface Shops {
  /** The scenario's shop, started on its first use. */
  open(scenario: Scenario): Promise<Shop>;
  close(): Promise<void>;
}

/** The demo's first product, which the sold-out shop has none of. */
export const SOLD_OUT_PRODUCT_ID = '1';

/** The empty shop has no accounts but these: the demo administrator at start, the demo shopper registered when first asked for. */
const EMPTY_SHOP_SHOPPER = { ...DEMO_USER, name: 'Marko', lastname: 'Petrović' };

/**
 * Each scenario's database. Every shop starts from a snapshot into memory, so none changes another's
 * data: the empty shop is the one `SEED=none` makes (migrated, no catalogue, posts or accounts),
 * the sold-out one the demo with its first product's stock set to 0 (prepared below).
 */
const SCENARIO_ENV: Record<Scenario, NodeJS.ProcessEnv> = {
  demo: { SEED: 'demo', DEMO_ACCOUNTS: '1' },
  'sold-out': { SEED: 'demo', DEMO_ACCOUNTS: '1' },
  'empty-shop': { SEED: 'none', ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password },
};

type Ask = (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<Record<string, unknown>>;

/** A GraphQL client of one shop, for the mock's own requests (sign-ins, the sold-out product). */
function askerOf(port: number): Ask {
  return async (query, variables = {}, headers = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
    if (answer.errors?.length || !answer.data) throw new Error(answer.errors?.map((error) => error.message).join('; ') ?? `HTTP ${response.status}`);
    return answer.data;
  };
}

const SIGN_IN = {
  shopper: 'mutation MockSignIn($email: String!, $password: String!) { signedIn: userLogin(email: $email, password: $password) { token } }',
  admin: 'mutation MockSignIn($email: String!, $password: String!) { signedIn: adminLogin(email: $email, password: $password, remember: true) { token } }',
};
const REGISTER = 'mutation MockRegister($name: String!, $lastname: String!, $email: String!, $password: String!) { signedIn: userRegister(name: $name, lastname: $lastname, email: $email, password: $password) { token } }';
const STILL_SIGNED_IN = { shopper: '{ me { id } }', admin: '{ currentAdministrator { id } }' };
const tokenHeader = (role: 'shopper' | 'admin', token: string): Record<string, string> => (role === 'admin' ? { authorization: `Bearer ${token}` } : { authuser: token });
const tokenIn = (data: Record<string, unknown>) => (data.signedIn as { token: string }).token;

/**
 * The demo accounts' sessions on one shop: signed in once, and again whenever the kept session has
 * ended (a logout, a new password, an expiry), so a steered request always carries a live token.
 */
function sessions(ask: Ask, registersShopper: boolean): Shop['tokenOf'] {
  const kept = new Map<'shopper' | 'admin', Promise<string>>();
  const signIn = async (role: 'shopper' | 'admin') => {
    const account = role === 'admin' ? DEMO_ADMIN : DEMO_USER;
    try {
      return tokenIn(await ask(SIGN_IN[role], { email: account.email, password: account.password }));
    } catch (error) {
      if (role !== 'shopper' || !registersShopper) throw error;
      return tokenIn(await ask(REGISTER, EMPTY_SHOP_SHOPPER));
    }
  };
  const tokenOf = async (role: 'shopper' | 'admin'): Promise<string> => {
    const keeping = kept.get(role);
    if (keeping) {
      const token = await keeping.catch(() => null);
      if (token && (await ask(STILL_SIGNED_IN[role], {}, tokenHeader(role, token)).then(() => true, () => false))) return token;
      // Another request signed in again meanwhile: its session it is.
      if (kept.get(role) !== keeping) return tokenOf(role);
    }
    const signing = signIn(role);
    kept.set(role, signing);
    signing.catch(() => kept.delete(role));
    return signing;
  };
  return tokenOf;
}

/** The sold-out shop's one change, made through the API as the demo administrator would make it. */
async function sellOut(ask: Ask, adminToken: string): Promise<void> {
  const asAdmin = tokenHeader('admin', adminToken);
  const { product } = (await ask('query MockProduct($id: ID!) { product(id: $id) { code name slug price_rsd } }', { id: SOLD_OUT_PRODUCT_ID }, asAdmin)) as {
    product: { code: string; name: string; slug: string; price_rsd: number };
  };
  const upsert = 'mutation MockSoldOut($id: ID!, $code: String!, $name: String!, $slug: String!, $price: Float!) { upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, stock: 0) { id } }';
  await ask(upsert, { id: SOLD_OUT_PRODUCT_ID, code: product.code, name: product.name, slug: product.slug, price: product.price_rsd }, asAdmin);
}

/**
 * The scenarios' shops, each the real server (startIzlog) on its own port behind the front.
 * `publicUrl` is the front's: the address the shops' e-mails and links name.
 */
export function scenarioShops(options: { publicUrl: string; schema: SchemaOptions }): Shops {
  const opened = new Map<Scenario, Promise<{ shop: Shop; close(): Promise<void> }>>();
  const start = async (scenario: Scenario) => {
    const dataDir = mkdtempSync(join(tmpdir(), `izlog-mock-${scenario}-`));
    const server = await startIzlog({
      env: {
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...SCENARIO_ENV[scenario],
        PUBLIC_URL: options.publicUrl,
        // The front passes each client's address on in X-Forwarded-For: the per-address limits count it, not the front.
        TRUSTED_PROXY: 'loopback',
        // Off: an answer kept for one request would hide the next one's X-Mock-Error.
        GRAPHQL_CACHE_MB: '0',
        // Card payments go through the project's own test bank (/payments/test-gateway/), never a real one.
        PAYMENT_GATEWAY: 'test',
        LIVE_SOCKET_TIMEOUT_MS: process.env.LIVE_SOCKET_TIMEOUT_MS ?? '',
      },
      fromSnapshot: true,
      schema: options.schema,
    });
    const port = Number(new URL(server.url).port);
    const ask = askerOf(port);
    const shop: Shop = { port, tokenOf: sessions(ask, scenario === 'empty-shop') };
    const close = async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      if (scenario === 'sold-out') await sellOut(ask, await shop.tokenOf('admin'));
    } catch (error) {
      await close();
      throw error;
    }
    return { shop, close };
  };
  return {
    async open(scenario) {
      let opening = opened.get(scenario);
      if (!opening) {
        opening = start(scenario);
        opened.set(scenario, opening);
        // A shop that failed to start is tried again by the next request.
        opening.catch(() => opened.delete(scenario));
      }
      return (await opening).shop;
    },
    async close() {
      const started = await Promise.allSettled(opened.values());
      opened.clear();
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    },
  };
}
