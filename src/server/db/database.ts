import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { pgliteListen, postgresListen, registerListen } from './notifications';
import { publishQuery } from './query-channel';
import { recordScannedTables } from '../cache/scanned-tables';
import type { Database } from './schema';
import { logger } from '../log';

export type Db = Kysely<Database>;

/** Every statement: to the SQL channel's listeners, and to the reading under way, which records the content tables it read (cache/). */
function logQuery(event: LogEvent): void {
  recordScannedTables(event.query.sql);
  publishQuery(event);
}

// PostgreSQL's bigint (count(*), sums) arrives as a string by default; the shop's counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * The one query builder over either database: a PostgreSQL pool when `databaseUrl` is set,
 * otherwise PGlite (PostgreSQL compiled to WASM) in `dataDir/pglite`, or in memory for tests.
 */
export function createDatabase(options: { databaseUrl: string | null; dataDir: string | 'memory'; loadDataDir?: Blob }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection (server restart, failover, idle timeout) is replaced on next use;
    // unhandled, the pool's 'error' event would end the process.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection lost'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logQuery });
    registerListen(db, postgresListen(options.databaseUrl));
    return db;
  }
  let dataDir: string | undefined;
  if (options.dataDir !== 'memory') {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = createPGlite(dataDir, options.loadDataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: logQuery });
  registerListen(db, pgliteListen(pglite));
  return db;
}

/** PGlite in `dataDir` (in memory without one), optionally starting from a data directory dumped by dumpDataDir(). */
export function createPGlite(dataDir?: string, loadDataDir?: Blob, options: PGliteOptions = {}): PGlite {
  // The options object form: `new PGlite(undefined, options)` ignores its options (and loadDataDir with them).
  return new PGlite({
    ...options,
    // The search's extensions (migration 070_search.sql): PGlite loads an extension's code only when given here.
    extensions: { pg_trgm, unaccent, fuzzystrmatch, ...options.extensions },
    dataDir,
    loadDataDir,
    parsers: {
      20: (value: string) => Number(value),
      1700: (value: string) => Number(value),
    },
  });
}
