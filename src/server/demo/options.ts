import type { FileStore } from '../modules/storage';

/** How the demo shop is loaded. */
export interface SeedOptions {
  /** SEED_PRODUCTS: how many products the catalogue gets; null for the demo's own. */
  products: number | null;
  /** Where the demo's image and document files are written (DATA_DIR/storage or a bucket). */
  files?: FileStore;
  /** DEMO_ACCOUNTS: give the seeded accounts their known demo passwords and e-mail links. */
  demoAccounts?: boolean;
  /** The demo's today its records are dated back from (fixtures/clock.ts: demoToday); default: a load now. */
  today?: Date;
}
