/**
 * The server under test, in a process of its own (processes.ts starts it with its configuration
 * in the environment): services over a new database with the demo shop, then the real HTTP
 * server. It tells its parent its address over IPC, and leaves when asked to stop.
 */
import { join } from 'node:path';
import { startServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { logger } from '../../../src/server/log';
import { createServices } from '../../../src/server/services-factory';
import { stopGracefully } from '../../../src/server/shutdown';

const config = readConfig();
const started = performance.now();
const services = await createServices(config);
const seedSeconds = (performance.now() - started) / 1000;
// Only /graphql is measured: no client build is needed, so none is served.
const server = await startServer(services, { port: 0, distDir: join(config.dataDir, 'no-client') });
process.send?.({ url: server.url, seedSeconds });

let stopping = false;
/**
 * Stops listening and leaves. With `keepDatabase` (another server under test starts on the same
 * database next), it stops as `npm start` does on SIGTERM, closing the database, which PGlite
 * needs to write its data directory out. Otherwise the database is thrown away after the run (its
 * directory removed, or the PostgreSQL database dropped), so it is not closed: requests the load
 * generator abandoned at the end of its run may still be executing, and would fail on a closed one.
 */
async function stop(keepDatabase = false) {
  if (stopping) return;
  stopping = true;
  if (keepDatabase) await stopGracefully(server, services, logger, 5_000);
  else await server.close();
  process.exit(0);
}

process.on('message', (message: { type?: string; keepDatabase?: boolean }) => {
  if (message.type === 'stop') void stop(message.keepDatabase === true);
});
process.once('SIGTERM', () => void stop());
// The parent ended without asking: do not outlive it.
process.once('disconnect', () => void stop());
