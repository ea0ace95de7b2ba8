import type { DemoShop } from '../../../fixtures/shop';
import { placeholderPdf, placeholderSvg } from '../../../fixtures/storage/placeholders';
import type { StorageFileRecord } from '../../../fixtures/storage/records';
import { LARGE_SUFFIX, responsiveWidths, SMALL_SUFFIX, writeStoredFile, type FileStore } from '../modules/storage';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import type { SeedOptions } from './options';

/** The demo's files in the store: its drawings (and their -lg and -sm sizes) and placeholder PDFs. */
async function writeDemoFile(files: FileStore, file: StorageFileRecord): Promise<void> {
  if (file.mime === 'application/pdf') {
    await writeStoredFile(files, file, { original: Buffer.from(placeholderPdf(file.label ?? file.orig_name), 'latin1') });
    return;
  }
  const svg = (scale: number) => Buffer.from(placeholderSvg(file, scale), 'utf8');
  // The sizes the server makes at upload: the original, -lg at 1.5 times, -sm at 0.3 times.
  await writeStoredFile(files, file, { original: svg(1), variants: { [LARGE_SUFFIX]: svg(1.5), [SMALL_SUFFIX]: svg(0.3) } });
}

/**
 * The demo's files with their ids, and their bytes in the file store so the demo shop's images
 * load. `options.files` says where; without it only the rows are written.
 */
export async function seedStorage(db: Db, demo: DemoShop, options: SeedOptions): Promise<void> {
  const files = demo.storageFiles;
  await inBatches(files, (batch) =>
    db
      .insertInto('storage_files')
      .values(
        batch.map((file) => ({
          id: file.id,
          name: file.name,
          orig_name: file.orig_name,
          mime: file.mime,
          width: file.width,
          height: file.height,
          alts: file.alts,
          tab: file.tab,
          bucket: file.bucket,
          folder: file.folder,
          size: file.size,
          created_at: file.created_at,
          // A product's drawing is offered in AVIF and WebP like a photo; the server draws each width on its first request.
          variant_widths: file.drawing ? responsiveWidths(file.width) : [],
        })),
      )
      .execute(),
  );
  await continueIds(db, 'storage_files');
  if (options.files) await writeDemoStorageFiles(options.files, files);
}

/** Writes the demo files' bytes (and their variants) into the store. */
export async function writeDemoStorageFiles(store: FileStore, files: readonly StorageFileRecord[]): Promise<void> {
  for (let start = 0; start < files.length; start += 50) {
    await Promise.all(files.slice(start, start + 50).map((file) => writeDemoFile(store, file)));
  }
}
