import type { ServerConfig } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import { isDemoSeeded, markDemoSeeded, seedDemoShop } from './db/seed';
import type { ServerServices } from './services';

/**
 * Everything a server needs before it listens: the database (migrated), the demo shop on a fresh
 * database unless SEED=none, and the services resolvers use.
 */
export async function createServices(config: ServerConfig, options: { memory?: boolean } = {}): Promise<ServerServices> {
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.memory ? 'memory' : config.dataDir });
  await migrate(db);
  if (config.seed === 'demo' && !(await isDemoSeeded(db))) {
    await seedDemoShop(db, { products: config.seedProducts });
    await markDemoSeeded(db);
  }
  return { config, db };
}
