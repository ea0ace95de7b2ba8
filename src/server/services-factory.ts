import { describeBootstrap, ensureFirstAdministrator } from './auth/bootstrap-admin';
import type { ServerConfig } from './config';
import { createDatabase } from './db/database';
import { migrate, whileHoldingStartupLock } from './db/migrate';
import { isDemoSeeded, markDemoSeeded, seedDemoShop } from './demo';
import { startLiveService } from './live';
import { trustedProxies } from './lib/client-address';
import { createThrottle } from './lib/throttle';
import { createMailer } from './mail';
import type { ServerServices } from './services';

/**
 * Everything a server needs before it listens: the database (migrated), the demo shop on a fresh
 * database unless SEED=none, and the services resolvers use.
 */
export async function createServices(config: ServerConfig, options: { memory?: boolean } = {}): Promise<ServerServices> {
  // A TRUSTED_PROXY that cannot be read stops the start, not the first request.
  trustedProxies(config.trustedProxy);
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.memory ? 'memory' : config.dataDir });
  await migrate(db);
  if (config.seed === 'demo') {
    // Two instances starting together on a new PostgreSQL database must not both load the demo.
    await whileHoldingStartupLock(db, Boolean(config.databaseUrl), async () => {
      if (await isDemoSeeded(db)) return;
      await seedDemoShop(db, { products: config.seedProducts, dataDir: config.dataDir, demoAccounts: config.demoAccounts });
      await markDemoSeeded(db);
    });
  }
  const bootstrap = describeBootstrap(await ensureFirstAdministrator(db, config));
  if (bootstrap) console.info(bootstrap);
  return { config, db, mailer: createMailer(config), live: await startLiveService(config), throttle: await createThrottle(config) };
}
