/**
 * One scenario measured: its answers captured from the server under test and handed to the
 * ceiling, then the ceiling and the server loaded in turn by the same load generator, each warmed
 * up first. A pool scenario's ceiling sends each pooled GET its own captured answer; it is measured
 * once per mix of kinds and database, and shared by the scenarios drawing the same mix.
 */
import { captureAnswers, decodedBody, encodingOf, header, send, type CapturedAnswer } from './capture';
import type { LoadJob, PoolKind } from './load-generator';
import { sampleLoad } from './machine';
import type { BenchOptions } from './options';
import { runLoad, type Ceiling, type ShopWriter } from './processes';
import { fillNonce, wireKey, wireRequest, withNonceVariable, type PersistedIds, type Transport, type WireRequest } from './requests';
import type { Mode, PoolKindName, Scenario } from './scenarios';
import type { WriterReport } from './shop-writer';
import { poolKinds } from './live-pool';
import type { Measurement, ScenarioResult } from './targets';

export interface ScenarioRow extends ScenarioResult {
  mode: Mode;
  /** Bytes of each answer as sent (compressed when it was) and before compression, and its encoding. */
  answerBytes: { sent: number; raw: number }[];
  encoding: string;
  /** Different requests the scenario sends. */
  requestCount: number;
  /** The 1-minute load average when the scenario began. */
  loadBefore: number;
}

/** The live pool's requests by kind, with the answers the server with its caches gave them (in the same order). */
export interface CapturedPool {
  requests: Record<PoolKindName, WireRequest[]>;
  answers: Record<PoolKindName, CapturedAnswer[]>;
}

export interface MeasureContext {
  serverUrl: string;
  ceiling: Ceiling;
  transport: Transport;
  ids: PersistedIds;
  runId: string;
  options: BenchOptions;
  /** Ceiling measurements of pool mixes already made on this database, by mix. */
  poolCeilings: Map<string, Measurement>;
}

/**
 * When a load run ends, the server is still working on the requests it had accepted (up to one per
 * connection), which the next run would otherwise share the CPU with: one more request, queued
 * behind them, answers once they are done.
 */
const settle = (url: string, request: WireRequest, nonce: string) => send(url, fillNonce(request, nonce));

/** Warm-up, settle, the measured load, then `afterLoad` (the live shop's writes stop there), then settle. */
async function measure(job: Omit<LoadJob, 'seconds' | 'noncePrefix'>, options: BenchOptions, noncePrefix: string, afterLoad?: () => Promise<void>): Promise<Measurement> {
  const first = job.requests?.[0] ?? job.pool!.find((kind) => kind.requests.length > 0)!.requests[0]!;
  await runLoad({ ...job, seconds: options.warmupSeconds, noncePrefix: `${noncePrefix}-warm` });
  await settle(job.url, first, `${noncePrefix}-warm-settle`);
  const result = await runLoad({ ...job, seconds: options.seconds, noncePrefix });
  await afterLoad?.();
  await settle(job.url, first, `${noncePrefix}-settle`);
  return result;
}

const sizes = (answers: readonly CapturedAnswer[]) => answers.map((answer) => ({ sent: answer.body.length, raw: decodedBody(answer).length }));

/** Throws when a truly cold scenario's answer came from memory. */
function checkCold(scenario: Scenario, answers: readonly CapturedAnswer[]) {
  if (scenario.mode !== 'cold') return;
  const hit = answers.find((answer) => header(answer, 'x-izlog-cache') === 'hit');
  if (hit) throw new Error(`${scenario.title}: the server with every cache off answered from memory (X-Izlog-Cache: hit)`);
}

/** A scenario that sends the same requests in turn: cached, answer not kept (a nonce), or truly cold. */
export async function measureFixed(scenario: Scenario, context: MeasureContext): Promise<ScenarioRow> {
  const { serverUrl, ceiling, transport, ids, runId, options } = context;
  const operation = scenario.operation!;
  const loadBefore = sampleLoad('scenario').load[0];
  const nonce = scenario.mode === 'memo';
  const requests = operation.variables.map((variables) => (nonce ? withNonceVariable(operation, variables, transport, ids) : wireRequest(operation, variables, transport, ids)));
  const answers = await captureAnswers(
    serverUrl,
    requests.map((request) => fillNonce(request, `${runId}-${scenario.key}-capture`)),
    operation.problem,
  );
  checkCold(scenario, answers);
  await ceiling.serve(answers.map((answer, index) => ({ ...answer, key: nonce ? null : wireKey(requests[index]!) })));
  const ceilingResult = await measure({ url: ceiling.url, requests, connections: options.connections }, options, `${runId}-${scenario.key}-ceiling`);
  const server = await measure({ url: serverUrl, requests, connections: options.connections }, options, `${runId}-${scenario.key}-server`);
  return { key: scenario.key, title: scenario.title, mode: scenario.mode, target: scenario.target, server, ceiling: ceilingResult, answerBytes: sizes(answers), encoding: encodingOf(answers[0]!), requestCount: requests.length, loadBefore };
}

/** The pool's ceiling for this mix of kinds, measured the first time it is asked for on this database. */
async function poolCeiling(kinds: readonly PoolKindName[], pool: CapturedPool, jobPool: PoolKind[], context: MeasureContext): Promise<Measurement> {
  const mix = kinds.join('+');
  const known = context.poolCeilings.get(mix);
  if (known) return known;
  const answers = kinds.flatMap((kind) => pool.answers[kind].map((answer, index) => ({ ...answer, key: wireKey(pool.requests[kind][index]!) })));
  await context.ceiling.serve(answers);
  const measured = await measure({ url: context.ceiling.url, pool: jobPool, connections: context.options.connections }, context.options, `${context.runId}-${mix}-ceiling`);
  context.poolCeilings.set(mix, measured);
  return measured;
}

/**
 * A scenario drawing at random from the live pool; a live one with `writer` placing orders at the
 * scenario's rate (and an admin edit every 10 s with any orders) through its warm-up and measured seconds.
 */
export async function measurePool(scenario: Scenario, pool: CapturedPool, context: MeasureContext, writer: ShopWriter | null): Promise<ScenarioRow> {
  const kinds = scenario.pool!;
  const loadBefore = sampleLoad('scenario').load[0];
  const jobPool = poolKinds(pool.requests, kinds);
  const ceiling = await poolCeiling(kinds, pool, jobPool, context);
  const rate = scenario.ordersPerSecond ?? 0;
  if (writer) await writer.rate(rate, 10);
  let writes: WriterReport | undefined;
  const stopWrites = async () => {
    if (writer) writes = await writer.report();
  };
  const server = await measure({ url: context.serverUrl, pool: jobPool, connections: context.options.connections }, context.options, `${context.runId}-${scenario.key}-server`, stopWrites);
  const answers = kinds.flatMap((kind) => pool.answers[kind]);
  return {
    key: scenario.key,
    title: scenario.title,
    mode: scenario.mode,
    target: scenario.target,
    server,
    ceiling,
    ...(scenario.mode === 'live' ? { ordersPerSecond: rate } : {}),
    ...(writes ? { writes } : {}),
    answerBytes: sizes(answers),
    encoding: encodingOf(answers[0]!),
    requestCount: answers.length,
    loadBefore,
  };
}
