import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The client build's manifest (dist/.vite/manifest.json): which script chunks and style sheets a
 * screen's chunk needs beyond the entry's, so the server's page loads them with the entry instead of
 * after it (no waterfall before hydration, no unstyled flash of the server's HTML).
 */
export function readChunkAssets(distDir: string): (source: string) => ChunkAssets {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set<string>();
  collect(manifest, entry, inEntry, { scripts: [], styles: [] });
  const cache = new Map<string, ChunkAssets>();
  return (source) => {
    let assets = cache.get(source);
    if (!assets) {
      assets = { scripts: [], styles: [] };
      collect(manifest, manifest[`src/client/${source}`], new Set(inEntry), assets);
      cache.set(source, assets);
    }
    return assets;
  };
}

function collect(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk | undefined, seen: Set<string>, into: ChunkAssets): void {
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  into.scripts.push(`/${chunk.file}`);
  for (const style of chunk.css ?? []) if (!into.styles.includes(`/${style}`)) into.styles.push(`/${style}`);
  for (const name of chunk.imports ?? []) collect(manifest, manifest[name], seen, into);
}
