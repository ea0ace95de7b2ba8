import { describe, expect, it } from 'vitest';
import { NONCE_TOKEN, NONCE_VARIABLE, fillNonce, persistedIdsByOperation, scenarioRequests } from '../../../scripts/bench-api/requests';
import { SCENARIOS } from '../../../scripts/bench-api/scenarios';
import { allMet, ceilingRatio, checkTargets, type Measurement, type ScenarioResult } from '../../../scripts/bench-api/targets';

const measured = (requestsPerSecond: number, p50Ms = 10, p99Ms = 50, failed = 0): Measurement => ({ requestsPerSecond, p50Ms, p99Ms, failed, total: 1000 });
const result = (target: ScenarioResult['target'], server: Measurement, ceilingRate = 10_000): ScenarioResult => ({
  key: 'k',
  title: 'scenario',
  target,
  server,
  ceiling: measured(ceilingRate, 1, 3),
});
const failedChecks = (results: ScenarioResult[]) => checkTargets(results).filter((check) => !check.met).map((check) => check.what);

describe('bench:api targets', () => {
  it('holds a cached answer to 25 % of its ceiling and an uncached one to 5 %', () => {
    expect(failedChecks([result('cached', measured(2_500))])).toEqual([]);
    expect(failedChecks([result('cached', measured(2_499))])).toEqual(['cached requests/s ÷ ceiling']);
    expect(failedChecks([result('uncached', measured(500))])).toEqual([]);
    expect(failedChecks([result('uncached', measured(499))])).toEqual(['uncached requests/s ÷ ceiling']);
    expect(checkTargets([result(null, measured(1))]).map((check) => check.what)).toEqual(['p99 ÷ p50', 'failed requests']);
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

  it('finds a persisted document for every scenario, so the storefront’s GET can be sent', () => {
    for (const scenario of SCENARIOS) expect(ids.get(scenario.operationName), scenario.operationName).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('repeats a cached request byte for byte and makes every cold one unique', () => {
    const cached = SCENARIOS.find((scenario) => scenario.key === 'listing-cached')!;
    const cold = SCENARIOS.find((scenario) => scenario.key === 'listing-cold')!;
    for (const transport of ['get', 'post'] as const) {
      const [repeated] = scenarioRequests(cached, transport, ids);
      expect(JSON.stringify(repeated)).not.toContain(NONCE_TOKEN);
      const [template] = scenarioRequests(cold, transport, ids);
      const sent = [fillNonce(template!, 'a-1'), fillNonce(template!, 'a-2')];
      expect(sent[0]).not.toEqual(sent[1]);
      const text = transport === 'get' ? decodeURIComponent(sent[0]!.path) : sent[0]!.body!;
      expect(text).toContain(`"${NONCE_VARIABLE}":"a-1"`);
    }
  });
});
