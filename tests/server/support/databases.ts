import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../../src/server/db/database';
import { fillDatabase, snapshotKey, type SnapshotKind } from '../../../src/server/db/snapshot';

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

/** A database on the PostgreSQL server, named `name`, as a connection string. */
function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own on the PostgreSQL server, copied from a template that holds the migrated
 * (and seeded) shop of `kind`: the template is made once per snapshot key (the first test file to
 * need it makes it, holding a lock the others wait on), then every file gets a copy in a moment.
 */
export async function postgresFromTemplate(kind: SnapshotKind): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `izlog_template_${kind.replace('-', '_')}_${snapshotKey()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) await makeTemplate(admin, template, kind);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    const name = `izlog_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    return {
      url: databaseUrl(name),
      async drop() {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds a new database under a temporary name, then renames it: a half-made template is never used. */
async function makeTemplate(admin: pg.Client, template: string, kind: SnapshotKind): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const db = createDatabase({ databaseUrl: databaseUrl(building), dataDir: 'memory' });
  const files = mkdtempSync(join(tmpdir(), 'izlog-template-'));
  try {
    await fillDatabase(db, kind, files);
  } finally {
    await db.destroy();
    rmSync(files, { recursive: true, force: true });
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}
