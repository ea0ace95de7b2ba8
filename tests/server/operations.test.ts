import { describe } from 'vitest';
import { defineOperationSuite } from '../contract/support/operation-suite';
import { serverBackends } from './support/backends';
import { startTestServer } from './support/test-server';

/** `npm start`'s server answers every operation of operations/*.graphql, on each database (the suite on `npm run mock` is tests/contract/mock-operations.test.ts). */
for (const backend of await serverBackends()) {
  describe(`every operation on the real server over ${backend}`, () => {
    defineOperationSuite(() => startTestServer(backend));
  });
}
