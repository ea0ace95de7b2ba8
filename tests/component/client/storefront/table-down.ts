import { sql } from 'kysely';
import type { Db } from '../../../../src/server/db/database';

/**
 * Runs `run` while one of the shop's tables is out of reach (renamed away), so every query of it
 * fails as on a failing database; the table is back afterwards, whatever happened.
 */
export async function whileTableIsDown<T>(db: Db, table: string, run: () => Promise<T>): Promise<T> {
  const away = `${table}_down`;
  await sql`alter table ${sql.table(table)} rename to ${sql.table(away)}`.execute(db);
  // A renamed table is no write: the server would go on answering its kept public answers (as it
  // does while a database fails), so they are dropped as after a write (migration 071's notice).
  await sql`select pg_notify('izlog_content_changed', '')`.execute(db);
  try {
    return await run();
  } finally {
    await sql`alter table ${sql.table(away)} rename to ${sql.table(table)}`.execute(db);
  }
}
