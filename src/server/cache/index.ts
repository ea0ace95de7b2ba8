import type { RedisPlace } from '../lib/redis-keys';
import type { Db } from '../db/database';
import { createContentVersion, type ContentVersion } from './content-version';
import { watchDatabaseWrites } from './database-writes';
import { watchDisplayWindows } from './display-windows';

export type { ContentVersion } from './content-version';
export { contentChangesPlugin } from './mutation-changes';

/**
 * The server's content version (content-version.ts), moved by writes through the API before they
 * answer (mutation-changes.ts), by every committed write to the content whoever made it
 * (database-writes.ts), and by the calendar (display-windows.ts). close() on shutdown.
 */
export function startContentVersion(config: RedisPlace, db: Db): ContentVersion {
  const version = createContentVersion(config);
  const stopWatching = watchDisplayWindows(db, version);
  const stopListening = watchDatabaseWrites(db, version);
  return {
    ...version,
    async close() {
      stopWatching();
      await stopListening();
      await version.close();
    },
  };
}
