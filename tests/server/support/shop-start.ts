import { join } from 'node:path';
import { startServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { closeServices, createServices } from '../../../src/server/services-factory';

export interface StartedShop {
  db: Db;
  /** POST a GraphQL request; `adminToken` signs it as an administrator. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON
  request(query: string, variables?: Record<string, unknown>, adminToken?: string): Promise<{ data?: any; errors?: { message: string }[] }>;
  /** Stops it as a shutdown does: the database is left as it is, for the next start. */
  stop(): Promise<void>;
}

/**
 * A server started as `npm start` starts one, from `env` alone (DATA_DIR, DATABASE_URL, SEED …): no
 * snapshot, the database migrated and, when new, seeded by the start itself. `memory` keeps PGlite in memory.
 */
export async function startShop(env: Record<string, string>, options: { memory?: boolean } = {}): Promise<StartedShop> {
  const config = readConfig({ PORT: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env });
  const services = await createServices(config, { memory: options.memory });
  const server = await startServer(services, { port: 0, distDir: join(config.dataDir, 'dist') });
  await services.jobs.drained();
  return {
    db: services.db,
    async request(query, variables = {}, adminToken) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: '*/*', lang: '0', authorization: adminToken ? `Bearer ${adminToken}` : '' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as never;
    },
    async stop() {
      await server.close();
      await closeServices(services);
    },
  };
}
