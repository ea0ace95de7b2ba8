/** The file stores: the folder DATA_DIR/storage by default, a bucket when S3_BUCKET is set. */
import type { ServerConfig } from '../../../config';
import { storageRoot } from '../paths';
import { localFileStore } from './local';
import { s3FileStore } from './s3';
import type { FileStore } from './types';

export function createFileStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(storageRoot(config.dataDir));
}

export { localFileStore } from './local';
export { s3Client, s3FileStore } from './s3';
export { copyFiles, type CopyProgress } from './copy';
export { isStorageKey, STORED_FILE_CACHE, type FileStore, type ObjectInfo, type ReadResult } from './types';
