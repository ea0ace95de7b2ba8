import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows per insert statement: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH = 500;

/** Whether the `count`th batch (from `from` on, then at every doubling) is one after which a big seed's statistics are brought up to date. */
export const keepsStatisticsAfter = (count: number, from = 4): boolean => count >= from && (count & (count - 1)) === 0;

/**
 * Inserts `rows` a batch at a time. `keepStatistics`, when given, runs after the 4th, 8th, 16th …
 * batch: the triggers of a big seed (SEED_PRODUCTS) join the tables it fills, and a planner that
 * still believes them empty loops over them once per row, which made each batch slower than the
 * last (30,000 products: the specifications took 134 s, 10 s with their statistics kept).
 */
export async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>, keepStatistics?: () => Promise<unknown>): Promise<void> {
  for (let start = 0, batches = 1; start < rows.length; start += BATCH, batches += 1) {
    await insert(rows.slice(start, start + BATCH));
    if (keepStatistics && keepsStatisticsAfter(batches)) await keepStatistics();
  }
}

/** New rows of `table` continue after the demo's ids (from 1 when it has none). */
export async function continueIds(db: Db, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
