/**
 * How soon `npm run mock` answers: runs it RUNS times on a free port, each time from spawning npm
 * to the first answer of a product listing, with the demo snapshot and the mock's bundle already
 * made (first, not timed). Beside it, in the same run, the machine's floor: Node answering one
 * HTTP request, which no start can beat. Writes benchmarks/mock-start.md. Run: npm run bench:mock
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { loadSnapshot } from '../../src/server/db/snapshot';
import { measuredCommit } from './commit';

const RUNS = Number(process.env.RUNS ?? 5);
/** The target: the mock answers within 3 s of starting. */
const TARGET_MS = 3_000;
const root = resolve(import.meta.dirname, '../..');
const QUERY = '{ products(first: 3) { data { id name price } } }';

/** Spawns `command`, waits for the line naming its URL, then times its first answer to QUERY. */
async function timeStart(command: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  // A process group of its own: npm does not pass SIGTERM on to the mock it started, which would
  // outlive the run (and each run waited minutes for it), so the whole group is stopped.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const url = await new Promise<string>((found, fail) => {
      child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = line.match(/(http:\/\/(?:localhost|127\.0\.0\.1):\d+)/);
        if (match) found(match[1]!);
      });
    });
    const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });
    await answer.text();
    return performance.now() - started;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // The group has already ended (the command exited by itself): its own error is the one to show.
    }
    await exited;
  }
}

const FLOOR_SERVER = `import { createServer } from 'node:http';
const server = createServer((request, response) => response.end('{}')).listen(0, () => console.log('http://localhost:' + server.address().port));`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await loadSnapshot('demo-accounts');
await timeStart('npm', ['run', '-s', 'mock'], { MOCK_PORT: '0' });
const floor: number[] = [];
const mock: number[] = [];
for (let run = 0; run < RUNS; run++) {
  floor.push(await timeStart(process.execPath, ['--input-type=module', '-e', FLOOR_SERVER], {}));
  mock.push(await timeStart('npm', ['run', '-s', 'mock'], { MOCK_PORT: '0' }));
  console.log(`run ${run + 1}: mock ${Math.round(mock.at(-1)!)} ms, floor ${Math.round(floor.at(-1)!)} ms`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const report = `# npm run mock: time to first answer

Measured ${new Date().toISOString().slice(0, 10)} at commit ${measuredCommit()} by \`npm run bench:mock\` (scripts/bench/mock-start.ts) on ${cpus().length} cores,
load average ${loadavg()[0]!.toFixed(2)} at the end; ${RUNS} starts each, the demo snapshot and the mock's bundle already made.

| start | median | fastest | slowest |
|---|---|---|---|
| \`npm run mock\` (spawning npm to its first product listing) | ${ms(median(mock))} | ${ms(Math.min(...mock))} | ${ms(Math.max(...mock))} |
| floor: Node answering one request | ${ms(median(floor))} | ${ms(Math.min(...floor))} | ${ms(Math.max(...floor))} |

Target: within ${ms(TARGET_MS)} of starting (issue 10): ${median(mock) <= TARGET_MS ? 'met' : 'not met'}.
`;
writeFileSync(resolve(root, 'benchmarks/mock-start.md'), report);
console.log(report);
