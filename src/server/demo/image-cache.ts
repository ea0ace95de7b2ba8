/**
 * The demo's rasterised pictures, kept on disk between seeds: one folder per picture, named by a
 * hash of its SVG and of the image pipeline that makes its PNG, AVIF and WebP files. Making the
 * demo's 690 pictures takes minutes of CPU; a seed that finds them links them into DATA_DIR in
 * about a second. A picture whose drawing changes gets a new hash; folders nobody reads any more
 * stay until node_modules (or IZLOG_SNAPSHOT_DIR) is removed.
 *
 * Several processes may seed at once (test workers building the same snapshot): each claims a
 * picture (`<hash>.claim`, created exclusively) before making it; one that finds a picture claimed
 * goes on with the others and comes back for it, so no picture is made twice.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { projectPath } from '../project-root';

/** Where the cache lives: beside the demo snapshot (IZLOG_SNAPSHOT_DIR, default node_modules/.cache/izlog). */
export const IMAGE_CACHE_DIR = join(process.env.IZLOG_SNAPSHOT_DIR || projectPath('node_modules', '.cache', 'izlog'), 'demo-images');

/** The files whose rules decide the bytes: the upload pipeline's sizes, widths and encoders, and the seed's rendering. */
const PIPELINE_SOURCES = ['src/server/modules/storage/images.ts', 'src/server/modules/storage/responsive.ts', 'src/server/modules/storage/paths.ts', 'src/server/demo/rasterise.ts'];

/** A claim older than this is a crashed process's: making one picture takes a second or two. */
const STALE_CLAIM_MS = 60_000;

let pipelineHash: string | null = null;

/** The cache key of an SVG: its text, the pipeline's sources and sharp's and libvips' versions. */
export function cacheKey(svg: string): string {
  if (!pipelineHash) {
    const hash = createHash('sha256').update(JSON.stringify(sharp.versions));
    for (const source of PIPELINE_SOURCES) hash.update(source).update(readFileSync(projectPath(source)));
    pipelineHash = hash.digest('hex');
  }
  return createHash('sha256').update(pipelineHash).update(svg).digest('hex').slice(0, 32);
}

/** A picture's files by name ('original', '-lg', '-sm', 'w640.avif', …). */
export type Parts = Record<string, Uint8Array>;
/** A cached picture: its folder and the names of the files in it. */
export interface CachedPicture {
  dir: string;
  names: string[];
}

const entryDir = (key: string) => join(IMAGE_CACHE_DIR, key);
const claimPath = (key: string) => join(IMAGE_CACHE_DIR, `${key}.claim`);

async function read(key: string): Promise<CachedPicture | null> {
  try {
    return { dir: entryDir(key), names: await readdir(entryDir(key)) };
  } catch {
    return null;
  }
}

/** True when this process may make the picture: it created the claim, took over a stale one, or cannot claim at all. */
async function claim(key: string): Promise<boolean> {
  try {
    await (await open(claimPath(key), 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
    const since = await stat(claimPath(key)).then((info) => Date.now() - info.mtimeMs, () => Infinity);
    if (since < STALE_CLAIM_MS) return false;
    await rm(claimPath(key), { force: true });
    return claim(key);
  }
}

/** Makes the picture's files in a folder of their own and renames it into place, so a reader never sees half of one. */
async function makeEntry(key: string, make: () => Promise<Parts>): Promise<CachedPicture> {
  const building = `${entryDir(key)}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const parts = await make();
    await mkdir(building, { recursive: true });
    await Promise.all(Object.entries(parts).map(([name, bytes]) => writeFile(join(building, name), bytes)));
    await rename(building, entryDir(key)).catch(async (error: unknown) => {
      // Another process's copy got there first: it holds the same bytes.
      if (!(await read(key))) throw error;
    });
    return (await read(key))!;
  } finally {
    await rm(building, { recursive: true, force: true });
    await rm(claimPath(key), { force: true });
  }
}

/**
 * Hands `use` every picture's cached folder, making (and keeping) the ones not cached yet, at most
 * `concurrency` at a time; pictures another process is making come last, once it has made them.
 */
export async function withCachedPictures(
  jobs: readonly { key: string; make: () => Promise<Parts> }[],
  concurrency: number,
  use: (index: number, picture: CachedPicture) => Promise<void>,
): Promise<void> {
  mkdirSync(IMAGE_CACHE_DIR, { recursive: true });
  const making = new Map<string, Promise<CachedPicture>>();
  const claimedElsewhere: number[] = [];

  async function first(index: number): Promise<void> {
    const { key, make } = jobs[index]!;
    const cached = (await making.get(key)) ?? (await read(key));
    if (cached) return use(index, cached);
    if (!(await claim(key))) {
      claimedElsewhere.push(index);
      return;
    }
    const made = makeEntry(key, make);
    making.set(key, made);
    await use(index, await made);
  }

  async function last(index: number): Promise<void> {
    const { key, make } = jobs[index]!;
    for (;;) {
      const cached = await read(key);
      if (cached) return use(index, cached);
      // The other process finished without it (it failed, or died): make it here.
      if (await claim(key)) return use(index, (await read(key)) ?? (await makeEntry(key, make)));
      await sleep(100);
    }
  }

  await inPool(jobs.length, concurrency, first);
  await inPool(claimedElsewhere.length, concurrency, (position) => last(claimedElsewhere[position]!));
}

/** Runs `task(0 … count - 1)`, at most `concurrency` at once. */
async function inPool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(count, Math.max(1, concurrency)) }, worker));
}
