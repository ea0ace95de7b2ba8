import type { Db } from '../db/database';
import { listenOn } from '../db/notifications';
import type { ContentVersion } from './content-version';
import { logger } from '../log';

/** The channel migration 071's triggers notify after a write to a table public answers show. */
export const CONTENT_CHANGED_NOTIFY = 'izlog_content_changed';

/**
 * Moves `version` (on this instance: each instance on the database hears the notification itself)
 * after every committed write to the shop's content, whoever made it. A burst of writes (an import)
 * moves it once more after the move under way, not once per write. Returns stop().
 */
export function watchDatabaseWrites(db: Db, version: ContentVersion): () => Promise<void> {
  const listen = listenOn(db);
  if (!listen) return async () => undefined;
  let moving: Promise<void> | null = null;
  let again = false;
  const move = (): void => {
    if (moving) {
      again = true;
      return;
    }
    moving = version.changed('here').finally(() => {
      moving = null;
      if (again) {
        again = false;
        move();
      }
    });
  };
  const stopping = listen(CONTENT_CHANGED_NOTIFY, move).catch((error: unknown) => {
    logger.warn({ err: error }, 'cache: writes made outside the API will not be noticed');
    return async () => undefined;
  });
  return async () => {
    await (await stopping)();
    await moving;
  };
}
