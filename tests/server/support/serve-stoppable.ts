/**
 * The server as `npm start` runs it, without building the client: the database its environment names
 * (PGlite in DATA_DIR), stopped by SIGTERM or SIGINT through the same code (src/server/shutdown.ts).
 * Prints one line `{"listening": url}` once it listens.
 */
import { join } from 'node:path';
import { startServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { logger } from '../../../src/server/log';
import { createServices } from '../../../src/server/services-factory';
import { stopOnSignals } from '../../../src/server/shutdown';

const config = readConfig({ ...process.env, PORT: '0' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir: join(config.dataDir, 'dist') });
stopOnSignals(server, services, logger, config.shutdownTimeoutMs);
process.stdout.write(`${JSON.stringify({ listening: server.url })}\n`);
