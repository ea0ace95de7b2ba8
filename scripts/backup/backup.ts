/**
 * `npm run backup -- FILE`: one archive (.tar.gz) of the shop's database and files, as the server's
 * environment configures them (docs/operations.md):
 * - PGlite (the default): DATA_DIR/pglite, with the shop stopped (refused while it runs), and DATA_DIR/storage;
 * - PostgreSQL (DATABASE_URL): a pg_dump of the database (the shop may run) and the files folder or the S3 bucket.
 * Refuses a FILE that exists. Prints progress; exits 1 when refused or failed.
 */
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { readConfig } from '../../src/server/config';
import { createFileStore, storageRoot } from '../../src/server/modules/storage';
import { packArchive } from './archive';
import { stageFiles } from './files';
import { DATABASE_DIR, MANIFEST, PGLITE_DIR, POSTGRES_DUMP, STORAGE_DIR, writeManifest } from './manifest';
import { pgliteDir, preparePgliteBackup } from './pglite-data';
import { dumpPostgres, postgresMigrations, requireTool } from './postgres';
import { argumentFile, runScript } from './script';
import { Refusal } from './progress';

runScript('backup', async () => {
  const file = argumentFile('npm run backup -- FILE.tar.gz');
  if (existsSync(file)) throw new Refusal(`${file} already exists: name a new file (a backup never overwrites one)`);
  if (!existsSync(dirname(file))) throw new Refusal(`the folder ${dirname(file)} does not exist`);
  const config = readConfig();
  for (const folder of [pgliteDir(config.dataDir), storageRoot(config.dataDir)]) {
    const inside = relative(folder, file);
    if (!inside.startsWith('..') && !isAbsolute(inside)) throw new Refusal(`${file} is inside ${folder}, which the backup archives: write it elsewhere`);
  }
  if (config.databaseUrl) requireTool('pg_dump');
  const store = createFileStore(config);
  // A bucket is asked whether it answers; a missing DATA_DIR/storage is a shop without files.
  if (store.kind === 's3') await store.check();
  // The staging folder sits beside the archive: a bucket's files are downloaded into it.
  const staging = await mkdtemp(join(dirname(file), '.izlog-backup-'));
  try {
    mkdirSync(join(staging, DATABASE_DIR));
    let migrations: string[];
    // The database first, then the files: every file a dumped row names was stored before the row was written.
    if (config.databaseUrl) {
      migrations = await postgresMigrations(config.databaseUrl);
      console.log(`dumping the PostgreSQL database (${migrations.length} migrations applied)`);
      await dumpPostgres(config.databaseUrl, join(staging, POSTGRES_DUMP));
    } else {
      migrations = await preparePgliteBackup(config.dataDir);
      console.log(`archiving the PGlite database in ${pgliteDir(config.dataDir)} (${migrations.length} migrations applied)`);
      symlinkSync(pgliteDir(config.dataDir), join(staging, PGLITE_DIR), 'dir');
    }
    console.log(store.kind === 'local' ? `archiving the files in ${join(config.dataDir, 'storage')}` : `downloading the files of bucket ${config.s3!.bucket}`);
    const files = await stageFiles(config, store, join(staging, STORAGE_DIR));
    await writeManifest(staging, { database: config.databaseUrl ? 'postgresql' : 'pglite', migrations, files: { from: store.kind, ...files } });
    await packArchive(staging, [MANIFEST, DATABASE_DIR, STORAGE_DIR], file);
    console.log(`backup written to ${file}: the database (${migrations.at(-1) ?? 'no migrations'}) and ${files.count} files`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
});
