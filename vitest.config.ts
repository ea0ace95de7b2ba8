import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Under vitest our code would load graphql's ESM build while graphql-yoga loads its CJS build;
  // two copies break `instanceof GraphQLError` and Yoga masks our translated errors. One copy, as in Node.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // End-to-end tests drive a browser with their own runner.
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    // Contract tests start the mock server and run codegen; give them room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    // Every test file in its own process: servers, module state and globals do not leak between files.
    pool: 'forks',
    isolate: true,
    watch: false,
    passWithNoTests: false,
  },
});
