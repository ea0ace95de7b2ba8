import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src/server/app';
import { readConfig, type ServerConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { createServices } from '../../../src/server/services-factory';
import { freshPostgresSchema } from './databases';

export type Backend = 'pglite' | 'postgres';

export interface TestServer {
  backend: Backend;
  url: string;
  db: Db;
  config: ServerConfig;
  /** POST a GraphQL request as the spec's client does; returns the parsed body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
  request<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: { lang?: 0 | 1; adminToken?: string | null; userToken?: string | null },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

/**
 * A real server on a free port over a fresh database: PGlite in memory, loaded from the cached
 * snapshot of the migrated (and seeded) database, or a schema of its own on the PostgreSQL server.
 * Migrated, with the demo shop loaded unless `SEED: 'none'`.
 */
export async function startTestServer(backend: Backend, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-test-'));
  const postgres = backend === 'postgres' ? await freshPostgresSchema() : null;
  // The tests sign in with the demo accounts the README names, so they opt in to them.
  const config = readConfig({ PORT: '0', DATA_DIR: dataDir, DEMO_ACCOUNTS: '1', ...(postgres ? { DATABASE_URL: postgres.url } : {}), ...env });
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
