/**
 * `npm run mock`: runs main.ts beside it from one precompiled file instead of through tsx,
 * which would compile and resolve some 300 modules on every start (about a second of a start that
 * should answer within 3). The bundle (esbuild, packages left external) is made once and made
 * again only when one of the files it was built from changed, like the demo snapshot beside it.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = 'mock-server/main.ts';
const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'izlog', 'mock-server');
const BUNDLE = join(OUT_DIR, 'mock.mjs');
/** The files the bundle was built from and when the build began: any of them edited later makes it stale. */
const INPUTS = join(OUT_DIR, 'inputs.json');

function isFresh() {
  try {
    const { builtFrom, startedAt } = JSON.parse(readFileSync(INPUTS, 'utf8'));
    return builtFrom.every((file) => statSync(join(ROOT, file)).mtimeMs < startedAt);
  } catch {
    return false;
  }
}

async function buildBundle() {
  const startedAt = Date.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(OUT_DIR, { recursive: true });
  // Written aside and renamed into place: two mocks starting at once never run half a file.
  const writing = `${BUNDLE}.${process.pid}`;
  writeFileSync(writing, result.outputFiles[0].contents);
  renameSync(writing, BUNDLE);
  writeFileSync(INPUTS, JSON.stringify({ startedAt, builtFrom: Object.keys(result.metafile.inputs) }));
}

if (!isFresh()) await buildBundle();
// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(BUNDLE).href);
