import { sql } from 'kysely';
import { buildDemoShop, demoToday } from '../../../fixtures';
import type { Db } from '../db/database';
import { seedCatalog } from './catalog';
import { seedCms } from './cms';
import { writeDemoToday } from './marker';
import type { SeedOptions } from './options';
import { seedOrders } from './orders';
import { seedStats } from './stats';
import { seedStorage } from './storage';
import { seedUsers } from './users';

/**
 * Loads the demo shop (fixtures/, plain records) into an empty database, keeping its ids, dated back
 * from `options.today` (default: the demo's today for a load now). Domains load in the order their
 * foreign keys need; the shop remembers its today (readDemoToday).
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<void> {
  const today = options.today ?? demoToday(new Date());
  const demo = buildDemoShop(today);
  await writeDemoToday(db, today);
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
