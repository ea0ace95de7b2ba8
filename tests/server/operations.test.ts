import { describe } from 'vitest';
import { defineOperationSuite } from '../contract/support/operation-suite';
import { serverBackends } from './support/backends';
import { startTestServer } from './support/test-server';

/** The real server answers every operation of operations/*.graphql as the mock does, on each database. */
for (const backend of await serverBackends()) {
  describe(`every operation on the real server over ${backend}`, () => {
    defineOperationSuite(() => startTestServer(backend));
  });
}
