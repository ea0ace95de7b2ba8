/**
 * The real server for the e2e tests, in its own process as in production: PostgreSQL at
 * E2E_DATABASE_URL (an empty database it migrates and seeds) or else PGlite in DATA_DIR, with the
 * demo shop and its known passwords, serving the client built into E2E_CLIENT_DIR on a free port.
 * Prints one line `{"url": …}` when it listens; stops on SIGTERM.
 */
import { startServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { logger } from '../../../src/server/log';
import { createServices } from '../../../src/server/services-factory';
import { stopOnSignals } from '../../../src/server/shutdown';
import { releaseEndedCardHolds } from '../../../src/server/modules/payments';

const distDir = process.env.E2E_CLIENT_DIR;
if (!distDir || !process.env.DATA_DIR) throw new Error('E2E_CLIENT_DIR and DATA_DIR are required');

const config = readConfig({ ...process.env, PORT: '0', SEED: 'demo', DEMO_ACCOUNTS: '1', DATABASE_URL: process.env.E2E_DATABASE_URL ?? '', REDIS_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', PAYMENT_GATEWAY: 'test' });
const services = await createServices(config);
const server = await startServer(services, { port: 0, distDir });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

// A flow's shopper who left the bank's page comes back after the hold, without the flow waiting half
// an hour: SIGUSR2 runs the holds' end as if the day were over.
process.on('SIGUSR2', () => {
  releaseEndedCardHolds(services, new Date(Date.now() + 24 * 60 * 60_000)).catch((error: unknown) => logger.error({ err: error }, 'e2e: card holds not released'));
});

// Stopped as `npm start` stops: requests, then jobs, then the database (src/server/shutdown.ts).
stopOnSignals(server, services, logger, config.shutdownTimeoutMs);
