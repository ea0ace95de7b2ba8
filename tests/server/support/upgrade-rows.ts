/**
 * What the upgrade tests share: a folder of the migrations a shop had before a given one, and a
 * shop's rows read as JSON, compared as they were (an upgrade may add columns, never change a row's
 * values).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { migrationFiles } from '../../../src/server/db/migrate';

export type Rows = Record<string, unknown>[];

/** A folder with the migrations before `first` (by name), removed after the file's tests; call it while the file loads. */
export function migrationsBefore(first: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'izlog-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const { name } of migrationFiles()) if (name < first) cpSync(join('src/server/db/migrations', name), join(dir, name));
  return dir;
}

/** The names of the migrations from `first` on, before `end` when given. */
export const migrationsFrom = (first: string, end?: string): string[] =>
  migrationFiles()
    .map(({ name }) => name)
    .filter((name) => name >= first && (end === undefined || name < end));

/** A table's rows as JSON objects, in `orderBy` order. */
export async function tableRows(db: Db, table: string, orderBy: string): Promise<Rows> {
  const { rows } = await sql<{ rows: Rows | null }>`select json_agg(t order by ${sql.raw(orderBy)}) as rows from ${sql.table(table)} t`.execute(db);
  return rows[0]?.rows ?? [];
}

/** `after`'s tables with only the columns each row had in `before`: what the upgrade kept of each row. */
export function asBefore(before: readonly Rows[], after: readonly Rows[]): Rows[] {
  return after.map((rows, table) =>
    rows.map((row, index) => Object.fromEntries(Object.keys(before[table]?.[index] ?? row).map((column) => [column, row[column]]))),
  );
}
