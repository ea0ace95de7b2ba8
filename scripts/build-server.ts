/**
 * The server built ahead of time (`npm run build`, after the client and its renderer): the
 * TypeScript of src/server (with fixtures/ and generated/) bundled by esbuild into dist/server, so
 * production runs `node dist/server/main.js` with no TypeScript compiler and no development
 * dependency. Packages stay external, loaded from node_modules as installed with `npm ci --omit=dev`;
 * the build fails when the bundle imports a package that is not among package.json's
 * `dependencies`, which the production image would not have. Beside the server, the operating
 * commands that run where the shop runs (the catalogue import, the copy to S3, backup and restore) are bundled the same way.
 *
 * At run time the bundle still reads RUNTIME_FILES and dist/ from the project's folder.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = join(ROOT, 'dist', 'server');

/** What is bundled, and the file each becomes in dist/server. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  // The mail thread's code, beside main.js where src/server/mail/thread.ts looks for it.
  'mail-thread': 'src/server/mail/thread-entry.ts',
  import: 'scripts/import.ts',
  'storage-copy-to-s3': 'scripts/storage-copy-to-s3.ts',
  backup: 'scripts/backup/backup.ts',
  restore: 'scripts/backup/restore.ts',
};

/**
 * What the built server reads from the project's folder at run time, besides node_modules and dist/:
 * deploy/Dockerfile copies exactly these into the image (tests/server/operations/production-build.test.ts holds
 * the two lists equal and starts the bundle from a folder laid out the same way).
 */
export const RUNTIME_FILES = [
  'package.json',
  'schema',
  'generated/client/persisted-documents.json',
  'src/server/db/migrations',
  'src/server/modules/storage/svg-worker.mjs',
];

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The packages the bundle imports that a production install would not have (empty when all is well). */
function missingInProduction(metafile: Metafile): string[] {
  const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const builtins = new Set(builtinModules);
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
  const packages = new Set(imported.filter((path) => !path.startsWith('node:') && !builtins.has(path)).map(packageOf));
  return [...packages].filter((name) => !(name in dependencies)).sort();
}

export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    // Beside the client's renderer (entry-server.js, from `vite build --ssr`), which must not be removed.
    outExtension: { '.js': '.js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the project supports (package.json's engines).
    target: 'node22',
    packages: 'external',
    // Stack traces name the TypeScript sources (node --enable-source-maps).
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const missing = missingInProduction(result.metafile);
  if (missing.length) throw new Error(`the server imports packages that are only development dependencies: ${missing.join(', ')}`);
}

if (import.meta.filename === process.argv[1]) {
  await buildServer();
}
