import { describe, expect, test } from 'vitest';
import { createLogger, yogaLogger } from '../../../src/server/log';

/** A logger at `level` whose JSON lines the test reads. */
function captured(level: 'info' | 'debug') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a log line is untyped JSON
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, any>) };
}

describe('the server log', () => {
  test('writes one JSON object a line, with the level by name and an ISO time', () => {
    const { logger, records } = captured('info');
    logger.info({ reqId: 'r-1' }, 'request');
    logger.debug('not at info');
    expect(records()).toEqual([expect.objectContaining({ level: 'info', msg: 'request', reqId: 'r-1', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) })]);
  });

  test('GraphQL Yoga’s errors keep their cause (stack included); its chatter shows only at debug level', () => {
    const { logger, records } = captured('info');
    const yoga = yogaLogger(logger);
    yoga.error(new Error('relation "products" does not exist'));
    yoga.info('Parsing request to extract GraphQL parameters');
    yoga.warn('slow', { ms: 1200 });
    expect(records()).toHaveLength(2);
    expect(records()[0]).toMatchObject({ level: 'error', msg: 'relation "products" does not exist', err: { type: 'Error', stack: expect.stringContaining('log.test.ts') } });
    expect(records()[1]).toMatchObject({ level: 'warn', msg: 'slow { ms: 1200 }' });

    const verbose = captured('debug');
    yogaLogger(verbose.logger).info('Parsing request');
    expect(verbose.records()).toEqual([expect.objectContaining({ level: 'debug', msg: 'Parsing request' })]);
  });
});
