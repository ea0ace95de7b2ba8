/**
 * `npm run restore -- FILE`: brings the shop of a backup (npm run backup) back, into the database
 * and file store the server's environment configures: an empty DATA_DIR (PGlite) or an empty
 * PostgreSQL database (DATABASE_URL), and an empty DATA_DIR/storage or S3 bucket. Refuses any target
 * that holds a shop, and a backup of the other kind of database. The next start migrates the
 * restored database to this version (docs/operations.md). Exits 1 when refused or failed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../../src/server/config';
import { createFileStore } from '../../src/server/modules/storage';
import { unpackArchive } from './archive';
import { assertNoFiles, restoreFiles } from './files';
import { PGLITE_DIR, POSTGRES_DUMP, readManifest, STORAGE_DIR } from './manifest';
import { assertNoPglite, restorePglite } from './pglite-data';
import { assertEmptyPostgres, requireTool, restorePostgres } from './postgres';
import { Refusal } from './progress';
import { argumentFile, runScript } from './script';

runScript('restore', async () => {
  const file = argumentFile('npm run restore -- FILE.tar.gz');
  if (!existsSync(file)) throw new Refusal(`${file} does not exist`);
  const config = readConfig();
  const store = createFileStore(config);
  const filesWhere = store.kind === 'local' ? join(config.dataDir, 'storage') : `the bucket ${config.s3!.bucket}`;

  // Every target is checked before anything is written.
  if (config.databaseUrl) {
    requireTool('psql');
    await assertEmptyPostgres(config.databaseUrl);
  } else {
    assertNoPglite(config.dataDir);
  }
  if (store.kind === 's3') await store.check();
  await assertNoFiles(store, filesWhere);

  // Unpacked inside DATA_DIR, so the folders are then moved into place, not copied.
  mkdirSync(config.dataDir, { recursive: true });
  const staging = await mkdtemp(join(config.dataDir, '.izlog-restore-'));
  try {
    console.log(`unpacking ${file}`);
    await unpackArchive(file, staging);
    const manifest = await readManifest(staging);
    const wanted = config.databaseUrl ? 'postgresql' : 'pglite';
    if (manifest.database !== wanted) {
      throw new Refusal(
        manifest.database === 'pglite'
          ? 'this backup holds a PGlite database: restore it without DATABASE_URL, into an empty DATA_DIR'
          : 'this backup holds a PostgreSQL database: restore it with DATABASE_URL naming an empty database',
      );
    }
    console.log(`backup of ${manifest.createdAt}: ${manifest.migrations.length} migrations, ${manifest.files.count} files`);
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, join(staging, POSTGRES_DUMP));
    else await restorePglite(join(staging, PGLITE_DIR), config.dataDir);
    console.log(`restoring ${manifest.files.count} files into ${filesWhere}`);
    await restoreFiles(config, store, join(staging, STORAGE_DIR));
    console.log('restored: start the server on it, which applies any newer migrations');
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
});
