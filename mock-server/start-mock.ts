import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToday } from '../fixtures/clock';
import { startIzlog } from '../src/server';
import { withSchemaMocks } from './schema-mocks';

export interface RunningMock {
  /** Origin without a trailing slash; the API is at /graphql. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real server over an in-memory copy of the demo snapshot, with schema-derived values for
 * unimplemented fields. `typeDefs` replaces schema/*.graphql (a test adds a field to a copy).
 * The clock is the caller's: the real one, or one fixed (clock.ts) before the mock starts, by
 * MOCK_NOW or by a test; the demo is that day's.
 */
export async function startMock(options: { port: number; typeDefs?: string[] }): Promise<RunningMock> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-mock-'));
  const server = await startIzlog({
    env: {
      PORT: String(options.port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      DEMO_ACCOUNTS: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LIVE_SOCKET_TIMEOUT_MS: process.env.LIVE_SOCKET_TIMEOUT_MS ?? '',
    },
    fromSnapshot: true,
    schema: { typeDefs: options.typeDefs, addMocks: withSchemaMocks(demoToday(new Date())) },
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
