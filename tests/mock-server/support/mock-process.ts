import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** A first start of the day makes the demo snapshot, which takes a while on a busy machine. */
export const MOCK_START_TIMEOUT_MS = 180_000;

export interface GraphQLAnswer {
  status: number;
  /** From sending the request to the whole answer read. */
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by field name, as a frontend developer would
  data?: any;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface AskOptions {
  headers?: Record<string, string>;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface MockProcess {
  /** Origin, without a trailing slash. */
  url: string;
  /** Milliseconds from the spawn to the line naming the address. */
  startMs: number;
  /** POSTs one operation to /graphql as JSON. */
  ask(query: string, options?: AskOptions): Promise<GraphQLAnswer>;
  stop(): Promise<void>;
}

/** `npm run mock -- <args>` (mock-server/start.mjs) in a child process on a free port; resolves once it names its address. */
export function startMockProcess(args: string[] = [], env: Record<string, string> = {}): Promise<MockProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ['mock-server/start.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', MOCK_PORT: '0', ...env },
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
      reject(new Error(`the mock did not start within ${MOCK_START_TIMEOUT_MS / 1000} s`));
    }, MOCK_START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = line.match(/(http:\/\/localhost:\d+)\/graphql/)?.[1];
      if (!url) return void process.stdout.write(`[mock] ${line}\n`);
      clearTimeout(timer);
      const startMs = performance.now() - started;
      resolve({ url, startMs, ask: (query, options) => askGraphQL(url, query, options), stop });
    });
  });
}

export async function askGraphQL(url: string, query: string, options: AskOptions = {}): Promise<GraphQLAnswer> {
  const sent = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
  });
  const body = (await response.json()) as Omit<GraphQLAnswer, 'status' | 'ms'>;
  return { status: response.status, ms: performance.now() - sent, ...body };
}
