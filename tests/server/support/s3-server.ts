/**
 * A real S3 HTTP API on a free local port (s3rver, objects in a temporary folder), which the AWS SDK
 * signs its requests for and talks to as to any S3-compatible store: the tests of the S3 file store
 * never mock the SDK.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { readConfig } from '../../../src/server/config';
import { s3Client } from '../../../src/server/modules/storage/store';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_ variables that point a server (or the copy command) at the bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket with its size, sorted by key. */
  objects(): Promise<{ key: string; size: number }[]>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'izlog-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'izlog-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials; it checks each request's signature with them.
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
  const client = s3Client(readConfig({ ...env, DATA_DIR: directory }).s3!);
  return {
    endpoint,
    bucket,
    env,
    client,
    async objects() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size! })).sort((a, b) => a.key.localeCompare(b.key));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
