import { startContentVersion } from './cache';
import { describeBootstrap, ensureFirstAdministrator } from './auth/bootstrap-admin';
import type { ServerConfig } from './config';
import { createDatabase } from './db/database';
import { migrate, whileHoldingStartupLock } from './db/migrate';
import { demoLiveVisitors, isDemoSeeded, markDemoSeeded, seedDemoShop } from './demo';
import { loadSnapshot, restoreStorage, type SnapshotKind } from './db/snapshot';
import { startLiveService } from './modules/live';
import { trustedProxies } from './lib/client-address';
import { createThrottle } from './lib/throttle';
import { startJobQueue } from './jobs';
import { createMailer, workMail } from './mail';
import { readMailShop } from './mail/shop';
import type { ServerServices } from './services';

/** The snapshot that holds what `config` would migrate and seed, when there is one (the demo's own catalogue size). */
export function snapshotKind(config: ServerConfig): SnapshotKind | null {
  if (config.seed === 'none') return 'empty';
  if (config.seedProducts !== null) return null;
  return config.demoAccounts ? 'demo-accounts' : 'demo';
}

/**
 * Everything a server needs before it listens: the database (migrated), the demo shop on a fresh
 * database unless SEED=none, and the services resolvers use. `memory` keeps PGlite in memory;
 * `snapshot` (with `memory`) starts it from the cached, already seeded database (src/server/db/snapshot.ts)
 * instead of migrating and seeding, and copies the demo's files into DATA_DIR/storage.
 */
export async function createServices(config: ServerConfig, options: { memory?: boolean; snapshot?: boolean } = {}): Promise<ServerServices> {
  // A TRUSTED_PROXY that cannot be read stops the start, not the first request.
  trustedProxies(config.trustedProxy);
  const kind = options.memory && options.snapshot && !config.databaseUrl ? snapshotKind(config) : null;
  const snapshot = kind ? await loadSnapshot(kind) : null;
  const restoring = snapshot ? restoreStorage(snapshot, config.dataDir) : null;
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.memory ? 'memory' : config.dataDir, loadDataDir: snapshot?.database });
  await Promise.all([migrate(db), restoring]);
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
  const jobs = await startJobQueue(config);
  await workMail(jobs, createMailer(config));
  return {
    config,
    db,
    jobs,
    mailShop: (lang) => readMailShop(db, lang, config.publicUrl),
    live: await startLiveService(config, demoLiveVisitors),
    throttle: await createThrottle(config),
    contentVersion: startContentVersion(config, db),
  };
}
