/** benchmarks/client.md: the targets met or missed, Lighthouse's medians and runs, and the bundle's sizes. */
import type { BundleReport, Size } from './bundle';
import { formatLoad, type LoadSample } from './machine';
import type { AuditResult } from './lighthouse-audit';
import type { BenchPage } from './pages';
import { formatMetric, METRICS, type PageRow } from './summary';
import { METRIC_NAMES, type TargetCheck } from './targets';

export interface ReportInput {
  measuredAt: Date;
  machine: string;
  loads: LoadSample[];
  /** Set when the machine was busy before the run: the Lighthouse numbers are then marked. */
  loadWarning: string | null;
  runs: number;
  lighthouseVersion: string;
  seconds: { total: number; lighthouse: number };
  bundle: BundleReport;
  pages: BenchPage[];
  rows: PageRow[];
  checks: TargetCheck[];
  lighthouseProblem: string | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const size = ({ raw, gzip }: Size) => `${kb(raw)} | ${kb(gzip)}`;
const HEADER = `| page | device | ${METRICS.map((metric) => METRIC_NAMES[metric]).join(' | ')} |`;
/** The runs' values in order, or the one value when every run gave it. */
const eachRun = (values: string[]) => (new Set(values).size === 1 ? values[0]! : values.join(' · '));
const RULE = `|---|---|${METRICS.map(() => '---|').join('')}`;

function targetsSection({ checks, lighthouseProblem }: ReportInput): string {
  const missed = checks.filter((check) => !check.met).length;
  const verdict = lighthouseProblem
    ? '**Not checked**: Lighthouse did not run, so the benchmark fails.'
    : missed === 0
      ? '**Every target met.**'
      : `**${missed} of ${checks.length} missed**; the benchmark exits with status 1.`;
  const rows = checks.map(
    (check) => `| ${check.page} | ${check.device} | ${check.metric} | ${check.target} | ${check.value} | ${check.met ? 'met' : '**missed**'} |`,
  );
  return `## Targets
Issue 11: on a phone (Lighthouse's simulated throttling) performance ≥ 95 and LCP ≤ 1.8 s; on phone and
desktop SEO 100, accessibility ≥ 98, CLS ≤ 0.02; first-load JavaScript ≤ 106 kB gzipped (issue 25; 100 before React Router) with no admin code.
Lighthouse values are medians of the runs below. ${verdict}

| page | device | metric | target | value | |
|---|---|---|---|---|---|
${rows.join('\n')}`;
}

function lighthouseSection(input: ReportInput): string {
  const { rows, runs, loadWarning, lighthouseProblem, pages } = input;
  const underLoad = loadWarning ? ' (measured under load)' : '';
  const intro = `Lighthouse ${input.lighthouseVersion} in headless Chromium on the real server (PGlite, demo shop), default throttling:
mobile is a simulated mid-range phone on a slow 4G link, desktop the desktop preset. Scores are out of 100,
FCP, LCP and TBT in ms. Pages (Serbian):
${pages.map((page) => `- ${page.name}: \`${page.path}\` — ${page.note}`).join('\n')}`;
  if (lighthouseProblem) return `## Lighthouse\n${intro}\n\nLighthouse could not run here: \`${lighthouseProblem}\``;

  const medianRows = rows.map((row) => `| ${row.page} | ${row.formFactor} | ${METRICS.map((metric) => formatMetric(metric, row.median[metric])).join(' | ')} |`);
  const runRows = rows.map(
    (row) =>
      `| ${row.page} | ${row.formFactor} | ${METRICS.map((metric) => eachRun(row.runs.map((run) => formatMetric(metric, run.metrics[metric])))).join(' | ')} | ${eachRun(row.runs.map((run) => run.benchmarkIndex.toFixed(0)))} | ${eachRun(row.runs.map(observedMark))} |`,
  );
  const all = rows.flatMap((row) => row.runs.map((run) => ({ row, run })));
  const failedAudits = [...new Set(all.flatMap(({ run }) => run.failed))].map((title) => {
    const where = [...new Set(all.filter(({ run }) => run.failed.includes(title)).map(({ row }) => `${row.page} ${row.formFactor}`))];
    return `- ${title} (${where.length === rows.length ? 'every page and device' : where.join(', ')})`;
  });
  return `## Lighthouse${underLoad}
${intro}

### Median of ${runs} run${runs === 1 ? '' : 's'}${underLoad}
${HEADER}
${RULE}
${medianRows.join('\n')}

### Each run${underLoad}
Run 1 · run 2 · …, or one value when every run gave it; CPU is Lighthouse's CPU benchmark of the machine during the run (higher is faster). The last column is what
the unthrottled browser itself did (FCP / load event, ms): the simulated phone figures are derived from it, and
a run marked "drawn late" is one where headless Chromium drew its first frame more than ${LATE_MS} ms after the load
event (when the app's scripts start; on this machine it then draws at hydration, about 1.2 s), so the simulation
counts those scripts as holding up the first paint and the phone's FCP and LCP come out about twice as long.

${HEADER} CPU | observed FCP / load |
${RULE}---|---|
${runRows.join('\n')}

${failedAudits.length ? `Audits that did not pass:\n${failedAudits.join('\n')}` : 'Every accessibility, best-practices and SEO audit passed.'}`;
}

