/** Reads of the shop's database that the admin screen tests share. */
import { sql } from 'kysely';
import type { Db } from '../../../../src/server/db/database';
import type { Database } from '../../../../src/server/db/schema';

/** How many rows `table` holds now. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
  return rows[0]!.count;
}

/** A translated column's Serbian text (index 0 in code; SQL arrays count from 1) is `text`. */
export const serbianIs = (column: string, text: string) => sql<boolean>`${sql.ref(column)}[1] = ${text}`;
