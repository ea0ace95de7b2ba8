import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** A first start makes the demo snapshot; later ones load it. */
const START_TIMEOUT_MS = 180_000;

/**
 * `npm run mock` (src/server/dev/mock.ts) in a child process of its own, as a developer runs it, so
 * its fixed clock is that process's alone; resolves with its origin once it listens.
 */
export function startMockProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/dev/mock.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '0' },
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
      reject(new Error(`The mock did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const found = line.match(/(http:\/\/localhost:\d+)\/graphql/);
      if (!found) return void process.stdout.write(`[mock] ${line}\n`);
      clearTimeout(timer);
      resolve({ url: found[1]!, stop });
    });
  });
}
