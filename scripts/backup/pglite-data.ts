/**
 * The embedded database (PGlite in DATA_DIR/pglite). PGlite is one process's database, so a backup
 * needs the shop stopped: a running PGlite keeps DATA_DIR/pglite/postmaster.pid, and the backup
 * refuses while it is there. The stopped data folder is then archived as it is on disk (the same
 * files PGlite's dumpDataDir() would pack, streamed rather than held in memory), and a restore puts
 * it back and opens it once to prove it reads.
 */
import { existsSync, readdirSync } from 'node:fs';
import { rename, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createPGlite } from '../../src/server/db/database';
import { Refusal } from './progress';

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** The migrations the database has, read by opening it (which also leaves it cleanly closed). */
async function appliedMigrations(dir: string): Promise<string[]> {
  const pglite = createPGlite(dir);
  try {
    const { rows } = await pglite.query<{ name: string }>('select name from schema_migrations order by name');
    // Everything written to the data files: the archive then needs no WAL replay to open.
    await pglite.exec('checkpoint');
    return rows.map((row) => row.name);
  } finally {
    await pglite.close();
  }
}

/** Checks that the shop in `dataDir` is stopped; returns its migrations. */
export async function preparePgliteBackup(dataDir: string): Promise<string[]> {
  const dir = pgliteDir(dataDir);
  if (!hasEntries(dir)) throw new Refusal(`there is no shop in ${dir}: set DATA_DIR to the shop's data folder (or DATABASE_URL for PostgreSQL)`);
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new Refusal(
      `the shop's database is open (${join(dir, 'postmaster.pid')} is there): PGlite is one process's database, so stop the server first ` +
        `and run the backup again. If no server is running, it stopped without closing the database: start it once and stop it (Ctrl+C), then back up.`,
    );
  }
  return appliedMigrations(dir);
}

/** Refuses a data folder that already holds a database. */
export function assertNoPglite(dataDir: string): void {
  const dir = pgliteDir(dataDir);
  if (hasEntries(dir)) throw new Refusal(`${dir} already holds a database: restore into an empty data folder (a new DATA_DIR), never over a shop`);
}

/** Moves the unpacked data folder into place and opens it once; returns its migrations. */
export async function restorePglite(unpacked: string, dataDir: string): Promise<string[]> {
  const dir = pgliteDir(dataDir);
  // An empty folder (a start that failed, createDatabase's own mkdir) is replaced; assertNoPglite refused any other.
  if (existsSync(dir)) await rmdir(dir);
  await rename(unpacked, dir);
  return appliedMigrations(dir);
}
