/** What a run measures: from the command line (`npm run bench:api -- --products 100000`), else the environment. */
import { parseArgs } from 'node:util';
import { SCENARIOS } from './scenarios';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchOptions {
  products: number;
  databases: DatabaseKind[];
  /** Measured seconds per scenario and target (server, ceiling); each is warmed up first. */
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Only these scenarios (their keys, scenarios.ts), or null for every one: to iterate on a few. */
  scenarios: string[] | null;
}

export const DEFAULT_PRODUCTS = 10_000;

const USAGE = `npm run bench:api [-- --products N] [--db pglite|postgres|both] [--seconds S] [--connections C] [--scenarios KEY,KEY]
  env: BENCH_PRODUCTS, BENCH_DB, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SCENARIOS, BENCH_PROFILE_DIR (the server under test writes a CPU profile there), BENCH_SERVER_NODE_ARGS (Node flags for the server under test); PostgreSQL: TEST_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)`;

function whole(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"\n${USAGE}`);
  return value;
}

function databases(text: string | undefined): DatabaseKind[] {
  const value = (text ?? 'both').toLowerCase();
  if (value === 'both') return ['pglite', 'postgres'];
  if (value === 'pglite' || value === 'postgres') return [value];
  throw new Error(`--db must be pglite, postgres or both, not "${text}"\n${USAGE}`);
}

function scenarioKeys(text: string | undefined): string[] | null {
  const keys = (text ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  if (keys.length === 0) return null;
  const unknown = keys.filter((key) => !SCENARIOS.some((scenario) => scenario.key === key));
  if (unknown.length) throw new Error(`--scenarios: no scenario ${unknown.join(', ')}; there are ${SCENARIOS.map((scenario) => scenario.key).join(', ')}\n${USAGE}`);
  return keys;
}

export function readOptions(argv = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: { products: { type: 'string' }, db: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, scenarios: { type: 'string' } },
    allowPositionals: false,
  });
  const seconds = whole('--seconds', values.seconds ?? env.BENCH_SECONDS, 10, 1, 600);
  return {
    products: whole('--products', values.products ?? env.BENCH_PRODUCTS, DEFAULT_PRODUCTS, 1, 1_000_000),
    databases: databases(values.db ?? env.BENCH_DB),
    seconds,
    warmupSeconds: Math.max(1, Math.min(3, Math.round(seconds / 4))),
    connections: whole('--connections', values.connections ?? env.BENCH_CONNECTIONS, 50, 1, 1000),
    scenarios: scenarioKeys(values.scenarios ?? env.BENCH_SCENARIOS),
  };
}
