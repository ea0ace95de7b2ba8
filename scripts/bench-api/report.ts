/** benchmarks/api-<database>.md: the targets met or missed, each scenario beside its ceiling, the machine and how to reproduce. */
import { formatLoad } from './machine';
import type { BenchOptions } from './options';
import { NONCE_VARIABLE } from './requests';
import type { DatabaseRun, ScenarioRow } from './run';
import { TARGETS, ceilingRatio, percent, tailRatio, type Check } from './targets';

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

export function reportFileName(run: Pick<DatabaseRun, 'kind' | 'products'>, defaultProducts: number): string {
  return `benchmarks/api-${run.kind}${run.products === defaultProducts ? '' : `-${run.products}`}.md`;
}

function verdict(checks: readonly Check[]): string {
  const missed = checks.filter((check) => !check.met);
  if (missed.length === 0) return '**Every target met.**';
  return `**FAILED: ${missed.length} of ${checks.length} checks missed** (marked **MISSED** below); \`npm run bench:api\` exits with status 1.`;
}

function targetsSection({ checks, options }: ReportInput): string {
  const rows = checks.map((check) => `| ${check.scenario} | ${check.what} | ${check.target} | ${check.value} | ${check.met ? 'met' : '**MISSED**'} |`);
  return `## Targets

Issue 12 §5, as ratios to the ceiling measured in the same run: cached public answers ≥ ${percent(TARGETS.ratioMin.cached)} of
the ceiling's requests/s; the uncached listing with facets and the uncached search ≥ ${percent(TARGETS.ratioMin.uncached)};
under ${options.connections} connections p99 ≤ ${TARGETS.p99OverP50Max}× p50 (no queueing collapse); no failed request. ${verdict(checks)}

| scenario | check | target | value | |
|---|---|---|---|---|
${rows.join('\n')}`;
}

function resultsSection({ run, options, loadWarning }: ReportInput): string {
  const rows = run.rows.map((row) => {
    const { server, ceiling } = row;
    return `| ${row.title} | ${rate(server.requestsPerSecond)} | ${server.p50Ms} | ${server.p99Ms} | ${tailRatio(server).toFixed(1)}× | ${rate(ceiling.requestsPerSecond)} | ${ceiling.p50Ms} / ${ceiling.p99Ms} | **${percent(ceilingRatio(row))}** | ${answerSize(row)} | ${server.failed} | ${row.loadBefore.toFixed(2)} |`;
  });
  return `## Results${loadWarning ? ' (measured under load)' : ''}

${options.connections} connections, ${options.seconds} s measured per scenario and target after ${options.warmupSeconds} s of warm-up.
Requests/s is autocannon's mean per second; latencies in ms (autocannon's resolution is 1 ms). Ceiling:
the bare \`node:http\` server sending this scenario's captured answers, loaded the same way just before the server.

| scenario | requests/s | p50 | p99 | p99 ÷ p50 | ceiling requests/s | ceiling p50 / p99 | ratio | answer | failed | load |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

"load" is the 1-minute load average as the scenario began (the previous scenario's load included).`;
}

function methodSection({ run }: ReportInput): string {
  const how =
    run.transport === 'get'
      ? 'a GET naming the persisted document (`GET /graphql?documentId=sha256:…&variables=…`), as the storefront sends public queries'
      : 'a POST with the query text, as the storefront sends today';
  return `## What is measured

- **Server under test**: \`npm start\`'s server (\`startServer\`, \`NODE_ENV=production\`) in a process of its own,
  over ${run.database}, the demo shop with ${run.products.toLocaleString('en-US')} products (seeded in ${run.seedSeconds.toFixed(1)} s).
- **Load generator**: autocannon in another process; the benchmark's own process only orchestrates.
- **Ceiling**: a bare \`node:http\` server, a third process, answering every request with the exact status,
  headers and body bytes (compressed as they were) the real server gave for that scenario, reading each
  request's body first. Each scenario's ratio is its requests/s over its own ceiling's.
- **Requests**: what the storefront's fetch sends (its headers, \`Lang: 0\`, a browser's \`Accept-Encoding\`), as
  ${how}: ${run.transportWhy}.
- **Cached** scenarios repeat the same requests (search as you type sends its prefixes in turn), as shoppers do.
  **Cold** ones add a variable the operation does not declare (\`${NONCE_VARIABLE}\`), unique to every request, so
  any cache keyed on the request misses while the answer stays the same.`;
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
\`api-<db>-100000.md\`), \`--seconds S\` (default 10), \`--connections C\` (default 50); or \`BENCH_DB\`,
\`BENCH_PRODUCTS\`, \`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`. Run it on a quiet machine: it takes about
30 s per scenario and keeps two cores busy. It exits with status 1 when a target is missed.`;
}

export function renderReport(input: ReportInput): string {
  const { run } = input;
  const name = run.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    `# API benchmark: ${name}, ${run.products.toLocaleString('en-US')} products\n\nWritten by \`npm run bench:api\` (scripts/bench-api.ts).`,
    targetsSection(input),
    resultsSection(input),
    methodSection(input),
    machineSection(input),
    reproduceSection(input),
  ].join('\n\n');
}
