/**
 * One database's run. A new database with the demo shop; the real server over it with its caches as
 * configured by default: the live shop at each order rate (the shop writer placing orders from a
 * process of its own) right after the pool's answers were captured, then the cached scenarios and
 * the "answer not kept, memo warm" ones. Then that server stops, closing the database, and a second
 * one starts on the same database with every cache off for the truly cold scenarios.
 */
import { randomBytes } from 'node:crypto';
import { captureAnswers, detectTransport, type CapturedAnswer, type Data } from './capture';
import { freshDatabase } from './database';
import { describePool, buildPool, poolSize } from './live-pool';
import { formatLoad, sampleLoad } from './machine';
import { measureFixed, measurePool, type CapturedPool, type MeasureContext, type ScenarioRow } from './measure';
import type { BenchOptions, DatabaseKind } from './options';
import { BENCH_ADMIN, CACHES_OFF, startApiServer, startCeiling, startShopWriter, type ApiServer, type Ceiling, type ShopWriter } from './processes';
import { persistedIdsByOperation, type PersistedIds, type Transport } from './requests';
import { OPERATIONS, SCENARIOS, type PoolKindName } from './scenarios';
import { readStorefrontCatalog } from './storefront-catalog';
import type { WriterReady } from './shop-writer';
import { ceilingRatio, percent, type Measurement } from './targets';

export type { ScenarioRow };

export interface DatabaseRun {
  kind: DatabaseKind;
  database: string;
  products: number;
  seedSeconds: number;
  transport: Transport;
  transportWhy: string;
  rows: ScenarioRow[];
  /** The live pool's size by kind, when a pool scenario ran. */
  pool?: { size: number; described: string };
  /** What the shop writer read before the live runs. */
  writer?: WriterReady;
  loads: { before: ReturnType<typeof sampleLoad>; after: ReturnType<typeof sampleLoad> };
  startedAt: Date;
}

const POOL_PROBLEMS: Record<PoolKindName, (data: Data) => string | null> = {
  listing: (data) => (data.products ? null : 'no listing'),
  product: (data) => (data.product ? null : 'no product'),
  search: (data) => (data.searchSuggestions ? null : 'no suggestions'),
  home: OPERATIONS.home.problem,
};

/** The live pool from the shop as the storefront sees it, each request's answer captured (a few at a time). */
async function capturePool(url: string, transport: Transport, ids: PersistedIds): Promise<CapturedPool> {
  const catalog = await readStorefrontCatalog(url, transport, ids);
  const requests = buildPool(catalog, transport, ids);
  const answers = {} as Record<PoolKindName, CapturedAnswer[]>;
  for (const kind of Object.keys(requests) as PoolKindName[]) answers[kind] = await captureAnswers(url, requests[kind], POOL_PROBLEMS[kind], 4);
  return { requests, answers };
}

function logRow(log: (line: string) => void, kind: DatabaseKind, row: ScenarioRow) {
  const { server: s, ceiling: c } = row;
  const writes = row.writes
    ? `; orders ${row.writes.ordersPlaced} placed, ${row.writes.ordersFailed} failed, ${row.writes.soldOut} sold out; admin edits ${row.writes.adminEdits} (${row.writes.adminEditsFailed} failed)`
    : '';
  const states = Object.entries(s.cacheStates ?? {}).map(([state, count]) => `${state} ${count}`).join(', ');
  log(
    `${kind}: ${row.title}: ${s.requestsPerSecond.toFixed(0)} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, failed ${s.failed}; ` +
      `ceiling ${c.requestsPerSecond.toFixed(0)} req/s; ratio ${percent(ceilingRatio(row))}; cache ${states}${writes}`,
  );
  for (const failure of row.writes?.failures ?? []) log(`${kind}:   ${failure}`);
}

