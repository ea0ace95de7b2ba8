import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html)$/;
/** Smaller files gain less than the encoding header costs. */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser's build,
 * once, at the highest settings, so the server sends them without compressing on each request
 * (src/server/http/static-files.ts): on a phone's slow link the first load's 500 kB of
 * JavaScript travels as about 150 kB.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'izlog-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of filesBelow(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
