import { createMockDb } from '../../../../mock-server/db';
import type { Db } from '../database';
import { seedCatalog } from './catalog';
import { seedCms } from './cms';
import { seedOrders } from './orders';
import { seedStats } from './stats';
import { seedStorage } from './storage';
import { seedUsers } from './users';

export interface SeedOptions {
  /** SEED_PRODUCTS: how many products the catalogue gets; null for the demo's own. */
  products: number | null;
  /** DATA_DIR: where the demo's image and document files are written (under storage/). */
  dataDir?: string;
  /** DEMO_ACCOUNTS: give the seeded accounts their known demo passwords and e-mail links. */
  demoAccounts?: boolean;
}

/**
 * Loads the demo shop into an empty database. The demo's content is the mock server's fixtures
 * (mock-server/<domain>/tables.ts), so the shop a developer sees on the mock is the shop the real
 * server starts with. Domains load in the order their foreign keys need.
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<void> {
  const demo = createMockDb();
  await seedStorage(db, demo, options);
  await seedCatalog(db, demo, options);
  await seedCms(db, demo, options);
  await seedUsers(db, demo, options);
  await seedOrders(db, demo, options);
  await seedStats(db, demo, options);
}

/** True until the demo shop has been loaded once. */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('shop_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirst();
  return row != null;
}

/** Remembers that the demo was loaded, so a shop emptied by its admin is not filled again. */
export async function markDemoSeeded(db: Db): Promise<void> {
  await db
    .insertInto('shop_meta')
    .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
