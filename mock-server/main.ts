/**
 * `npm run mock` (run by start.mjs): the real server for frontend work, with nothing to set up. Its
 * database is an in-memory PGlite loaded from the cached demo snapshot, so every start begins from
 * the same shop: that of the day (the demo is dated back from the day it is loaded, and the snapshot
 * is made again on a new day), or that of MOCK_NOW's day. Nothing is written to disk but a temporary
 * DATA_DIR; fields no resolver implements yet answer values made from the schema (schema-mocks.ts).
 * MOCK_PORT (default 4001) chooses the port; `npm run mock -- --delay 800 --error Product.price
 * --scenario empty-shop --as shopper` (or MOCK_DELAY, MOCK_ERROR, MOCK_SCENARIO, MOCK_AS) steers
 * every request (steering.ts).
 */
import { startClockAt } from './clock';
import { describeSteer, SteerError, steerAtStart } from './steering';

const fixedNow = process.env.MOCK_NOW ? new Date(process.env.MOCK_NOW) : null;
if (fixedNow && Number.isNaN(fixedNow.getTime())) throw new Error(`MOCK_NOW must be a date and time such as 2026-11-20T10:00:00Z, not "${process.env.MOCK_NOW}"`);
if (fixedNow) startClockAt(fixedNow);
// Loaded once the clock is set, so the server and the demo read the same time from their first line.
const { startMock } = await import('./start-mock');

/** A steer the mock cannot read stops the start with what it takes, not a stack trace. */
async function started<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof SteerError)) throw error;
    console.error(`npm run mock: ${error.message}`);
    process.exit(2);
  }
}

const steer = await started(() => steerAtStart(process.argv.slice(2), process.env));
const mock = await started(() => startMock({ port: Number(process.env.MOCK_PORT ?? 4001), steer }));
console.log(`Izlog mock: ${mock.url}/graphql (HTTP, multipart uploads and graphql-ws), files under /storage, storefront / and admin /cms when dist/ is built`);
console.log('Demo administrator: admin@izlog.rs / izlog-admin; demo shopper: marko.petrovic@izlog.rs / izlog-kupac');
if (fixedNow) console.log(`Clock started at ${fixedNow.toISOString()} (MOCK_NOW)`);
const steered = describeSteer(steer);
if (steered) console.log(`Every request steered: ${steered} (a request's X-Mock-* headers change it; mock-server/README.md)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
