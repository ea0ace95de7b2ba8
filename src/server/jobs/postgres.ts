/**
 * The durable queue (DATABASE_URL): jobs are rows in PostgreSQL, kept by pg-boss in a schema of its
 * own. Every instance works them, so a job accepted by an instance that dies before doing it is done
 * by another (one it died while doing is tried again once its time runs out); a failed try is tried
 * again with exponential back-off.
 */
import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import { RETRY, runAttempt, type EnqueueOptions, type JobHandler, type JobQueue } from './queue';
import { logger } from '../log';

export interface PostgresQueueOptions {
  databaseUrl: string;
  /** Jobs this instance runs at once (JOBS_CONCURRENCY). */
  concurrency: number;
  /** pg-boss's schema (default: jobsSchema(databaseUrl)). */
  schema?: string;
}

/** How long a try may run before it counts as lost (its instance died) and is tried again. */
const EXPIRE_SECONDS = 300;
/** How often an idle instance looks for jobs other instances accepted (its own start at once). */
const POLL_SECONDS = 1;
/**
 * Jobs a worker takes per look, done one after another and each settled as it went: an order's two
 * mails are one look and one settling statement instead of two each (they were half the database's
 * work per order, issue 22).
 */
const BATCH = 4;

/**
 * pg-boss's schema: `pgboss`, or `<schema>_pgboss` when DATABASE_URL sets a search_path (as
 * `?options=-c search_path=shop2`), so shops that share a database in schemas of their own never
 * work each other's jobs (each instance delivers mail through its own SMTP_URL and outbox).
 */
export function jobsSchema(databaseUrl: string): string {
  let options = '';
  try {
    options = new URL(databaseUrl).searchParams.get('options') ?? '';
  } catch {
    // A keyword/value connection string: no search_path read from it.
  }
  const first = /search_path\s*=\s*"?([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  return first ? `${first}_pgboss` : 'pgboss';
}

export async function startPostgresQueue(options: PostgresQueueOptions): Promise<JobQueue> {
  const schema = options.schema ?? jobsSchema(options.databaseUrl);
  // Three connections: fetching, settling and pg-boss's upkeep; the handlers use the shop's own pool.
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema, max: 3, application_name: 'izlog-jobs', schedule: false });
  // Unheard, an 'error' event would end the process; pg-boss recovers from what it reports.
  boss.on('error', (error) => logger.error({ err: error }, 'jobs: pg-boss error'));
  boss.on('warning', (warning) => logger.warn({ warning: warning.message }, 'jobs: pg-boss warning'));
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const queue = (kind: string) => {
    let created = queues.get(kind);
    if (!created) {
      created = boss.createQueue(kind);
      queues.set(kind, created);
      created.catch(() => queues.delete(kind));
    }
    return created;
  };
  const workers = new Map<string, string>();
  const repeating = new Set<NodeJS.Timeout>();
  let stopped = false;

  const tries = (attempts: number) => ({
    retryLimit: attempts - 1,
    retryDelay: RETRY.firstDelaySeconds,
    retryBackoff: true,
    retryDelayMax: RETRY.maxDelaySeconds,
    expireInSeconds: EXPIRE_SECONDS,
  });
  /** Keeps jobs, in one statement; `throttleSeconds`: none if a job of `kind` was already sent in this period (pg-boss's throttle). */
  const send = async (kind: string, payloads: readonly object[], attempts: number, throttleSeconds?: number) => {
    if (stopped) throw new Error(`the job queue is stopped: ${kind} not accepted`);
    if (payloads.length === 0) return;
    await queue(kind);
    if (throttleSeconds !== undefined) await boss.send(kind, payloads[0]!, { ...tries(attempts), singletonSeconds: throttleSeconds });
    else await boss.insert(kind, payloads.map((data) => ({ data, ...tries(attempts) })));
    // This instance's worker takes them now rather than at its next look.
    const worker = workers.get(kind);
    if (worker) boss.notifyWorker(worker);
  };

  /** Jobs not yet done, whichever instance accepted them: waiting, waiting to be tried again, or running (not pg-boss's own). */
  const unfinished = async () => {
    const { rows } = await boss.getDb().executeSql(`select count(*)::int as count from ${schema}.job where state < 'completed' and left(name, 10) <> '__pgboss__'`);
    return Number(rows[0]?.count ?? 0);
  };

  return {
    driver: 'postgres',
    enqueue: (kind: string, payload: object, enqueueOptions: EnqueueOptions = {}) => send(kind, [payload], enqueueOptions.attempts ?? RETRY.attempts),
    enqueueAll: (kind: string, payloads: readonly object[], enqueueOptions: EnqueueOptions = {}) => send(kind, payloads, enqueueOptions.attempts ?? RETRY.attempts),
    async work<Payload>(kind: string, handler: JobHandler<Payload>) {
      await queue(kind);
      const id = await boss.work(
        kind,
        { localConcurrency: options.concurrency, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true, batchSize: BATCH, perJobResults: true },
        async (jobs: JobWithMetadata<Payload>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            // A failed job is tried again on its own; the others of its batch are done.
            const failure = await runAttempt(kind, handler, job.data, { attempt: job.retryCount + 1, attempts: job.retryLimit + 1 }).then(
              () => null,
              (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
            );
            results.push(failure ? { id: job.id, status: 'failed', output: failure } : { id: job.id, status: 'completed' });
          }
          return results;
        },
      );
      workers.set(kind, id);
    },
    async repeat(kind: string, everySeconds: number) {
      const sendOnce = () => send(kind, [{}], RETRY.attempts, everySeconds);
      await sendOnce();
      const timer = setInterval(() => void sendOnce().catch((error) => logger.error({ err: error, kind }, 'jobs: repeated job not queued')), everySeconds * 1000);
      timer.unref();
      repeating.add(timer);
    },
    depth: unfinished,
    async drained() {
      while ((await unfinished()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      stopped = true;
      for (const timer of repeating) clearInterval(timer);
      repeating.clear();
      // Waits for running tries (up to 30 s; one still running then fails, to be tried again), then closes pg-boss's pool.
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
