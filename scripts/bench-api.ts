/**
 * API benchmark: a real server over a catalogue of SEED_PRODUCTS products (default 10000) on
 * PGlite (or DATABASE_URL), loaded with autocannon on the storefront's hottest operations.
 * Writes the numbers to benchmarks/api-<database>.md. Run: npm run bench:api (DATABASE_URL for PostgreSQL)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { GetPageDocument, GetProductDocument, GetProductsDocument, SearchDocument } from '../generated/client/graphql';
import { startServer } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { createServices } from '../src/server/services-factory';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const scenarios = [
  { title: 'Shop listing, page 1 with filters and brand counts', name: 'GetProducts', document: GetProductsDocument, variables: { first: 24, page: 1 } },
  { title: 'Category listing sorted by price', name: 'GetProducts', document: GetProductsDocument, variables: { category_path: ['racunari'], sort: 'PRICE_ASC', first: 24 } },
  { title: 'Search as you type', name: 'Search', document: SearchDocument, variables: { query: 'samsung', first: 8 } },
  { title: 'Product page', name: 'GetProduct', document: GetProductDocument, variables: { id: '1' } },
  { title: 'Home page with its blocks', name: 'GetPage', document: GetPageDocument, variables: { code: 'home' } },
];

const dataDir = mkdtempSync(join(tmpdir(), 'izlog-bench-'));
const config = readConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED: 'demo', SEED_PRODUCTS: String(PRODUCTS) });
const seedStart = performance.now();
const services = await createServices(config);
const seedSeconds = (performance.now() - seedStart) / 1000;
const server = await startServer(services, { port: 0, distDir: join(dataDir, 'dist') });

const rows: string[] = [];
for (const scenario of scenarios) {
  const body = JSON.stringify({ operationName: scenario.name, query: scenario.document.toString(), variables: scenario.variables });
  const check = await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
  if (check.errors) throw new Error(`${scenario.title}: ${JSON.stringify(check.errors)}`);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: '0' },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  rows.push(`| ${scenario.title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`);
  console.log(rows.at(-1));
}

await server.close();
await services.live.close();
await services.throttle.close();
await services.db.destroy();
rmSync(dataDir, { recursive: true, force: true });

const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const report = `benchmarks/api-${config.databaseUrl ? 'postgres' : 'pglite'}.md`;
mkdirSync('benchmarks', { recursive: true });
writeFileSync(
  report,
  `# API benchmark

\`npm run bench:api\` — ${PRODUCTS} products on ${database}, ${CONNECTIONS} connections for ${DURATION_S} s per operation,
autocannon on one machine (${process.platform}, Node ${process.version}); seeding took ${seedSeconds.toFixed(1)} s.
Measured ${new Date().toISOString().slice(0, 10)}.

| operation | requests/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log(`Wrote ${report}`);
