/**
 * The storage module's public entry: the file library's resolvers, and where a stored file's bytes
 * and variants live (the demo seed writes its files there).
 */
export { storageResolvers } from './resolvers';
export { writeStoredFile } from './file-store';
export { LARGE_SUFFIX, SMALL_SUFFIX, storageUrl } from './paths';
export type { StorageFileRow, StorageTables } from './tables';
