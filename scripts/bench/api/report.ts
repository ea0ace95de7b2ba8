/** benchmarks/api-<database>.md: the targets met or missed, each scenario beside its ceiling, the live shop's writes, the machine and how to reproduce. */
import { formatLoad } from './machine';
import type { BenchOptions } from './options';
import { CACHES_OFF } from './processes';
import { NONCE_VARIABLE } from './requests';
import type { DatabaseRun, ScenarioRow } from './run';
import { POOL_WEIGHTS } from './live-pool';
import { IDLE_KEY, TARGETS, ceilingRatio, percent, type Check } from './targets';

export interface ReportInput {
  run: DatabaseRun;
  checks: Check[];
  options: BenchOptions;
  machine: string;
  /** Set when the machine was busy before the run: the numbers are then marked. */
  loadWarning: string | null;
  commit: string;
  command: string;
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);
/** An answer's size as sent, and before compression when it was compressed: the range when a scenario's answers differ. */
function answerSize(row: ScenarioRow): string {
  const range = (sizes: number[]) => {
    const [min, max] = [Math.min(...sizes), Math.max(...sizes)];
    return min === max ? kb(min) : `${kb(min)}–${kb(max)}`;
  };
  const sent = range(row.answerBytes.map((size) => size.sent));
  return row.encoding === 'identity' ? sent : `${sent} ${row.encoding} (${range(row.answerBytes.map((size) => size.raw))})`;
}
/** X-Izlog-Cache's values (docs/server.md), from memory first; 'none' for an answer without the header. */
const CACHE_STATES = ['hit', 'stale', 'remade', 'miss', 'bypass', 'none'];
const cacheStates = (row: ScenarioRow) => {
  const states = row.server.cacheStates ?? {};
  const total = Object.values(states).reduce((sum, count) => sum + count, 0);
  if (total === 0) return '–';
  // Every state the answers named, the known ones in this order.
  const named = [...new Set([...CACHE_STATES, ...Object.keys(states)])];
  return named.filter((state) => states[state]).map((state) => `${state} ${percent(states[state]! / total)}`).join(', ');
};

export function reportFileName(run: Pick<DatabaseRun, 'kind' | 'products'>, defaultProducts: number): string {
  return `benchmarks/api-${run.kind}${run.products === defaultProducts ? '' : `-${run.products}`}.md`;
}

function verdict(checks: readonly Check[]): string {
  const missed = checks.filter((check) => !check.met);
  if (checks.length > 0 && missed.length === 0) return '**Every target met.**';
  return `**FAILED: ${missed.length} of ${checks.length} checks missed** (marked **MISSED** below); \`npm run bench:api\` exits with status 1.`;
}

function targetsSection({ checks }: ReportInput): string {
  const rows = checks.map((check) => `| ${check.scenario} | ${check.what} | ${check.target} | ${check.value} | ${check.met ? 'met' : '**MISSED**'} |`);
  const min = TARGETS.ratioMin;
  return `## Targets

Issue 22 §4 and issue 12 §5, as ratios measured in the same run. Live shop: at 10 orders/s ≥ ${percent(TARGETS.sellingOverIdleMin)} of its
own requests/s at 0 orders/s; p99 ≤ ${TARGETS.liveP99MaxMs} ms at every order rate; no failed request, order or admin edit; at 0 orders/s
≥ ${percent(min.live)} of the ceiling. Truly cold (uncached) shop listing with facets ≥ ${percent(min['cold-listing'])} and category listing by price
≥ ${percent(min['cold-category'])} of the ceiling, with no answer served from memory. Cached answers ≥ ${percent(min.cached)} of the ceiling. Every
other scenario: p99 ≤ ${TARGETS.p99OverP50Max}× p50 (no queueing collapse) and no failed request. ${verdict(checks)}

| scenario | check | target | value | |
|---|---|---|---|---|
${rows.join('\n')}`;
}

