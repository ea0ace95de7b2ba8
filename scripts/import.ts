/**
 * `npm run import -- FILE [--images DIR|ZIP] [--dry-run] [--lang sr|en]`: the admin's catalogue
 * import from the command line, against the configured database (DATABASE_URL, else the embedded
 * PGlite in DATA_DIR; stop `npm start` first, PGlite takes one process). Prints the preview, the
 * progress and each refused row; exits 1 when a row was refused, 2 when the file cannot be imported.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { GraphQLError } from 'graphql';
import { createContentVersion } from '../src/server/cache/content-version';
import { readConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { translate, type MessageKey } from '../src/server/errors';
import { addImages, claimRun, createImport, findImport, previewImport, runImport, zipEntries, type ImportEnv, type RowPlan } from '../src/server/modules/catalog-import';
import { createFileStore } from '../src/server/modules/storage';

const USAGE = 'usage: npm run import -- FILE.csv [--images DIR|ZIP] [--dry-run] [--lang sr|en]';

/** Every file under a folder, by path. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const key = (name: string) => basename(name.replace(/\\/g, '/')).toLowerCase();

/** The images the import still needs, from a folder or a zip archive. */
async function neededImages(source: string, needed: ReadonlySet<string>): Promise<{ name: string; bytes: Uint8Array }[]> {
  if ((await stat(source)).isDirectory()) {
    const paths = (await filesUnder(source)).filter((path) => needed.has(key(path)));
    return Promise.all(paths.map(async (path) => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) })));
  }
  const entries = await zipEntries(createReadStream(source), (name) => needed.has(key(name)));
  return entries.map((entry) => ({ name: basename(entry.name), bytes: entry.bytes }));
}

function message(lang: number, problem: { key: string; params?: Record<string, string | number> }): string {
  try {
    return translate(lang, problem.key as MessageKey, problem.params);
  } catch {
    return problem.key;
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { images: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, lang: { type: 'string', default: 'sr' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const lang = values.lang === 'en' ? 1 : 0;
  const config = readConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // With REDIS_URL, running servers hear of the import and drop their cached pages.
  const version = config.redisUrl ? createContentVersion(config) : null;
  const env: ImportEnv = { lang, db, config, services: { files: createFileStore(config) } };
  try {
    await migrate(db);
    let id: number;
    try {
      id = await createImport(env, null, basename(file), new Uint8Array(await readFile(file)), 'unbounded');
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      console.error(`${file}: ${error.message}`);
      return 2;
    }
    let state = (await findImport(db, id))!;
    if (values.images && state.images_needed.length > 0) {
      const images = await neededImages(values.images, new Set(state.images_needed.map(key)));
      console.log(`images: ${images.length} of the ${state.images_needed.length} the rows name found in ${values.images}`);
      await addImages(env, id, images, 'images');
      await previewImport(env, id);
      state = (await findImport(db, id))!;
    }
    console.log(
      `${basename(file)}: ${state.rows_total} rows — ${state.rows_create} to create, ${state.rows_update} to update, ` +
        `${state.rows_unchanged} unchanged, ${state.rows_with_errors} with errors`,
    );
    let outcome: RowPlan[];
    if (values['dry-run']) {
      outcome = (await db.selectFrom('catalog_import_rows').selectAll().where('import_id', '=', id).orderBy('line').execute()).map((row) => ({
        line: row.line,
        code: row.code,
        label: row.name,
        action: row.action,
        problems: row.errors,
        write: null,
      }));
    } else {
      await claimRun(env, id);
      const started = Date.now();
      outcome = await runImport(env, id, version, (progress) => {
        const percent = Math.round((progress.done / Math.max(1, progress.total)) * 100);
        console.log(`progress: ${progress.done}/${progress.total} rows (${percent} %)`);
      });
      const count = (action: string) => outcome.filter((row) => row.problems.length === 0 && row.action === action).length;
      console.log(
        `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count('create')} created, ${count('update')} updated, ` +
          `${count('unchanged')} unchanged, ${outcome.filter((row) => row.problems.length > 0).length} refused`,
      );
    }
    const refused = outcome.filter((row) => row.problems.length > 0);
    for (const row of refused) {
      for (const problem of row.problems) console.log(`row ${row.line}${row.code ? ` (${row.code})` : ''} [${problem.column}]: ${message(lang, problem)}`);
    }
    return refused.length > 0 ? 1 : 0;
  } finally {
    await version?.close();
    await db.destroy();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 2;
});
