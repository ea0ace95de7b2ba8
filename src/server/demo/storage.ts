import { availableParallelism } from 'node:os';
import type { DemoShop } from '../../../fixtures/shop';
import { placeholderPdf } from '../../../fixtures/storage/placeholders';
import { pictureOf } from '../../../fixtures/storage/pictures';
import type { StorageFileRecord } from '../../../fixtures/storage/records';
import { LARGE_SUFFIX, SMALL_SUFFIX, writeStoredFile } from '../modules/storage';
import { responsiveWidths } from '../modules/storage/paths';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import { linkPicture } from './demo-files';
import { cacheKey, withCachedPictures } from './image-cache';
import { rasterParts } from './rasterise';
import type { SeedOptions } from './options';

const isRaster = (file: StorageFileRecord) => file.mime === 'image/png' && file.drawing != null;

/** The AVIF and WebP widths a demo PNG has, as an upload of its size gets them. */
const variantWidths = (file: StorageFileRecord): number[] => (isRaster(file) ? responsiveWidths(file.width) : []);

/**
 * The demo's files with their ids, and their bytes under DATA_DIR/storage so the demo shop's
 * images load. `options.dataDir` says where; without it only the rows are written (each with the
 * widths its variants would have, and an estimated size).
 */
export async function seedStorage(db: Db, demo: DemoShop, options: SeedOptions & { dataDir?: string }): Promise<void> {
  const files = demo.storageFiles;
  const sizes = options.dataDir ? await writeDemoStorageFiles(options.dataDir, files) : new Map<number, number>();
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
          size: sizes.get(file.id) ?? file.size,
          created_at: file.created_at,
          variant_widths: variantWidths(file),
        })),
      )
      .execute(),
  );
  await continueIds(db, 'storage_files');
}

/**
 * Writes the demo files' bytes under DATA_DIR/storage and returns each one's size: the documents as
 * small PDFs, the logos as SVG, every other picture as the PNG, -lg, -sm, AVIF and WebP files an
 * upload of it gets, made once and kept between seeds (image-cache.ts).
 */
export async function writeDemoStorageFiles(dataDir: string, files: readonly StorageFileRecord[]): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  const rasters = files.filter(isRaster);
  const jobs = rasters.map((file) => {
    const svg = pictureOf(file)!.svg;
    return { key: cacheKey(svg), make: () => rasterParts(svg) };
  });
  // Making a picture keeps a core busy; linking a cached one mostly waits on the disk.
  await withCachedPictures(jobs, Math.max(4, availableParallelism()), async (index, picture) => {
    const file = rasters[index]!;
    sizes.set(file.id, await linkPicture(dataDir, file, picture));
  });
  const others = files.filter((each) => !isRaster(each));
  const writes = others.map(async (file) => {
    const picture = pictureOf(file);
    const original = picture ? Buffer.from(picture.svg, 'utf8') : Buffer.from(placeholderPdf(file.label ?? file.orig_name), 'latin1');
    // An SVG scales by itself: its -lg and -sm are the same bytes, as for an uploaded one.
    await writeStoredFile(dataDir, file, { original, variants: picture ? { [LARGE_SUFFIX]: original, [SMALL_SUFFIX]: original } : null });
    sizes.set(file.id, original.byteLength);
  });
  await Promise.all(writes);
  return sizes;
}
