import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import pg from 'pg';
import { loopTurnsPlugin } from './loop-turns';
import { pgliteListen, postgresListen, registerListen } from './notifications';
import { withoutRowArrayParsers } from './pglite-parsers';
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

/** PostgreSQL's type id of text[] (the catalogue's per-language texts). */
const TEXT_ARRAY = 1009;
/** The driver types only the scalar types' ids. */
const TEXT_ARRAY_ID = TEXT_ARRAY as unknown as typeof pg.types.builtins.TEXT;
/** One element of a one-dimensional array literal: quoted (with backslash escapes) or bare, up to the next comma. */
const ARRAY_ELEMENT = /"((?:[^"\\]|\\.)*)"|([^,]+)/gs;
const ESCAPED = /\\(.)/gs;

/**
 * A one-dimensional text[] as PostgreSQL writes it (`{a,"b c",NULL}`), read with the engine's regular
 * expressions rather than character by character in JavaScript (postgres-array, PGlite's parser): the
 * catalogue reads a dozen text lists per row, and truly cold they were a fifth of the product page's
 * server time (issue 22). Anything else (more dimensions, bounds) goes to `fallback`.
 */
export function parseTextArray(value: string, fallback: (value: string) => unknown): unknown {
  if (value.charCodeAt(0) !== 123 /* { */ || value.charCodeAt(1) === 123) return fallback(value);
  const out: (string | null)[] = [];
  const inner = value.slice(1, -1);
  if (inner === '') return out;
  ARRAY_ELEMENT.lastIndex = 0;
  let expected = 0;
  for (let match = ARRAY_ELEMENT.exec(inner); match; match = ARRAY_ELEMENT.exec(inner)) {
    // Elements follow each other separated by one comma; anything else is not the literal this reads.
    if (match.index !== expected) return fallback(value);
    const quoted = match[1];
    if (quoted !== undefined) out.push(quoted.includes('\\') ? quoted.replace(ESCAPED, '$1') : quoted);
    else out.push(match[2] === 'NULL' ? null : match[2]!);
    expected = ARRAY_ELEMENT.lastIndex + 1;
  }
  return expected === inner.length + 1 ? out : fallback(value);
}
const pgTextArray = pg.types.getTypeParser(TEXT_ARRAY_ID, 'text');
pg.types.setTypeParser(TEXT_ARRAY_ID, (value) => parseTextArray(value, pgTextArray));

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
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: logQuery, plugins: [loopTurnsPlugin()] });
  registerListen(db, pgliteListen(pglite));
  return db;
}

/** PGlite in `dataDir` (in memory without one), optionally starting from a data directory dumped by dumpDataDir(). */
export function createPGlite(dataDir?: string, loadDataDir?: Blob, options: PGliteOptions = {}): PGlite {
  // The options object form: `new PGlite(undefined, options)` ignores its options (and loadDataDir with them).
  const pglite = new PGlite({
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
  withoutRowArrayParsers(pglite);
  // PGlite sets its array parsers once ready, over any given here; this runs before any query (each waits for ready).
  void pglite.waitReady.then(() => {
    const fallback = pglite.parsers[TEXT_ARRAY];
    if (fallback) pglite.parsers[TEXT_ARRAY] = (value: string, typeId?: number) => parseTextArray(value, (text) => fallback(text, typeId));
  });
  return pglite;
}
