import type { Readable } from 'node:stream';

/**
 * Where stored files' bytes live: a folder on disk (local.ts, the default) or a bucket of any
 * S3-compatible store (s3.ts). A key is a file's path under the store, `bucket/folder/name`
 * (paths.ts), the same in both and the path after /storage/ in the file's URL.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The object at `key` as a stream, or what stands instead: `not-modified` when `ifNoneMatch`
   * names its ETag, `unsatisfiable` when `range` starts past its end, `missing` when there is none.
   */
  get(key: string, options?: ReadOptions): Promise<ReadResult>;
  /** The object's size, type and ETag, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the objects; a key with nothing there is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object in the folder `prefix` and the folders in it (all of them without), with its size, in no set order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** The address a browser fetches the object at: /storage/<key>, or S3_PUBLIC_URL/<key>. */
  publicUrl(key: string): string;
  /** Resolves when the store can be read and written (the folder, the bucket); rejects with why not. */
  check(): Promise<void>;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  /** Quoted, as an ETag header carries it. */
  etag: string;
  lastModified: Date | null;
}

export interface ReadOptions {
  /** One HTTP byte range as a Range header gives it: `bytes=0-99`, `bytes=100-`, `bytes=-100`. */
  range?: string;
  /** An If-None-Match header's value. */
  ifNoneMatch?: string;
}

export type ReadResult =
  | { status: 'ok'; info: ObjectInfo; body: Readable; range: { start: number; end: number } | null }
  | { status: 'not-modified'; etag: string }
  | { status: 'unsatisfiable'; size: number | null }
  | { status: 'missing' };

/** How long a browser or a CDN may keep a stored file, whether /storage or the bucket sends it. */
export const STORED_FILE_CACHE = 'public, max-age=86400';

/** One byte range of the form a store reads (see ReadOptions.range); null for any other Range header. */
export const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/** A key the stores accept: non-empty segments of printable characters, none `.` or `..`, no backslash. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024 || /[\u0000-\u001f\\]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: "${key}"`);
}
