import { startServer } from './app';
import { ensureClientBuilt } from './build-client';
import { readConfig } from './config';
import { PROJECT_ROOT, projectPath } from './project-root';
import { createServices } from './services-factory';

const root = PROJECT_ROOT;
const distDir = projectPath('dist');

const config = readConfig();
const client = ensureClientBuilt(root, distDir);
if (client === 'no-client') console.log('No client to serve yet (src/client has no app entry): serving the API only.');

const services = await createServices(config);
const server = await startServer(services, { port: config.port, distDir });
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
console.log(`Izlog on ${server.url}: storefront /, admin /cms, API /graphql, files /storage — database ${database}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => services.jobs.stop())
      .then(() => services.live.close())
      .then(() => services.throttle.close())
      .then(() => services.contentVersion.close())
      .then(() => services.db.destroy())
      .then(() => process.exit(0));
  });
}
