import { sql } from 'kysely';
import { buildDemoShop } from '../../../fixtures';
import type { Db } from '../db/database';
import { seedCatalog } from './catalog';
import { seedCms } from './cms';
import type { SeedOptions } from './options';
import { seedOrders } from './orders';
import { seedStats } from './stats';
import { seedStorage } from './storage';
import { seedUsers } from './users';

export type { SeedOptions } from './options';
export { demoLiveVisitors } from './live';
/** The demo's fixed today (its records are dated from it) and its sign-in accounts, for the rest of src/. */
export { DEMO_TODAY } from '../../../fixtures/clock';
export { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';

/**
 * Loads the demo shop (fixtures/, plain records) into an empty database, keeping its ids. Domains
 * load in the order their foreign keys need.
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<void> {
  const demo = buildDemoShop();
  await seedStorage(db, demo, options);
  await seedCatalog(db, demo, options);
  await seedCms(db, demo, options);
  await seedUsers(db, demo, options);
  await seedOrders(db, demo, options);
  await seedStats(db, demo, options);
  // Planner statistics and the visibility map for the rows just loaded: PGlite runs no autovacuum, and
  // the listing's counts and facets read their covering index alone only where the map says so (071).
  await sql`vacuum analyze`.execute(db);
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
