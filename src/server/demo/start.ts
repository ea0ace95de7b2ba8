import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { whileHoldingStartupLock } from '../db/migrate';
import type { FileStore } from '../modules/storage';
import { isDemoSeeded, markDemoSeeded } from './marker';
import { seedDemoShop } from './seed';

/** What a start did about the demo: loaded it into its new database, left the new database empty, or found a shop. */
export type DemoStart = 'loaded' | 'left-empty' | 'existing';

/**
 * SEED=demo loads the demo shop only into a database this start created (`created`: no migration
 * had been applied before it). A database that was there before, a real shop's or a demo's, is never
 * seeded, whatever it holds or lacks, so a shop started once with SEED=none stays the owner's.
 */
export async function startDemo(db: Db, config: Pick<ServerConfig, 'seed' | 'seedProducts' | 'demoAccounts' | 'databaseUrl'>, files: FileStore, created: boolean): Promise<DemoStart> {
  if (!created) return 'existing';
  if (config.seed === 'none') return 'left-empty';
  // Two instances starting together on a new PostgreSQL database: only the one that migrated it gets
  // here, and the lock keeps a second such start (a crash and a retry) from loading the demo twice.
  await whileHoldingStartupLock(db, Boolean(config.databaseUrl), async () => {
    if (await isDemoSeeded(db)) return;
    await seedDemoShop(db, { products: config.seedProducts, files, demoAccounts: config.demoAccounts });
    await markDemoSeeded(db);
  });
  return 'loaded';
}

/** The one line the first start logs about the demo (nothing on later starts). */
export function describeDemoStart(start: DemoStart): string | null {
  switch (start) {
    case 'loaded':
      return 'New database: loaded the demo shop (SEED=demo, the default; docs/demo.md lists its accounts and promo codes). For an empty shop, start with SEED=none on a new database.';
    case 'left-empty':
      return 'New database: left empty (SEED=none), no demo loaded. The demo is loaded only by a start with SEED=demo (the default) on a new database.';
    case 'existing':
      return null;
  }
}
