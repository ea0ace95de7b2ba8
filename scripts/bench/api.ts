/**
 * API benchmark (issue 12 §5, issue 22 §4): the real server in a process of its own over a new
 * database with 10,000 products (--products), loaded by autocannon from another process, beside a
 * bare node:http server sending the same bytes (the ceiling), on PGlite and PostgreSQL (--db):
 * cached answers, a live shop (thousands of different storefront requests while a separate process
 * places 0, 2 or 10 orders per second and an administrator edits products), and truly cold requests
 * on a second server with every cache off. Writes benchmarks/api-<database>.md and exits with
 * status 1 when a target is missed.
 * Run on a quiet machine: npm run bench:api [-- --db pglite --products 100000 --seconds 10]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measuredCommit } from './commit';
import { describeMachine, loadWarning } from './api/machine';
import { DEFAULT_PRODUCTS, readOptions, type DatabaseKind } from './api/options';
import { renderReport, reportFileName } from './api/report';
import { measureDatabase } from './api/run';
import { allMet, checkTargets } from './api/targets';

const options = readOptions();
const log = (line: string) => console.log(`[bench:api] ${line}`);

function command(kind: DatabaseKind): string {
  const flags = [`--db ${kind}`];
  if (options.products !== DEFAULT_PRODUCTS) flags.push(`--products ${options.products}`);
  if (options.seconds !== 10) flags.push(`--seconds ${options.seconds}`);
  if (options.connections !== 50) flags.push(`--connections ${options.connections}`);
  if (options.scenarios) flags.push(`--scenarios ${options.scenarios.join(',')}`);
  return `npm run bench:api -- ${flags.join(' ')}`;
}

let failed = false;
for (const kind of options.databases) {
  let run;
  try {
    run = await measureDatabase(kind, options, log);
  } catch (error) {
    failed = true;
    console.error(`[bench:api] ${kind}: ${(error as Error).stack ?? error}`);
    continue;
  }
  const checks = checkTargets(run.rows);
  const warning = loadWarning(run.loads.before);
  if (warning) console.warn(`[bench:api] Warning: ${warning}.`);
  const file = reportFileName(run, DEFAULT_PRODUCTS);
  mkdirSync('benchmarks', { recursive: true });
  writeFileSync(file, `${renderReport({ run, checks, options, machine: describeMachine(), loadWarning: warning, commit: measuredCommit(), command: command(kind) })}\n`);
  const missed = checks.filter((check) => !check.met);
  for (const check of missed) console.error(`[bench:api] ${kind}: MISSED ${check.scenario}: ${check.what} ${check.value}, target ${check.target}`);
  log(`${kind}: ${allMet(checks) ? 'every target met' : `${missed.length} of ${checks.length} checks missed`}; wrote ${file}`);
  if (!allMet(checks)) failed = true;
}
process.exit(failed ? 1 : 0);
