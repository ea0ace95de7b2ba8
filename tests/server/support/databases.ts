import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests use besides PGlite: TEST_DATABASE_URL, else DATABASE_URL, else the machine's local one. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

/** Whether the PostgreSQL server answers; tests on it are skipped, with a message, when it does not. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      console.warn(`PostgreSQL at ${POSTGRES_URL} does not answer: the server tests run on PGlite only.`);
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/**
 * A connection string to a schema of its own on the PostgreSQL server, so test files do not see
 * each other's data (a server on it keeps its jobs in `<schema>_pgboss`); drop() removes both.
 */
export async function freshPostgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `izlog_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  // public stays on the path: the search's extensions live there, one copy for every schema (070_search.sql).
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      // The job queue's schema beside it (src/server/jobs/postgres.ts: jobsSchema), when a server started on it.
      await client.query(`drop schema if exists ${schema}_pgboss cascade`);
      await client.end();
    },
  };
}

/** Runs `work` while holding a lock every test process on this PostgreSQL server shares. */
async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Any number that is ours alone: one test process at a time builds a template database. */
const TEMPLATE_LOCK = 4_242_002;

const urlOf = (database: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the PostgreSQL server, copied from a template that holds what `fill`
 * puts in (migrated, and the demo shop): PostgreSQL copies a template in a fraction of the time
 * migrating and seeding takes. The template is made once per `name` (which must change when what
 * `fill` does changes) and kept; templates of earlier names are dropped.
 */
export async function freshPostgresDatabase(name: string, fill: (url: string) => Promise<void>): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `izlog_template_${name}`;
  await whileLocked(async () => {
    const { rows } = await adminQuery(`select datname from pg_database where datname like 'izlog_template_%'`);
    const names = rows.map((row: { datname: string }) => row.datname);
    for (const stale of names.filter((other) => other !== template && other.startsWith(template.replace(/_[0-9a-f]+$/, '_')))) {
      await adminQuery(`drop database if exists ${stale} with (force)`).catch(() => undefined);
    }
    if (names.includes(template)) return;
    const building = `${template}_building`;
    await adminQuery(`drop database if exists ${building} with (force)`);
    await adminQuery(`create database ${building}`);
    await fill(urlOf(building));
    await adminQuery(`alter database ${building} rename to ${template}`);
  });
  const database = `izlog_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${database} template ${template}`);
  return {
    url: urlOf(database),
    drop: () => adminQuery(`drop database if exists ${database} with (force)`).then(() => undefined),
  };
}

/** A new, empty database on the PostgreSQL server (for a server that migrates and seeds it); drop() removes it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `izlog_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  return {
    url: urlOf(database),
    drop: () => adminQuery(`drop database if exists ${database} with (force)`).then(() => undefined),
  };
}
