import type { CatalogTables } from './catalog/tables';
import { seedCatalog } from './catalog/tables';
import type { CmsTables } from './cms/tables';
import { seedCms } from './cms/tables';
import type { LiveTables } from './live/tables';
import { seedLive } from './live/tables';
import type { OrderTables } from './orders/tables';
import { seedOrders } from './orders/tables';
import type { StatsTables } from './stats/tables';
import { seedStats } from './stats/tables';
import type { StorageTables } from './storage/tables';
import { seedStorage } from './storage/tables';
import type { UserTables } from './users/tables';
import { seedUsers } from './users/tables';

/** What every domain shares: sign-in sessions and the exchange rate. */
export interface CoreTables {
  /** RSD for one EUR; English prices are RSD prices divided by it. */
  exchangeRateEur: number;
  /** Admin token → administrator id. */
  adminSessions: Map<string, number>;
  /** User token → shopper id. */
  userSessions: Map<string, number>;
}

/** The mock's whole in-memory shop: one table set per domain. */
export interface MockDb
  extends CoreTables, StorageTables, CatalogTables, CmsTables, UserTables, OrderTables, StatsTables, LiveTables {}

/**
 * A fresh, deterministic shop. Domains seed in dependency order: files first (everything has
 * images), then the catalogue, the pages that show it, shoppers, their orders, statistics over
 * all of them, and the live visitors.
 */
export function createMockDb(): MockDb {
  const db = { exchangeRateEur: 117.2, adminSessions: new Map(), userSessions: new Map() } as CoreTables as MockDb;
  seedStorage(db);
  seedCatalog(db);
  seedCms(db);
  seedUsers(db);
  seedOrders(db);
  seedStats(db);
  seedLive(db);
  return db;
}
