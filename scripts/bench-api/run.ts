/**
 * One database's run: a new database with the catalogue, the server under test, the ceiling, and
 * for each scenario its answers captured from the server, then the ceiling and the server loaded
 * in turn by the same load generator, each warmed up first.
 */
import { randomBytes } from 'node:crypto';
import { captureAnswers, decodedBody, detectTransport, encodingOf, send } from './capture';
import { freshDatabase } from './database';
import type { LoadJob } from './load-generator';
import { formatLoad, sampleLoad } from './machine';
import type { BenchOptions, DatabaseKind } from './options';
import { runLoad, startApiServer, startCeiling, type Ceiling } from './processes';
import { fillNonce, persistedIdsByOperation, scenarioRequests, type PersistedIds, type Transport } from './requests';
import { SCENARIOS, type Mode, type Scenario } from './scenarios';
import { ceilingRatio, percent, type Measurement, type ScenarioResult } from './targets';

export interface ScenarioRow extends ScenarioResult {
  mode: Mode;
  /** Bytes of each answer as sent (compressed when it was) and before compression, and its encoding. */
  answerBytes: { sent: number; raw: number }[];
  encoding: string;
  /** The 1-minute load average when the scenario began. */
  loadBefore: number;
}

export interface DatabaseRun {
  kind: DatabaseKind;
  database: string;
  products: number;
  seedSeconds: number;
  transport: Transport;
  transportWhy: string;
  rows: ScenarioRow[];
  loads: { before: ReturnType<typeof sampleLoad>; after: ReturnType<typeof sampleLoad> };
  startedAt: Date;
}

/**
 * When a load run ends, the server is still working on the requests it had accepted (up to one per
 * connection), which the next run would otherwise share the CPU with: one more request, queued
 * behind them, answers once they are done.
 */
const settle = (job: Pick<LoadJob, 'url' | 'requests'>, nonce: string) => send(job.url, fillNonce(job.requests[0]!, nonce));

async function measure(job: Omit<LoadJob, 'seconds' | 'noncePrefix'>, options: BenchOptions, noncePrefix: string): Promise<Measurement> {
  await runLoad({ ...job, seconds: options.warmupSeconds, noncePrefix: `${noncePrefix}-warm` });
  await settle(job, `${noncePrefix}-warm-settle`);
  const result = await runLoad({ ...job, seconds: options.seconds, noncePrefix });
  await settle(job, `${noncePrefix}-settle`);
  return result;
}

async function measureScenario(scenario: Scenario, context: { serverUrl: string; ceiling: Ceiling; transport: Transport; ids: PersistedIds; runId: string }, options: BenchOptions): Promise<ScenarioRow> {
  const { serverUrl, ceiling, transport, runId, ids } = context;
  const loadBefore = sampleLoad('scenario').load[0];
  const answers = await captureAnswers(serverUrl, scenario, transport, ids, `${runId}-${scenario.key}-capture`);
  await ceiling.serve(answers);
  const requests = scenarioRequests(scenario, transport, ids);
  const ceilingResult = await measure({ url: ceiling.url, requests, connections: options.connections }, options, `${runId}-${scenario.key}-ceiling`);
  const server = await measure({ url: serverUrl, requests, connections: options.connections }, options, `${runId}-${scenario.key}-server`);
  return {
    key: scenario.key,
    title: scenario.title,
    mode: scenario.mode,
    target: scenario.target,
    server,
    ceiling: ceilingResult,
    answerBytes: answers.map((answer) => ({ sent: answer.body.length, raw: decodedBody(answer).length })),
    encoding: encodingOf(answers[0]!),
    loadBefore,
  };
}

export async function measureDatabase(kind: DatabaseKind, options: BenchOptions, log: (line: string) => void): Promise<DatabaseRun> {
  const startedAt = new Date();
  const before = sampleLoad('before');
  log(`${kind}: load average ${formatLoad(before)}; seeding ${options.products} products…`);
  const database = await freshDatabase(kind);
  const cleanup: (() => Promise<void>)[] = [() => database.drop()];
  try {
    const server = await startApiServer({ products: options.products, dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    cleanup.unshift(() => server.stop());
    log(`${kind}: server ready on ${server.url} after ${server.seedSeconds.toFixed(1)} s`);
    const ceiling = await startCeiling();
    cleanup.unshift(() => ceiling.stop());
    const probe = SCENARIOS.find((scenario) => scenario.key === 'home')!;
    const ids = persistedIdsByOperation();
    const { transport, why } = await detectTransport(server.url, probe, ids);
    log(`${kind}: ${why}`);
    const runId = randomBytes(4).toString('hex');
    const rows: ScenarioRow[] = [];
    for (const scenario of SCENARIOS.filter((candidate) => !options.scenarios || options.scenarios.includes(candidate.key))) {
      const row = await measureScenario(scenario, { serverUrl: server.url, ceiling, transport, ids, runId }, options);
      rows.push(row);
      const { server: s, ceiling: c } = row;
      log(
        `${kind}: ${scenario.title}: ${s.requestsPerSecond.toFixed(0)} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, failed ${s.failed}; ` +
          `ceiling ${c.requestsPerSecond.toFixed(0)} req/s; ratio ${percent(ceilingRatio(row))}`,
      );
    }
    return { kind, database: database.label, products: options.products, seedSeconds: server.seedSeconds, transport, transportWhy: why, rows, loads: { before, after: sampleLoad('after') }, startedAt };
  } finally {
    for (const step of cleanup) await step().catch((error: unknown) => log(`${kind}: cleaning up failed: ${(error as Error).message}`));
  }
}