export async function measureDatabase(kind: DatabaseKind, options: BenchOptions, log: (line: string) => void): Promise<DatabaseRun> {
  const startedAt = new Date();
  const before = sampleLoad('before');
  const selected = SCENARIOS.filter((candidate) => !options.scenarios || options.scenarios.includes(candidate.key));
  const onCachedServer = selected.filter((scenario) => scenario.mode !== 'cold');
  const onColdServer = selected.filter((scenario) => scenario.mode === 'cold');
  const needsPool = selected.some((scenario) => scenario.pool);
  log(`${kind}: load average ${formatLoad(before)}; seeding ${options.products} products…`);
  const database = await freshDatabase(kind);
  let server: ApiServer | null = null;
  let ceiling: Ceiling | null = null;
  let writer: ShopWriter | null = null;
  const quietly = (what: string, step: Promise<void> | undefined) => step?.catch((error: unknown) => log(`${kind}: ${what} failed: ${(error as Error).message}`));
  try {
    server = await startApiServer({ products: options.products, dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const seedSeconds = server.seedSeconds;
    log(`${kind}: server ready on ${server.url} after ${seedSeconds.toFixed(1)} s`);
    ceiling = await startCeiling();
    const ids = persistedIdsByOperation();
    const { transport, why } = await detectTransport(server.url, { ...OPERATIONS.home, variables: OPERATIONS.home.variables[0]! }, ids);
    log(`${kind}: ${why}`);
    const context: MeasureContext = { serverUrl: server.url, ceiling, transport, ids, runId: randomBytes(4).toString('hex'), options, poolCeilings: new Map<string, Measurement>() };
    const rows: ScenarioRow[] = [];
    const record = (row: ScenarioRow) => {
      rows.push(row);
      logRow(log, kind, row);
    };

    let pool: CapturedPool | null = null;
    if (needsPool) {
      log(`${kind}: reading the catalogue as the storefront does and capturing the live pool's answers…`);
      const started = performance.now();
      pool = await capturePool(server.url, transport, ids);
      log(`${kind}: live pool of ${poolSize(pool.requests)} different requests (${describePool(pool.requests)}), answers captured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    if (onCachedServer.some((scenario) => (scenario.ordersPerSecond ?? 0) > 0)) {
      writer = await startShopWriter(server.url, BENCH_ADMIN);
      log(`${kind}: the shop writer signed in and read ${writer.ready.products} products in stock, ${writer.ready.lowStock} of them with less than 10`);
    }
    for (const scenario of onCachedServer) record(scenario.pool ? await measurePool(scenario, pool!, context, writer) : await measureFixed(scenario, context));
    const writerReady = writer?.ready;
    await writer?.stop();
    writer = null;

    if (onColdServer.length > 0) {
      // The cached server goes first (closing the database), then the one with every cache off starts on the same database.
      await server.stop({ keepDatabase: true });
      server = null;
      server = await startApiServer({ products: options.products, dataDir: database.dataDir, databaseUrl: database.databaseUrl, cachesOff: true });
      log(`${kind}: server with every cache off (${Object.entries(CACHES_OFF).map(([name, value]) => `${name}=${value}`).join(' ')}) ready on ${server.url}`);
      const cold = { ...context, serverUrl: server.url };
      for (const scenario of onColdServer) record(scenario.pool ? await measurePool(scenario, pool!, cold, null) : await measureFixed(scenario, cold));
    }
    return {
      kind,
      database: database.label,
      products: options.products,
      seedSeconds,
      transport,
      transportWhy: why,
      rows,
      ...(pool ? { pool: { size: poolSize(pool.requests), described: describePool(pool.requests) } } : {}),
      ...(writerReady ? { writer: writerReady } : {}),
      loads: { before, after: sampleLoad('after') },
      startedAt,
    };
  } finally {
    await quietly('stopping the shop writer', writer?.stop());
    await quietly('stopping the server under test', server?.stop());
    await quietly('stopping the ceiling', ceiling?.stop());
    await quietly('removing the database', database.drop());
  }
}
