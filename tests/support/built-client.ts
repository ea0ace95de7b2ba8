/**
 * The production client, built once per content of its sources and shared by every test that
 * serves it (the e2e servers, server rendering, the multi-instance test): under
 * node_modules/.cache/izlog/client/<hash>, the hash of every file the build reads. One process builds
 * while the others wait for it (a lock directory), so `npm test` builds once, not once per file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientInto } from '../../scripts/build-client';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE = join(ROOT, 'node_modules/.cache/izlog/client');
/** What the client build reads. */
const INPUTS = ['src/client', 'src/shared', 'generated', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** A lock older than this belongs to a build that died. */
const STALE_LOCK_MS = 5 * 60_000;

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesOf(join(path, name)));
}

/** The hash of the build's inputs: their paths and bytes. */
export function clientSourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesOf(join(ROOT, input)))) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the build of the sources as they are now is (or will be). */
export const clientBuildDir = (): string => join(CACHE, clientSourcesHash());

/** Builds of other sources: a working tree's earlier states. */
function removeOtherBuilds(keep: string): void {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (path !== keep && !name.includes('.') && Date.now() - statSync(path).mtimeMs > 60 * 60_000) rmSync(path, { recursive: true, force: true });
  }
}

/** The directory of a build of the sources as they are now, made if no process made it yet. */
export async function builtClient(): Promise<string> {
  const dir = clientBuildDir();
  const lock = `${dir}.lock`;
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    if (existsSync(join(dir, 'server'))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false });
      if (since && Date.now() - since.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      if (existsSync(join(dir, 'server'))) return dir;
      const building = `${dir}.building`;
      rmSync(building, { recursive: true, force: true });
      await buildClientInto(building);
      renameSync(building, dir);
      removeOtherBuilds(dir);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
