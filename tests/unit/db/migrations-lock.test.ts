/**
 * Migrations are append-only (docs/operations.md): a shipped migration has run on shops, so changing
 * or removing it would leave their databases unlike a new shop's. The committed lock holds each
 * shipped file's sha256; this fails on any change, and on a migration the lock does not list yet.
 */
import { describe, expect, test } from 'vitest';
import { appendNewMigrations, hashMigration, LOCK_FILE, lockProblems, readLock } from '../../../scripts/migrations-lock';
import { migrationFiles } from '../../../src/server/db/migrate';

test('every migration file is listed in the lock, with the hash it shipped with', () => {
  const problems = lockProblems(migrationFiles(), readLock());
  expect(problems, problems.join('\n')).toEqual([]);
});

describe('the lock check', () => {
  const shipped = [
    { name: '001_core.sql', sql: 'create table a (id int);\n' },
    { name: '010_more.sql', sql: 'create table b (id int);\n' },
  ];
  const lock = appendNewMigrations(shipped, { about: '', migrations: {} }).lock;

  test('a listed migration whose content changed fails, saying to write a new migration instead', () => {
    const changed = [shipped[0]!, { name: '010_more.sql', sql: 'create table b (id bigint);\n' }];
    expect(lockProblems(changed, lock)).toEqual([
      `migration 010_more.sql changed after it shipped (its sha256 is not the one in ${LOCK_FILE}): shops have run it, so put it back as it was and make the change in a new migration`,
    ]);
  });

  test('a listed migration that is gone fails', () => {
    expect(lockProblems([shipped[1]!], lock)).toEqual([`migration 001_core.sql is in ${LOCK_FILE} but its file is gone: shops have run it, so put it back as it was`]);
  });

  test('a migration not in the lock fails, saying how to add it', () => {
    const added = [...shipped, { name: '020_new.sql', sql: 'alter table b add column c text;\n' }];
    expect(lockProblems(added, lock)).toEqual([
      `migration 020_new.sql is not in ${LOCK_FILE}: once it is final, add its hash with \`npm run migrations:lock\` (it only appends new files) and commit the lock file with the migration`,
    ]);
  });

  test('adding to the lock appends the new files and never rewrites a listed hash', () => {
    const edited = [{ name: '001_core.sql', sql: 'something else' }, shipped[1]!, { name: '020_new.sql', sql: 'select 1;' }];
    const { lock: next, added } = appendNewMigrations(edited, lock);
    expect(added).toEqual(['020_new.sql']);
    expect(next.migrations['001_core.sql']).toBe(lock.migrations['001_core.sql']);
    expect(next.migrations['020_new.sql']).toBe(hashMigration('select 1;'));
    // The edit is still reported against the kept hash.
    expect(lockProblems(edited, next)).toHaveLength(1);
  });

  test('line endings do not change a hash (a checkout with CRLF)', () => {
    expect(hashMigration('create table a (id int);\r\n')).toBe(hashMigration('create table a (id int);\n'));
  });
});
