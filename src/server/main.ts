import { startServer } from './app';
import { ensureClientBuilt } from './build-client';
import { readConfig } from './config';
import { logger } from './log';
import { PROJECT_ROOT, projectPath } from './project-root';
import { createServices } from './services-factory';
import { stopOnSignals } from './shutdown';

const root = PROJECT_ROOT;
const distDir = projectPath('dist');

const config = readConfig();
// Built ahead of time (npm run build: dist/server/main.js), the client was built with it; run from the sources (tsx), it is built when stale.
const client = import.meta.url.endsWith('.ts') ? ensureClientBuilt(root, distDir) : 'fresh';
if (client === 'no-client') logger.warn('no client to serve yet (src/client has no app entry): serving the API only');

const services = await createServices(config);
const server = await startServer(services, { port: config.port, distDir });
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
logger.info({ url: server.url, database }, `Izlog on ${server.url}: storefront /, admin /cms, API /graphql, files /storage, health /healthz /readyz, metrics /metrics`);
stopOnSignals(server, services, logger, config.shutdownTimeoutMs);
