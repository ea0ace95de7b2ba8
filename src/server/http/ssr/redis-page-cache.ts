import { redisKey, type RedisPlace } from '../../lib/redis-keys';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ContentVersion } from '../../cache';
import { PAGE_LONGEST_KEPT_MS, type PageCache, type StoredPage } from './page-cache';

/** Redis keys of kept pages: the shared content version and the page key's hash. */
const PAGE_KEY_PREFIX = 'page:';

/** A page as one value: its hash (22 characters), the brotli body's length, then both bodies. */
function encode(page: StoredPage): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(page.br.length);
  return Buffer.concat([Buffer.from(page.hash, 'latin1'), length, page.br, page.gzip]);
}

function decode(value: Buffer): StoredPage {
  const brLength = value.readUInt32BE(22);
  return { hash: value.subarray(0, 22).toString('latin1'), br: value.subarray(26, 26 + brLength), gzip: value.subarray(26 + brLength) };
}

/**
 * Pages shared by every instance on REDIS_URL, in front of each instance's own memory (`local`):
 * a page one instance rendered is another's without rendering it again. Kept under the shared
 * content version (ContentVersion.shared), so every change on any instance leaves the kept pages
 * behind at once; each for at most PAGE_LONGEST_KEPT_MS. Redis failing is a miss, never an error.
 */
export function redisPageCache(place: RedisPlace & { redisUrl: string }, version: ContentVersion, local: PageCache): PageCache & { close(): Promise<void> } {
  const redis = new Redis(place.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  const keyPrefix = redisKey(place, PAGE_KEY_PREFIX);
  const keyOf = (shared: number, key: string) => `${keyPrefix}${shared}:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async get(key) {
      const near = await local.get(key);
      if (near) return near;
      const shared = version.shared();
      if (shared === null) return undefined;
      const localVersion = version.current();
      const value = await redis.getBuffer(keyOf(shared, key)).catch(() => null);
      if (!value || version.shared() !== shared) return undefined;
      const page = decode(value);
      local.set(key, page, localVersion);
      return page;
    },
    set(key, page, renderedAt) {
      local.set(key, page, renderedAt);
      const shared = version.shared();
      if (shared === null || renderedAt !== version.current()) return;
      void redis.set(keyOf(shared, key), encode(page), 'PX', PAGE_LONGEST_KEPT_MS).catch(() => undefined);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
