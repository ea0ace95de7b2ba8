/**
 * `npm test`: the type check, the lint and every vitest project, run at once. Each alone leaves
 * much of a 2-core machine idle (the server tests wait on lock-outs and time-outs, the Chromium
 * tests on the browser), so together they finish far sooner than one after another. vitest's output
 * streams as it runs; the type check's and the lint's are printed when each ends. Arguments go to
 * vitest (`npm test -- --reporter=json …`). Fails when any of the three fails.
 */
import { spawn } from 'node:child_process';

/** Runs a command; with `quiet`, keeps its output to print at the end. Resolves with its exit code. */
function run(label, command, args, { quiet }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      if (quiet) process.stdout.write(`\n── ${label}: ${status} in ${seconds} s\n${output}`);
      else process.stdout.write(`\n── ${label}: ${status} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const codes = await Promise.all([
  // TypeScript 7's compiler (native): the same check as 5.9's in a third of the CPU; 5.9 stays for eslint and the editors' API.
  run('type check (tsc --noEmit, TypeScript 7)', process.execPath, [new URL('../node_modules/typescript-7/bin/tsc', import.meta.url).pathname, '--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
  run('lint (eslint .)', bin('eslint'), ['.'], { quiet: true }),
  run('tests (vitest run)', bin('vitest'), ['run', ...process.argv.slice(2)], { quiet: false }),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
