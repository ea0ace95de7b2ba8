/**
 * The backup file: one gzip-compressed tar archive (the `tar` package, which npm itself uses), so
 * it opens with any tar tool too. Written to FILE.partial and renamed, so FILE is never half written.
 */
import { rename, rm } from 'node:fs/promises';
import * as tar from 'tar';
import { progress } from './progress';

/**
 * Packs `entries` of `dir` into `file`. Symbolic links are followed: the staging folder links the
 * data folders (DATA_DIR/pglite, DATA_DIR/storage) in rather than copying them.
 */
export async function packArchive(dir: string, entries: string[], file: string): Promise<void> {
  const partial = `${file}.partial`;
  const packed = progress('archived');
  try {
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: dir,
        portable: true,
        follow: true,
        onWriteEntry: (entry) => packed.step(entry.stat?.isFile() ? entry.stat.size : 0),
      },
      entries,
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  packed.done();
}

/** Unpacks `file` into the folder `dir` (tar refuses entries that would land outside it). */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  const unpacked = progress('unpacked');
  await tar.extract({
    file,
    cwd: dir,
    strict: true,
    onReadEntry: (entry) => unpacked.step(entry.size),
  });
  unpacked.done();
}
