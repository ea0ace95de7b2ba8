/**
 * A gentle stop (issue 14): on SIGTERM the server takes no new connection, answers 503 at /healthz,
 * lets the requests in progress finish (within SHUTDOWN_TIMEOUT_MS, then cuts them), closes the
 * database cleanly and exits with 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { loadSnapshot } from '../../../src/server/db/snapshot';
import { projectPath } from '../../../src/server/project-root';
import { nodeArgsFor } from '../../support/bundled-script';
import { pipelinedGet, slowPost } from '../support/slow-request';

const subscribe = (email: string) => JSON.stringify({ query: `mutation { subscribeNewsletter(email: "${email}") { success } }` });

/** How many requests the server has in progress, besides the scrape that asks. */
async function inProgress(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(text.match(/^izlog_http_requests_in_flight (\d+)$/m)?.[1] ?? 0) - 1;
}

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the server stopped by SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'izlog-sigterm-'));
  const dataDir = join(dir, 'data');

  beforeAll(async () => {
    // The empty database on disk, as a shop's DATA_DIR holds it (the server migrates what is new).
    await createDatabase({ databaseUrl: null, dataDir, loadDataDir: (await loadSnapshot('empty')).database }).destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('requests in progress complete, /healthz answers 503 behind them, what outlasts SHUTDOWN_TIMEOUT_MS is cut, and the process exits with 0', async () => {
    const child = spawn(process.execPath, await nodeArgsFor('tests/server/support/serve-stoppable.ts'), {
      cwd: projectPath('.'),
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '1500' },
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 60_000,
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- log lines are untyped JSON
    const lines: Record<string, any>[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) lines.push(JSON.parse(line));
    });
    try {
      await until(() => lines.some((line) => line.listening), 45_000);
      const url = lines.find((line) => line.listening)!.listening as string;

      const finishing = slowPost(url, '/graphql', subscribe('stop@example.com'), { 'X-Request-Id': 'slow-one' });
      const hanging = slowPost(url, '/graphql', subscribe('never@example.com'));
      await until(async () => (await inProgress(url)) === 2);
      // Timed from the signal, not from its log line: lines reach stdout up to 250 ms after they are logged.
      const signalled = Date.now();
      child.kill('SIGTERM');
      await until(() => lines.some((line) => line.msg === 'signal received'));
      // No new connection once the stop began.
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      finishing.finish(pipelinedGet(url, '/healthz'));

      const [first, second] = (await finishing.received).split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toContain('"subscribeNewsletter":{"success":true}');
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second).toContain('{"status":"stopping"}');
      expect(second).toMatch(/^connection: close/im);

      expect(await hanging.received).toBe('');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_300);
    } finally {
      child.kill('SIGKILL');
    }
    expect(lines.find((line) => line.reqId === 'slow-one')).toMatchObject({ level: 'info', method: 'POST', path: '/graphql', status: 200 });
    expect(lines.find((line) => line.msg === 'requests still running at the time-out were cut')).toMatchObject({ level: 'warn', cut: 1 });
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'stopped' });

    // Closed cleanly: the database opens again and holds what the finished request wrote.
    const db = createDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = await sql<{ email: string }>`select email from newsletter_subscribers`.execute(db);
      expect(rows.rows.map((row) => row.email)).toEqual(['stop@example.com']);
    } finally {
      await db.destroy();
    }
    // The child opens PGlite: slow on a busy machine.
  }, 90_000);
});
