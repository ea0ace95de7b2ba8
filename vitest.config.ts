import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { LongestChainFirst } from './tests/support/longest-chain-first';

/** Test files that measure time (a p99 under a flood, equal sign-in times, how soon the mock answers), run alone at the end (the 'quiet' project). */
const QUIET_FILES = ['tests/server/live/live-flood.test.ts', 'tests/server/auth/login-timing.test.ts', 'tests/mock-server/mock-start.test.ts'];

export default defineConfig({
  // Under vitest our code would load graphql's ESM build while graphql-yoga loads its CJS build;
  // two copies break `instanceof GraphQLError` and Yoga masks our translated errors. One copy, as in Node.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    environment: 'node',
    // The server's JSON log (src/server/log.ts) says only what went wrong while tests run; LOG_LEVEL=info shows every request.
    env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    // Contract tests start the mock server and run codegen; give them room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    // Every test file in its own process: servers, module state and globals do not leak between files.
    pool: 'forks',
    isolate: true,
    // vitest's default on 2 cores is one worker, which ran every file one after another while most of
    // them wait (on lock-outs, time-outs, the browser, the database): four keep both cores busy.
    maxWorkers: 4,
    sequence: { sequencer: LongestChainFirst },
    watch: false,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Files share a worker's modules, as the server and component files do: each file loading the
          // server's and the client's modules anew cost a third of the project's CPU (60 s → 43 s). Three
          // runs in shuffled file order passed.
          isolate: false,
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/component/**', 'tests/server/**', ...QUIET_FILES],
        },
      },
      {
        // Real servers over PGlite and PostgreSQL. Each file starts and stops its own; they share a
        // worker's modules, so the server's code is loaded once per worker, not once per file.
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: QUIET_FILES,
          isolate: false,
        },
      },
      {
        // Files that measure time (a p99 under a flood, sign-ins that take equally long): alone, after
        // everything else, so the rest of the suite does not take the CPU they measure.
        extends: true,
        test: {
          name: 'quiet',
          include: QUIET_FILES,
          maxWorkers: 1,
          fileParallelism: false,
          // One worker for both, loading the server's modules once: the run waits on this project alone.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Screens against the real server in process (tests/component/support/test-shop.tsx). One
        // shop per worker, reset before each test, so files share a worker's modules.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.ts', 'tests/component/**/*.test.tsx'],
          isolate: false,
          // One more try: a worker's first screen compiles its lazy chunks while Chromium and the
          // server tests load both cores, and has twice waited past 10 s (issue 11's note).
          retry: 1,
        },
      },
      {
        // Chromium against the built client on the mock and on the real server (tests/e2e/README.md).
        // Three files (browsing, listings-and-languages, buying-and-admin) hold every flow, each with its
        // own browser: three tasks beside the other projects, whose tests leave the CPU idle much of the time.
        // (A project of one worker would instead wait until every other project had finished.)
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // One more try for a flow that fails: beside four busy workers a browser step has twice
          // waited 15-30 s for a screen that takes 2-3 s when alone (issue 11's note). A flow that
          // fails twice is broken; vitest prints the first failure either way.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
