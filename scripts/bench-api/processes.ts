/**
 * The benchmark's three kinds of process, each its own: the server under test (serve.ts), the
 * ceiling (ceiling-server.ts) and the load generator (load-generator.ts). This process only
 * orchestrates, so the load generator never shares a thread with what it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CapturedAnswer } from './capture';
import type { LoadJob, LoadResult } from './load-generator';

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
function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
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
    child.send({ type: 'stop' }, (error) => error && signal());
  });
}

/** autocannon connects to addresses, not names: `localhost` may mean ::1 to one and 127.0.0.1 to another. */
const loopback = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

export interface ApiServer {
  url: string;
  /** Seconds from the process's start of services (migrations and the demo catalogue) to listening. */
  seedSeconds: number;
  stop(): Promise<void>;
}

/** The real server over a new database holding the demo shop with `products` products. */
export async function startApiServer(options: { products: number; dataDir: string; databaseUrl: string | null }): Promise<ApiServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: options.dataDir,
    SEED: 'demo',
    SEED_PRODUCTS: String(options.products),
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Its start prints an administrator's one-time password for this throwaway database: not worth showing.
  // BENCH_PROFILE_DIR: the server under test writes a V8 CPU profile there as it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const child = spawnChild('./serve.ts', env, 'ignore', profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const ready = await nextMessage<{ url: string; seedSeconds: number }>(child, 'the server under test', 30 * 60_000).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { url: loopback(ready.url), seedSeconds: ready.seedSeconds, stop: () => stopChild(child) };
}

export interface Ceiling {
  url: string;
  /** From now on it sends these answers, in turn on each connection, whatever it is asked. */
  serve(answers: readonly CapturedAnswer[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startCeiling(): Promise<Ceiling> {
  const child = spawnChild('./ceiling-server.ts', process.env, 'inherit');
  const { url } = await nextMessage<{ url: string }>(child, 'the ceiling server', 60_000);
  return {
    url: loopback(url),
    async serve(answers) {
      const ready = nextMessage(child, 'the ceiling server', 10_000);
      child.send({ type: 'serve', answers: answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') })) });
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
