/**
 * What the API must reach (issue 12 §5, issue 22 §4), as ratios measured in the same run: to the
 * ceiling (a bare node:http server sending the same bytes, loaded by the same load generator on the
 * same machine), and the live shop selling to the live shop idle.
 */
import type { WriterReport } from './shop-writer';

/**
 * `cached`: a public answer the storefront repeats; `live`: the live shop's pool with no orders;
 * `cold-listing`, `cold-category`: the shop listing with facets and the category listing by price,
 * truly cold (every cache off).
 */
export type TargetKind = 'cached' | 'live' | 'cold-listing' | 'cold-category';

export const TARGETS = {
  /** Requests/s of the server over the ceiling's, at least. */
  ratioMin: { cached: 0.25, live: 0.25, 'cold-listing': 0.025, 'cold-category': 0.025 } satisfies Record<TargetKind, number>,
  /** The live shop at 10 orders/s over the live shop at 0 orders/s, at least. */
  sellingOverIdleMin: 0.5,
  /** The live shop's p99 at every order rate, at most. */
  liveP99MaxMs: 50,
  /** p99 over p50 of the other scenarios under the run's connections, at most: no queueing collapse. */
  p99OverP50Max: 10,
} as const;

/** The scenario keys whose ratio is the live shop selling over idle. */
export const SELLING_KEY = 'live-10';
export const IDLE_KEY = 'live-0';

/** autocannon records latencies in whole milliseconds: a p50 below 1 ms counts as 1. */
export const LATENCY_RESOLUTION_MS = 1;

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, connection errors and time-outs. */
  failed: number;
  total: number;
  /** Answers by their X-Izlog-Cache header (hit, miss, bypass; 'none' without one). */
  cacheStates?: Record<string, number>;
}

export interface ScenarioResult {
  key: string;
  title: string;
  mode?: 'cached' | 'memo' | 'live' | 'cold';
  target: TargetKind | null;
  server: Measurement;
  ceiling: Measurement;
  /** Orders per second asked of the shop writer, for a live scenario. */
  ordersPerSecond?: number;
  /** What the shop writer did during the scenario (warm-up and measured seconds). */
  writes?: WriterReport;
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

const TARGET_NAMES: Record<TargetKind, string> = {
  cached: 'cached requests/s ÷ ceiling',
  live: 'live shop requests/s ÷ ceiling',
  'cold-listing': 'truly cold requests/s ÷ ceiling',
  'cold-category': 'truly cold requests/s ÷ ceiling',
};

function latencyCheck(result: ScenarioResult): Check {
  const { server } = result;
  const none = 'no answer within the measured seconds';
  if (result.mode === 'live') {
    return { scenario: result.title, what: 'p99', target: `≤ ${TARGETS.liveP99MaxMs} ms`, value: server.total > 0 ? `${server.p99Ms} ms` : none, met: server.total > 0 && server.p99Ms <= TARGETS.liveP99MaxMs };
  }
  const tail = tailRatio(server);
  return {
    scenario: result.title,
    what: 'p99 ÷ p50',
    target: `≤ ${TARGETS.p99OverP50Max}×`,
    value: server.total > 0 ? `${tail.toFixed(1)}× (${server.p99Ms} / ${server.p50Ms} ms)` : none,
    met: server.total > 0 && tail <= TARGETS.p99OverP50Max,
  };
}

/** Every target of every scenario, met or not; a run fails when any is not met. */
export function checkTargets(results: readonly ScenarioResult[]): Check[] {
  const checks: Check[] = [];
  for (const result of results) {
    const { server } = result;
    if (result.target !== null) {
      const min = TARGETS.ratioMin[result.target];
      const ratio = ceilingRatio(result);
      checks.push({ scenario: result.title, what: TARGET_NAMES[result.target], target: `≥ ${percent(min)}`, value: percent(ratio), met: ratio >= min });
    }
    checks.push(latencyCheck(result));
    checks.push({ scenario: result.title, what: 'failed requests', target: '0', value: `${server.failed} of ${server.total}`, met: server.failed === 0 && server.total > 0 });
    if (result.mode === 'cold') {
      const hits = server.cacheStates?.hit ?? 0;
      checks.push({ scenario: result.title, what: 'answers served from memory (X-Izlog-Cache: hit)', target: '0', value: `${hits} of ${server.total}`, met: hits === 0 && server.total > 0 });
    }
    const writes = result.writes;
    if (result.mode === 'live' && (result.ordersPerSecond ?? 0) > 0) {
      const placed = writes?.ordersPlaced ?? 0;
      const failed = writes?.ordersFailed ?? 0;
      checks.push({ scenario: result.title, what: 'failed orders', target: '0', value: `${failed} of ${placed + failed}`, met: writes !== undefined && failed === 0 && placed > 0 });
      const edits = writes?.adminEdits ?? 0;
      const editsFailed = writes?.adminEditsFailed ?? 0;
      checks.push({ scenario: result.title, what: 'failed admin edits', target: '0', value: `${editsFailed} of ${edits + editsFailed}`, met: writes !== undefined && editsFailed === 0 });
    }
  }
  const idle = results.find((result) => result.key === IDLE_KEY);
  const selling = results.find((result) => result.key === SELLING_KEY);
  if (idle && selling) {
    const ratio = idle.server.requestsPerSecond > 0 ? selling.server.requestsPerSecond / idle.server.requestsPerSecond : 0;
    checks.push({
      scenario: selling.title,
      what: `requests/s ÷ ${idle.title}`,
      target: `≥ ${percent(TARGETS.sellingOverIdleMin)}`,
      value: `${percent(ratio)} (${Math.round(selling.server.requestsPerSecond)} / ${Math.round(idle.server.requestsPerSecond)})`,
      met: ratio >= TARGETS.sellingOverIdleMin,
    });
  }
  return checks;
}

export const allMet = (checks: readonly Check[]) => checks.length > 0 && checks.every((check) => check.met);
