/**
 * PostgreSQL (DATABASE_URL): backed up with `pg_dump` and restored with `psql`, PostgreSQL's own
 * client tools (Debian: postgresql-client, the server's major version or newer). They know every
 * object the migrations make (functions, triggers, generated columns, extensions, sequences' values,
 * pg-boss's jobs) and pg_dump reads one consistent snapshot, so a running shop can be backed up;
 * a dump written by hand through the driver would have to know all of that itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { parse } from 'pg-connection-string';
import { progress, Refusal } from './progress';

/** A connection string's parameters that libpq also reads from the environment, and their variables. */
const LIBPQ_VARIABLES: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  database: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

/**
 * DATABASE_URL as libpq's variables, read by the parser the server's driver uses (pg-connection-string):
 * the password stays out of the command line, which `ps` shows.
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const parts = parse(databaseUrl) as unknown as Record<string, unknown>;
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'izlog-backup' };
  for (const [part, variable] of Object.entries(LIBPQ_VARIABLES)) {
    const value = parts[part];
    if (typeof value === 'string' && value !== '') env[variable] = value;
  }
  return env;
}

/** Refuses, saying what to install, when `tool` is not on the PATH. */
export function requireTool(tool: 'pg_dump' | 'psql'): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Refusal(
      `${tool} is needed for a PostgreSQL shop and was not found: install PostgreSQL's client tools ` +
        `(Debian, Ubuntu: apt-get install postgresql-client), of the server's major version or newer`,
    );
  }
}

/**
 * Runs a client tool, `input` on its stdin when given; its stderr lines go to `onLine`, and the last
 * ones into the error when it fails.
 */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv, onLine: (line: string) => void, input?: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    const tail: string[] = [];
    createInterface({ input: child.stderr! }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      onLine(line);
    });
    if (input) pipeline(input, child.stdin!).catch(() => undefined);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${tail.join('\n')}`))));
  });
}

/** The line by which pg_dump empties search_path for the rest of the restore. */
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
/** pg_dump writes it in its first lines; this much is read before giving up looking. */
const HEADER_BYTES = 65_536;

/**
 * The dump with its search_path set to `searchPath` rather than emptied. pg_dump names every object
 * with its schema, but the shop's text-folding functions (migration 070) call unaccent() by its bare
 * name, so with an empty search_path the restore could not compute the products' generated search
 * columns. Streamed: only the header is held, the rest passes through.
 */
export function withSearchPath(dump: Readable, searchPath: string): Readable {
  let header = '';
  let done = false;
  const literal = `'${searchPath.replace(/'/g, "''")}'`;
  return dump.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (done) return callback(null, chunk);
        header += chunk.toString('utf8');
        if (!header.includes(EMPTY_SEARCH_PATH) && header.length < HEADER_BYTES) return callback();
        done = true;
        callback(null, header.replace(EMPTY_SEARCH_PATH, `SELECT pg_catalog.set_config('search_path', ${literal}, false);`));
      },
      flush(callback) {
        callback(null, done ? undefined : header);
      },
    }),
  );
}
async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The migrations the database has. */
export async function postgresMigrations(databaseUrl: string): Promise<string[]> {
  const rows = await query<{ name: string }>(databaseUrl, 'select name from schema_migrations order by name').catch(() => null);
  if (!rows) throw new Refusal('the database DATABASE_URL names holds no shop (no schema_migrations table)');
  return rows.map((row) => row.name);
}

/** Dumps the whole database as SQL into `file`, printing each table as pg_dump reaches it. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const tables = progress('tables dumped');
  const args = ['--format=plain', '--no-owner', '--no-privileges', '--no-comments', '--verbose', `--file=${file}`];
  await run('pg_dump', args, libpqEnvironment(databaseUrl), (line) => {
    const table = line.match(/dumping contents of table "(.+)"/)?.[1];
    if (table) tables.step();
  });
  tables.done();
}

/** Refuses a database that holds any table, view or sequence of its own (extensions' objects aside). */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const [row] = await query<{ count: number }>(
    databaseUrl,
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
  );
  if (row!.count > 0) {
    throw new Refusal(`the database DATABASE_URL names is not empty (${row!.count} tables, views or sequences): restore into a new, empty database (createdb NAME), never over a shop`);
  }
}

/** Plays the dump into the database in one transaction: all of it, or (on any error) nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  // The search path the shop's connections have (DATABASE_URL's options, else the server's default).
  const [{ search_path: searchPath }] = (await query<{ search_path: string }>(databaseUrl, 'show search_path')) as [{ search_path: string }];
  console.log('restoring the database with psql (one transaction)');
  const started = performance.now();
  const args = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction'];
  await run('psql', args, libpqEnvironment(databaseUrl), () => undefined, withSearchPath(createReadStream(file), searchPath));
  console.log(`database restored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
