import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { projectPath } from '../project-root';
import type { Db } from './database';
import { splitSqlStatements } from './split-sql';

const MIGRATIONS_DIR = projectPath('src/server/db/migrations');
/** Any number that is ours alone: holds other server instances back while one migrates. */
const MIGRATION_LOCK = 4_242_001;

/** The checked-in migrations, in the order of their names (001_core.sql, 002_catalog.sql …). */
export function migrationFiles(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies every migration not applied yet, each in its own transaction; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      const done = new Set((await sql<{ name: string }>`select name from schema_migrations`.execute(connection)).rows.map((row) => row.name));
      for (const migration of migrationFiles(dir)) {
        if (done.has(migration.name)) continue;
        await connection.transaction().execute(async (trx) => {
          for (const statement of splitSqlStatements(migration.sql)) await sql.raw(statement).execute(trx);
          await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
        });
        applied.push(migration.name);
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
  return applied;
}

/**
 * Runs `work` while this instance holds the start-up lock, so instances sharing a PostgreSQL
 * database take turns. PGlite has one connection and one process, so there is nothing to wait for
 * (and holding its only connection would block `work` itself).
 */
export async function whileHoldingStartupLock(db: Db, sharedServer: boolean, work: () => Promise<void>): Promise<void> {
  if (!sharedServer) return work();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
