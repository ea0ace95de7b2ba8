import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToday } from '../demo';
import { createServerSchema, startServer } from '../app';
import { readConfig } from '../config';
import { projectPath } from '../project-root';
import { createServices } from '../services-factory';
import { withSchemaMocks } from './mock-schema';

const DIST_DIR = projectPath('dist');

export interface RunningMock {
  /** Origin without a trailing slash; the API is at /graphql. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real server over an in-memory copy of the demo snapshot, with schema-derived values for
 * unimplemented fields. `typeDefs` replaces schema/*.graphql (a test adds a field to a copy).
 * The clock is the caller's: the real one (npm run mock), or one a test fixes (dev/clock.ts) before the
 * mock starts; the demo is that day's.
 */
export async function startMock(options: { port: number; typeDefs?: string[] }): Promise<RunningMock> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-mock-'));
  const config = readConfig({
    PORT: String(options.port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    DEMO_ACCOUNTS: '1',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    LIVE_SOCKET_TIMEOUT_MS: process.env.LIVE_SOCKET_TIMEOUT_MS ?? '',
  });
  const services = await createServices(config, { memory: true, snapshot: true });
  const schema = createServerSchema({ typeDefs: options.typeDefs, addMocks: withSchemaMocks(demoToday(new Date())) });
  const server = await startServer(services, { port: config.port, distDir: DIST_DIR, schema });
  return {
    url: server.url,
    async close() {
      await server.close();
      await services.jobs.stop();
      await services.live.close();
      await services.throttle.close();
      await services.contentVersion.close();
      await services.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
