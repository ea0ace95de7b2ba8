import { describe, expect, it } from 'vitest';
import { readOptions } from '../../../../scripts/bench/api/options';
import { renderReport, reportFileName } from '../../../../scripts/bench/api/report';
import type { DatabaseRun } from '../../../../scripts/bench/api/run';
import { NONCE_VARIABLE, fillNonce, persistedIdsByOperation, wireRequest, withNonceVariable } from '../../../../scripts/bench/api/requests';
import { SCENARIOS } from '../../../../scripts/bench/api/scenarios';
import { allMet, ceilingRatio, checkTargets, type Measurement, type ScenarioResult } from '../../../../scripts/bench/api/targets';

const measured = (requestsPerSecond: number, p50Ms = 10, p99Ms = 50, failed = 0): Measurement => ({ requestsPerSecond, p50Ms, p99Ms, failed, total: 1000 });
const result = (target: ScenarioResult['target'], server: Measurement, ceilingRate = 10_000, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  key: 'k',
  title: 'scenario',
  target,
  server,
  ceiling: measured(ceilingRate, 1, 3),
  ...extra,
});
const failedChecks = (results: ScenarioResult[]) => checkTargets(results).filter((check) => !check.met).map((check) => check.what);
const writes = (ordersPlaced: number, ordersFailed = 0) => ({ seconds: 13, ordersPlaced, ordersFailed, soldOut: 1, adminEdits: 1, adminEditsFailed: 0, orderP50Ms: 5, orderP99Ms: 9, failures: [] });

describe('bench:api targets', () => {
  it('holds a cached answer and the idle live shop to 25 % of the ceiling and the truly cold listings to 2.5 %', () => {
    expect(failedChecks([result('cached', measured(2_500))])).toEqual([]);
    expect(failedChecks([result('cached', measured(2_499))])).toEqual(['cached requests/s ÷ ceiling']);
    expect(failedChecks([result('cold-listing', measured(250), 10_000, { mode: 'cold', server: { ...measured(250), cacheStates: { bypass: 1000 } } })])).toEqual([]);
    expect(failedChecks([result('cold-category', measured(249))])).toEqual(['truly cold requests/s ÷ ceiling']);
    expect(checkTargets([result(null, measured(1))]).map((check) => check.what)).toEqual(['p99 ÷ p50', 'failed requests']);
  });

  it('fails a truly cold scenario that was answered from memory', () => {
    const cold = result('cold-listing', { ...measured(500), cacheStates: { hit: 1, bypass: 999 } }, 10_000, { mode: 'cold' });
    expect(failedChecks([cold])).toEqual(['answers served from memory (X-Izlog-Cache: hit)']);
  });

  it('holds the live shop to a 50 ms p99, no failed order, and half its idle throughput while selling', () => {
    const idle = result('live', measured(5_000, 2, 20), 10_000, { key: 'live-0', mode: 'live', ordersPerSecond: 0 });
    const selling = (rate: number, p99 = 40, failed = 0) => result(null, measured(rate, 2, p99), 10_000, { key: 'live-10', mode: 'live', ordersPerSecond: 10, writes: writes(100, failed) });
    expect(failedChecks([idle, selling(2_500)])).toEqual([]);
    expect(failedChecks([idle, selling(2_499)])).toEqual(['requests/s ÷ scenario']);
    expect(failedChecks([idle, selling(3_000, 51)])).toEqual(['p99']);
    expect(failedChecks([idle, selling(3_000, 40, 1)])).toEqual(['failed orders']);
  });

  it('fails a p99 over ten times the p50, counting a p50 under autocannon’s 1 ms as 1 ms', () => {
    expect(failedChecks([result(null, measured(100, 20, 200))])).toEqual([]);
    expect(failedChecks([result(null, measured(100, 20, 201))])).toEqual(['p99 ÷ p50']);
    expect(failedChecks([result(null, measured(100, 0, 10))])).toEqual([]);
    expect(failedChecks([result(null, measured(100, 0, 11))])).toEqual(['p99 ÷ p50']);
  });

  it('fails a run with failed requests or none at all', () => {
    expect(failedChecks([result(null, measured(100, 10, 20, 1))])).toEqual(['failed requests']);
    expect(allMet(checkTargets([result(null, { ...measured(0), total: 0 })]))).toBe(false);
    expect(ceilingRatio(result('cached', measured(100), 0))).toBe(0);
  });
});

