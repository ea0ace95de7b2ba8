/** Background jobs: in process on PGlite, durable on PostgreSQL (DATABASE_URL) through pg-boss. */
import type { ServerConfig } from '../config';
import { createInProcessQueue } from './in-process';
import { startPostgresQueue } from './postgres';
import type { JobQueue } from './queue';

export { RETRY, type EnqueueOptions, type JobAttempt, type JobHandler, type JobQueue } from './queue';
export { createInProcessQueue } from './in-process';
export { jobsSchema, startPostgresQueue } from './postgres';

/** The shop's queue: in this process without DATABASE_URL, in PostgreSQL with it. */
export function startJobQueue(config: Pick<ServerConfig, 'databaseUrl' | 'jobsConcurrency'>): Promise<JobQueue> {
  if (config.databaseUrl) return startPostgresQueue({ databaseUrl: config.databaseUrl, concurrency: config.jobsConcurrency });
  return Promise.resolve(createInProcessQueue({ concurrency: config.jobsConcurrency }));
}
