import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../../cache';
import type { Freshness } from '../../cache/content-version';
import { compress } from '../compression';

/** A rendered page as it is kept and sent: compressed both ways once, tagged by its content. */
export interface StoredPage {
  /** The HTML's hash (an ETag's value, without the quotes or the encoding's suffix). */
  hash: string;
  br: Buffer;
  gzip: Buffer;
}

/** A page's HTML, compressed in both encodings browsers take (off the main thread, at once). */
export async function storedPage(html: Buffer): Promise<StoredPage> {
  const [br, gzip] = await Promise.all([compress(html, 'br'), compress(html, 'gzip')]);
  return { hash: createHash('sha256').update(html).digest('base64url').slice(0, 22), br, gzip };
}

/**
 * An upper bound on a page's age in the cache. Every write and every display window's edge makes
 * stale the pages showing what it touched (src/server/cache); this only bounds what changes without
 * either: a post's view count.
 */
export const PAGE_LONGEST_KEPT_MS = 10 * 60 * 1_000;

export interface PageStamp {
  local: number;
  shared: number | null;
}

/** A kept page as found: fresh, or stale but still servable while it is rendered again. */
export interface FoundPage {
  page: StoredPage;
  freshness: Exclude<Freshness, 'stale'>;
}

export interface PageCache {
  get(key: string): FoundPage | undefined | Promise<FoundPage | undefined>;
  /** The stamps of a rendering that begins now (pass them to set()): this process's, and the instances' shared one. */
  stamp(): PageStamp;
  /** Keeps `page`, rendered since `stamp` showing `tags`, unless one of them changed meanwhile (it may show what was before). */
  set(key: string, page: StoredPage, tags: ReadonlySet<string>, stamp: PageStamp): void;
}

/**
 * Rendered pages by key (origin, path and query), least recently used out first, within `maxBytes`
 * of compressed HTML, each with what it shows.
 */
export function createPageCache(maxBytes: number, version: ContentVersion): PageCache {
  const pages = new LRUCache<string, { page: StoredPage; tags: ReadonlySet<string>; stamp: number }>({
    maxSize: maxBytes,
    sizeCalculation: (kept, key) => kept.page.br.length + kept.page.gzip.length + key.length + kept.tags.size * 16,
    ttl: PAGE_LONGEST_KEPT_MS,
  });
  return {
    stamp: () => ({ local: version.current(), shared: null }),
    get(key) {
      const kept = pages.get(key);
      if (!kept) return undefined;
      const freshness = version.freshness(kept.tags, kept.stamp);
      return freshness === 'stale' ? undefined : { page: kept.page, freshness };
    },
    set(key, page, tags, { local }) {
      if (version.freshness(tags, local) === 'fresh') pages.set(key, { page, tags, stamp: local });
    },
  };
}