function resultsSection({ run, options, loadWarning }: ReportInput): string {
  const rows = run.rows.map((row) => {
    const { server, ceiling } = row;
    const where = row.mode === 'cold' ? 'caches off' : 'caches on';
    return `| ${row.title} | ${where} | ${row.requestCount.toLocaleString('en-US')} | ${rate(server.requestsPerSecond)} | ${server.p50Ms} | ${server.p99Ms} | ${rate(ceiling.requestsPerSecond)} | ${ceiling.p50Ms} / ${ceiling.p99Ms} | **${percent(ceilingRatio(row))}** | ${answerSize(row)} | ${server.failed} of ${server.total.toLocaleString('en-US')} | ${cacheStates(row)} | ${row.loadBefore.toFixed(2)} |`;
  });
  return `## Results${loadWarning ? ' (measured under load)' : ''}

${options.connections} connections, ${options.seconds} s measured per scenario and target after ${options.warmupSeconds} s of warm-up.
Requests/s is autocannon's mean per second; latencies in ms (autocannon's resolution is 1 ms). Ceiling: the bare
\`node:http\` server sending this scenario's captured answers, loaded the same way (a pool's ceiling once per mix of kinds).
"cache" is the share of the server's answers by their \`X-Izlog-Cache\` header: hit (from memory), stale (the previous answer
from memory while another request makes it again, at most 2 s after a write), remade (a listing made again from its kept rest
with its facets computed anew), miss (computed whole, then kept), bypass (computed, not kept).

| scenario | server | different requests | requests/s | p50 | p99 | ceiling requests/s | ceiling p50 / p99 | ratio | answer | failed | cache | load |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

"load" is the 1-minute load average as the scenario began (the previous scenario's load included).`;
}

function liveSection({ run }: ReportInput): string {
  const live = run.rows.filter((row) => row.mode === 'live');
  if (live.length === 0) return '';
  const idle = run.rows.find((row) => row.key === IDLE_KEY);
  const rows = live.map((row) => {
    const w = row.writes;
    const overIdle = idle && idle.server.requestsPerSecond > 0 ? percent(row.server.requestsPerSecond / idle.server.requestsPerSecond) : '–';
    const orders = w && (row.ordersPerSecond ?? 0) > 0 ? `${w.ordersPlaced} | ${w.ordersFailed} | ${w.soldOut} | ${w.orderP50Ms} / ${w.orderP99Ms} | ${w.adminEdits} | ${w.adminEditsFailed}` : '0 | 0 | 0 | – | 0 | 0';
    return `| ${row.ordersPerSecond ?? 0} | ${rate(row.server.requestsPerSecond)} | ${overIdle} | ${row.server.p50Ms} | ${row.server.p99Ms} | ${orders} | ${cacheStates(row)} |`;
  });
  const failures = live.flatMap((row) => (row.writes?.failures ?? []).map((failure) => `- ${row.title}: ${failure}`));
  const writer = run.writer ? `The shop writer read ${run.writer.products.toLocaleString('en-US')} products in stock before the first live run, ${run.writer.lowStock.toLocaleString('en-US')} of them with fewer than 10 units.` : '';
  return `## Live shop

Orders and admin edits are counted over the scenario's warm-up and measured seconds; sold out: products the orders emptied.
${writer}

| orders/s | requests/s | ÷ 0 orders/s | p50 | p99 | orders placed | failed orders | sold out | order p50 / p99 ms | admin edits | failed edits | cache |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${failures.length ? `\nFirst failures:\n\n${failures.join('\n')}\n` : ''}`;
}

