/**
 * `npm run mock`: the real server for frontend work, with nothing to set up. Its database is an
 * in-memory PGlite loaded from the cached demo snapshot (src/server/db/snapshot.ts), so every start
 * begins from the same shop (that of the day: the demo is dated back from the day it is loaded, and
 * the snapshot is made again on a new day) and nothing is written to disk but a temporary DATA_DIR;
 * fields no resolver implements yet answer values made from the schema (dev/mock-schema.ts).
 * MOCK_PORT (default 4001) chooses the port.
 */
import { startMock } from './start-mock';

const mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 4001) });
console.log(`Izlog mock: ${mock.url}/graphql (HTTP, multipart uploads and graphql-ws), files under /storage, storefront / and admin /cms when dist/ is built`);
console.log('Demo administrator: admin@izlog.rs / izlog-admin; demo shopper: marko.petrovic@izlog.rs / izlog-kupac');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
