import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Starts support/serve-real.ts in a child process (PGlite's WASM then never blocks the test
 * runner), and resolves once it listens: it prints `{"url": …}` when it does.
 */
export function startRealServer(clientDir: string, dataDir: string): Promise<ServerProcess> {
  return startServerProcess('real server', 'tests/e2e/support/serve-real.ts', { E2E_CLIENT_DIR: clientDir, DATA_DIR: dataDir }, (line) =>
    /^\{"url":/.test(line) ? (JSON.parse(line) as { url: string }).url : null,
  );
}
