/**
 * The storage module's public entry: the file library's resolvers, the file stores (disk or an S3
 * bucket) where a stored file's bytes and variants live (the demo seed writes its files there),
 * serving them under /storage (the demo drawings' AVIF and WebP widths made on request), storing a
 * file (the catalogue import stores its images) and the job that makes an upload's variants.
 */
export { storageResolvers } from './resolvers';
export { serveStoredFile } from './serve-files';
export { workImageVariants } from './variants-job';
export { readStoredFile, writeStoredFile } from './file-store';
export { LARGE_SUFFIX, responsiveWidths, SMALL_SUFFIX, storageRoot, urlKey } from './paths';
export { copyFiles, createFileStore, isStorageKey, localFileStore, STORED_FILE_CACHE, type FileStore, type ReadResult } from './store';
export { uploadFile, type StorageContext } from './service';
export { rasterCopyUrl } from './raster-copy';
export type { StorageFileRow, StorageTables } from './tables';
