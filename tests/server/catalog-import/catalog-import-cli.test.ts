/**
 * `npm run import -- FILE [--images DIR|ZIP]` as an operator runs it: against the database its
 * environment names (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), printing the preview, the
 * progress and each refused row, with exit code 1 when a row was refused and 2 when the file cannot
 * be imported at all.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, type Db } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { loadSnapshot } from '../../../src/server/db/snapshot';
import { onePixelPng } from '../../contract/support/png';
import { runScript, type ScriptRun } from '../../support/bundled-script';
import { serverBackends } from '../support/backends';
import { freshPostgresSchema } from '../support/databases';

const CSV = [
  'code,name_sr,name_en,price,stock,image,gallery',
  'CLI-1,Prvi proizvod,First product,1200.50,3,prvi.png,',
  'CLI-2,Drugi proizvod,Second product,990,0,,prvi.png | drugi.png',
  'CLI-BAD,Loš,Bad,x,1,,',
].join('\n');

/** How long one command may take on a busy machine (it opens the database), and its test. */
const COMMAND_MS = 90_000;
const TEST_MS = COMMAND_MS + 30_000;

/** Runs the command with `env` over the test's own; its exit code and what it printed. Killed past COMMAND_MS, so it never outlives its test. */
async function runImport(args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return runScript('scripts/import.ts', args, { ...process.env, SEED: 'none', REDIS_URL: '', ...env }, COMMAND_MS);
}

describe.each(await serverBackends())('npm run import on %s', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'izlog-import-cli-'));
  const files = join(dir, 'files');
  let env: Record<string, string> = {};
  let postgres: { url: string; drop(): Promise<void> } | null = null;
  /** The command's database, opened after it has ended (PGlite takes one process at a time). */
  const withDb = async <T,>(work: (db: Db) => Promise<T>): Promise<T> => {
    const db = createDatabase({ databaseUrl: postgres?.url ?? null, dataDir: env.DATA_DIR! });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    postgres = backend === 'postgres' ? await freshPostgresSchema() : null;
    env = { DATA_DIR: join(dir, 'data'), DATABASE_URL: postgres?.url ?? '' };
    if (!postgres) {
      // The migrated empty database the other tests start from, on disk where the command opens it; it still migrates what is new.
      const db = createDatabase({ databaseUrl: null, dataDir: env.DATA_DIR!, loadDataDir: (await loadSnapshot('empty')).database });
      await migrate(db);
      await db.destroy();
    }
    mkdirSync(join(files, 'slike', 'druge'), { recursive: true });
    writeFileSync(join(files, 'proizvodi.csv'), CSV);
    writeFileSync(join(files, 'slike.zip'), zipSync({ 'slike/prvi.png': onePixelPng([10, 200, 10]), 'slike/drugi.png': onePixelPng([10, 10, 200]), 'slike/visak.png': onePixelPng() }));
    writeFileSync(join(files, 'slike', 'prvi.png'), onePixelPng([10, 200, 10]));
    writeFileSync(join(files, 'slike', 'druge', 'DRUGI.png'), onePixelPng([10, 10, 200]));
  }, 180_000); // waits for the empty snapshot, which another file may be making on a busy machine
  afterAll(async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('imports the rows with the images from a ZIP, prints the progress and each refused row, and exits 1', { timeout: TEST_MS }, async () => {
    const run = await runImport([join(files, 'proizvodi.csv'), '--images', join(files, 'slike.zip')], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('images: 2 of the 2 the rows name found in');
    expect(run.stdout).toContain('proizvodi.csv: 3 rows — 2 to create, 0 to update, 0 unchanged, 1 with errors');
    expect(run.stdout).toContain('progress: 3/3 rows (100 %)');
    expect(run.stdout).toMatch(/done in [\d.]+ s: 2 created, 0 updated, 0 unchanged, 1 refused/);
    expect(run.stdout).toContain('row 4 (CLI-BAD) [price]: „x“ nije broj (na primer 1299.90).');

    const stored = await withDb(async (db) => {
      const products = await db.selectFrom('products').select(['code', 'names', 'price', 'stock', 'image_id']).orderBy('code').execute();
      const gallery = await db.selectFrom('product_gallery').innerJoin('storage_files', 'storage_files.id', 'product_gallery.file_id').select(['orig_name']).orderBy('position').execute();
      return { products, gallery: gallery.map((file) => file.orig_name) };
    });
    expect(stored.products).toMatchObject([
      { code: 'CLI-1', names: ['Prvi proizvod', 'First product'], price: 1200.5, stock: 3, image_id: expect.any(Number) },
      { code: 'CLI-2', names: ['Drugi proizvod', 'Second product'], price: 990, stock: 0, image_id: null },
    ]);
    expect(stored.gallery).toEqual(['prvi.png', 'drugi.png']);
  });

  // The command's own work (reading the file, comparing, the messages, the exit codes) is the same on
  // either database: PostgreSQL runs the import above, PGlite (the default, one process at a time) all of it.
  const onPGlite = test.skipIf(backend === 'postgres');

  onPGlite('the same file with the same images from a folder changes nothing; the messages in English', { timeout: TEST_MS }, async () => {
    const run = await runImport([join(files, 'proizvodi.csv'), '--images', join(files, 'slike'), '--lang', 'en'], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('3 rows — 0 to create, 0 to update, 2 unchanged, 1 with errors');
    expect(run.stdout).toContain('row 4 (CLI-BAD) [price]: "x" is not a number (for example 1299.90).');
    const stored = await withDb((db) => db.selectFrom('storage_files').select('orig_name').execute());
    expect(stored.map((file) => file.orig_name).sort()).toEqual(['drugi.png', 'prvi.png']);
  });

  onPGlite('a file that is not the format is refused with exit code 2; a clean file exits 0', { timeout: TEST_MS }, async () => {
    writeFileSync(join(files, 'los.csv'), 'sifra,cena\nA,1\n');
    const refused = await runImport([join(files, 'los.csv')], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('los.csv: Nepoznata kolona „sifra“ u zaglavlju.');
    writeFileSync(join(files, 'cene.csv'), 'code;price\nCLI-1;1300\n');
    const prices = await runImport([join(files, 'cene.csv')], env);
    expect(prices.code).toBe(0);
    expect(prices.stdout).toContain('1 updated');
    expect((await withDb((db) => db.selectFrom('products').select('price').where('code', '=', 'CLI-1').executeTakeFirstOrThrow())).price).toBe(1300);
  });
});
