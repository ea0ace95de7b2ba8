import { inspect } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import pino, { type DestinationStream, type Logger } from 'pino';
import { readLogLevel, type LogLevel } from './config';

export type { Logger };

/**
 * The server's log: one JSON object a line on stdout, at LOG_LEVEL and above, for a log collector to
 * read (`npm start | npx pino-pretty` makes it readable by eye). Lines are written without blocking a
 * request, gathered into writes of 4 kB or every 250 ms, and what is still buffered is written out
 * when the process exits.
 */
export function createLogger(level: LogLevel = readLogLevel(), destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // The level's name rather than its number: a collector and a reader need no table.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? defaultDestination(),
  );
}

/** Bytes of log lines gathered before one write: at 20,000 requests/s a write per line cost a twentieth of the main thread. */
const GATHERED_BYTES = 4096;
/** The longest a line waits in that buffer, so a quiet shop's log still reads as it happens. */
const GATHERED_MS = 250;

function defaultDestination(): DestinationStream {
  // Worker threads (the SVG sanitiser) have no exit hook to flush an asynchronous stream.
  if (!isMainThread) return pino.destination({ dest: 1, sync: true });
  return pino.destination({ dest: 1, sync: false, minLength: GATHERED_BYTES, periodicFlush: GATHERED_MS });
}

/** The process's logger; startServer may be given another (tests read its lines). */
export const logger: Logger = createLogger();

type YogaLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * GraphQL Yoga's messages (the cause of an error it masks as "Unexpected error.") as lines of `log`;
 * its own debug and info chatter only at debug level.
 */
export function yogaLogger(log: Logger): Record<YogaLevel, (...args: unknown[]) => void> {
  const at = (level: YogaLevel) => {
    const to = level === 'info' ? 'debug' : level;
    return (...args: unknown[]) => {
      if (!log.isLevelEnabled(to)) return;
      const err = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== err)
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 3 })))
        .join(' ');
      log[to](err ? { err } : {}, text || (err as Error | undefined)?.message || 'graphql');
    };
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
