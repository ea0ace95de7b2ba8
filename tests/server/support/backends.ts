import { postgresReachable } from './databases';
import type { Backend } from './test-server';

/**
 * The databases the server tests run on: PGlite always, PostgreSQL when it answers. Use with
 * `describe.each(await serverBackends())` in a file whose subject is what the database does: the
 * catalogue, search, orders and stock, the caches' invalidation, migrations, statistics, accounts.
 */
export async function serverBackends(): Promise<Backend[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database of a file whose subject lies above it (input bounds, throttles, the file store,
 * the live registry): PGlite, the default, which always runs. What such a file asks of the database
 * is asked of PostgreSQL too by the files above, so running it twice tested nothing new and cost the
 * suite a minute.
 */
export const ABOVE_THE_DATABASE: readonly Backend[] = ['pglite'];
