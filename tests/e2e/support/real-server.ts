import { startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Starts support/serve-real.ts in a child process (PGlite's WASM then never blocks the test
 * runner), and resolves once it listens: it prints `{"url": …}` when it does.
 */
export function startRealServer(clientDir: string, dataDir: string, databaseUrl: string | null): Promise<ServerProcess> {
  const env = { E2E_CLIENT_DIR: clientDir, DATA_DIR: dataDir, ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}) };
  return startServerProcess('real server', 'tests/e2e/support/serve-real.ts', env, (line) =>
    /^\{"url":/.test(line) ? (JSON.parse(line) as { url: string }).url : null,
  );
}