describe('bench:api requests', () => {
  const ids = persistedIdsByOperation();

  it('finds a persisted document for every fixed scenario, so the storefront’s GET can be sent', () => {
    for (const scenario of SCENARIOS) if (scenario.operation) expect(ids.get(scenario.operation.operationName), scenario.key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('sends an anonymous GET as the storefront does: the document id, its name, the Lang header and no tokens', () => {
    const { operation } = SCENARIOS.find((scenario) => scenario.key === 'product')!;
    const sent = wireRequest(operation!, { id: '7' }, 'get', ids, 1);
    expect(sent.path).toMatch(/^\/graphql\?documentId=sha256%3A[0-9a-f]{64}&operationName=GetProduct&variables=/);
    expect(sent.headers.lang).toBe('1');
    expect(sent.headers).not.toHaveProperty('authorization');
  });

  it('makes every request of an "answer not kept" scenario unique', () => {
    const { operation } = SCENARIOS.find((scenario) => scenario.key === 'listing-memo')!;
    for (const transport of ['get', 'post'] as const) {
      const template = withNonceVariable(operation!, operation!.variables[0]!, transport, ids);
      const sent = [fillNonce(template, 'a-1'), fillNonce(template, 'a-2')];
      expect(sent[0]).not.toEqual(sent[1]);
      const text = transport === 'get' ? decodeURIComponent(sent[0]!.path) : sent[0]!.body!;
      expect(text).toContain(`"${NONCE_VARIABLE}":"a-1"`);
    }
  });

  it('calls uncached only what runs with every cache off', () => {
    for (const scenario of SCENARIOS) expect(/uncached/.test(scenario.title), scenario.key).toBe(scenario.mode === 'cold');
  });
});

describe('bench:api report', () => {
  const sample = { at: 'before', load: [0.2, 0.3, 0.4] as [number, number, number] };
  const run = (rate: number): DatabaseRun => ({
    kind: 'pglite',
    database: 'PGlite',
    products: 10_000,
    seedSeconds: 12,
    transport: 'post',
    transportWhy: 'no GET',
    rows: [{ ...result('cached', measured(rate)), mode: 'cached', answerBytes: [{ sent: 2300, raw: 20_700 }], encoding: 'br', requestCount: 1, loadBefore: 0.2 }],
    loads: { before: sample, after: { ...sample, at: 'after' } },
    startedAt: new Date('2026-11-24T12:00:00Z'),
  });
  const render = (rate: number) => {
    const input = run(rate);
    return renderReport({ run: input, checks: checkTargets(input.rows), options: readOptions([], {}), machine: 'test machine', loadWarning: null, commit: 'abc', command: 'npm run bench:api' });
  };

  it('marks a missed target and the failed run, and says so when every target is met', () => {
    expect(render(100)).toContain('**FAILED: 1 of 3 checks missed**');
    expect(render(100)).toMatch(/\| 1\.00 % \| \*\*MISSED\*\* \|/);
    expect(render(5_000)).toContain('**Every target met.**');
    expect(render(5_000)).toContain('2.2 kB br (20.2 kB)');
  });

  it('writes 10,000 products to api-<database>.md and other counts beside it', () => {
    expect(reportFileName({ kind: 'postgres', products: 10_000 }, 10_000)).toBe('benchmarks/api-postgres.md');
    expect(reportFileName({ kind: 'pglite', products: 100_000 }, 10_000)).toBe('benchmarks/api-pglite-100000.md');
  });
});
