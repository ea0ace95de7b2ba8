/**
 * The storefront's bundle as a shopper's browser downloads it: what the first page load needs
 * (the entry chunk, its static imports and their CSS), and what each lazily loaded screen adds.
 */
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

export interface Size {
  raw: number;
  gzip: number;
}

export interface ScreenChunk {
  /** The module the chunk is named for, relative to the project, e.g. src/client/routes/shop.ts */
  module: string;
  /** Its own JS, plus the shared chunks it needs that the first load did not bring. */
  js: Size;
  css: Size;
  /** How many script files those are: the requests opening the screen adds to the first load's. */
  scripts: number;
}

export interface BundleReport {
  /** `scripts`: how many script files the browser requests for it. */
  firstLoad: { files: string[]; js: Size; css: Size; scripts: number };
  /** Modules of the admin area (src/client/admin) found in the first load; empty is the goal. */
  adminModulesInFirstLoad: string[];
  screens: ScreenChunk[];
}

const sizeOf = (source: string | Uint8Array): Size => {
  const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Size = { raw: 0, gzip: 0 };

/** Every chunk reachable from `start` through static imports (what the browser fetches with it). */
function staticClosure(start: OutputChunk, chunks: Map<string, OutputChunk>): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

function cssOf(closure: Iterable<OutputChunk>, assets: Map<string, OutputAsset>, skip = new Set<string>()): { files: string[]; size: Size } {
  const files = [...new Set([...closure].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter((file) => !skip.has(file));
  return { files, size: files.reduce((total, file) => add(total, sizeOf(assets.get(file)?.source ?? '')), ZERO) };
}

export function analyseBundle(output: Rolldown.RolldownOutput, root: string): BundleReport {
  const chunks = new Map<string, OutputChunk>();
  const assets = new Map<string, OutputAsset>();
  for (const item of output.output) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
    else assets.set(item.fileName, item);
  }
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const entry = entries.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('src/client/main.tsx')));
  if (!entry) throw new Error('The build has no entry chunk for src/client/main.tsx');
  // A server-rendered page starts with src/client/boot.ts, which loads the app's entry once the page
  // has loaded: both are what every page downloads to come alive.
  const firstLoad = new Set(entries.flatMap((start) => [...staticClosure(start, chunks)]));
  // With one stylesheet for every screen (vite.config.ts: cssCodeSplit off) no chunk names its CSS:
  // the file index.html links is all of it and part of the first load. A stylesheet a screen links
  // itself when it needs it (an `?url` import, e.g. the product lightbox's) is not.
  const html = assets.get('index.html')?.source.toString() ?? '';
  const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((match) => match[1]!);
  const sharedCss = linked.length > 0 ? linked.filter((file) => assets.has(file)) : [...assets.keys()].filter((file) => file.endsWith('.css'));
  const chunkCss = cssOf(firstLoad, assets);
  const firstCss = chunkCss.files.length
    ? chunkCss
    : { files: sharedCss, size: sharedCss.reduce((total, file) => add(total, sizeOf(assets.get(file)!.source)), ZERO) };
  const firstFiles = new Set([...[...firstLoad].map((chunk) => chunk.fileName), ...firstCss.files]);
  const adminModulesInFirstLoad = [...firstLoad]
    .flatMap((chunk) => chunk.moduleIds)
    .map((id) => relative(root, id))
    .filter((id) => id.startsWith('src/client/admin/'));

  const screens = [...chunks.values()]
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
    .map((chunk) => {
      const extra = [...staticClosure(chunk, chunks)].filter((needed) => !firstFiles.has(needed.fileName));
      return {
        module: relative(root, chunk.facadeModuleId!),
        js: extra.reduce((total, needed) => add(total, sizeOf(needed.code)), ZERO),
        css: cssOf(extra, assets, firstFiles).size,
        scripts: extra.length,
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));

  return {
    firstLoad: {
      files: [...firstFiles].sort(),
      js: [...firstLoad].reduce((total, chunk) => add(total, sizeOf(chunk.code)), ZERO),
      css: firstCss.size,
      scripts: firstLoad.size,
    },
    adminModulesInFirstLoad,
    screens,
  };
}
