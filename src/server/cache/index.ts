import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { createContentVersion, type ContentVersion } from './content-version';
import { watchDisplayWindows } from './display-windows';

export type { ContentVersion } from './content-version';
export { contentChangesPlugin } from './mutation-changes';

/**
 * The server's content version (content-version.ts), moved by writes (mutation-changes.ts, and any
 * service that writes outside a mutation) and by the calendar (display-windows.ts). close() on shutdown.
 */
export function startContentVersion(config: Pick<ServerConfig, 'redisUrl'>, db: Db): ContentVersion {
  const version = createContentVersion(config);
  const stopWatching = watchDisplayWindows(db, version);
  return {
    ...version,
    async close() {
      stopWatching();
      await version.close();
    },
  };
}
