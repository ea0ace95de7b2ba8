/** How the demo shop is loaded. */
export interface SeedOptions {
  /** SEED_PRODUCTS: how many products the catalogue gets; null for the demo's own. */
  products: number | null;
  /** DATA_DIR: where the demo's image and document files are written (under storage/). */
  dataDir?: string;
  /** DEMO_ACCOUNTS: give the seeded accounts their known demo passwords and e-mail links. */
  demoAccounts?: boolean;
}
