/** The file store's rules that need no bucket: the S3_ variables, keys, byte ranges, and the local store on a real folder. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../../../src/server/config';
import { createFileStore, isStorageKey, localFileStore } from '../../../../src/server/modules/storage/store';
import { resolveRange } from '../../../../src/server/modules/storage/store/range';

describe('the S3_ variables', () => {
  test('without S3_BUCKET files stay on disk; with it, the rest is read and checked', () => {
    expect(readConfig({}).s3).toBeNull();
    expect(createFileStore(readConfig({ DATA_DIR: '/tmp/izlog' })).kind).toBe('local');
    const config = readConfig({ S3_BUCKET: 'izlog', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_PUBLIC_URL: 'https://cdn.izlog.rs/' });
    expect(config.s3).toEqual({
      bucket: 'izlog',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.izlog.rs',
    });
    const store = createFileStore(config);
    expect(store.kind).toBe('s3');
    expect(store.publicUrl('public/2026/11/a-1.png')).toBe('https://cdn.izlog.rs/public/2026/11/a-1.png');
    expect(createFileStore(readConfig({ S3_BUCKET: 'izlog', S3_REGION: 'auto' })).publicUrl('public/a.png')).toBe('/storage/public/a.png');
    expect(readConfig({ S3_BUCKET: 'izlog' }).s3).toMatchObject({ credentials: null, endpoint: null, forcePathStyle: false, publicUrl: null });
  });

  test('a wrong value stops the start with the variable named', () => {
    expect(() => readConfig({ S3_BUCKET: 'izlog', S3_ACCESS_KEY_ID: 'a' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(() => readConfig({ S3_BUCKET: 'izlog', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => readConfig({ S3_BUCKET: 'izlog', S3_PUBLIC_URL: 'ftp://cdn' })).toThrow('S3_PUBLIC_URL');
    expect(() => readConfig({ S3_BUCKET: 'izlog', S3_FORCE_PATH_STYLE: 'da' })).toThrow('S3_FORCE_PATH_STYLE');
  });
});

test('a key is a relative path that never leaves the store', () => {
  expect(isStorageKey('public/2026/11/a-1.png')).toBe(true);
  for (const key of ['', '/public/a.png', 'public//a.png', 'public/../a.png', './a.png', 'public\\a.png', 'a/\u0000.png']) expect(isStorageKey(key), key).toBe(false);
});

test('a Range header reads as RFC 9110 says, one range at most', () => {
  expect(resolveRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
  expect(resolveRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
  expect(resolveRange('bytes=95-', 100)).toEqual({ start: 95, end: 99 });
  expect(resolveRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  expect(resolveRange('bytes=100-', 100)).toBe('unsatisfiable');
  expect(resolveRange('bytes=5-2', 100)).toBeNull();
  expect(resolveRange('bytes=0-1,5-6', 100)).toBeNull();
  expect(resolveRange(undefined, 100)).toBeNull();
});

describe('the local store', () => {
  const root = mkdtempSync(join(tmpdir(), 'izlog-store-'));
  const store = localFileStore(join(root, 'storage'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('writes, reads, lists and deletes files at their keys under its folder', async () => {
    await store.check();
    const bytes = new TextEncoder().encode('0123456789');
    await store.put('public/2026/11/a-1.avif', bytes, 'image/avif');
    await store.put('docs/b-2.pdf', bytes.subarray(0, 4), 'application/pdf');
    expect(readFileSync(join(root, 'storage', 'public', '2026', '11', 'a-1.avif'))).toEqual(Buffer.from(bytes));
    expect(store.publicUrl('public/2026/11/a-1.avif')).toBe('/storage/public/2026/11/a-1.avif');

    const info = await store.head('public/2026/11/a-1.avif');
    expect(info).toMatchObject({ size: 10, contentType: 'image/avif' });
    const whole = await store.get('public/2026/11/a-1.avif');
    expect(whole.status === 'ok' && new TextDecoder().decode(await buffer(whole.body))).toBe('0123456789');
    const part = await store.get('public/2026/11/a-1.avif', { range: 'bytes=2-4' });
    expect(part.status === 'ok' && [part.range, new TextDecoder().decode(await buffer(part.body))]).toEqual([{ start: 2, end: 4 }, '234']);
    expect((await store.get('public/2026/11/a-1.avif', { ifNoneMatch: info!.etag })).status).toBe('not-modified');
    expect((await store.get('public/2026/11/a-1.avif', { range: 'bytes=10-' })).status).toBe('unsatisfiable');
    expect((await store.get('public/nema.png')).status).toBe('missing');

    const listed = [];
    for await (const object of store.list()) listed.push(object);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'docs/b-2.pdf', size: 4 },
      { key: 'public/2026/11/a-1.avif', size: 10 },
    ]);
    await store.delete(['public/2026/11/a-1.avif', 'public/2026/11/nije-tu.png']);
    expect(await store.exists('public/2026/11/a-1.avif')).toBe(false);
    expect(await store.exists('docs/b-2.pdf')).toBe(true);
    await expect(store.put('../van.txt', bytes, 'text/plain')).rejects.toThrow('Not a storage key');
  });
});
