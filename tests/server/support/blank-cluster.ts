/**
 * A PGlite data directory fresh from initdb, nothing migrated, for the tests that build a database
 * from nothing (an older release's migrations, the text[] parser): loading it costs about 1.5 CPU-s
 * less than PGlite's initdb on a quiet machine, and more under a full run's load. Made once per
 * PGlite version and kept beside the demo snapshots; one process makes it while the others wait (madeOnce).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll } from 'vitest';
import { createPGlite } from '../../../src/server/db/database';
import { SNAPSHOT_DIR } from '../../../src/server/db/snapshot';
import { madeOnce } from '../../../src/server/lib/made-once';

// Its package.json is not among the package's exports: read beside its entry (dist/).
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
const TARBALL = join(SNAPSHOT_DIR, `blank-pglite-${version}.tar`);

let read: Blob | undefined;

/** The blank data directory: give it to createDatabase's or createPGlite's loadDataDir. */
export async function blankCluster(): Promise<Blob> {
  if (read) return read;
  await madeOnce(`${TARBALL}.lock`, () => existsSync(TARBALL), async () => {
    const pglite = createPGlite();
    try {
      const dump = await pglite.dumpDataDir('none');
      writeFileSync(`${TARBALL}.${process.pid}`, new Uint8Array(await dump.arrayBuffer()));
      renameSync(`${TARBALL}.${process.pid}`, TARBALL);
    } finally {
      await pglite.close();
    }
  });
  read = new Blob([readFileSync(TARBALL)]);
  return read;
}

/**
 * Makes (or reads) it before the file's tests: the first in a run runs initdb, which on a busy
 * machine outlasts a test's or a hook's own time-out.
 */
export function blankClusterBeforeAll(): void {
  beforeAll(async () => {
    await blankCluster();
  }, 180_000);
}
