/**
 * The PostgreSQL side of `npm run backup` and `restore` that needs no server: DATABASE_URL handed
 * to pg_dump and psql through libpq's variables (the password never on a command line), and the
 * dump's emptied search_path replaced, however the stream cuts the header.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import { libpqEnvironment, withSearchPath } from '../../../scripts/backup/postgres';

describe('DATABASE_URL for the client tools', () => {
  test('every part of the address becomes a libpq variable, the password decoded', () => {
    const env = libpqEnvironment('postgres://izlog:p%40ss%3Aw@db.example.rs:6543/prodavnica?sslmode=require&options=-c%20search_path%3Dizlog%2Cpublic');
    expect(env).toMatchObject({
      PGHOST: 'db.example.rs',
      PGPORT: '6543',
      PGUSER: 'izlog',
      PGPASSWORD: 'p@ss:w',
      PGDATABASE: 'prodavnica',
      PGSSLMODE: 'require',
      PGOPTIONS: '-c search_path=izlog,public',
    });
  });

  test('a socket folder given as the host parameter is the host', () => {
    expect(libpqEnvironment('postgresql://postgres@/izlog?host=/var/run/postgresql')).toMatchObject({ PGHOST: '/var/run/postgresql', PGDATABASE: 'izlog' });
  });
});

describe("the dump's search_path", () => {
  const dump = [
    'SET statement_timeout = 0;\n',
    "SELECT pg_catalog.set_config('search_path', '', false);\n",
    'CREATE FUNCTION public.catalog_fold(input text) RETURNS text ...;\n',
    'COPY public.products (id) FROM stdin;\n1\n\\.\n',
  ].join('');
  const wanted = dump.replace("set_config('search_path', '', false)", "set_config('search_path', 'izlog, public', false)");

  test('is set to the target database own, the rest passing through unchanged', async () => {
    expect(await text(withSearchPath(Readable.from([Buffer.from(dump)]), 'izlog, public'))).toBe(wanted);
  });

  test('is found when the stream cuts its line in two', async () => {
    const bytes = Buffer.from(dump);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) => bytes.subarray(index * 7, index * 7 + 7));
    expect(await text(withSearchPath(Readable.from(chunks), 'izlog, public'))).toBe(wanted);
  });

  test('a quote in the search path is escaped, and a dump without the line passes unchanged', async () => {
    expect(await text(withSearchPath(Readable.from([Buffer.from(dump)]), "o'hara"))).toContain("set_config('search_path', 'o''hara', false)");
    expect(await text(withSearchPath(Readable.from([Buffer.from('SELECT 1;\n')]), 'public'))).toBe('SELECT 1;\n');
  });
});
