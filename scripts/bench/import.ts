/**
 * How long the catalogue import takes for ROWS products (default 10 000): a file of new products,
 * the same file with every price changed, the same again (nothing to write), and the whole
 * catalogue exported and checked back. Over the demo shop on PGlite in memory, or on the database
 * at DATABASE_URL (give it a new, empty one: the demo is loaded into it). Writes
 * benchmarks/import-<database>.md. Run: npm run bench:import
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { readConfig } from '../../src/server/config';
import { claimRun, createImport, exportCatalog, findImport, runImport } from '../../src/server/modules/catalog-import';
import { createServices } from '../../src/server/services-factory';

const rows = Number(process.env.ROWS ?? 10_000);
/** Other work on the machine slows PGlite (in this process) most: the report says how busy it was. */
const load = loadavg()[0]!.toFixed(1);
const dataDir = mkdtempSync(join(tmpdir(), 'izlog-bench-import-'));
const config = readConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir });
const database = config.databaseUrl ? 'postgres' : 'pglite';
const services = await createServices(config, { memory: true, snapshot: true });
const env = { lang: 0 as const, db: services.db, config, services };

/** ROWS phones of the demo's brand, category and group, with two specifications each. */
function file(priceStep: number): Uint8Array {
  const header = ['code', 'name_sr', 'name_en', 'description_sr', 'description_en', 'price', 'stock', 'brand', 'categories', 'group', 'spec_sr:Boja', 'spec_en:Boja', 'spec_sr:Interna memorija', 'spec_en:Interna memorija'];
  const lines = Array.from({ length: rows }, (_, index) => [
    `BENCH-${index}`,
    `Telefon za merenje ${index}`,
    `Benchmark phone ${index}`,
    `<p>Opis telefona ${index} sa <strong>detaljima</strong>.</p>`,
    `<p>Phone ${index} described.</p>`,
    String(10_000 + index + priceStep),
    String(index % 50),
    'Samsung',
    'Telefoni i tableti > Mobilni telefoni',
    'Telefoni i tableti',
    index % 2 ? 'Crna' : 'Bela',
    index % 2 ? 'Black' : 'White',
    '128 GB',
    '128 GB',
  ]);
  return new TextEncoder().encode(stringify([header, ...lines]));
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Uploads, previews and runs one file; its times and counts as a table row. */
async function measure(label: string, bytes: Uint8Array): Promise<string> {
  let start = performance.now();
  const id = await createImport(env, null, 'bench.csv', bytes, 'unbounded');
  const preview = seconds(start);
  const state = (await findImport(services.db, id))!;
  start = performance.now();
  await claimRun(env, id);
  const outcome = await runImport(env, id, services.contentVersion);
  const run = seconds(start);
  const refused = outcome.filter((line) => line.problems.length > 0).length;
  const line = `| ${label} | ${state.rows_total} | ${state.rows_create} / ${state.rows_update} / ${state.rows_unchanged} / ${refused} | ${preview} s | ${run} s |`;
  console.log(line);
  return line;
}

const table = [
  await measure('new products', file(0)),
  await measure('every price changed', file(5)),
  await measure('the same file again', file(5)),
];
const exportStart = performance.now();
const exported = await exportCatalog(services.db);
const exportTime = seconds(exportStart);
table.push(await measure(`export (${exportTime} s, ${(exported.csv.length / 1e6).toFixed(1)} MB) imported back`, new TextEncoder().encode(exported.csv)));

const report = `# Catalogue import on ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}

\`npm run bench:import\` (ROWS=${rows}${database === 'postgres' ? ', DATABASE_URL' : ''}), ${new Date().toISOString().slice(0, 10)}, on this machine (2 cores, load average ${load} at the start).
Each file is uploaded and previewed (every row checked against the catalogue), then run
(batches of 500 rows, one transaction each). The target: 10,000 rows in under a minute.

| file | rows | create / update / unchanged / refused | preview | run |
|---|---|---|---|---|
${table.join('\n')}
`;
writeFileSync(`benchmarks/import-${database}.md`, report);
console.log(`wrote benchmarks/import-${database}.md`);
await services.jobs.stop();
await services.contentVersion.close();
await services.throttle.close();
await services.live.close();
await services.db.destroy();
rmSync(dataDir, { recursive: true, force: true });
