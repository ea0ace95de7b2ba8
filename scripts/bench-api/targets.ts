/**
 * What the API must reach (issue 12 §5), as ratios to the ceiling measured in the same run: a bare
 * node:http server sending the same bytes, loaded by the same load generator on the same machine.
 */

/** `cached`: a public answer the storefront repeats; `uncached`: a listing with facets or a search the cache misses. */
export type TargetKind = 'cached' | 'uncached';

export const TARGETS = {
  /** Requests/s of the server over the ceiling's, at least. */
  ratioMin: { cached: 0.25, uncached: 0.05 } satisfies Record<TargetKind, number>,
  /** p99 over p50 under the run's connections, at most: no queueing collapse. */
  p99OverP50Max: 10,
} as const;

/** autocannon records latencies in whole milliseconds: a p50 below 1 ms counts as 1. */
export const LATENCY_RESOLUTION_MS = 1;

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, connection errors and time-outs. */
  failed: number;
  total: number;
}

export interface ScenarioResult {
  key: string;
  title: string;
  target: TargetKind | null;
  server: Measurement;
  ceiling: Measurement;
}

export interface Check {
  scenario: string;
  what: string;
  target: string;
  value: string;
  met: boolean;
}

/** The server's requests/s as a share of the ceiling's; 0 when the ceiling answered nothing. */
export function ceilingRatio(result: Pick<ScenarioResult, 'server' | 'ceiling'>): number {
  return result.ceiling.requestsPerSecond > 0 ? result.server.requestsPerSecond / result.ceiling.requestsPerSecond : 0;
}

export function tailRatio(measurement: Pick<Measurement, 'p50Ms' | 'p99Ms'>): number {
  return measurement.p99Ms / Math.max(measurement.p50Ms, LATENCY_RESOLUTION_MS);
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;

/** Every target of every scenario, met or not; a run fails when any is not met. */
export function checkTargets(results: readonly ScenarioResult[]): Check[] {
  const checks: Check[] = [];
  for (const result of results) {
    const { server } = result;
    if (result.target !== null) {
      const min = TARGETS.ratioMin[result.target];
      const ratio = ceilingRatio(result);
      checks.push({ scenario: result.title, what: `${result.target} requests/s ÷ ceiling`, target: `≥ ${percent(min)}`, value: percent(ratio), met: ratio >= min });
    }
    const tail = tailRatio(server);
    checks.push({
      scenario: result.title,
      what: 'p99 ÷ p50',
      target: `≤ ${TARGETS.p99OverP50Max}×`,
      value: `${tail.toFixed(1)}× (${server.p99Ms} / ${server.p50Ms} ms)`,
      met: server.total > 0 && tail <= TARGETS.p99OverP50Max,
    });
    checks.push({ scenario: result.title, what: 'failed requests', target: '0', value: `${server.failed} of ${server.total}`, met: server.failed === 0 && server.total > 0 });
  }
  return checks;
}

export const allMet = (checks: readonly Check[]) => checks.every((check) => check.met);
