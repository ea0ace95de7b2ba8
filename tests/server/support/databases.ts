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
 * each other's data; drop() removes it.
 */
export async function freshPostgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `izlog_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
