import { buildDemoShop, type DemoShop } from '../fixtures';

/** What the mock adds to the demo shop: sign-in sessions. */
export interface CoreTables {
  /** Admin token → administrator id. */
  adminSessions: Map<string, number>;
  /** User token → shopper id. */
  userSessions: Map<string, number>;
}

/** The mock's whole in-memory shop: the demo shop's records and the sessions. */
export interface MockDb extends CoreTables, DemoShop {}

/** A fresh, deterministic shop (fixtures/). */
export function createMockDb(): MockDb {
  return { ...buildDemoShop(), adminSessions: new Map(), userSessions: new Map() };
}
