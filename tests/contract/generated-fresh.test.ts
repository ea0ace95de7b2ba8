import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { ROOT } from './support/files';

const run = promisify(execFile);
const TIMEOUT_MS = 170_000;

test(
  'generated/ is what codegen makes from schema/ and operations/',
  async () => {
    const failure = await run('npx', ['--no-install', 'graphql-codegen', '--config', 'codegen.ts', '--check'], {
      cwd: ROOT,
      timeout: TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    }).then(
      () => undefined,
      (error: { code?: number | string; stdout?: string; stderr?: string; killed?: boolean }) => error,
    );
    const output = `${failure?.stdout ?? ''}\n${failure?.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    if (failure?.killed) expect.fail(`graphql-codegen --check did not finish within ${TIMEOUT_MS} ms\n${output}`);
    if (failure) {
      expect.fail(`generated/ is stale: run \`npm run codegen\` and commit generated/ (or fix codegen if it fails).\n${output}`);
    }
  },
  TIMEOUT_MS + 10_000,
);
