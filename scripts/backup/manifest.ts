/**
 * The archive's table of contents, `izlog-backup.json` at its root: what kind of database it holds,
 * which migrations that database had, and how many files. restore reads it first.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Refusal } from './progress';

export const MANIFEST = 'izlog-backup.json';
/** Folders in the archive: the database (database/pglite/ or database/postgresql.sql) and the files (storage/<key>). */
export const DATABASE_DIR = 'database';
export const PGLITE_DIR = 'database/pglite';
export const POSTGRES_DUMP = 'database/postgresql.sql';
export const STORAGE_DIR = 'storage';
const FORMAT = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgresql';
  /** The migrations applied to the database when it was backed up (schema_migrations). */
  migrations: string[];
  /** Where the files came from ('local': DATA_DIR/storage, 's3': the bucket) and how many. */
  files: { from: 'local' | 's3'; count: number; bytes: number };
}

export async function writeManifest(dir: string, manifest: Omit<Manifest, 'format' | 'createdAt'>): Promise<void> {
  const full: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), ...manifest };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(full, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new Refusal(`this is not an Izlog backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new Refusal(`this backup's format (${manifest.format}) is not the one this version reads (${FORMAT})`);
  return manifest;
}
