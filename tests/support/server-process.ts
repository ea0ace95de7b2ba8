import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { nodeArgsFor } from './bundled-script';

const ROOT = new URL('../../', import.meta.url).pathname;
/** A first start seeds the demo shop (or makes its snapshot), which takes a while on a busy machine. */
export const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  url: string;
  /** Its process id, for a signal a test sends it. */
  pid: number;
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL), as a crash or a pulled plug would: nothing it had in flight finishes. */
  kill(): Promise<void>;
}

/**
 * Runs `script` in a child process of its own (a .ts file from its bundle, an .mjs as it is) (its event loop and clock never share the
 * test runner's, and its exit code never becomes the runner's); resolves once a line of its output
 * names its address (`urlOf` returns it), passing every other line on, prefixed by `name`.
 */
export async function startServerProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  urlOf: (line: string) => string | null,
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(script.endsWith('.ts') ? await nodeArgsFor(script) : [script]), ...args], {
    cwd: ROOT,
    // Its log (one JSON line per request) only at warnings, unless LOG_LEVEL asks for more: the test output stays readable.
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The ${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${name} exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = urlOf(line);
      if (!url) return void process.stdout.write(`[${name}] ${line}\n`);
      clearTimeout(timer);
      resolve({ url, pid: child.pid!, stop, kill });
    });
  });
}