/** How long after the load event a first frame counts as drawn late (a normal run draws within ~100 ms of it). */
const LATE_MS = 300;

function observedMark(run: AuditResult): string {
  const { fcpMs, loadMs } = run.observed;
  const late = fcpMs > loadMs + LATE_MS ? ' drawn late' : '';
  return `${fcpMs.toFixed(0)} / ${loadMs.toFixed(0)}${late}`;
}

function bundleSection({ bundle }: ReportInput): string {
  return `## First load of the storefront
What a shopper's browser downloads before the first screen's own chunk: the entry, the chunks it imports, and their CSS.

| | raw | gzip |
|---|---|---|
| JavaScript (${bundle.firstLoad.scripts} scripts) | ${size(bundle.firstLoad.js)} |
| CSS | ${size(bundle.firstLoad.css)} |

Files: ${bundle.firstLoad.files.map((file) => `\`${file.replace(/-[\w-]{8}\./, '-*.')}\``).join(', ')}.

Admin code in the first load: ${bundle.adminModulesInFirstLoad.length === 0 ? '**none** (no module of src/client/admin is in the entry or the chunks it imports; the admin area loads under /cms only).' : `**${bundle.adminModulesInFirstLoad.length} modules**: ${bundle.adminModulesInFirstLoad.join(', ')}`}

## Each screen's chunk
What opening the screen adds to the first load (its chunk plus shared chunks not yet loaded), and what
a page showing it loads in all before it hydrates: the server preloads the screen's chunks with the entry.

| screen module | scripts | JS raw | JS gzip | CSS raw | CSS gzip | page: scripts | page: JS gzip |
|---|---|---|---|---|---|---|---|
${bundle.screens.map((screen) => `| ${screen.module} | ${screen.scripts} | ${size(screen.js)} | ${size(screen.css)} | ${bundle.firstLoad.scripts + screen.scripts} | ${kb(bundle.firstLoad.js.gzip + screen.js.gzip)} |`).join('\n')}`;
}

export function renderReport(input: ReportInput): string {
  const when = input.measuredAt.toISOString().slice(0, 16).replace('T', ' ');
  const warning = input.loadWarning ? `\n> **Measured under load**: ${input.loadWarning}. Rerun on a quiet machine before judging the targets.\n` : '';
  return `# Client benchmark

\`npm run bench:client\` — measured ${when} UTC on ${input.machine}.
${input.runs} Lighthouse run${input.runs === 1 ? '' : 's'} per page and device; the benchmark took ${input.seconds.total.toFixed(0)} s, Lighthouse ${input.seconds.lighthouse.toFixed(0)} s of it.
Load average (1 / 5 / 15 min): ${input.loads.map(formatLoad).join('; ')}.
${warning}
${targetsSection(input)}

${lighthouseSection(input)}

${bundleSection(input)}
`;
}
