/**
 * Issue 22's truly cold figures: the server with every cache off (no kept answer, no page, no
 * content memo) over an existing database, loaded by autocannon from a process of its own with
 * the benchmark's own requests (listing with facets, category by price, product page).
 *
 *   npx tsx scripts/bench/cold.ts --db postgres://…/name | --dir /tmp/pglite-data [--seed 10000]
 *     [--seconds 10] [--connections 16] [--rounds 2] [--only listing,category,product] [--probe]
 *
 * CPU per request (cold-cpu.ts) is what a request costs, whatever else the machine runs.
 * --probe sends each request once (to see its SQL in the database's log) instead of loading.
 *
 * The database is reused between runs (seeded once with --seed), so two versions of the code can be
 * measured one after the other on the same data.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { captureAnswers, detectTransport, send } from './api/capture';
import { runLoad, startApiServer } from './api/processes';
import { fillNonce, persistedIdsByOperation, withNonceVariable } from './api/requests';
import { OPERATIONS, type FixedOperation } from './api/scenarios';
import { cpuSoFar, serverPid } from './cold-cpu';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    dir: { type: 'string' },
    seed: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string', default: 'listing,category,product' },
    probe: { type: 'boolean', default: false },
  },
});
if (!values.db && !values.dir) throw new Error('--db postgres://… or --dir <pglite data dir>');

/** Every request carries a nonce, so nothing keyed on the request could answer it even if a cache were on. */
const ALL: Record<string, FixedOperation> = { listing: OPERATIONS.listing, category: OPERATIONS.category, product: OPERATIONS.product };

const server = await startApiServer({ products: Number(values.seed), dataDir: values.dir ?? '/tmp/izlog-bench-cold-unused', databaseUrl: values.db ?? null, cachesOff: true });
try {
  const ids = persistedIdsByOperation();
  const home = OPERATIONS.home;
  const { transport } = await detectTransport(server.url, { ...home, variables: home.variables[0]! }, ids);
  const run = randomBytes(3).toString('hex');
  const connections = Number(values.connections);
  const pid = serverPid();
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const key of values.only.split(',')) {
      const operation = ALL[key]!;
      const requests = operation.variables.map((variables) => withNonceVariable(operation, variables, transport, ids));
      await captureAnswers(server.url, requests.map((request) => fillNonce(request, `${run}-${key}-check`)), operation.problem);
      if (values.probe) continue;
      await runLoad({ url: server.url, requests, connections, seconds: 2, noncePrefix: `${run}-${round}-${key}-warm` });
      const before = await cpuSoFar(pid, values.db ?? null);
      const result = await runLoad({ url: server.url, requests, connections, seconds: Number(values.seconds), noncePrefix: `${run}-${round}-${key}` });
      await send(server.url, fillNonce(requests[0]!, `${run}-${round}-${key}-settle`));
      const after = await cpuSoFar(pid, values.db ?? null);
      const perRequest = (ms: number) => (ms / Math.max(1, result.total)).toFixed(2);
      const load = (await import('node:os')).loadavg()[0]!.toFixed(2);
      console.log(
        `${values.db ? 'postgres' : 'pglite'} round ${round} ${key}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, failed ${result.failed}; CPU per request: server ${perRequest(after.server - before.server)} ms, database ${perRequest(after.database - before.database)} ms (load ${load})`,
      );
    }
  }
} finally {
  await server.stop();
}
