/**
 * `npm run mock` (run by start.mjs): the real server for frontend work, with nothing to set up. Its
 * database is an in-memory PGlite loaded from the cached demo snapshot, so every start begins from
 * the same shop: that of the day (the demo is dated back from the day it is loaded, and the snapshot
 * is made again on a new day), or that of MOCK_NOW's day. Nothing is written to disk but a temporary
 * DATA_DIR; fields no resolver implements yet answer values made from the schema (schema-mocks.ts).
 * MOCK_PORT (default 4001) chooses the port.
 */
import { startClockAt } from './clock';

const fixedNow = process.env.MOCK_NOW ? new Date(process.env.MOCK_NOW) : null;
if (fixedNow && Number.isNaN(fixedNow.getTime())) throw new Error(`MOCK_NOW must be a date and time such as 2026-11-20T10:00:00Z, not "${process.env.MOCK_NOW}"`);
if (fixedNow) startClockAt(fixedNow);
// Loaded once the clock is set, so the server and the demo read the same time from their first line.
const { startMock } = await import('./start-mock');

const mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 4001) });
console.log(`Izlog mock: ${mock.url}/graphql (HTTP, multipart uploads and graphql-ws), files under /storage, storefront / and admin /cms when dist/ is built`);
console.log('Demo administrator: admin@izlog.rs / izlog-admin; demo shopper: marko.petrovic@izlog.rs / izlog-kupac');
if (fixedNow) console.log(`Clock started at ${fixedNow.toISOString()} (MOCK_NOW)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
