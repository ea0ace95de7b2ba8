import type { RedisPlace } from '../lib/redis-keys';
import type { Db } from '../db/database';
import { createContentVersion, type ContentVersion } from './content-version';
import { watchDatabaseWrites, type WriteListener } from './database-writes';
import { watchDisplayWindows } from './display-windows';

export type { ContentVersion } from './content-version';

/** The content version with the database's writes heard: heard() resolves once every write committed before it is. */
export type WatchedContentVersion = ContentVersion & { heard(): Promise<void> };

/**
 * The server's content version (content-version.ts): told of every committed write to the content
 * whoever made it, with the rows it wrote (database-writes.ts), and of the calendar's edges
 * (display-windows.ts). `index` (the listing index) hears each write first, before anything kept
 * from it is made stale. close() on shutdown.
 */
export function startContentVersion(config: RedisPlace, db: Db, index?: WriteListener): WatchedContentVersion {
  const version = createContentVersion(config);
  const stopWatching = watchDisplayWindows(db, version);
  const writes = watchDatabaseWrites(db, version, index);
  return {
    ...version,
    heard: writes.heard,
    async close() {
      stopWatching();
      await writes.stop();
      await version.close();
    },
  };
}
