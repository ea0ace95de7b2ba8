import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows per insert statement: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH = 500;

/** Inserts `rows` a batch at a time. */
export async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** New rows of `table` continue after the demo's ids (from 1 when it has none). */
export async function continueIds(db: Db, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
