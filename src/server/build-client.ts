import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { logger } from './log';

/** The newest modification time of a file or of any file below a folder (node_modules left out). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** What the built client is made from; a change to any of them makes dist/ stale. */
const CLIENT_SOURCES = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'generated/client', 'generated/hooks.ts', 'public'];

/**
 * Builds the client and its server renderer into dist/ when either is missing or older than its sources, so that
 * `npm ci && npm start` serves a working shop on a fresh clone. Returns what it did.
 */
export function ensureClientBuilt(root: string, distDir: string): 'built' | 'fresh' | 'no-client' {
  if (!existsSync(join(root, 'vite.config.ts'))) return 'no-client';
  // Both builds: the browser's (dist/index.html) and the server renderer's (dist/server/).
  const builtAt = Math.min(newestMtime(join(distDir, 'index.html')), newestMtime(join(distDir, 'server', 'entry-server.js')));
  const sourcesAt = Math.max(...CLIENT_SOURCES.map((source) => newestMtime(join(root, source))));
  if (builtAt > sourcesAt) return 'fresh';
  logger.info(builtAt ? 'the client in dist/ is older than its sources: building it' : 'building the client into dist/');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed; the shop cannot be served');
  return 'built';
}
