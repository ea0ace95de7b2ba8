import { describe } from 'vitest';
import { defineOperationSuite } from '../../contract/support/operation-suite';
import { postgresReachable } from '../support/databases';
import { startTestServer } from '../support/test-server';

/**
 * `npm start`'s server answers every operation of operations/*.graphql. On PostgreSQL when it
 * answers: on PGlite the same suite already runs against this server's resolvers in
 * tests/contract/mock-operations.test.ts (`npm run mock` is this server over the demo snapshot in
 * PGlite; its schema mocks fill only fields no resolver answers, which are the same on either database
 * and so answer here unmocked), so a third run on PGlite proved nothing the two do not, and cost the
 * suite half a minute at its end.
 */
const backend = (await postgresReachable()) ? 'postgres' : 'pglite';

describe(`every operation on the real server over ${backend}`, () => {
  // The test bank takes the card examples' payments (PAYMENT_GATEWAY=test), as the mock's does.
  defineOperationSuite(() => startTestServer(backend, { PAYMENT_GATEWAY: 'test' }));
});
