/**
 * One shop instance in a process of its own, as a deployment runs several: the configuration comes
 * from the environment (DATABASE_URL of a database already holding the shop, REDIS_URL, DATA_DIR,
 * S3_*), the built client from INSTANCE_CLIENT_DIR. Prints one line `{"url": …}` when it listens;
 * SIGTERM closes it, SIGKILL is what the multi-instance test sends to lose it mid-request.
 */
import { join } from 'node:path';
import { startServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { logger } from '../../../src/server/log';
import { createServices } from '../../../src/server/services-factory';
import { stopOnSignals } from '../../../src/server/shutdown';

const config = readConfig({ ...process.env, PORT: '0' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir: process.env.INSTANCE_CLIENT_DIR ?? join(config.dataDir, 'no-client') });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

// Stopped as `npm start` stops: requests, then jobs, then the database (src/server/shutdown.ts).
stopOnSignals(server, services, logger, config.shutdownTimeoutMs);
