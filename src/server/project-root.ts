import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder above `from` that holds the project (its package.json and schema/). Found by
 * walking up rather than by a fixed `../..`, so the answer is the same whether the server runs from
 * its sources or from the mock's bundle (mock-server/start.mjs), which lives elsewhere.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schema'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No Izlog project above ${from}`);
  }
}

/** The project's folder: schema/, generated/, dist/, src/ and node_modules/ are in it. */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `projectPath('dist')`. */
export const projectPath = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);

/** What the project keeps between runs: demo snapshots, the demo's drawn variants (IZLOG_SNAPSHOT_DIR, default node_modules/.cache/izlog). */
export const CACHE_DIR = process.env.IZLOG_SNAPSHOT_DIR || projectPath('node_modules', '.cache', 'izlog');