function methodSection({ run }: ReportInput): string {
  const how =
    run.transport === 'get'
      ? 'a GET naming the persisted document (`GET /graphql?documentId=sha256:…&operationName=…&variables=…`) with only the `Lang` header, as the storefront sends an anonymous visitor\'s public queries'
      : 'a POST with the query text, as the storefront sends today';
  const weights = Object.entries(POOL_WEIGHTS).map(([kind, weight]) => `${kind} ${weight} %`).join(', ');
  return `## What is measured

- **Server under test**: \`npm start\`'s server (\`startServer\`, \`NODE_ENV=production\`) in a process of its own, over
  ${run.database}, the demo shop with ${run.products.toLocaleString('en-US')} products (seeded in ${run.seedSeconds.toFixed(1)} s). "caches on": as configured by
  default. "caches off": a second server started on the same database afterwards with ${Object.entries(CACHES_OFF).map(([name, value]) => `\`${name}=${value}\``).join(', ')}:
  no kept answer, no rendered page, no content memo, so every answer is computed from the database (checked: no answer says \`X-Izlog-Cache: hit\`).
- **Load generator**: autocannon in another process; the benchmark's own process only orchestrates.
- **Ceiling**: a bare \`node:http\` server, a third process, answering each request with the exact status, headers and body
  bytes (compressed as they were) the real server gave for it, reading each request's body first.
- **Requests**: what the storefront's transport sends, as ${how}: ${run.transportWhy}.
- **Cached** scenarios repeat the same requests (search as you type sends its prefixes in turn), as shoppers do.
  **Answer not kept, memo warm** ones add a variable the operation does not declare (\`${NONCE_VARIABLE}\`), unique to every
  request, so no kept answer matches; the content memo still serves the listing's rows from memory, so they are not uncached.
  **Truly cold (uncached)** ones run on the server with every cache off.
- **Live shop**: a pool of ${run.pool ? `${run.pool.size.toLocaleString('en-US')} different requests (${run.pool.described})` : 'different requests'}, built as the
  storefront's screens build them from the shop read through the server in both languages: listings (\`listingVariables\`
  over \`parseShopQuery(formatShopQuery(…))\`) of the whole shop, every category by its slug path, with the public sorts,
  pages 1–3, a brand or a filter value from the listing's own facets, and brand shops; product pages (\`GetProduct\` by the
  id the address carries) of listed products; search as you type (\`SearchSuggestions\` for each prefix of words of product
  and brand names); the home page (\`GetPage home\`). Each request of each connection is drawn at random (${weights}),
  so connections never move in lockstep. Drawing and building every request costs the load generator more than
  repeating one prebuilt request, so a pool's ceiling is lower than a single request's (on two cores it is likely bound
  by the load generator): the server pays the same cost in its own measurement, but a pool's ratio is generous.
- **Orders** come from a fourth process, the shop writer: anonymous shoppers' checkouts sent as checkout sends them
  (\`CreateOrder\` with \`createOrderVariables\`, a POST), at a steady rate; a tenth take 1–3 units of one of the few products
  with fewer than 10 units, so some sell out; the rest take a random product in stock. The writer reads the inventory as the
  admin's product list does and keeps each product's stock as its orders take it, so it never orders what it knows is sold
  out: a failed order is a failure of the server. With any orders, an administrator (signed in by \`AdminLogin\`, created by
  \`ADMIN_EMAIL\`/\`ADMIN_PASSWORD\`) opens a random product every 10 s and saves it one dinar dearer, as the admin's product form
  does (\`GetAdminProduct\`, \`UpsertProduct\`). At 0 orders/s nothing is written.`;
}

function machineSection({ run, machine, loadWarning, commit }: ReportInput): string {
  return `## Machine

- ${machine}
- load average (1 / 5 / 15 min): ${formatLoad(run.loads.before)}; ${formatLoad(run.loads.after)}
- measured ${run.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC on commit ${commit}
${loadWarning ? `\n> **Measured under load**: ${loadWarning}.\n` : ''}`;
}

function reproduceSection({ command }: ReportInput): string {
  return `## Reproduce

\`\`\`sh
${command}
\`\`\`

\`--db pglite|postgres|both\` (default both; PostgreSQL: the server at \`TEST_DATABASE_URL\`, else \`DATABASE_URL\`, else
\`postgres://postgres@127.0.0.1:5432/test\`, on which a new database is created and dropped after), \`--products N\` (default 10000; 100000 writes
\`api-<db>-100000.md\`), \`--seconds S\` (default 10), \`--connections C\` (default 50), \`--scenarios KEY,…\`; or \`BENCH_DB\`,
\`BENCH_PRODUCTS\`, \`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`, \`BENCH_SCENARIOS\`. Run it on a quiet machine: it takes about
30 s per scenario and keeps two cores busy. It exits with status 1 when a target is missed.`;
}

export function renderReport(input: ReportInput): string {
  const { run } = input;
  const name = run.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    `# API benchmark: ${name}, ${run.products.toLocaleString('en-US')} products\n\nWritten by \`npm run bench:api\` (scripts/bench/api.ts).`,
    targetsSection(input),
    resultsSection(input),
    liveSection(input),
    methodSection(input),
    machineSection(input),
    reproduceSection(input),
  ]
    .filter(Boolean)
    .join('\n\n');
}
