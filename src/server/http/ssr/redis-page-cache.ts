import { redisKey, type RedisPlace } from '../../lib/redis-keys';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ContentVersion } from '../../cache';
import { PAGE_LONGEST_KEPT_MS, type PageCache, type StoredPage } from './page-cache';

/** Redis keys of kept pages: the shared content version and the page key's hash; new keys when what pages record changes (as ANSWER_KEY_PREFIX's). */
const PAGE_KEY_PREFIX = 'page:2:';

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
 * Pages shared by every instance on REDIS_URL, behind each instance's own memory (`local`): a page
 * one instance rendered is another's without rendering it again. Each keeps what it shows and its
 * stamp in the numbers the instances share (ContentVersion.shared), so a change heard on any instance
 * leaves the pages showing it behind; each for at most PAGE_LONGEST_KEPT_MS. Redis failing is a miss,
 * never an error.
 */
export function redisPageCache(place: RedisPlace & { redisUrl: string }, version: ContentVersion, local: PageCache): PageCache & { close(): Promise<void> } {
  const redis = new Redis(place.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  const keyPrefix = redisKey(place, PAGE_KEY_PREFIX);
  const keyOf = (key: string) => `${keyPrefix}${createHash('sha256').update(key).digest('base64url')}`;
  const tagsKeyOf = (key: string) => `${keyOf(key)}:shows`;
  return {
    stamp: () => ({ local: version.current(), shared: version.shared() }),
    async get(key) {
      const near = await local.get(key);
      if (near?.freshness === 'fresh') return near;
      const stamp = local.stamp();
      const [value, shows] = await Promise.all([redis.getBuffer(keyOf(key)), redis.get(tagsKeyOf(key))]).catch(() => [null, null] as const);
      if (!value || !shows) return near;
      const { tags, stamp: shared } = JSON.parse(shows) as { tags: string[]; stamp: number };
      const showing = new Set(tags);
      if (version.sharedFreshness(showing, shared) !== 'fresh') return near;
      const page = decode(value);
      local.set(key, page, showing, stamp);
      return { page, freshness: 'fresh' };
    },
    set(key, page, tags, stamp) {
      local.set(key, page, tags, stamp);
      if (stamp.shared === null || version.sharedFreshness(tags, stamp.shared) !== 'fresh') return;
      void redis
        .multi()
        .set(keyOf(key), encode(page), 'PX', PAGE_LONGEST_KEPT_MS)
        .set(tagsKeyOf(key), JSON.stringify({ tags: [...tags], stamp: stamp.shared }), 'PX', PAGE_LONGEST_KEPT_MS)
        .exec()
        .catch(() => undefined);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
