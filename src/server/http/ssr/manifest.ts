import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface ChunkAssets {
  /** The first script of a server-rendered page, src/client/boot.ts, which starts the app once the page has loaded. */
  boot: string;
  /** The app's entry first, then every chunk it and the screen import. */
  scripts: string[];
  styles: string[];
}

const BOOT_SOURCE = 'src/client/boot.ts';

/**
 * The client build's manifest (dist/.vite/manifest.json): the app's entry and the script chunks and
 * style sheets it and a screen's chunk need, so the browser fetches them side by side instead of one
 * import after another (no waterfall before hydration, no unstyled flash of the server's HTML).
 */
export function readChunkAssets(distDir: string): (source: string | undefined) => ChunkAssets {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const boot = manifest[BOOT_SOURCE];
  const entry = Object.entries(manifest).find(([source, chunk]) => chunk.isEntry && source !== BOOT_SOURCE)?.[1];
  if (!boot || !entry) throw new Error(`dist/.vite/manifest.json names no app entry or no ${BOOT_SOURCE}`);
  const inEntry = new Set<string>();
  const entryAssets: Omit<ChunkAssets, 'boot'> = { scripts: [], styles: [] };
  collect(manifest, entry, inEntry, entryAssets);
  const cache = new Map<string, ChunkAssets>();
  return (source) => {
    const key = source ?? '';
    let assets = cache.get(key);
    if (!assets) {
      // The entry's stylesheet is index.html's own link.
      assets = { boot: `/${boot.file}`, scripts: [...entryAssets.scripts], styles: [] };
      if (source) collect(manifest, manifest[`src/client/${source}`], new Set(inEntry), assets);
      cache.set(key, assets);
    }
    return assets;
  };
}

function collect(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk | undefined, seen: Set<string>, into: Omit<ChunkAssets, 'boot'>): void {
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  into.scripts.push(`/${chunk.file}`);
  for (const style of chunk.css ?? []) if (!into.styles.includes(`/${style}`)) into.styles.push(`/${style}`);
  for (const name of chunk.imports ?? []) collect(manifest, manifest[name], seen, into);
}
