/**
 * `npm run backup` and `npm run restore` (issue 23): a shop (the demo, plus an order and an upload
 * made through the real server) is backed up, restored into another data folder or another new
 * PostgreSQL database, and a server started on the restored shop finds every order, product and
 * file, byte for byte. A restore refuses a target that holds a shop; a PGlite backup refuses a
 * running shop, a PostgreSQL one is taken while the shop runs.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../src/server/app';
import { createSession } from '../../../src/server/auth/sessions';
import { readConfig } from '../../../src/server/config';
import { createDatabase, createPGlite } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { contentTypeOf } from '../../../src/server/lib/content-types';
import { loadSnapshot, restoreStorage } from '../../../src/server/db/snapshot';
import { createFileStore, type FileStore } from '../../../src/server/modules/storage';
import type { ServerServices } from '../../../src/server/services';
import { closeServices, createServices } from '../../../src/server/services-factory';
import { serverBackends } from '../support/backends';
import { emptyPostgresDatabase } from '../support/databases';
import { runScript, type ScriptRun } from '../../support/bundled-script';
import { startTestS3 } from '../support/s3-server';
import { postgresDatabaseFor, type Backend } from '../support/test-server';

/** How long one command may take on a busy machine (it packs or unpacks the demo). */
const COMMAND_MS = 240_000;
/** How many of the demo's files are fetched by address before and after (the store compares them all). */
const SERVED_SAMPLE = 40;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs `npm run backup|restore -- FILE` as an operator would, with only the shop's own variables. */
async function command(name: 'backup' | 'restore', file: string, shop: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>): Promise<ScriptRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  for (const key of Object.keys(env)) if (key.startsWith('S3_') || key === 'DATABASE_URL') delete env[key];
  Object.assign(env, shop);
  return runScript(`scripts/backup/${name}.ts`, [file], env, COMMAND_MS);
}

interface Shop {
  url: string;
  services: ServerServices;
  close(): Promise<void>;
}

