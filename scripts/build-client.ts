import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG_FILE = join(ROOT, 'vite.config.ts');

/**
 * The production client and its server renderer into `outDir` (and `outDir`/server), as `npm run
 * build` makes them, for the e2e tests, the server-rendering tests and the client benchmark.
 * Returns the browser build's output. Vitest sets NODE_ENV=test, which would give React's
 * development build (and import.meta.env.PROD false, so no service worker): production is forced.
 */
export async function buildClientInto(outDir: string, options: { sourcemap?: boolean } = {}): Promise<Rolldown.RolldownOutput> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const common = { root: ROOT, configFile: CONFIG_FILE, mode: 'production', logLevel: 'warn' as const };
    const sourcemap = options.sourcemap ?? false;
    const browser = (await build({ ...common, build: { outDir, emptyOutDir: true, sourcemap } })) as Rolldown.RolldownOutput;
    await build({ ...common, build: { ssr: 'src/client/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true, sourcemap } });
    return browser;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
