/**
 * Background jobs: work a request accepts and hands on (mail), done after the answer. In process
 * on PGlite (in-process.ts); on PostgreSQL (DATABASE_URL) kept in the database by pg-boss
 * (postgres.ts), so work accepted by an instance that dies is done by another.
 */
import { logger } from '../log';

/** Which try a handler is running, of how many it gets. */
export interface JobAttempt {
  attempt: number;
  attempts: number;
}

/** Does one job; a throw means "try again later" until the tries run out. Its payload is plain JSON. */
export type JobHandler<Payload> = (payload: Payload, job: JobAttempt) => Promise<void>;

export interface EnqueueOptions {
  /** Tries in all, the first included (default RETRY.attempts). */
  attempts?: number;
}

export interface JobQueue {
  /** `in-process` (PGlite, the default) or `postgres` (durable, with DATABASE_URL). */
  readonly driver: 'in-process' | 'postgres';
  /** Accepts a job; resolves once it is kept (in memory, or in the database), before it runs. */
  enqueue(kind: string, payload: object, options?: EnqueueOptions): Promise<void>;
  /** Accepts jobs of one kind at once (one statement on PostgreSQL); each is tried on its own. */
  enqueueAll(kind: string, payloads: readonly object[], options?: EnqueueOptions): Promise<void>;
  /** Runs this instance's jobs of `kind` with `handler` (up to JOBS_CONCURRENCY at once). */
  work<Payload>(kind: string, handler: JobHandler<Payload>): Promise<void>;
  /**
   * Accepts a job of `kind` (payload {}) now and then every `everySeconds` until stop(). On
   * PostgreSQL the instances share the period: one such job per period, however many accept it.
   */
  repeat(kind: string, everySeconds: number): Promise<void>;
  /** Jobs waiting, waiting to be tried again, or running (on PostgreSQL: of every instance): for metrics. */
  depth(): Promise<number>;
  /** Resolves when depth() is 0: every job accepted so far is done or given up (tests wait on it). */
  drained(): Promise<void>;
  /** Takes no more jobs and resolves once the running ones are done: call it on shutdown. */
  stop(): Promise<void>;
}

/**
 * The retry policy of both drivers: 5 tries, the n-th retry after 1·2^(n-1) to 2·2^(n-1) seconds
 * (pg-boss's exponential back-off with its jitter), never more than 10 minutes apart.
 */
export const RETRY = { attempts: 5, firstDelaySeconds: 1, maxDelaySeconds: 600 } as const;

/** How long to wait before the next try after `failures` failed ones, as pg-boss computes it. */
export function retryDelayMs(failures: number, policy: { firstDelaySeconds: number; maxDelaySeconds: number } = RETRY): number {
  const base = policy.firstDelaySeconds * 2 ** Math.min(16, failures - 1);
  return Math.min(policy.maxDelaySeconds, base * (1 + Math.random())) * 1000;
}

/**
 * Runs one try of a job: a failure is logged with the try's number and thrown again (so the driver
 * retries it); the last one says the job is given up.
 */
export async function runAttempt<Payload>(kind: string, handler: JobHandler<Payload>, payload: Payload, job: JobAttempt): Promise<void> {
  try {
    await handler(payload, job);
  } catch (error) {
    const outcome = job.attempt >= job.attempts ? 'given up' : 'will try again';
    logger.error({ err: error, kind, attempt: job.attempt, attempts: job.attempts, outcome }, 'job failed');
    throw error;
  }
}
