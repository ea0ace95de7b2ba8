import { join } from 'node:path';
import { build } from 'vite';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** The production client and its server renderer, as `npm run build` makes them, into `outDir`. */
export async function buildClientInto(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  // Vitest sets NODE_ENV=test, which would give React's development build.
  process.env.NODE_ENV = 'production';
  try {
    const common = { root: ROOT, configFile: join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' as const };
    await build({ ...common, build: { outDir, emptyOutDir: true, sourcemap: false } });
    await build({ ...common, build: { ssr: 'src/client/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true, sourcemap: false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
