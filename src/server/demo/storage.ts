import type { DemoShop } from '../../../fixtures/shop';
import { placeholderPdf, placeholderSvg } from '../../../fixtures/storage/placeholders';
import type { StorageFileRecord } from '../../../fixtures/storage/records';
import { LARGE_SUFFIX, responsiveWidths, SMALL_SUFFIX, writeStoredFile } from '../modules/storage';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import type { SeedOptions } from './options';

/** The demo's files on disk: its drawings (and their -lg and -sm sizes) and placeholder PDFs. */
async function writeDemoFile(dataDir: string, file: StorageFileRecord): Promise<void> {
  if (file.mime === 'application/pdf') {
    await writeStoredFile(dataDir, file, { original: Buffer.from(placeholderPdf(file.label ?? file.orig_name), 'latin1') });
    return;
  }
  const svg = (scale: number) => Buffer.from(placeholderSvg(file, scale), 'utf8');
  // The sizes the server makes at upload: the original, -lg at 1.5 times, -sm at 0.3 times.
  await writeStoredFile(dataDir, file, { original: svg(1), variants: { [LARGE_SUFFIX]: svg(1.5), [SMALL_SUFFIX]: svg(0.3) } });
}

/**
 * The demo's files with their ids, and their bytes under DATA_DIR/storage so the demo shop's
 * images load. `options.dataDir` says where; without it only the rows are written.
 */
export async function seedStorage(db: Db, demo: DemoShop, options: SeedOptions & { dataDir?: string }): Promise<void> {
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
          alt: file.alt,
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
  if (options.dataDir) await writeDemoStorageFiles(options.dataDir, files);
}

/** Writes the demo files' bytes (and their variants) under DATA_DIR/storage. */
export async function writeDemoStorageFiles(dataDir: string, files: readonly StorageFileRecord[]): Promise<void> {
  for (let start = 0; start < files.length; start += 50) {
    await Promise.all(files.slice(start, start + 50).map((file) => writeDemoFile(dataDir, file)));
  }
}
