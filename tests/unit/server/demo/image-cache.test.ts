import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

type Cache = typeof import('../../../../src/server/demo/image-cache');

/** The demo's picture cache in a folder of its own (IZLOG_SNAPSHOT_DIR), with makers that count their calls. */
describe('the demo picture cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'izlog-image-cache-'));
  let cache: Cache;
  const made: string[] = [];
  const job = (name: string, delayMs = 20) => ({
    key: name,
    make: async () => {
      made.push(name);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { original: new TextEncoder().encode(name), 'w320.avif': new Uint8Array([1]) };
    },
  });
  const collect = async (jobs: ReturnType<typeof job>[]) => {
    const seen: string[] = [];
    await cache.withCachedPictures(jobs, 3, async (index, picture) => {
      seen[index] = `${jobs[index]!.key}:${[...picture.names].sort().join(',')}`;
    });
    return seen;
  };

  beforeAll(async () => {
    vi.stubEnv('IZLOG_SNAPSHOT_DIR', root);
    vi.resetModules();
    cache = await import('../../../../src/server/demo/image-cache');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  test('lives beside the snapshots and names a picture by its SVG and the pipeline', () => {
    expect(cache.IMAGE_CACHE_DIR).toBe(join(root, 'demo-images'));
    expect(cache.cacheKey('<svg/>')).toMatch(/^[0-9a-f]{32}$/);
    expect(cache.cacheKey('<svg/>')).toBe(cache.cacheKey('<svg/>'));
    expect(cache.cacheKey('<svg width="1"/>')).not.toBe(cache.cacheKey('<svg/>'));
  });

  test('makes each picture once, even when two seeds ask at once and one asks twice, and hands every job its files', async () => {
    const jobs = ['a', 'b', 'c', 'd', 'b'].map((name) => job(name));
    const [first, second] = await Promise.all([collect(jobs), collect([...jobs].reverse())]);
    expect([...made].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(first).toEqual(['a:original,w320.avif', 'b:original,w320.avif', 'c:original,w320.avif', 'd:original,w320.avif', 'b:original,w320.avif']);
    expect(second).toEqual([...first].reverse());
    // Nothing half-made or claimed is left behind.
    expect(readdirSync(cache.IMAGE_CACHE_DIR).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a later seed makes nothing it finds', async () => {
    made.length = 0;
    expect(await collect([job('a'), job('d')])).toEqual(['a:original,w320.avif', 'd:original,w320.avif']);
    expect(made).toEqual([]);
  });

  test('waits for a picture another process claimed, and makes it itself when that claim is stale', async () => {
    made.length = 0;
    const claim = join(cache.IMAGE_CACHE_DIR, 'e.claim');
    writeFileSync(claim, '');
    const waiting = collect([job('e'), job('f')]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The other process has not finished e: f is done, e waits.
    expect(made).toEqual(['f']);
    const old = new Date(Date.now() - 120_000);
    utimesSync(claim, old, old);
    expect(await waiting).toEqual(['e:original,w320.avif', 'f:original,w320.avif']);
    expect(made).toEqual(['f', 'e']);
    expect(existsSync(claim)).toBe(false);
  });
});
