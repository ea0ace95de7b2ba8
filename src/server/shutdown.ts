import type { RunningServer } from './app';
import { backgroundJobs } from './lib/background-jobs';
import type { Logger } from './log';
import type { ServerServices } from './services';
import { closeConnections } from './services-factory';

/** How long past SHUTDOWN_TIMEOUT_MS closing the services may take before the process ends regardless. */
const CLOSING_GRACE_MS = 5_000;

/** Whether `work` ended within `ms`. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A gentle stop within `timeoutMs`: the server takes no more requests and finishes those in progress
 * (server.shutdown), mail handed over and background jobs finish in the time left, then the live
 * channel, throttles, cache invalidation and the database close (PGlite writes its data directory
 * out as it closes, so the next start finds it consistent).
 */
export async function stopGracefully(server: RunningServer, services: ServerServices, logger: Logger, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const left = () => Math.max(0, timeoutMs - (Date.now() - started));
  logger.info({ timeoutMs }, 'stopping: finishing the requests in progress');
  const { cut } = await server.shutdown(timeoutMs);
  if (cut > 0) logger.warn({ cut }, 'requests still running at the time-out were cut');
  const queued = async () => ({ mail: await services.jobs.depth().catch(() => 0), jobs: backgroundJobs.pending() });
  const waiting = await queued();
  if (waiting.mail + waiting.jobs > 0) logger.info(waiting, 'waiting for the mail and jobs in progress');
  // The job queue stops taking jobs and finishes the running ones (on PostgreSQL, the rest wait there for another instance).
  if (!(await within(left(), Promise.all([services.jobs.stop(), backgroundJobs.settled()])))) {
    logger.warn(await queued(), 'mail and jobs still running at the time-out are left unfinished');
  }
  await closeConnections(services);
  logger.info({ ms: Date.now() - started }, 'stopped');
}

/**
 * SIGTERM or SIGINT stops the process gently (stopGracefully), then it exits with 0; 1 when the stop
 * failed or hung past its bound. A second signal while stopping exits at once.
 */
export function stopOnSignals(server: RunningServer, services: ServerServices, logger: Logger, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'signal received');
    setTimeout(() => {
      logger.error('the stop did not finish in time: exiting now');
      process.exit(1);
    }, timeoutMs + CLOSING_GRACE_MS).unref();
    stopGracefully(server, services, logger, timeoutMs).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
