import { startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Starts support/serve-real.ts in a child process (PGlite's WASM then never blocks the test
 * runner), and resolves once it listens: it prints `{"url": …}` when it does.
 */
export function startRealServer(clientDir: string, dataDir: string, databaseUrl: string | null): Promise<ServerProcess> {
  // Stopped after the last flow, while the whole run waits: a request still running then (a page closed
  // mid-load) is cut after a second, not after the production default's ten (SHUTDOWN_TIMEOUT_MS).
  const env = { E2E_CLIENT_DIR: clientDir, DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1000', ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}) };
  return startServerProcess('real server', 'tests/e2e/support/serve-real.ts', env, (line) =>
    /^\{"url":/.test(line) ? (JSON.parse(line) as { url: string }).url : null,
  );
}
