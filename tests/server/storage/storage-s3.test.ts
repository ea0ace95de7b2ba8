/**
 * Files on object storage (issue 14): with the S3_ variables set, uploads, their variants, serving
 * and deletes go to a bucket of a real S3 API (s3rver on a local port, which the AWS SDK signs its
 * requests for), S3_PUBLIC_URL moves the addresses the API gives, and `npm run storage:copy-to-s3`
 * copies a local store into the bucket.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { fileOnceMade } from '../support/stored-files';
import { startTestServer, type TestServer } from '../support/test-server';

const FILE_FIELDS = 'id mime url url_lg url_sm variants { width avif webp }';
const UPLOAD = `mutation UploadStorage($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { ${FILE_FIELDS} } }`;

type Uploaded = { id: string; mime: string; url: string; url_lg: string; url_sm: string; variants: { width: number; avif: string; webp: string }[] };

/** Uploads a file and answers with it as the API gives it once its variants' job is done (`onAnswer` gets the upload's own answer, from before). */
async function upload(server: TestServer, admin: string, bytes: Uint8Array, name: string, type: string, onAnswer?: (file: Uploaded) => void): Promise<Uploaded> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { bucket: 'public', file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new File([new Uint8Array(bytes)], name, { type }));
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { lang: '0', authorization: `Bearer ${admin}` }, body: form });
  const answer = (await response.json()) as { data?: { uploadStorage: Uploaded }; errors?: unknown[] };
  expect(answer.errors).toBeUndefined();
  onAnswer?.(answer.data!.uploadStorage);
  return fileOnceMade<Uploaded>(server, admin, answer.data!.uploadStorage.id, FILE_FIELDS);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4e8d7c' } }).png().toBuffer().then((buffer) => new Uint8Array(buffer));
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Every address an upload answered with. */
const urlsOf = (file: Uploaded) => [...new Set([file.url, file.url_lg, file.url_sm, ...file.variants.flatMap((variant) => [variant.avif, variant.webp])])];

describe('files in an S3 bucket', () => {
  let s3: TestS3;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer('pglite', { SEED: 'none', ...s3.env });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  test('an upload puts the original and, by its job, every variant into the bucket, and nothing on disk', async () => {
    const bytes = await picture(1000, 700);
    let answered: Uploaded | undefined;
    const file = await upload(server, admin, bytes, 'Polica.png', 'image/png', (answer) => (answered = answer));
    // The upload answered before its variants were made: every address was the original's then.
    expect(urlsOf(answered!)).toEqual([file.url]);
    expect(server.files.kind).toBe('s3');
    expect(file.url).toMatch(/^\/storage\/public\/\d{4}\/\d{2}\/polica-\d+\.png$/);
    const keys = urlsOf(file).map((url) => url.slice('/storage/'.length));
    // The original, -lg, -sm, and AVIF and WebP at 320, 640, 960 and its own 1000.
    expect(keys).toHaveLength(3 + 2 * 4);
    const objects = await s3.objects();
    expect(objects.map((object) => object.key).sort()).toEqual([...keys].sort());
    const original = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keys[0] }));
    expect(original.ContentType).toBe('image/png');
    expect(new Uint8Array(await original.Body!.transformToByteArray())).toEqual(bytes);
    const avif = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: file.variants[0]!.avif.slice('/storage/'.length) }));
    expect(avif.ContentType).toBe('image/avif');
    expect(existsSync(join(server.config.dataDir, 'storage'))).toBe(false);
  });

  test('/storage serves a file from the bucket: its type, cache headers, ETag and 304, a byte range, HEAD', async () => {
    const bytes = await picture(500, 300);
    const file = await upload(server, admin, bytes, 'Sto.png', 'image/png');
    const served = await fetch(server.url + file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(server.url + file.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetch(server.url + file.url, { headers: { 'if-none-match': '"drugi"' } })).status).toBe(200);

    const part = await fetch(server.url + file.url, { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(1, 4));

    const head = await fetch(server.url + file.url_sm, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);

    const webp = await fetch(server.url + file.variants[0]!.webp);
    expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(new Uint8Array(await webp.arrayBuffer())).metadata()).width).toBe(file.variants[0]!.width);

    const document = await upload(server, admin, pdf, 'Uputstvo.pdf', 'application/pdf');
    expect(document.url_lg).toBe(document.url);
    const served_pdf = await fetch(server.url + document.url);
    expect([served_pdf.status, served_pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    expect((await fetch(`${server.url}/storage/public/nema/takvog.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/storage/public/%2e%2e/izlaz.png`)).status).toBe(404);
  });

  test('deleting a file removes the original and every variant from the bucket', async () => {
    const file = await upload(server, admin, await picture(800, 800), 'Brisanje.png', 'image/png');
    const keys = urlsOf(file).map((url) => url.slice('/storage/'.length));
    const before = (await s3.objects()).map((object) => object.key);
    for (const key of keys) expect(before).toContain(key);
    const deleted = await server.request(`mutation { deleteStorage(ids: ["${file.id}"]) { success error } }`, {}, { adminToken: admin });
    expect(deleted.data.deleteStorage).toEqual({ success: true, error: null });
    const after = (await s3.objects()).map((object) => object.key);
    expect(after.filter((key) => keys.includes(key))).toEqual([]);
    expect(after.length).toBe(before.length - keys.length);
    expect((await fetch(server.url + file.url)).status).toBe(404);
  });
});

describe('S3_PUBLIC_URL', () => {
  let s3: TestS3;
  let server: TestServer;
  let admin: string;
  let publicUrl: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    // The bucket's own address stands for a CDN in front of it: browsers fetch the files there.
    publicUrl = `${s3.endpoint}/${s3.bucket}`;
    server = await startTestServer('pglite', { SEED: 'none', ...s3.env, S3_PUBLIC_URL: `${publicUrl}/` });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  test('the API gives every address under S3_PUBLIC_URL, where the files are; /storage still serves them', async () => {
    const bytes = await picture(700, 400);
    const file = await upload(server, admin, bytes, 'Javno.png', 'image/png');
    const urls = urlsOf(file);
    for (const url of urls) expect(url.startsWith(`${publicUrl}/public/`), url).toBe(true);
    const direct = await fetch(file.url);
    expect([direct.status, direct.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
    const local = await fetch(server.url + file.url.replace(publicUrl, '/storage'));
    expect(local.status).toBe(200);
  });

  test('a text that holds the public address is a use of the file', async () => {
    const file = await upload(server, admin, await picture(300, 300), 'Logo.png', 'image/png');
    await server.db.insertInto('settings').values({ field: 'footer_note', values: [`<img src="${file.url_sm}">`, ''], image_id: null }).execute();
    const usages = await server.request(`query { storageUsages(ids: ["${file.id}"]) { kind place } }`, {}, { adminToken: admin });
    expect(usages.data.storageUsages).toEqual([{ kind: 'SETTING', place: 'TEXT' }]);
  });
});
