/**
 * Client benchmark: builds the storefront, reports its first-load JS and CSS (raw and gzip), checks
 * that no admin code is in the first load, lists each lazily loaded screen's cost, and runs Lighthouse
 * (Debian's Chromium, headless) on the home page and a product page served by the real server, as a
 * phone and as a desktop. Writes benchmarks/client.md. Run: npm run bench:client
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { GetProductsDocument } from '../generated/client/graphql';
import { pathFor } from '../src/shared/routing/build-path';
import { startServer } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { createServices } from '../src/server/services-factory';
import { analyseBundle, type Size } from './bench-client/bundle';
import { auditPage, type AuditResult } from './bench-client/lighthouse-audit';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'izlog-bench-client-'));
const outDir = join(workDir, 'dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const size = ({ raw, gzip }: Size) => `${kb(raw)} | ${kb(gzip)}`;

// 1. The bundle.
const output = (await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } })) as Rolldown.RolldownOutput;
const bundle = analyseBundle(output, root);
console.log(`First load: JS ${size(bundle.firstLoad.js)}, CSS ${size(bundle.firstLoad.css)}; admin modules in it: ${bundle.adminModulesInFirstLoad.length}`);

// 2. Lighthouse against the real server over the demo shop.
const audits: AuditResult[] = [];
let lighthouseProblem: string | null = null;
const config = readConfig({ ...process.env, PORT: '0', DATA_DIR: join(workDir, 'data'), SEED: 'demo', DEMO_ACCOUNTS: '1', DATABASE_URL: '', REDIS_URL: '' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir: outDir });
try {
  const answer = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Lang: '0' },
    body: JSON.stringify({ operationName: 'GetProducts', query: GetProductsDocument.toString(), variables: { first: 1 } }),
  });
  const product = ((await answer.json()) as { data: { products: { data: Array<{ id: string; slug: string; category?: { slug: string } | null }> } } }).data.products.data[0];
  if (!product) throw new Error('The demo shop has no product');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'product', path: pathFor('product', 0, { categories: product.category ? [product.category.slug] : [], id: product.id, slug: product.slug }) },
  ];
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const result = await auditPage(`${server.url}${page.path}`, formFactor, CHROMIUM);
      audits.push(result);
      console.log(`${page.name} ${formFactor}: ${JSON.stringify(result.scores)} LCP ${result.lcpMs.toFixed(0)} ms TBT ${result.tbtMs.toFixed(0)} ms CLS ${result.cls.toFixed(3)}`);
    }
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

// 3. The report.
const chromiumVersion = (() => {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `no Chromium at ${CHROMIUM}`;
  }
})();
const cpu = cpus();
const machine = `${process.platform} ${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')} at the end; Node ${process.version}; ${chromiumVersion}`;

const auditRows = audits.map(
  (audit) =>
    `| ${new URL(audit.url).pathname} | ${audit.formFactor} | ${audit.scores.performance} | ${audit.scores.accessibility} | ${audit.scores.bestPractices} | ${audit.scores.seo} | ${audit.lcpMs.toFixed(0)} | ${audit.tbtMs.toFixed(0)} | ${audit.cls.toFixed(3)} |`,
);
/** Each failed audit once, with the runs it failed in. */
const failedAudits = [...new Set(audits.flatMap((audit) => audit.failed))].map((title) => {
  const runs = audits.filter((audit) => audit.failed.includes(title)).map((audit) => `${new URL(audit.url).pathname === '/' ? 'home' : 'product'} ${audit.formFactor}`);
  return `${title} (${runs.length === audits.length ? 'every run' : runs.join(', ')})`;
});

mkdirSync(join(root, 'benchmarks'), { recursive: true });
writeFileSync(
  join(root, 'benchmarks/client.md'),
  `# Client benchmark

\`npm run bench:client\` — measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.

## First load of the storefront
What a shopper's browser downloads before the first screen's own chunk: the entry, the chunks it imports, and their CSS.

| | raw | gzip |
|---|---|---|
| JavaScript | ${size(bundle.firstLoad.js)} |
| CSS | ${size(bundle.firstLoad.css)} |

Files: ${bundle.firstLoad.files.map((file) => `\`${file.replace(/-[\w-]{8}\./, '-*.')}\``).join(', ')}.

Admin code in the first load: ${bundle.adminModulesInFirstLoad.length === 0 ? '**none** (no module of src/client/admin is in the entry or the chunks it imports; the admin area loads under /cms only).' : `**${bundle.adminModulesInFirstLoad.length} modules**: ${bundle.adminModulesInFirstLoad.join(', ')}`}

## Each screen's chunk
What opening the screen adds to the first load (its chunk plus shared chunks not yet loaded).

| screen module | JS raw | JS gzip | CSS raw | CSS gzip |
|---|---|---|---|---|
${bundle.screens.map((screen) => `| ${screen.module} | ${size(screen.js)} | ${size(screen.css)} |`).join('\n')}

## Lighthouse
Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in headless Chromium on the real server (PGlite, demo shop), default throttling:
mobile is a simulated mid-range phone on a slow 4G link, desktop the desktop preset.
Scores are out of 100; LCP and TBT in ms. On a busy machine performance scores and TBT vary between runs.

${
  lighthouseProblem
    ? `Lighthouse could not run here: \`${lighthouseProblem}\``
    : `| page | device | performance | accessibility | best practices | SEO | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|---|
${auditRows.join('\n')}

${failedAudits.length ? `Audits that did not pass:\n${failedAudits.map((title) => `- ${title}`).join('\n')}` : 'Every accessibility, best-practices and SEO audit passed.'}`
}
`,
);
console.log('Wrote benchmarks/client.md');
if (bundle.adminModulesInFirstLoad.length > 0) process.exitCode = 1;
