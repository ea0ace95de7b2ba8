/**
 * The images an import's rows name by file name: those uploaded for the import (kept in
 * DATA_DIR/imports/<id>/ until it is cleared), else files already stored under that name (what the
 * export writes). An uploaded image is stored once per import, and not at all when the same bytes
 * are already stored under the same original name, so importing a file again changes nothing.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { readStoredFile, uploadFile, type StorageContext } from '../storage';

/** Where an import's uploaded images wait. */
export function stagingDir(dataDir: string, importId: number): string {
  return join(dataDir, 'imports', String(importId));
}

/** The key an image name is matched by: its last path segment, case aside. */
export const imageKey = (name: string) => basename(name.replace(/\\/g, '/')).toLowerCase();

/** An uploaded image's name as it is kept: its last path segment, when that is a usable file name. */
export function stagedName(name: string): string | null {
  const base = basename(name.replace(/\\/g, '/')).trim();
  if (!base || base.startsWith('.') || base.length > 255 || /[\u0000-\u001f<>:"|?*]/.test(base)) return null;
  return base;
}

/** The uploaded images of an import by imageKey: their file names on disk. */
export async function listStaged(dir: string): Promise<Map<string, string>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return new Map(names.map((name) => [imageKey(name), name]));
}

/** Keeps an uploaded image for the import, replacing one of the same name whatever its case. */
export async function stageImage(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true });
  const existing = (await listStaged(dir)).get(imageKey(name));
  if (existing && existing !== name) await rm(join(dir, existing), { force: true });
  await writeFile(join(dir, name), bytes);
}

/** How a row's image name resolves: an uploaded file, a stored file, or nothing. */
export type ImageRef = { upload: string } | { stored: number } | null;

/** An image as it will be: a stored file (or none), or an uploaded one still to store. */
export type ImageTarget = { id: number | null } | { upload: string };

/** Stored files by their lower-case stored name, for the names given. */
export async function storedByName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('storage_files').select(['id', 'name']).where(sql<boolean>`lower(name) = any(${wanted}::text[])`).execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Resolves image names against an import's uploads and the stored files. */
export class ImageResolver {
  constructor(
    private readonly staged: Map<string, string>,
    private readonly stored: Map<string, number>,
  ) {}

  resolve(name: string): ImageRef {
    const upload = this.staged.get(imageKey(name));
    if (upload) return { upload };
    const stored = this.stored.get(name.trim().toLowerCase());
    return stored === undefined ? null : { stored };
  }
}

/** The stored file id of each uploaded image, found or stored on first use. */
export class ImageStore {
  private readonly known = new Map<string, Promise<number | null>>();

  constructor(
    private readonly env: StorageContext,
    private readonly dir: string,
  ) {}

  /** The stored file with the same original name and bytes as this upload, or null. */
  existing(fileName: string): Promise<number | null> {
    let found = this.known.get(fileName);
    if (!found) {
      found = this.findSame(fileName);
      this.known.set(fileName, found);
    }
    return found;
  }

  /** The upload's stored file: the same one already stored, or stored now (as the files screen stores an upload, under the products tab). */
  async store(fileName: string): Promise<number> {
    const same = await this.existing(fileName);
    if (same !== null) return same;
    const stored = (async () => {
      const bytes = await readFile(join(this.dir, fileName));
      const file = await uploadFile(this.env, { file: new File([bytes], fileName), bucket: 'public', tab: 'products' });
      return file.id;
    })();
    this.known.set(fileName, stored);
    // A failed store is not remembered: its rows report it, and a later row may try again.
    stored.catch(() => this.known.delete(fileName));
    return stored;
  }

  private async findSame(fileName: string): Promise<number | null> {
    const path = join(this.dir, fileName);
    const { size } = await stat(path);
    const candidates = await this.env.db
      .selectFrom('storage_files')
      .select(['id', 'bucket', 'folder', 'name', 'mime', 'size'])
      .where(sql<boolean>`lower(orig_name) = ${fileName.toLowerCase()}`)
      .where('size', '=', size)
      .orderBy('id')
      .execute();
    if (candidates.length === 0) return null;
    const bytes = await readFile(path);
    for (const candidate of candidates) {
      const stored = await readStoredFile(this.env.services.files, candidate).catch(() => null);
      if (stored && Buffer.compare(stored, bytes) === 0) return candidate.id;
    }
    return null;
  }
}
