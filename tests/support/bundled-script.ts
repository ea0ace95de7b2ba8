/**
 * A TypeScript entry (a script, a test's child server) as one precompiled ES module, for the tests
 * that spawn it: `node --import tsx` compiled and resolved its 300-odd modules on every spawn, about
 * 1.8 s of CPU each, and the suite spawns some thirty. Bundled with esbuild (packages left external,
 * as mock-server/start.mjs bundles the mock) under node_modules/.cache/izlog/scripts, once per state
 * of the files it was built from; one process builds while the others wait (madeOnce).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { madeOnce } from '../../src/server/lib/made-once';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE = join(ROOT, 'node_modules', '.cache', 'izlog', 'scripts');

/** Whether the bundle was built after every file it was built from last changed. */
function isFresh(inputs: string): boolean {
  try {
    const { builtFrom, startedAt } = JSON.parse(readFileSync(inputs, 'utf8')) as { builtFrom: string[]; startedAt: number };
    return builtFrom.every((file) => statSync(join(ROOT, file)).mtimeMs < startedAt);
  } catch {
    return false;
  }
}

/** The path of `entry` (relative to the project) bundled, built now if it is missing or stale. */
export async function bundledScript(entry: string): Promise<string> {
  const name = entry.replace(/\.ts$/, '').replace(/[^\w-]+/g, '_');
  const bundle = join(CACHE, `${name}.mjs`);
  const inputs = join(CACHE, `${name}.inputs.json`);
  await madeOnce(`${bundle}.lock`, () => isFresh(inputs), async () => {
    const startedAt = Date.now();
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      metafile: true,
      logLevel: 'warning',
      outfile: bundle,
    });
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(`${bundle}.building`, result.outputFiles[0]!.contents);
    renameSync(`${bundle}.building`, bundle);
    writeFileSync(inputs, JSON.stringify({ startedAt, builtFrom: Object.keys(result.metafile.inputs) }));
  });
  return bundle;
}

/** The arguments of `node` that run `entry` (a project path): its bundle, with stack traces naming the TypeScript sources. */
export async function nodeArgsFor(entry: string): Promise<string[]> {
  return ['--enable-source-maps', await bundledScript(entry)];
}

/** What a script run to its end did: its exit code (null when killed) and what it printed. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `entry` (a project path) from its bundle to its end with `args`, in the project's folder, on
 * exactly `env` (the caller's whole environment), as an operator would from the shell; killed past
 * `timeoutMs`, so it never outlives its test.
 */
export async function runScript(entry: string, args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ScriptRun> {
  const script = await nodeArgsFor(entry);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...script, ...args], { cwd: ROOT, env, timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
