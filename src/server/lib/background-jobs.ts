import { logger } from '../log';

/** Work this process goes on with after the request that began it has answered. */
const running = new Set<Promise<void>>();

/**
 * Runs `work` past its request's answer (a catalogue import's run), counted while it runs, so that a
 * stop waits for it and /metrics shows how many are running. A failure is logged, never thrown.
 */
export function runInBackground(name: string, work: Promise<unknown>): void {
  const job: Promise<void> = work.then(
    () => undefined,
    (error: unknown) => logger.error({ err: error, job: name }, `${name} failed`),
  );
  running.add(job);
  void job.finally(() => running.delete(job));
}

export const backgroundJobs = {
  /** How many run now. */
  pending: (): number => running.size,
  /** Resolves once every job begun so far has ended. */
  settled: async (): Promise<void> => {
    await Promise.all([...running]);
  },
};