/** `npm start` on the shop's variables (SEED=none: a start never loads the demo into it). */
async function startShop(shop: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Shop> {
  const config = readConfig({ PORT: '0', SEED: 'none', ...shop });
  const services = await createServices(config);
  let running: RunningServer;
  try {
    running = await startServer(services, { port: 0, distDir: join(shop.DATA_DIR, 'no-client') });
  } catch (error) {
    await services.db.destroy();
    throw error;
  }
  await services.jobs.drained();
  return {
    url: running.url,
    services,
    async close() {
      await running.close();
      await closeServices(services);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as untyped JSON
async function ask(shop: Shop, token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang: '0' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await shop.services.jobs.drained();
  return body.data;
}

/** Every row of an admin list, page by page (200 a page at most). */
async function everyRow(shop: Shop, token: string, field: string, fields: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const data = await ask(shop, token, `query ($page: Int) { ${field}(first: 200, page: $page) { data { ${fields} } paginatorInfo { lastPage } } }`, { page });
    rows.push(...data[field].data);
    if (page >= data[field].paginatorInfo.lastPage) return rows;
  }
}

/** What a shop holds, as the admin's lists show it, and every stored file's bytes as its address serves them. */
async function contents(shop: Shop, token: string, extraUrls: string[]) {
  const orders = await everyRow(shop, token, 'ordersWithPagination', 'id code status total customer { email } items { code quantity price }');
  const products = await everyRow(shop, token, 'productsWithPagination', 'id code price stock active');
  const files = (await everyRow(shop, token, 'storage', 'id url url_lg url_sm size')) as { url: string }[];
  // The store's comparison (storeDigest) covers every size of every file, byte for byte; the addresses
  // are asked for the upload's sizes and a sample of the demo's files, as a browser would load them.
  const served: Record<string, string> = {};
  for (const url of [...files.slice(0, SERVED_SAMPLE).map((file) => file.url), ...extraUrls]) {
    const response = await fetch(shop.url + url);
    served[url] = `${response.status} ${createHash('sha256').update(new Uint8Array(await response.arrayBuffer())).digest('hex')}`;
  }
  return { orders, products, files, served };
}

/** Every object in a file store with the sha256 of its bytes. */
async function storeDigest(store: FileStore): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for await (const { key } of store.list()) {
    const read = await store.get(key);
    if (read.status === 'ok') digest[key] = createHash('sha256').update(await buffer(read.body)).digest('hex');
  }
  return Object.fromEntries(Object.entries(digest).sort(([a], [b]) => a.localeCompare(b)));
}

/** A shop in a data folder of its own (and a new PostgreSQL database): the demo, as its snapshot holds it. */
async function demoShop(backend: Backend): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-backup-shop-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (backend === 'postgres') {
    const database = await postgresDatabaseFor(readConfig({ PORT: '0', DATA_DIR: dataDir, DEMO_ACCOUNTS: '1' }));
    cleanups.push(() => database.drop());
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }
  const snapshot = await loadSnapshot('demo-accounts');
  const pglite = createPGlite(join(dataDir, 'pglite'), snapshot.database);
  await pglite.waitReady;
  await pglite.close();
  await restoreStorage(snapshot, dataDir);
  return { DATA_DIR: dataDir };
}

/** An empty data folder (and a new, empty PostgreSQL database) to restore into. */
async function emptyShop(backend: Backend): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-restored-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (backend === 'pglite') return { DATA_DIR: dataDir };
  const database = await emptyPostgresDatabase();
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!) {
  createOrder(idempotency_key: $key, items: $items, name: "Vesna", lastname: "Milenković", email: "vesna.backup@gmail.com",
    phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { code }
}`;

/** A picture uploaded through the admin's upload (GraphQL multipart), its sizes made by the server's job. */
async function uploadPicture(shop: Shop, token: string): Promise<string[]> {
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8b3a1f' } }).png().toBuffer();
  const form = new FormData();
  const query = 'mutation ($file: Upload!) { uploadStorage(file: $file, bucket: "public", tab: "banners") { url url_lg url_sm } }';
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new File([new Uint8Array(picture)], 'Rezervna kopija.png', { type: 'image/png' }));
  const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, lang: '0' }, body: form });
  const body = (await response.json()) as { data: { uploadStorage: { url: string; url_lg: string; url_sm: string } } };
  await shop.services.jobs.drained();
  const { url, url_lg, url_sm } = body.data.uploadStorage;
  return [url, url_lg, url_sm];
}

// The three round trips share nothing and mostly wait on the commands they run: side by side, not one after another.
describe.concurrent.each(await serverBackends())('backup and restore on %s', (backend) => {
  test('a shop backed up and restored elsewhere has every order, product and file, byte for byte', async () => {
    const source = await demoShop(backend);
    const shop = await startShop(source);
    let running: Shop | null = shop;
    cleanups.push(() => running?.close());
    const admin = await createSession(shop.services.db, 'admin', 1, new Date(Date.now() + 3_600_000));

    // Work done on the running shop: an upload and an order.
    const picture = await uploadPicture(shop, admin);
    const { rows } = await sql<{ id: number }>`select id from products where active and active_from is null and active_to is null and stock > 0 and price >= 1000 order by id limit 1`.execute(shop.services.db);
    const items = [{ product_id: String(rows[0]!.id), quantity: 1 }];
    const order = (await ask(shop, admin, CREATE_ORDER, { key: `backup-${Date.now()}`, items })).createOrder.code as string;
    const before = await contents(shop, admin, picture);
    expect(before.orders.map((each) => (each as { code: string }).code)).toContain(order);
    for (const url of picture) expect(before.served[url], url).toMatch(/^200 /);

    const file = join(mkdtempSync(join(tmpdir(), 'izlog-backup-file-')), 'shop.tar.gz');
    cleanups.push(() => rmSync(join(file, '..'), { recursive: true, force: true }));
    if (backend === 'pglite') {
      // PGlite is one process's database: the backup waits for the shop to stop.
      const refused = await command('backup', file, source);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/stop the server first/);
      await shop.close();
      running = null;
    }
    // On PostgreSQL the shop keeps running: pg_dump reads one consistent snapshot.
    const storedBefore = await storeDigest(shop.services.files);
    const backup = await command('backup', file, source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/backup written to .*shop\.tar\.gz/);
    await running?.close();
    running = null;

    const target = await emptyShop(backend);
    const restore = await command('restore', file, target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    // A target that holds a shop is never written over.
    const again = await command('restore', file, target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(backend === 'pglite' ? /already holds a database: restore into an empty data folder/ : /is not empty .*restore into a new, empty database/);

    const restored = await startShop(target);
    cleanups.push(() => restored.close());
    expect(await storeDigest(restored.services.files)).toEqual(storedBefore);
    // The administrator's session came back with the database.
    const after = await contents(restored, admin, picture);
    expect(after.orders).toEqual(before.orders);
    expect(after.products).toEqual(before.products);
    expect(after.files).toEqual(before.files);
    expect(after.served).toEqual(before.served);
    expect(Object.values(after.served).every((answer) => answer.startsWith('200 '))).toBe(true);
  }, 600_000);
});

describe.concurrent('backup and restore of files on S3', () => {
  test("a bucket's files go into the archive and come back into another, empty bucket", async () => {
    const [from, to] = [await startTestS3('izlog-shop'), await startTestS3('izlog-restored')];
    cleanups.push(() => from.close(), () => to.close());
    const files = { 'public/products/polica-1.png': '\x89PNG polica', 'public/products/polica-1-w320.avif': 'avif 320', 'docs/uputstvo.pdf': '%PDF-1.4 uputstvo' };
    const store = createFileStore(readConfig({ ...from.env, DATA_DIR: tmpdir() }));
    for (const [key, body] of Object.entries(files)) await store.put(key, new TextEncoder().encode(body), contentTypeOf(key));
    const source = { DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-backup-s3-')) };
    cleanups.push(() => rmSync(source.DATA_DIR, { recursive: true, force: true }));
    const db = createDatabase({ databaseUrl: null, dataDir: source.DATA_DIR });
    await migrate(db);
    await db.destroy();

    const file = join(source.DATA_DIR, '..', `${source.DATA_DIR.split('/').at(-1)}.tar.gz`);
    cleanups.push(() => rmSync(file, { force: true }));
    const backup = await command('backup', file, { ...source, ...from.env });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('downloading the files of bucket izlog-shop');
    expect(backup.stdout).toContain('and 3 files');

    const target = { DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-restored-s3-')) };
    cleanups.push(() => rmSync(target.DATA_DIR, { recursive: true, force: true }));
    const restore = await command('restore', file, { ...target, ...to.env });
    expect(restore.stderr).toBe('');
    expect(await to.objects()).toEqual(await from.objects());
    for (const [key, body] of Object.entries(files)) {
      const object = await to.client.send(new GetObjectCommand({ Bucket: to.bucket, Key: key }));
      expect({ type: object.ContentType, body: new TextDecoder().decode(await object.Body!.transformToByteArray()) }).toEqual({ type: contentTypeOf(key), body });
    }
    // A bucket that holds files is never written over, even with an empty data folder.
    const emptyFolder = mkdtempSync(join(tmpdir(), 'izlog-restored-s3-'));
    cleanups.push(() => rmSync(emptyFolder, { recursive: true, force: true }));
    const again = await command('restore', file, { DATA_DIR: emptyFolder, ...to.env });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/the bucket izlog-restored already holds files .*restore into an empty one/);
  }, 300_000);
});
