import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src/server/app';
import { readConfig, type ServerConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { loadSnapshot, restoreStorage } from '../../../src/server/db/snapshot';
import { createServices, snapshotKind } from '../../../src/server/services-factory';
import { freshPostgresSchema, postgresFromTemplate } from './databases';

export type Backend = 'pglite' | 'postgres';

export interface TestServer {
  backend: Backend;
  url: string;
  db: Db;
  config: ServerConfig;
  /** POST a GraphQL request as the spec's client does; returns the parsed body. */
  request<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: { lang?: 0 | 1; adminToken?: string | null; userToken?: string | null },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

/**
 * A real server on a free port over a fresh database: PGlite in memory, loaded from the cached
 * snapshot of the migrated (and seeded) database rather than migrated and seeded again, or a
 * database of its own on the PostgreSQL server copied from a template made the same way once. Migrated, with the demo shop loaded unless `SEED: 'none'`.
 */
export async function startTestServer(backend: Backend, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-test-'));
  // The tests sign in with the demo accounts the README names, so they opt in to them.
  const settings = { PORT: '0', DATA_DIR: dataDir, DEMO_ACCOUNTS: '1', ...env };
  const kind = snapshotKind(readConfig(settings));
  let postgres: { url: string; drop(): Promise<void> } | null = null;
  if (backend === 'postgres') {
    postgres = kind ? await postgresFromTemplate(kind) : await freshPostgresSchema();
    // The template's rows name the demo's files; the PGlite snapshot holds the same files.
    if (kind) await restoreStorage(await loadSnapshot(kind), dataDir);
  }
  const config = readConfig({ ...settings, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  const services = await createServices(config, { memory: backend === 'pglite', snapshot: true });
  let running: RunningServer | undefined;
  try {
    running = await startServer(services, { port: 0, distDir: join(dataDir, 'dist') });
  } catch (error) {
    await services.db.destroy();
    throw error;
  }
  const url = running.url;
  return {
    backend,
    url,
    db: services.db,
    config,
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
      return response.json() as never;
    },
    async close() {
      await running?.close();
      await services.live.close();
      await services.throttle.close();
      await services.db.destroy();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
