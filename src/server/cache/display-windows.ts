import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ContentVersion } from './content-version';
import { logger } from '../log';

/**
 * Milliseconds from now until the next moment something appears or disappears by the calendar
 * alone, no write involved: a product's, banner's or design block's display window opening
 * (active_from) or closing (just after active_to, which is still inside), or a blog post's
 * publication time. Null when nothing is scheduled. The database's clock, as the listings use.
 */
export async function untilNextDisplayChange(db: Db): Promise<number | null> {
  const opens = (table: string, column: string) => sql`(select min(${sql.ref(column)}) from ${sql.table(table)} where ${sql.ref(column)} > now())`;
  const closes = (table: string) => sql`(select min(active_to) from ${sql.table(table)} where active_to >= now())`;
  const { rows } = await sql<{ ms: number | string | null }>`
    select extract(epoch from least(
      ${opens('products', 'active_from')}, ${closes('products')},
      ${opens('banners', 'active_from')}, ${closes('banners')},
      ${opens('blocks', 'active_from')}, ${closes('blocks')},
      (select min(published_at) from blog_posts where active and published_at > now())
    ) - now()) * 1000 as ms`.execute(db);
  const ms = rows[0]?.ms;
  return ms == null ? null : Number(ms);
}

/** The tables whose rows have display windows or publication times. */
const WINDOWED_TABLES = ['products', 'banners', 'blocks', 'blog_posts'];

/** Past a window's edge, so the page rendered after it is the new one whichever clock (database or server) decides. */
const PAST_THE_EDGE_MS = 1_000;
/** Timers longer than this are set again rather than trusted (setTimeout's own limit is under 25 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1_000;

/**
 * Moves `version` (on this instance only: every instance runs its own watch) when the next display
 * window edge passes, and looks for the following one after each change of content. Returns stop().
 */
export function watchDisplayWindows(db: Db, version: ContentVersion): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;

  const schedule = (ms: number | null) => {
    clearTimeout(timer);
    if (stopped || ms === null) return;
    const wait = Math.max(ms, 0) + PAST_THE_EDGE_MS;
    const reached = wait <= LONGEST_WAIT_MS;
    timer = setTimeout(() => (reached ? void version.changed(null, 'here') : look()), Math.min(wait, LONGEST_WAIT_MS));
    // A scheduled change never keeps the process alive on its own.
    timer.unref();
  };

  // One look at a time; changes meanwhile ask for one more.
  const look = (): void => {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = untilNextDisplayChange(db)
      .then(schedule, (error: unknown) => {
        if (!stopped) logger.warn({ err: error }, 'cache: the next display window could not be read');
      })
      .finally(() => {
        looking = null;
        if (lookAgain) {
          lookAgain = false;
          look();
        }
      });
  };

  // Only a change of everything or of a table with display windows can move the next edge (a product's stock cannot).
  const unsubscribe = version.onChange((tags) => {
    if (tags === null || WINDOWED_TABLES.some((table) => tags.has(table))) look();
  });
  look();
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
  };
}
