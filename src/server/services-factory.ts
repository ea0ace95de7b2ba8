import { startContentVersion } from './cache';
import { describeBootstrap, ensureFirstAdministrator } from './auth/bootstrap-admin';
import type { ServerConfig } from './config';
import { createDatabase } from './db/database';
import { migrate, migrationFiles } from './db/migrate';
import { demoShopVisitors, describeDemoStart, readDemoToday, startDemo } from './demo';
import { loadSnapshot, restoreStorage, type DemoSnapshot, type SnapshotKind } from './db/snapshot';
import { startLiveService } from './modules/live';
import { workStatsRollups } from './modules/stats';
import { workCardHoldReleases } from './modules/payments';
import { trustedProxies } from './lib/client-address';
import { createThrottle } from './lib/throttle';
import { startJobQueue } from './jobs';
import { logger } from './log';
import { createMailer, mailThread, workMail, writeMailWith } from './mail';
import { copyFiles, createFileStore, localFileStore, workImageVariants, type FileStore } from './modules/storage';
import { readMailShop } from './mail/shop';
import { sharedContent } from './lib/per-content';
import type { ServerServices } from './services';
import { createListingIndex } from './modules/catalog/listing-index/listing-index';

/** The snapshot that holds what `config` would migrate and seed, when there is one (the demo's own catalogue size). */
export function snapshotKind(config: ServerConfig): SnapshotKind | null {
  if (config.seed === 'none') return 'empty';
  if (config.seedProducts !== null) return null;
  return config.demoAccounts ? 'demo-accounts' : 'demo';
}

/** The snapshot's demo files into the store: hard links into DATA_DIR/storage, or copies into a bucket. */
async function restoreFiles(snapshot: DemoSnapshot, dataDir: string, files: FileStore): Promise<void> {
  if (files.kind === 'local') await restoreStorage(snapshot, dataDir);
  else await copyFiles(localFileStore(snapshot.storageDir), files);
}

/**
 * Everything a server needs before it listens: the database (migrated), the demo shop on a database
 * this start created unless SEED=none (never on an existing one), and the services resolvers use.
 * `memory` keeps PGlite in memory; `snapshot` (with `memory`) starts it from the cached, already
 * seeded database (src/server/db/snapshot.ts) instead of migrating and seeding, and puts the demo's
 * files into the file store.
 */
export async function createServices(config: ServerConfig, options: { memory?: boolean; snapshot?: boolean } = {}): Promise<ServerServices> {
  // A TRUSTED_PROXY that cannot be read stops the start, not the first request.
  trustedProxies(config.trustedProxy);
  const kind = options.memory && options.snapshot && !config.databaseUrl ? snapshotKind(config) : null;
  const snapshot = kind ? await loadSnapshot(kind) : null;
  const files = createFileStore(config);
  const restoring = snapshot ? restoreFiles(snapshot, config.dataDir, files) : null;
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.memory ? 'memory' : config.dataDir, loadDataDir: snapshot?.database });
  const [applied] = await Promise.all([migrate(db), restoring]);
  // Created by this start: its first migration was applied now (a snapshot's database was migrated before).
  const demoStart = await startDemo(db, config, files, applied.includes(migrationFiles()[0]!.name));
  const toldDemo = describeDemoStart(demoStart);
  if (toldDemo) logger.info(toldDemo);
  // Sample live visitors only in a demo shop, built over the demo as it was loaded.
  const demoToday = config.seed === 'demo' ? await readDemoToday(db) : null;
  const bootstrap = await ensureFirstAdministrator(db, config);
  const told = describeBootstrap(bootstrap);
  // A generated password is for the operator's eyes once, whatever LOG_LEVEL says: printed, not logged.
  if (told && bootstrap.action === 'generated') console.info(told);
  else if (told) logger.info(told);
  const jobs = await startJobQueue(config);
  const listingIndex = config.listingIndex ? createListingIndex(db) : undefined;
  const contentVersion = startContentVersion(config, db, listingIndex);
  await workMail(jobs, config.mailThread ? mailThread(config) : writeMailWith(createMailer(config)));
  await workImageVariants(jobs, { db, files, contentVersion });
  await workStatsRollups(jobs, db);
  const services: ServerServices = {
    config,
    db,
    files,
    jobs,
    // Read for every order's mails: kept until the settings or the logo change.
    mailShop: (lang) => sharedContent({ contentVersion, config }, `mail shop ${lang}`, () => readMailShop(db, lang, config.publicUrl, files)),
    live: await startLiveService(config, demoToday ? () => demoShopVisitors(demoToday) : null),
    throttle: await createThrottle(config),
    contentVersion,
    listingIndex,
  };
  // Its handler mails and moves stock, so it needs the services whole.
  await workCardHoldReleases(services);
  return services;
}

/** Closes what the job queue leaves open once it has stopped: the live channel, throttles, cache invalidation, database. */
export async function closeConnections(services: ServerServices): Promise<void> {
  await services.live.close();
  await services.throttle.close();
  await services.contentVersion.close();
  await services.db.destroy();
}

/** Closes everything createServices opened, the job queue first (it finishes the jobs it runs). */
export async function closeServices(services: ServerServices): Promise<void> {
  await services.jobs.stop();
  await closeConnections(services);
}
