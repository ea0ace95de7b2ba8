import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import { contentTypeOf } from '../../../lib/content-types';
import { parseContentRange } from './range';
import { assertStorageKey, SINGLE_RANGE, STORED_FILE_CACHE, type FileStore, type ObjectInfo } from './types';

/** An If-None-Match header naming one ETag. */
const ONE_ETAG = /^(W\/)?"[^",]*"$/;

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** The client for a store; exported for the tests and the copy command, which talk to the same bucket. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Files in a bucket of any S3-compatible store, through the official AWS SDK. */
export function s3FileStore(config: S3Config, client: S3Client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  const info = (key: string, object: { ContentLength?: number; ContentType?: string; ETag?: string; LastModified?: Date }): ObjectInfo => ({
    size: object.ContentLength ?? 0,
    // An object another tool wrote may carry no type, or a generic one: its name tells it then.
    contentType: object.ContentType && object.ContentType !== 'binary/octet-stream' ? object.ContentType : contentTypeOf(key),
    etag: object.ETag ?? '',
    lastModified: object.LastModified ?? null,
  });

  async function head(key: string): Promise<ObjectInfo | null> {
    assertStorageKey(key);
    try {
      return info(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: STORED_FILE_CACHE }));
    },
    async get(key, options = {}) {
      assertStorageKey(key);
      const range = options.range && SINGLE_RANGE.test(options.range) ? options.range : undefined;
      // One ETag only: a 304 answers with the ETag asked about, which must then be the object's.
      const ifNoneMatch = options.ifNoneMatch && ONE_ETAG.test(options.ifNoneMatch) ? options.ifNoneMatch : undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }));
        const part = parseContentRange(object.ContentRange);
        const whole = { ...object, ContentLength: part ? part.size : object.ContentLength };
        return { status: 'ok', info: info(key, whole), body: object.Body as Readable, range: part && { start: part.start, end: part.end } };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { status: 'missing' };
        if (status === 304) return { status: 'not-modified', etag: ifNoneMatch ?? '' };
        if (status === 416) return { status: 'unsatisfiable', size: (await head(key))?.size ?? null };
        throw error;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(keys) {
      keys.forEach(assertStorageKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length > 0) throw new Error(`S3 did not delete ${failed.map((each) => `${each.Key} (${each.Code})`).join(', ')}`);
      }
    },
    async *list(prefix = '') {
      const Prefix = prefix ? `${prefix.replace(/\/+$/, '')}/` : undefined;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
    },
    publicUrl(key) {
      return config.publicUrl ? `${config.publicUrl}/${key}` : `/storage/${key}`;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
