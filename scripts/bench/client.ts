/**
 * Client benchmark (issue 11 §6): builds the storefront, measures its first load, starts the real
 * server on PGlite with the demo shop and runs Lighthouse (Debian's Chromium, headless) RUNS times
 * (default 3) on home, a filtered shop listing and a product, as a phone and as a desktop. Writes
 * benchmarks/client.md with the medians, every run and the targets met or missed, and exits with
 * status 1 when a target is missed. Run on a quiet machine: npm run bench:client
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { startServer } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { createServices } from '../../src/server/services-factory';
import { buildClientInto } from '../build-client';
import { analyseBundle } from './client/bundle';
import { openAuditor, type AuditResult, type FormFactor } from './client/lighthouse-audit';
import { describeMachine, loadWarning, sampleLoad } from './client/machine';
import { choosePages, type BenchPage } from './client/pages';
import { renderReport } from './client/report';
import { summarise, type PageRow } from './client/summary';
import { checkTargets } from './client/targets';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
if (!Number.isSafeInteger(RUNS) || RUNS < 1) throw new Error(`RUNS must be a positive whole number, not ${process.env.RUNS}`);
const DEVICES: readonly FormFactor[] = ['mobile', 'desktop'];

const started = performance.now();
const seconds = (from: number) => (performance.now() - from) / 1000;
const loads = [sampleLoad('before the run')];
const busy = loadWarning(loads[0]!);
if (busy) console.warn(`Warning: ${busy}. The numbers will be marked as measured under load.`);

const root = resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'izlog-bench-client-'));
const outDir = join(workDir, 'dist');

// 1. The bundle.
// The browser's build and the server renderer, as npm start serves them: pages arrive rendered.
const output = await buildClientInto(outDir, { sourcemap: true });
const bundle = analyseBundle(output, root);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`First load: JS ${kb(bundle.firstLoad.js.raw)} (${kb(bundle.firstLoad.js.gzip)} gzip, ${bundle.firstLoad.scripts} scripts), CSS ${kb(bundle.firstLoad.css.raw)} (${kb(bundle.firstLoad.css.gzip)} gzip); admin modules in it: ${bundle.adminModulesInFirstLoad.length}`);

// 2. Lighthouse against the real server over the demo shop, the runs of each page and device spread
// over rounds so a passing burst of load does not fall on one page only.
const runs = new Map<string, AuditResult[]>();
let pages: BenchPage[] = [];
let lighthouseProblem: string | null = null;
let lighthouseSeconds = 0;
const config = readConfig({ ...process.env, PORT: '0', DATA_DIR: join(workDir, 'data'), SEED: 'demo', DEMO_ACCOUNTS: '1', DATABASE_URL: '', REDIS_URL: '' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir: outDir });
try {
  pages = await choosePages(server.url);
  // One plain request per page first, so no run pays for the server's cold start.
  for (const page of pages) await (await fetch(`${server.url}${page.path}`)).arrayBuffer();
  loads.push(sampleLoad('when Lighthouse started'));
  const lighthouseStarted = performance.now();
  const auditor = await openAuditor(CHROMIUM);
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        for (const device of DEVICES) {
          const result = await auditor.audit(`${server.url}${page.path}`, device);
          const key = `${page.name} ${device}`;
          runs.set(key, [...(runs.get(key) ?? []), result]);
          const { performance: score, lcpMs, tbtMs, cls } = result.metrics;
          console.log(`run ${round}/${RUNS} ${key}: performance ${score}, LCP ${lcpMs.toFixed(0)} ms, TBT ${tbtMs.toFixed(0)} ms, CLS ${cls.toFixed(3)}`);
        }
      }
    }
  } finally {
    await auditor.close();
    lighthouseSeconds = seconds(lighthouseStarted);
  }
} catch (error) {
  lighthouseProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Lighthouse did not run: ${lighthouseProblem}`);
} finally {
  await server.close();
  await services.live.close();
  await services.throttle.close();
  await services.db.destroy();
  rmSync(workDir, { recursive: true, force: true });
}
loads.push(sampleLoad('after'));

// 3. The targets and the report.
const rows: PageRow[] = lighthouseProblem
  ? []
  : pages.flatMap((page) => DEVICES.map((device) => summarise(page.name, page.path, device, runs.get(`${page.name} ${device}`) ?? [])));
const checks = checkTargets(rows, bundle);
const missed = checks.filter((check) => !check.met);

mkdirSync(join(root, 'benchmarks'), { recursive: true });
writeFileSync(
  join(root, 'benchmarks/client.md'),
  renderReport({
    measuredAt: new Date(),
    machine: describeMachine(CHROMIUM),
    loads,
    loadWarning: busy,
    runs: RUNS,
    lighthouseVersion: lighthousePackage.version,
    seconds: { total: seconds(started), lighthouse: lighthouseSeconds },
    bundle,
    pages,
    rows,
    checks,
    lighthouseProblem,
  }),
);
console.log(`Wrote benchmarks/client.md in ${seconds(started).toFixed(0)} s (Lighthouse ${lighthouseSeconds.toFixed(0)} s).`);
for (const check of missed) console.error(`Missed: ${check.page} ${check.device} ${check.metric} ${check.value}, target ${check.target}`);
if (busy) console.warn(`Measured under load: ${busy}.`);
if (missed.length > 0 || lighthouseProblem) process.exitCode = 1;
