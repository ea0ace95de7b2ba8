import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { demoToday } from '../fixtures/clock';
import { checkFieldsExist, fieldNames, withSteeredFailures } from './steered-failures';
import { serveSteered } from './front';
import { withSchemaMocks } from './schema-mocks';
import { scenarioShops } from './shops';
import { UNSTEERED, type Steer } from './steering';

export interface RunningMock {
  /** Origin without a trailing slash; the API is at /graphql. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real server over an in-memory copy of the demo snapshot, with schema-derived values for
 * unimplemented fields, behind a front that steers requests (front.ts): the shop of each scenario
 * is another copy, started on its first request. `typeDefs` replaces schema/*.graphql (a test adds
 * a field to a copy); `steer` is what every request gets unless its X-Mock-* headers say otherwise.
 * The clock is the caller's: the real one, or one fixed (clock.ts) before the mock starts, by
 * MOCK_NOW or by a test; the demo is that day's.
 */
export async function startMock(options: { port: number; typeDefs?: string[]; steer?: Steer }): Promise<RunningMock> {
  const start = options.steer ?? UNSTEERED;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  let fields: ReadonlySet<string> = new Set();
  const mocked = withSchemaMocks(demoToday(new Date()));
  const addMocks = (schema: GraphQLSchema) => {
    const steerable = withSteeredFailures(mocked(schema));
    fields = fieldNames(steerable);
    return steerable;
  };
  const shops = scenarioShops({ publicUrl: url, schema: { typeDefs: options.typeDefs, addMocks } });
  // The start's shop answers the first request at once; the others start when first asked for.
  const ready = shops.open(start.scenario);
  const stopFront = serveSteered(server, { shops, start, fields: () => fields, ready });
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    stopFront();
    await shops.close();
  };
  try {
    await ready;
    checkFieldsExist(start.failingFields, fields, '--error');
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
