import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { loadSnapshot, restoreStorage } from '../../../src/server/db/snapshot';
import { writeStoredFile } from '../../../src/server/modules/storage/file-store';
import { storagePath, storageRoot } from '../../../src/server/modules/storage/paths';
import { localFileStore } from '../../../src/server/modules/storage/store';

/** Every file under `dir`, as paths relative to it. */
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

test('a database made from the demo snapshot holds the demo shop before anything migrates or seeds it, and no other database', { timeout: 120_000 }, async () => {
  const snapshot = await loadSnapshot('demo');
  const db = createDatabase({ databaseUrl: null, dataDir: 'memory', loadDataDir: snapshot.database });
  try {
    const { rows } = await sql<{ products: number }>`select count(*) as products from products`.execute(db);
    expect(rows[0]!.products).toBeGreaterThan(0);
    // Every start unpacks the whole snapshot: initdb's templates, which such a server never uses, are not in it.
    const { rows: databases } = await sql<{ datname: string }>`select datname from pg_database order by datname`.execute(db);
    expect(databases.map((row) => row.datname)).toEqual(['postgres']);
  } finally {
    await db.destroy();
  }
});

test('the demo files a server starts with are its own: writing one leaves the snapshot’s copy as it was', { timeout: 120_000 }, async () => {
  const snapshot = await loadSnapshot('demo');
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-snapshot-'));
  try {
    await restoreStorage(snapshot, dataDir);
    const relativePath = listFiles(snapshot.storageDir)[0]!;
    const before = readFileSync(join(snapshot.storageDir, relativePath));
    const [bucket, ...rest] = relativePath.split('/');
    const name = rest.pop()!;
    const file = { bucket: bucket!, folder: rest.join('/'), name, mime: 'application/octet-stream' };
    await writeStoredFile(localFileStore(storageRoot(dataDir)), file, { original: new Uint8Array([1, 2, 3]) });
    expect(readFileSync(storagePath(dataDir, file))).toEqual(Buffer.from([1, 2, 3]));
    expect(readFileSync(join(snapshot.storageDir, relativePath))).toEqual(before);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
