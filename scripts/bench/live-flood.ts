/**
 * `npm run bench:live-flood`: issue 9's target, a storefront query's p99 under 100 ms while one
 * anonymous client floods the live channel, measured by tests/server/live/live-flood.test.ts run alone
 * (on PGlite, and on PostgreSQL when TEST_DATABASE_URL answers), written to benchmarks/live-flood.md.
 * The suite's own run of that file only guards against a collapsing queue (500 ms): the flood shares
 * the machine's two cores with the server, so a busy machine moves the figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const TARGET_MS = 100;
const report = join(mkdtempSync(join(tmpdir(), 'izlog-live-flood-')), 'figures.jsonl');
const loadBefore = loadavg()[0]!;
const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'tests/server/live/live-flood.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, LIVE_FLOOD_P99_MS: String(TARGET_MS), LIVE_FLOOD_REPORT: report },
});
const rows = readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, number | string>);
const ms = (value: number | string | undefined) => `${Number(value).toFixed(1)} ms`;
const lines = [
  '# Live-channel flood: the storefront stays fast',
  '',
  'Written by `npm run bench:live-flood` (scripts/bench/live-flood.ts), which runs tests/server/live/live-flood.test.ts alone.',
  `One anonymous client opens 3,000 channels on one socket and more sockets than its address may hold, and sends page visits as fast as they are answered, while a storefront query (the menu) is timed 100 times. Target (issue 9): p99 under ${TARGET_MS} ms on a quiet machine.`,
  '',
  '| database | p50 | p99 | target | without the flood p50 / p99 | |',
  '|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.backend} | ${ms(row.p50)} | ${ms(row.p99)} | < ${TARGET_MS} ms | ${ms(row.quietP50)} / ${ms(row.quietP99)} | ${Number(row.p99) < TARGET_MS ? 'met' : '**MISSED**'} |`),
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; 1-minute load average before the run ${loadBefore.toFixed(2)} (2 cores: above 1.0 the machine was not quiet). The flood runs in a worker thread of the test's process, on the same cores as the server.`,
  '',
];
writeFileSync('benchmarks/live-flood.md', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(run.status ?? 1);
