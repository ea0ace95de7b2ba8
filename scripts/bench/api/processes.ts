/**
 * The benchmark's four kinds of process, each its own: the server under test (serve.ts), the
 * ceiling (ceiling-server.ts), the load generator (load-generator.ts) and the live shop's writes
 * (shop-writer.ts). This process only orchestrates, so the load generator never shares a thread
 * with what it measures, nor the writes with either.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CapturedAnswer } from './capture';
import type { CeilingAnswer } from './ceiling-server';
import type { LoadJob, LoadResult } from './load-generator';
import type { WriterMessage, WriterReady, WriterReport } from './shop-writer';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** A TypeScript entry in a Node process of its own, with an IPC channel to this one. */
function spawnChild(file: string, env: NodeJS.ProcessEnv, stdout: 'ignore' | 'inherit', nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', here(file)], { env, stdio: ['ignore', stdout, 'inherit', 'ipc'] });
  // A send to a child that has just closed its channel fails here; its exit is what the callers wait for.
  child.on('error', () => undefined);
  return child;
}

/** The child's next IPC message; rejects when it exits first or takes longer than `timeoutMs`. */
function nextMessage<T>(child: ChildProcess, what: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      done();
      resolve(message as T);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(new Error(`${what}: the process ended (${signal ?? `exit code ${code}`}) before answering`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what}: no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Asks the child to stop and waits for it; ends it by its id after `graceMs`. */
function stopChild(child: ChildProcess, graceMs = 10_000, message: Record<string, unknown> = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // It may be leaving on its own (the load generator does once it has answered): then the channel is closed.
    const signal = () => void child.kill('SIGTERM');
    if (!child.connected) return signal();
    child.send({ type: 'stop', ...message }, (error) => error && signal());
  });
}

/** autocannon connects to addresses, not names: `localhost` may mean ::1 to one and 127.0.0.1 to another. */
const loopback = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

export interface ApiServer {
  url: string;
  /** Seconds from the process's start of services (migrations and the demo catalogue) to listening. */
  seedSeconds: number;
  /** `keepDatabase`: closes the database first, for another server to start on it. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** The administrator the server under test creates at its start (ADMIN_EMAIL, ADMIN_PASSWORD), who edits products in the live shop. */
export const BENCH_ADMIN = { email: 'bench-admin@izlog.test', password: 'bench-admin-password-22' };

/** What turns every cache of the server off: no kept answer, no rendered page, no content memo. */
export const CACHES_OFF = { GRAPHQL_CACHE_MB: '0', HTML_CACHE_MB: '0', CONTENT_MEMO_ROWS: '0' } as const;

/**
 * The real server over a database holding the demo shop with `products` products (seeded at the
 * first start; a later start on the same database finds it seeded). `cachesOff`: CACHES_OFF.
 */
export async function startApiServer(options: { products: number; dataDir: string; databaseUrl: string | null; cachesOff?: boolean }): Promise<ApiServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: options.dataDir,
    SEED: 'demo',
    SEED_PRODUCTS: String(options.products),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(options.cachesOff ? CACHES_OFF : {}),
  };
  // The server's own settings from the environment this runs in must not change what is measured.
  if (!options.cachesOff) for (const name of Object.keys(CACHES_OFF)) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Its start prints an administrator's one-time password for this throwaway database: not worth showing.
  // BENCH_PROFILE_DIR: the server under test writes a V8 CPU profile there as it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  // BENCH_SERVER_NODE_ARGS: Node flags for it (`--trace-deopt`, `--max-semi-space-size=32`); what they print is then shown, with its request log.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawnChild('./serve.ts', env, nodeArgs.length ? 'inherit' : 'ignore', [...nodeArgs, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])]);
  const ready = await nextMessage<{ url: string; seedSeconds: number }>(child, 'the server under test', 30 * 60_000).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[bench:api] the server under test ended by itself (${signal ?? `exit code ${code}`}): what follows fails`);
  });
  return {
    url: loopback(ready.url),
    seedSeconds: ready.seedSeconds,
    stop: (stopOptions) => {
      stopping = true;
      return stopChild(child, 30_000, { keepDatabase: stopOptions?.keepDatabase === true });
    },
  };
}

export interface Ceiling {
  url: string;
  /** From now on it sends these answers: each for its GET (`key`), or in turn on each connection (key null). */
  serve(answers: readonly (CapturedAnswer & { key: string | null })[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startCeiling(): Promise<Ceiling> {
  const child = spawnChild('./ceiling-server.ts', process.env, 'inherit');
  const { url } = await nextMessage<{ url: string }>(child, 'the ceiling server', 60_000);
  return {
    url: loopback(url),
    async serve(answers) {
      const ready = nextMessage(child, 'the ceiling server', 10_000);
      child.send({ type: 'serve', answers: answers.map((answer): CeilingAnswer => ({ ...answer, body: answer.body.toString('base64') })) });
      await ready;
    },
    stop: () => stopChild(child),
  };
}

/** One load run, from a load generator process of its own. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = spawnChild('./load-generator.ts', process.env, 'inherit');
  try {
    const result = nextMessage<LoadResult>(child, 'the load generator', (job.seconds + 120) * 1000);
    child.send(job);
    return await result;
  } finally {
    await stopChild(child);
  }
}

export interface ShopWriter {
  ready: WriterReady;
  /** Starts placing orders (and an admin edit every `adminEditSeconds` with any orders); its counts start at 0. */
  rate(ordersPerSecond: number, adminEditSeconds: number): Promise<void>;
  /** Stops placing orders, waits for those under way, and says what was done since `rate`. */
  report(): Promise<WriterReport>;
  stop(): Promise<void>;
}

/** The live shop's writes, from a process of its own: it signs in and reads the inventory first. */
export async function startShopWriter(url: string, admin: { email: string; password: string }): Promise<ShopWriter> {
  const child = spawnChild('./shop-writer.ts', process.env, 'inherit');
  const ask = async <T>(message: WriterMessage, timeoutMs = 120_000): Promise<T> => {
    const answer = nextMessage<T | { error: string }>(child, 'the shop writer', timeoutMs);
    child.send(message);
    const result = await answer;
    if (result && typeof result === 'object' && 'error' in result) throw new Error(`the shop writer: ${result.error}`);
    return result as T;
  };
  try {
    const ready = await ask<WriterReady>({ type: 'start', url, adminEmail: admin.email, adminPassword: admin.password }, 10 * 60_000);
    return {
      ready,
      rate: async (ordersPerSecond, adminEditSeconds) => void (await ask({ type: 'rate', ordersPerSecond, adminEditSeconds })),
      // Orders under way when the writes stop may wait long behind a swamped server: they are waited for.
      report: () => ask<WriterReport>({ type: 'report' }, 15 * 60_000),
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
