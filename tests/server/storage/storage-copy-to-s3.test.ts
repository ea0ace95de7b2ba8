/**
 * `npm run storage:copy-to-s3` (issue 14): copies DATA_DIR/storage into the bucket the S3_
 * variables name (a real S3 API, s3rver), with each file's content type, skipping what the bucket
 * already holds with the same size, and telling its progress.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localFileStore } from '../../../src/server/modules/storage/store';
import { runScript, type ScriptRun } from '../../support/bundled-script';
import { startTestS3, type TestS3 } from '../support/s3-server';

/** How long one run may take on a busy machine. */
const COMMAND_MS = 60_000;

async function copyToS3(env: Record<string, string>): Promise<ScriptRun> {
  return runScript('scripts/storage-copy-to-s3.ts', [], { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env }, COMMAND_MS);
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('npm run storage:copy-to-s3', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-copy-'));
  let s3: TestS3;
  const local = {
    'public/2026/01/polica-1.png': bytes('\x89PNG slika'),
    'public/2026/01/polica-1-w320.avif': bytes('avif sirine 320'),
    'docs/2026/02/uputstvo-2.pdf': bytes('%PDF-1.4 uputstvo'),
  };

  beforeAll(async () => {
    s3 = await startTestS3('izlog-copy');
    const store = localFileStore(join(dataDir, 'storage'));
    for (const [key, body] of Object.entries(local)) await store.put(key, body, 'ignored-on-disk');
    // Already in the bucket: one with the same size (skipped), one an older, shorter copy (replaced).
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/2026/01/polica-1-w320.avif', Body: bytes('avif SIRINE 320') }));
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'docs/2026/02/uputstvo-2.pdf', Body: bytes('%PDF stari') }));
  }, 60_000);
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('copies what the bucket lacks with its content type, skips what it has, and a second run copies nothing', { timeout: 2 * COMMAND_MS }, async () => {
    const first = await copyToS3({ DATA_DIR: dataDir, ...s3.env });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('[1/3]');
    expect(first.stdout).toMatch(/\[\d\/3\] copied {2}public\/2026\/01\/polica-1\.png/);
    expect(first.stdout).toMatch(/\[\d\/3\] skipped public\/2026\/01\/polica-1-w320\.avif/);
    expect(first.stdout).toMatch(/\[\d\/3\] copied {2}docs\/2026\/02\/uputstvo-2\.pdf/);
    expect(first.stdout).toContain('2 copied, 1 already there, 3 in all');

    expect(await s3.objects()).toEqual(
      Object.entries(local)
        .map(([key, body]) => ({ key, size: body.byteLength }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    const read = async (key: string) => {
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return { type: object.ContentType, body: new TextDecoder().decode(await object.Body!.transformToByteArray()) };
    };
    expect(await read('public/2026/01/polica-1.png')).toEqual({ type: 'image/png', body: '\x89PNG slika' });
    expect(await read('docs/2026/02/uputstvo-2.pdf')).toEqual({ type: 'application/pdf', body: '%PDF-1.4 uputstvo' });

    const second = await copyToS3({ DATA_DIR: dataDir, ...s3.env });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 copied, 3 already there, 3 in all');
  });

  test('without S3_BUCKET it says what to set and copies nothing', { timeout: COMMAND_MS }, async () => {
    const run = await copyToS3({ DATA_DIR: dataDir, S3_BUCKET: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('set S3_BUCKET');
  });
});
