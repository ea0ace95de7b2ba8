/**
 * The shop's files: DATA_DIR/storage, or the bucket the S3_ variables name (the same keys in both,
 * src/server/modules/storage). A backup links the folder into the archive, or downloads the bucket;
 * a restore moves the folder into place, or uploads it into the bucket the target is configured with
 * (so a shop can move between disk and S3 through a backup).
 */
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { ServerConfig } from '../../src/server/config';
import { copyFiles, localFileStore, storageRoot, type FileStore } from '../../src/server/modules/storage';
import { progress, Refusal } from './progress';

export interface FilesSummary {
  count: number;
  bytes: number;
}

async function summary(store: FileStore): Promise<FilesSummary> {
  let count = 0;
  let bytes = 0;
  for await (const object of store.list()) {
    count += 1;
    bytes += object.size;
  }
  return { count, bytes };
}

/** Puts the store's files at `target` (a folder of the staging area). */
export async function stageFiles(config: Pick<ServerConfig, 'dataDir'>, store: FileStore, target: string): Promise<FilesSummary> {
  if (store.kind === 'local') {
    const root = storageRoot(config.dataDir);
    if (!existsSync(root)) {
      mkdirSync(target);
      return { count: 0, bytes: 0 };
    }
    symlinkSync(root, target, 'dir');
    return summary(store);
  }
  mkdirSync(target);
  const downloaded = progress('files downloaded from the bucket');
  const totals = await copyFiles(store, localFileStore(target), () => downloaded.step());
  downloaded.done();
  return { count: totals.total, bytes: (await summary(localFileStore(target))).bytes };
}

/** Refuses a store that holds any file. */
export async function assertNoFiles(store: FileStore, where: string): Promise<void> {
  for await (const object of store.list()) {
    throw new Refusal(`${where} already holds files (${object.key}, …): restore into an empty one, never over a shop`);
  }
}

/** Moves (disk) or uploads (bucket) the unpacked files into the store. */
export async function restoreFiles(config: Pick<ServerConfig, 'dataDir'>, store: FileStore, unpacked: string): Promise<void> {
  if (store.kind === 'local') {
    const root = storageRoot(config.dataDir);
    // assertNoFiles found no file in it: what is left is empty folders.
    await rm(root, { recursive: true, force: true });
    await rename(unpacked, root);
    return;
  }
  const uploaded = progress('files uploaded to the bucket');
  await copyFiles(localFileStore(unpacked), store, () => uploaded.step());
  uploaded.done();
}
