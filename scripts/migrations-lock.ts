/**
 * Shipped migrations are append-only: src/server/db/migrations.lock.json holds each shipped file's
 * sha256, and tests/unit/db/migrations-lock.test.ts fails when a listed migration changed or is gone,
 * or when a migration file is not listed. `npm run migrations:lock` appends the hashes of the files
 * not listed yet (a new migration, once it is final) and never rewrites or removes a listed one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { migrationFiles } from '../src/server/db/migrate';
import { projectPath } from '../src/server/project-root';

export const LOCK_FILE = 'src/server/db/migrations.lock.json';
const ABOUT =
  'The sha256 of every shipped migration. Shops have run these: never change or remove one, write a new migration instead. ' +
  'A new migration is added here by `npm run migrations:lock`, which appends only files not listed yet.';

export interface MigrationsLock {
  about: string;
  migrations: Record<string, string>;
}

/** A migration's hash, the same whatever line endings a checkout gave the file. */
export function hashMigration(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** What breaks the rule, one sentence each, saying what to do. */
export function lockProblems(files: { name: string; sql: string }[], lock: MigrationsLock): string[] {
  const problems: string[] = [];
  const present = new Map(files.map((file) => [file.name, hashMigration(file.sql)]));
  for (const [name, hash] of Object.entries(lock.migrations)) {
    const now = present.get(name);
    if (now === undefined) problems.push(`migration ${name} is in ${LOCK_FILE} but its file is gone: shops have run it, so put it back as it was`);
    else if (now !== hash) {
      problems.push(`migration ${name} changed after it shipped (its sha256 is not the one in ${LOCK_FILE}): shops have run it, so put it back as it was and make the change in a new migration`);
    }
  }
  for (const name of present.keys()) {
    if (!(name in lock.migrations)) {
      problems.push(`migration ${name} is not in ${LOCK_FILE}: once it is final, add its hash with \`npm run migrations:lock\` (it only appends new files) and commit the lock file with the migration`);
    }
  }
  return problems;
}

/** The lock with the unlisted files' hashes appended; the listed ones are kept as they are. */
export function appendNewMigrations(files: { name: string; sql: string }[], lock: MigrationsLock): { lock: MigrationsLock; added: string[] } {
  const migrations = { ...lock.migrations };
  const added = files.filter((file) => !(file.name in migrations)).map((file) => file.name);
  for (const file of files) if (added.includes(file.name)) migrations[file.name] = hashMigration(file.sql);
  return { lock: { about: ABOUT, migrations }, added };
}

export function readLock(path = projectPath(LOCK_FILE)): MigrationsLock {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MigrationsLock) : { about: ABOUT, migrations: {} };
}

function main(): number {
  const files = migrationFiles();
  const lock = readLock();
  // A changed or missing shipped migration is never written over: the lock keeps the shipped hash.
  const broken = lockProblems(files, lock).filter((problem) => !problem.includes('is not in'));
  if (broken.length > 0) {
    for (const problem of broken) console.error(problem);
    return 1;
  }
  const { lock: next, added } = appendNewMigrations(files, lock);
  if (added.length === 0) {
    console.log(`${LOCK_FILE}: every migration is listed`);
    return 0;
  }
  writeFileSync(projectPath(LOCK_FILE), `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${LOCK_FILE}: added ${added.join(', ')}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
