import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { createLogger, yogaLogger } from '../../../src/server/log';

/**
 * A process logging through the default destination (stdout): one line, a pause, then 300 lines and
 * process.exit(). Resolves with each stdout chunk and when it came, in ms from the first line's logging.
 */
function loggingProcess(): Promise<{ at: number; text: string }[]> {
  const script = `
    const { logger } = await import(${JSON.stringify(new URL('../../../src/server/log.ts', import.meta.url).pathname)});
    logger.info('first');
    process.stderr.write('logged\\n');
    setTimeout(() => {
      for (let i = 0; i < 300; i++) logger.info({ i }, 'burst');
      process.exit(0);
    }, 1500);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, LOG_LEVEL: 'info' } });
  const chunks: { at: number; text: string }[] = [];
  let loggedAt: number | null = null;
  child.stderr.on('data', () => (loggedAt ??= performance.now()));
  child.stdout.on('data', (chunk: Buffer) => chunks.push({ at: performance.now() - (loggedAt ?? performance.now()), text: chunk.toString() }));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(chunks));
  });
}

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

  test('a line reaches stdout within a second on a quiet server, and a burst is all written out at exit', async () => {
    const chunks = await loggingProcess();
    const lines = chunks.flatMap((chunk) => chunk.text.split('\n').filter(Boolean).map((line) => ({ at: chunk.at, record: JSON.parse(line) as { msg: string } })));
    expect(lines[0]!.record.msg).toBe('first');
    // 250 ms at most in the buffer; kept until the exit, it would come after the 1.5 s pause.
    expect(lines[0]!.at).toBeLessThan(1_000);
    expect(lines.filter((line) => line.record.msg === 'burst')).toHaveLength(300);
  }, 30_000);
});
