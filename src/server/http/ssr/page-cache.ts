import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../../cache';
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
 * An upper bound on a page's age in the cache. Every write through the API and every display
 * window's edge drops pages at once (src/server/cache); this only bounds what changes without
 * either: a post's view count, or a row edited in the database by hand.
 */
export const PAGE_LONGEST_KEPT_MS = 10 * 60 * 1_000;

export interface PageCache {
  get(key: string): StoredPage | undefined | Promise<StoredPage | undefined>;
  /** Keeps `page` unless the content changed since `version`, when its rendering began (it may show what was before). */
  set(key: string, page: StoredPage, version: number): void;
}

/**
 * Rendered pages by key (origin, path and query), least recently used out first, within `maxBytes`
 * of compressed HTML. Emptied whenever the content version moves.
 */
export function createPageCache(maxBytes: number, version: ContentVersion): PageCache {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.br.length + page.gzip.length + key.length,
    ttl: PAGE_LONGEST_KEPT_MS,
  });
  version.onChange(() => pages.clear());
  return {
    get: (key) => pages.get(key),
    set(key, page, renderedAt) {
      if (renderedAt === version.current()) pages.set(key, page);
    },
  };
}
