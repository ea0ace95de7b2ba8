import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Under vitest our code would load graphql's ESM build while graphql-yoga loads its CJS build;
  // two copies break `instanceof GraphQLError` and Yoga masks our translated errors. One copy, as in Node.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    environment: 'node',
    // Contract tests start the mock server and run codegen; give them room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    // Every test file in its own process: servers, module state and globals do not leak between files.
    pool: 'forks',
    isolate: true,
    watch: false,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/component/**', 'tests/server/**'],
        },
      },
      {
        // Real servers over PGlite and PostgreSQL. Each file starts and stops its own; they share a
        // worker's modules, so the server's code is loaded once per worker, not once per file.
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          isolate: false,
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
        },
      },
      {
        // Chromium against the built client on the mock and on the real server (tests/e2e/README.md).
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // One browser at a time: the pages share two servers and a small machine.
          maxWorkers: 1,
          fileParallelism: false,
          // After the unit project, so the browser does not race the unit tests for the CPU.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
