import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** Seeding the demo shop into a new PGlite takes a while on a busy machine. */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts support/serve-real.ts under tsx in a child process (PGlite's WASM then never blocks the test
 * runner, and its exit code never becomes the runner's), and resolves once it listens.
 */
export function startRealServer(clientDir: string, dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve-real.ts'], {
    cwd: ROOT,
    env: { ...process.env, E2E_CLIENT_DIR: clientDir, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The real server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The real server exited with code ${code} before listening`));
    });
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const started = /^\{"url":/.test(line) ? (JSON.parse(line) as { url: string }) : null;
      if (!started) return void process.stdout.write(`[real server] ${line}\n`);
      clearTimeout(timer);
      resolve({ url: started.url, stop });
    });
  });
}
