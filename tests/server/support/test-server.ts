import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src/server/app';
import { readConfig, type ServerConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import type { Logger } from '../../../src/server/log';
import type { FileStore } from '../../../src/server/modules/storage';
import { closeServices, createServices } from '../../../src/server/services-factory';
import type { ServerServices } from '../../../src/server/services';
import { fillDatabase, loadSnapshot, restoreStorage, snapshotKey } from '../../../src/server/db/snapshot';
import { createDatabase } from '../../../src/server/db/database';
import { snapshotKind } from '../../../src/server/services-factory';
import { freshPostgresDatabase, freshPostgresSchema } from './databases';
import { testRedisPrefix } from './redis';

export type Backend = 'pglite' | 'postgres';

export interface TestServer {
  backend: Backend;
  url: string;
  db: Db;
  config: ServerConfig;
  /** The server's file store: DATA_DIR/storage, or the bucket the S3_ variables name. */
  files: FileStore;
  /** Resolves once the jobs accepted so far (mail) are done: request() waits for it before it answers. */
  drained(): Promise<void>;
  /** The running server's services, for a test that runs a background job's work itself (the card holds' end). */
  services: ServerServices;
  /** POST a GraphQL request as the spec's client does; returns the parsed body, once the jobs it queued (its mail) are done. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
  request<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: { lang?: 0 | 1; adminToken?: string | null; userToken?: string | null },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Once the writes committed so far are heard, moves the content version: every cache of this server forgets what it kept. */
  contentChanged(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL database for `config`: a copy of the template holding the snapshot's content (its
 * files put into DATA_DIR/storage, as the snapshot's own start does), or an empty schema of its own
 * for what no snapshot holds (SEED_PRODUCTS), which the server then migrates and seeds.
 */
export async function postgresDatabaseFor(config: ServerConfig): Promise<{ url: string; drop(): Promise<void> }> {
  const kind = snapshotKind(config);
  if (!kind) return freshPostgresSchema();
  const snapshot = await loadSnapshot(kind);
  const [database] = await Promise.all([
    freshPostgresDatabase(`${kind.replace('-', '_')}_${snapshotKey()}`, async (url) => {
      // The seed's files are the snapshot's own (the demo is deterministic): only the rows are kept.
      const db = createDatabase({ databaseUrl: url, dataDir: 'memory' });
      const seedDir = mkdtempSync(join(tmpdir(), 'izlog-template-'));
      try {
        await fillDatabase(db, kind, seedDir);
      } finally {
        await db.destroy();
        rmSync(seedDir, { recursive: true, force: true });
      }
    }),
    kind === 'empty' ? null : restoreStorage(snapshot, config.dataDir),
  ]);
  return database;
}

/**
 * A real server on a free port over a fresh database: PGlite in memory, loaded from the cached
 * snapshot of the migrated (and seeded) database, or a schema of its own on the PostgreSQL server.
 * Migrated, with the demo shop loaded unless `SEED: 'none'`. `distDir`: a built client to serve.
 * `databaseUrl` (postgres): an existing database instead, which another server may share, left in place at close.
 * `logger`: where its request lines go (default: the process's log).
 */
export async function startTestServer(backend: Backend, env: Record<string, string> = {}, options: { distDir?: string; databaseUrl?: string; logger?: Logger } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-test-'));
  // Servers on Redis get their file's own namespace there unless the test names one.
  if (env.REDIS_URL && !env.REDIS_PREFIX) env = { ...env, REDIS_PREFIX: testRedisPrefix() };
  // The tests sign in with the demo accounts the README names, so they opt in to them.
  const wanted = readConfig({ PORT: '0', DATA_DIR: dataDir, DEMO_ACCOUNTS: '1', ...env });
  const shared = backend === 'postgres' && options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : null;
  const postgres = backend === 'postgres' ? (shared ?? (await postgresDatabaseFor(wanted))) : null;
  const config = postgres ? readConfig({ PORT: '0', DATA_DIR: dataDir, DEMO_ACCOUNTS: '1', DATABASE_URL: postgres.url, ...env }) : wanted;
  const services = await createServices(config, { memory: backend === 'pglite', snapshot: true });
  let running: RunningServer | undefined;
  try {
    running = await startServer(services, { port: 0, distDir: options.distDir ?? join(dataDir, 'dist'), logger: options.logger });
  } catch (error) {
    await services.db.destroy();
    throw error;
  }
  // A test starts from a settled server: the start-up's own jobs (the statistics roll-up) are done.
  await services.jobs.drained();
  const url = running.url;
  return {
    backend,
    url,
    db: services.db,
    config,
    files: services.files,
    drained: () => services.jobs.drained(),
    services,
    async request(query, variables = {}, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: '*/*',
          lang: String(headers.lang ?? 0),
          authorization: headers.adminToken ? `Bearer ${headers.adminToken}` : '',
          authuser: headers.userToken ?? '',
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      // The mail a request asked for is sent after its answer: tests read the outbox once it is.
      await services.jobs.drained();
      return body as never;
    },
    async contentChanged() {
      // The writes the test made by hand are heard first (the listing index reads what they changed).
      await services.contentVersion.heard();
      await services.contentVersion.changed(null, 'here');
    },
    async close() {
      await running?.close();
      await closeServices(services);
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
