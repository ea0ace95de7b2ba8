/**
 * The production client, built once per content of its sources and shared by every test that
 * serves it (the e2e servers, server rendering, the multi-instance test): under
 * node_modules/.cache/izlog/client/<hash>, the hash of every file the build reads. One process builds
 * while the others wait for it (a lock directory), so `npm test` builds once, not once per file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientInto } from '../../scripts/build-client';
import { madeOnce } from '../../src/server/lib/made-once';

const ROOT = new URL('../../', import.meta.url).pathname;
const CACHE = join(ROOT, 'node_modules/.cache/izlog/client');
/** What the client build reads. */
const INPUTS = ['src/client', 'src/shared', 'generated', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

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
  await madeOnce(`${dir}.lock`, () => existsSync(join(dir, 'server')), async () => {
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    await buildClientInto(building);
    renameSync(building, dir);
    removeOtherBuilds(dir);
  });
  return dir;
}
