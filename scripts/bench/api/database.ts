/**
 * A new database for each run, removed after it: PGlite in a temporary directory, or a database of
 * its own on the PostgreSQL server (TEST_DATABASE_URL, else DATABASE_URL, else the machine's
 * 127.0.0.1:5432 `test`, as the server tests use), created and dropped through the tests' helper.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_URL, emptyPostgresDatabase } from '../../../tests/server/support/databases';
import type { DatabaseKind } from './options';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** How the report names it. */
  label: string;
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/** The server's address without its password, for the report. */
const withoutPassword = (url: string) => {
  const parsed = new URL(url);
  parsed.password = '';
  return `${parsed.host}${parsed.pathname}`;
};

export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-bench-api-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { kind, label: 'PGlite (embedded, in the server process)', dataDir, databaseUrl: null, drop: async () => removeDir() };
  try {
    const database = await emptyPostgresDatabase();
    return {
      kind,
      label: `PostgreSQL ${withoutPassword(POSTGRES_URL)}, a new database ${new URL(database.url).pathname.slice(1)} dropped after the run`,
      dataDir,
      databaseUrl: database.url,
      async drop() {
        await database.drop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw new Error(`PostgreSQL at ${withoutPassword(POSTGRES_URL)} does not answer (${(error as Error).message}): set DATABASE_URL, or run with --db pglite`);
  }
}
