/**
 * The in-process queue (PGlite, the default): a job runs in this process right after the request
 * that accepted it, with the same tries and back-off as on PostgreSQL, kept in memory: what is still
 * waiting when the process ends is lost, as it was before the queue.
 */
import { RETRY, retryDelayMs, runAttempt, type EnqueueOptions, type JobHandler, type JobQueue } from './queue';
import { logger } from '../log';

interface Waiting {
  kind: string;
  payload: unknown;
  attempt: number;
  attempts: number;
}

export interface InProcessOptions {
  /** Jobs run at once (JOBS_CONCURRENCY). */
  concurrency: number;
  /** The back-off's first delay and ceiling (tests shorten them). */
  retry?: { firstDelaySeconds: number; maxDelaySeconds: number };
}

export function createInProcessQueue(options: InProcessOptions): JobQueue {
  const retry = options.retry ?? RETRY;
  const handlers = new Map<string, JobHandler<unknown>>();
  const ready: Waiting[] = [];
  const backingOff = new Set<NodeJS.Timeout>();
  const repeating = new Set<NodeJS.Timeout>();
  let running = 0;
  let stopped = false;
  let idle: (() => void)[] = [];

  const depth = () => ready.length + backingOff.size + running;
  const settle = () => {
    if (depth() > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  const pump = () => {
    while (running < options.concurrency) {
      const index = ready.findIndex((job) => handlers.has(job.kind));
      if (index < 0) break;
      const [job] = ready.splice(index, 1);
      running += 1;
      void run(job!);
    }
    settle();
  };

  const run = async (job: Waiting) => {
    try {
      await runAttempt(job.kind, handlers.get(job.kind)!, job.payload, { attempt: job.attempt, attempts: job.attempts });
    } catch {
      if (job.attempt < job.attempts && !stopped) {
        const timer = setTimeout(() => {
          backingOff.delete(timer);
          ready.push({ ...job, attempt: job.attempt + 1 });
          pump();
        }, retryDelayMs(job.attempt, retry));
        // A retry waiting in memory does not keep a finished process alive.
        timer.unref();
        backingOff.add(timer);
      }
    } finally {
      running -= 1;
      pump();
    }
  };

  const enqueueAll = async (kind: string, payloads: readonly object[], enqueueOptions: EnqueueOptions = {}) => {
    if (stopped) throw new Error(`the job queue is stopped: ${kind} not accepted`);
    // As plain JSON, as the database keeps it: a job never holds a closure or a live object.
    for (const payload of payloads) ready.push({ kind, payload: JSON.parse(JSON.stringify(payload)), attempt: 1, attempts: enqueueOptions.attempts ?? RETRY.attempts });
    // After the caller's own work: the request answers first, the job runs right after.
    setImmediate(pump);
  };
  const enqueue = (kind: string, payload: object, enqueueOptions?: EnqueueOptions) => enqueueAll(kind, [payload], enqueueOptions);

  return {
    driver: 'in-process',
    enqueue,
    enqueueAll,
    async work<Payload>(kind: string, handler: JobHandler<Payload>) {
      handlers.set(kind, handler as JobHandler<unknown>);
      setImmediate(pump);
    },
    async repeat(kind: string, everySeconds: number) {
      await enqueue(kind, {});
      const timer = setInterval(() => void enqueue(kind, {}).catch(() => undefined), everySeconds * 1000);
      // A repeat does not keep a finished process alive.
      timer.unref();
      repeating.add(timer);
    },
    depth: async () => depth(),
    drained() {
      if (depth() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
    async stop() {
      stopped = true;
      for (const timer of repeating) clearInterval(timer);
      repeating.clear();
      if (backingOff.size > 0) logger.warn({ dropped: backingOff.size }, 'jobs: stopping with jobs waiting to be tried again; they are dropped');
      for (const timer of backingOff) clearTimeout(timer);
      backingOff.clear();
      // Jobs of a kind nobody works would wait forever.
      for (let index = ready.length - 1; index >= 0; index--) if (!handlers.has(ready[index]!.kind)) ready.splice(index, 1);
      pump();
      if (depth() > 0) await new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
