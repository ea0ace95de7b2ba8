/**
 * The demo only where it belongs (issue 23): SEED=demo (the default) loads the demo shop only into a
 * database its own start created; a shop that already has a database is never seeded and always
 * starts; the demo's sample live visitors only in a demo shop; the first start says in one line what
 * it did. Each server here starts as `npm start` does (no snapshot), on a database kept across starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logger } from '../../../src/server/log';
import { serverBackends } from '../support/backends';
import { freshPostgresSchema } from '../support/databases';
import { startShop, type StartedShop } from '../support/shop-start';

const OWNER = { email: 'vlasnica@radnja.rs', password: 'moja-radnja-2026' };
const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }';
const SHOP = `{ products(first: 1) { paginatorInfo { total } } blogPosts(first: 1) { paginatorInfo { total } } }`;
const ADMIN_VIEW = `{ ordersWithPagination(first: 1) { paginatorInfo { total } } liveVisitors { client } promoCodes { paginatorInfo { total } } }`;

/** Where a shop keeps its database between starts: a DATA_DIR (PGlite on disk), or a schema of the PostgreSQL server. */
async function placeFor(backend: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-restart-'));
  const postgres = backend === 'postgres' ? await freshPostgresSchema() : null;
  return {
    env: { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    async remove() {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(await serverBackends())('the demo only in a new database on %s', (backend) => {
  let place: Awaited<ReturnType<typeof placeFor>>;
  let shop: StartedShop | undefined;
  /** What the server logged at info level while it started. */
  let told: string[];

  const start = async (env: Record<string, string> = {}) => {
    told = [];
    const info = vi.spyOn(logger, 'info').mockImplementation(((...args: unknown[]) => {
      told.push(args.map((arg) => (typeof arg === 'string' ? arg : '')).join(''));
    }) as never);
    try {
      shop = await startShop({ ...place.env, ...env });
    } finally {
      info.mockRestore();
    }
    return shop;
  };
  const stop = async () => {
    await shop?.stop();
    shop = undefined;
  };
  const demoLines = () => told.filter((line) => line.includes('demo'));
  const signIn = async (running: StartedShop, account: { email: string; password: string }) =>
    (await running.request(ADMIN_LOGIN, account)).data?.adminLogin?.token as string | undefined;

  beforeEach(async () => {
    place = await placeFor(backend);
  });
  afterEach(async () => {
    await stop();
    await place.remove();
  });
  afterAll(() => vi.restoreAllMocks());

  test('a shop started empty (SEED=none) with an administrator starts again with the default settings: no demo, its administrator still there', async () => {
    const first = await start({ SEED: 'none', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    expect(demoLines()).toEqual(['New database: left empty (SEED=none), no demo loaded. The demo is loaded only by a start with SEED=demo (the default) on a new database.']);
    expect(await signIn(first, OWNER)).toBeTruthy();
    await stop();

    // The default settings: SEED=demo, no ADMIN_EMAIL.
    const again = await start();
    expect(demoLines()).toEqual([]);
    const token = await signIn(again, OWNER);
    expect(token).toBeTruthy();
    const shopView = await again.request(SHOP);
    expect(shopView.errors).toBeUndefined();
    expect(shopView.data.products.paginatorInfo.total).toBe(0);
    expect(shopView.data.blogPosts.paginatorInfo.total).toBe(0);
    const adminView = await again.request(ADMIN_VIEW, {}, token);
    expect(adminView.errors).toBeUndefined();
    expect(adminView.data).toEqual({ ordersWithPagination: { paginatorInfo: { total: 0 } }, liveVisitors: [], promoCodes: { paginatorInfo: { total: 0 } } });
    const administrators = await again.db.selectFrom('administrators').select('email').execute();
    expect(administrators).toEqual([{ email: OWNER.email }]);
  }, 240_000);

  test('the demo is loaded by the first start alone: a restart seeds nothing twice and keeps the demo’s visitors', async () => {
    const first = await start({ DEMO_ACCOUNTS: '1' });
    expect(demoLines()).toEqual([
      'New database: loaded the demo shop (SEED=demo, the default; docs/demo.md lists its accounts and promo codes). For an empty shop, start with SEED=none on a new database.',
    ]);
    const token = await signIn(first, { email: 'admin@izlog.rs', password: 'izlog-admin' });
    const before = await first.request(ADMIN_VIEW, {}, token);
    expect(before.data.ordersWithPagination.paginatorInfo.total).toBe(40);
    expect(before.data.liveVisitors.length).toBeGreaterThan(0);
    const seededAt = await first.db.selectFrom('shop_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirstOrThrow();
    await stop();

    const again = await start({ DEMO_ACCOUNTS: '1' });
    expect(demoLines()).toEqual([]);
    const after = await again.request(ADMIN_VIEW, {}, await signIn(again, { email: 'admin@izlog.rs', password: 'izlog-admin' }));
    expect(after.data.ordersWithPagination.paginatorInfo.total).toBe(40);
    expect(after.data.promoCodes.paginatorInfo.total).toBe(before.data.promoCodes.paginatorInfo.total);
    expect(after.data.liveVisitors.map((visitor: { client: string }) => visitor.client).sort()).toEqual(
      before.data.liveVisitors.map((visitor: { client: string }) => visitor.client).sort(),
    );
    expect(await again.db.selectFrom('shop_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirstOrThrow()).toEqual(seededAt);
  }, 240_000);
});
