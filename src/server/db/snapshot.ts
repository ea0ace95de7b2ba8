import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { cp, link, mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import { createPGlite } from './database';
import { migrate } from './migrate';
import { CACHE_DIR, PROJECT_ROOT } from '../project-root';
import { madeOnce } from '../lib/made-once';
import type { Database } from './schema';
import { demoToday, markDemoSeeded, seedDemoShop } from '../demo';
import { localFileStore, storageRoot } from '../modules/storage';
import { rollUpClosedDays } from '../modules/stats/rollup';

const ROOT = PROJECT_ROOT;

/**
 * What decides a snapshot's content: the migrations, the demo seed and its data, the shared rules
 * they use, and PGlite's own version (its data directory format).
 */
const SOURCES = ['src/server/db', 'src/server/demo', 'src/server/modules/stats/rollup.ts', 'src/server/auth/passwords.ts', 'src/shared', 'fixtures', 'node_modules/@electric-sql/pglite/package.json'];

/** Where snapshots are kept between runs (IZLOG_SNAPSHOT_DIR, default node_modules/.cache/izlog). */
export const SNAPSHOT_DIR = CACHE_DIR;

/** Which database a snapshot holds: migrated only, or with the demo shop (its accounts locked, or with their published passwords). */
export type SnapshotKind = 'empty' | 'demo' | 'demo-accounts';

export interface DemoSnapshot {
  /** The PGlite data directory as dumpDataDir() wrote it; give it to PGlite's loadDataDir. */
  database: Blob;
  /** The files the demo seed wrote under DATA_DIR/storage (absent for 'empty'). */
  storageDir: string;
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

/**
 * A hash of every source that decides what a snapshot holds, and of the day (UTC) the demo is loaded
 * on: its records are dated back from it, so a change to any source, or a new day, makes a new
 * snapshot. Within a day the demo is that of the day's first start (fixtures/clock.ts: demoToday,
 * never after the load), so a start before 10:00 UTC does not make a snapshot every hour.
 */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(demoToday(new Date()).toISOString().slice(0, 10)).update('\0');
  for (const file of SOURCES.flatMap((source) => listFiles(join(ROOT, source)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates `db` and, unless `kind` is 'empty', loads the demo shop, its files under `dataDir`/storage. */
export async function fillDatabase(db: Kysely<Database>, kind: SnapshotKind, dataDir: string): Promise<void> {
  await migrate(db);
  if (kind === 'empty') return;
  await seedDemoShop(db, { products: null, files: localFileStore(storageRoot(dataDir)), demoAccounts: kind === 'demo-accounts' });
  await markDemoSeeded(db);
  // Rolled up here, once, rather than by every server started from the snapshot (0.9 s each on PGlite).
  await rollUpClosedDays(db);
}

/** Migrates (and seeds) a new in-memory PGlite and writes its data directory and storage into `dir`. */
async function makeSnapshot(kind: SnapshotKind, dir: string): Promise<void> {
  // Every server start unpacks the whole snapshot into memory, so the WAL is kept small: 1 MB segments
  // (initdb's smallest) removed rather than recycled leave one segment in it, not two of 16 MB (the demo's
  // snapshot 84 MB → 51 MB: a PGlite start from it takes a fifth less CPU).
  const pglite = createPGlite(undefined, undefined, {
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'wal_recycle=off'],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await fillDatabase(db, kind, dir);
    mkdirSync(join(dir, 'storage'), { recursive: true });
    // A server started from a snapshot (in memory: the mock, the tests) never creates a database, so
    // initdb's two templates are only unpacked at every start: without them the demo's tarball is
    // 54 MB → 39 MB and a start takes about a quarter less CPU. (One statement each: DROP DATABASE
    // runs outside a transaction.)
    await pglite.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
    await pglite.exec('drop database template0');
    await pglite.exec('drop database template1');
    // A checkpoint first: a start from the snapshot then has no WAL to replay.
    await pglite.exec('checkpoint');
    const tarball = await pglite.dumpDataDir('none');
    writeFileSync(join(dir, 'pglite.tar'), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** A snapshot no process has loaded for this long is an earlier day's (or older sources'): nobody needs it now. */
const STALE_SNAPSHOT_MS = 86_400_000;

/** The wall clock, even where a test has fixed Date (mock-server/clock.ts): file times are the real ones. */
const realNow = () => performance.timeOrigin + performance.now();

/** Removes `kind`'s snapshots other than `current` unused for a day, so the cache does not grow one snapshot a day. */
function removeStaleSnapshots(kind: SnapshotKind, current: string): void {
  for (const entry of readdirSync(SNAPSHOT_DIR, { withFileTypes: true })) {
    const path = join(SNAPSHOT_DIR, entry.name);
    const ofKind = entry.isDirectory() && entry.name.startsWith(`${kind}-`) && /^[0-9a-f]{16}$/.test(entry.name.slice(kind.length + 1));
    if (ofKind && path !== current && realNow() - statSync(path).mtimeMs > STALE_SNAPSHOT_MS) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Snapshots this process has read, by folder (whose name holds the source hash): a Blob cannot
 * change, so a process starting many servers (a test worker) reads each from disk once.
 */
const readSnapshots = new Map<string, DemoSnapshot>();

/**
 * The database of `kind`, made once per source hash and kept on disk. Several processes may ask at
 * once (the test workers): one makes it while the others wait (madeOnce), and it is built in a
 * temporary folder and renamed into place, so a reader never sees half a snapshot.
 */
export async function loadSnapshot(kind: SnapshotKind): Promise<DemoSnapshot> {
  const dir = join(SNAPSHOT_DIR, `${kind}-${snapshotKey()}`);
  const read = readSnapshots.get(dir);
  if (read && existsSync(join(dir, 'pglite.tar'))) return read;
  await madeOnce(`${dir}.lock`, () => existsSync(join(dir, 'pglite.tar')), async () => {
    const building = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
    mkdirSync(building, { recursive: true });
    try {
      await makeSnapshot(kind, building);
      renameSync(building, dir);
      removeStaleSnapshots(kind, dir);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      throw error;
    }
  });
  const snapshot = { database: new Blob([readFileSync(join(dir, 'pglite.tar'))]), storageDir: join(dir, 'storage') };
  // Its folder's time says when it was last used (removeStaleSnapshots).
  try {
    utimesSync(dir, realNow() / 1000, realNow() / 1000);
  } catch {
    // A cache this process may not write to is only never cleaned.
  }
  readSnapshots.set(dir, snapshot);
  return snapshot;
}

/** Hard-links `from`'s files into `to` (folders made as needed); false when the two are on different file systems. */
async function linkTree(from: string, to: string): Promise<boolean> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (!(await linkTree(source, target))) return false;
      continue;
    }
    try {
      await link(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
      throw error;
    }
  }
  return true;
}

/**
 * Puts a snapshot's stored files into DATA_DIR/storage, where the server serves them: hard links
 * where the file system allows (the server writes each upload to a new file and only ever deletes
 * the demo's, so the snapshot's copies stay as they were), else a copy.
 */
export async function restoreStorage(snapshot: DemoSnapshot, dataDir: string): Promise<void> {
  const storage = join(dataDir, 'storage');
  if (await linkTree(snapshot.storageDir, storage)) return;
  await cp(snapshot.storageDir, storage, { recursive: true, force: true });
}
