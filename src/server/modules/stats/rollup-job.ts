/**
 * The statistics roll-up as a background job (../../jobs): accepted at start-up and then every
 * hour, so a day is summed within about two hours of its end; on PostgreSQL the instances share
 * the hourly job (one per hour, whichever instance takes it), and a failed run is tried again with
 * the queue's back-off. Running it when there is nothing to do costs a few index look-ups.
 */
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs';
import { logger } from '../../log';
import { rollUpClosedDays } from './rollup';

export const STATS_ROLLUP_JOB = 'stats-rollup';
/** How often the roll-up is accepted. */
export const STATS_ROLLUP_EVERY_SECONDS = 3600;

/** This instance's roll-up worker, and the roll-up accepted now and every hour. */
export async function workStatsRollups(jobs: JobQueue, db: Db): Promise<void> {
  await jobs.work(STATS_ROLLUP_JOB, async () => {
    const days = await rollUpClosedDays(db);
    if (days > 0) logger.info({ days }, 'stats: days rolled up');
  });
  await jobs.repeat(STATS_ROLLUP_JOB, STATS_ROLLUP_EVERY_SECONDS);
}
