import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue, jobsSchema } from '../../../../src/server/jobs';
import { logger } from '../../../../src/server/log';

/** The job failures the queue logged, each as `<kind> failed (try n of N, outcome) <error>`. */
const failuresOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([fields]) => {
    const { kind, attempt, attempts, outcome, err } = fields as { kind: string; attempt: number; attempts: number; outcome: string; err: unknown };
    return `${kind} failed (try ${attempt} of ${attempts}, ${outcome}) ${String(err)}`;
  });

const quick = { firstDelaySeconds: 0.05, maxDelaySeconds: 1 };

describe('the in-process job queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs a job after the caller goes on, with a copy of its payload as plain JSON', async () => {
    const jobs = createInProcessQueue({ concurrency: 2 });
    const seen: unknown[] = [];
    await jobs.work('note', async (payload) => void seen.push(payload));
    const payload = { to: ['kupac@example.com'], at: new Date('2026-11-24T10:00:00Z') };
    await jobs.enqueue('note', payload);
    payload.to.push('later@example.com');
    // Accepted, not yet run: the request answers first.
    expect(seen).toEqual([]);
    expect(await jobs.depth()).toBe(1);
    await jobs.drained();
    expect(seen).toEqual([{ to: ['kupac@example.com'], at: '2026-11-24T10:00:00.000Z' }]);
    expect(await jobs.depth()).toBe(0);
  });

  it('tries a failing job again with growing waits until it succeeds', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const jobs = createInProcessQueue({ concurrency: 1, retry: quick });
    const tries: { attempt: number; at: number }[] = [];
    await jobs.work('flaky', async (_payload, job) => {
      tries.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 4) throw new Error('the mail server is down');
    });
    await jobs.enqueue('flaky', {});
    await jobs.drained();
    expect(tries.map((each) => each.attempt)).toEqual([1, 2, 3, 4]);
    const waits = tries.slice(1).map((each, index) => each.at - tries[index]!.at);
    // 50-100 ms, 100-200 ms, 200-400 ms (timers may fire a little late, never early).
    expect(waits[0]).toBeGreaterThanOrEqual(45);
    expect(waits[1]).toBeGreaterThanOrEqual(95);
    expect(waits[2]).toBeGreaterThanOrEqual(195);
  });

  it('gives a job up after its tries, saying so', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const jobs = createInProcessQueue({ concurrency: 1, retry: quick });
    let tries = 0;
    await jobs.work('doomed', async () => {
      tries += 1;
      throw new Error('no such mailbox');
    });
    await jobs.enqueue('doomed', {}, { attempts: 3 });
    await jobs.drained();
    expect(tries).toBe(3);
    expect(failuresOf(errors).map((line) => line.replace(/\) .*/, ')'))).toEqual([
      'doomed failed (try 1 of 3, will try again)',
      'doomed failed (try 2 of 3, will try again)',
      'doomed failed (try 3 of 3, given up)',
    ]);
  });

  it('runs at most its concurrency at once', async () => {
    const jobs = createInProcessQueue({ concurrency: 2 });
    let running = 0;
    let most = 0;
    await jobs.work('slow', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    });
    for (let index = 0; index < 6; index++) await jobs.enqueue('slow', { index });
    await jobs.drained();
    expect(most).toBe(2);
  });

  it('stop() waits for the running and waiting jobs, and takes no more', async () => {
    const jobs = createInProcessQueue({ concurrency: 1 });
    const done: number[] = [];
    await jobs.work<{ index: number }>('slow', async ({ index }) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      done.push(index);
    });
    await jobs.enqueue('slow', { index: 1 });
    await jobs.enqueue('slow', { index: 2 });
    await jobs.stop();
    expect(done).toEqual([1, 2]);
    await expect(jobs.enqueue('slow', { index: 3 })).rejects.toThrow(/stopped/);
  });

});

describe("pg-boss's schema", () => {
  it('is pgboss, or <schema>_pgboss beside a shop kept in a schema of its own', () => {
    expect(jobsSchema('postgres://shop@db.example.com:5432/izlog')).toBe('pgboss');
    expect(jobsSchema('postgres://shop@db/izlog?options=-c%20search_path%3Dshop2%2Cpublic')).toBe('shop2_pgboss');
    expect(jobsSchema('host=db user=shop dbname=izlog')).toBe('pgboss');
  });
});
