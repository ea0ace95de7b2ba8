import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { responsiveName } from '../../../src/shared/content/responsive-images';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { fileOnceMade } from '../support/stored-files';
import { startTestServer, type TestServer } from '../support/test-server';

const FILE_FIELDS = 'id mime width height url url_lg url_sm variant_widths variants { width height avif webp }';
const UPLOAD = `mutation UploadStorage($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { ${FILE_FIELDS} } }`;

type Variant = { width: number; height: number; avif: string; webp: string };
type Uploaded = { id: string; width: number; height: number; url: string; url_lg: string; url_sm: string; variant_widths: number[]; variants: Variant[] };

/**
 * What sharp makes of an upload (sizes, formats, deletion from disk) does not depend on the database;
 * the variants' job on PostgreSQL's queue (pg-boss) is tests/server/storage/storage-variants-job.test.ts's.
 */
describe.each(ABOVE_THE_DATABASE)('responsive image variants on %s', (backend) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());

  /** The upload's own answer, made before its variants are. */
  async function uploadAnswer(bytes: Uint8Array, name: string, type: string): Promise<Uploaded> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { bucket: 'public', file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([new Uint8Array(bytes)], name, { type }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { lang: '0', authorization: `Bearer ${admin}` }, body: form });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
    const answer = (await response.json()) as { data?: any; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    return answer.data.uploadStorage as Uploaded;
  }

  /** The file once its variants' job is done. */
  const upload = async (bytes: Uint8Array, name: string, type: string) =>
    fileOnceMade<Uploaded>(server, admin, (await uploadAnswer(bytes, name, type)).id, FILE_FIELDS);

  const onDisk = (url: string) => join(server.config.dataDir, url.replace(/^\//, ''));
  const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: '#4e8d7c' } }).toFormat(format).toBuffer().then((buffer) => new Uint8Array(buffer));

  test('an upload answers at once with its size and the original’s address for every variant; its job makes them after', async () => {
    const answer = await uploadAnswer(await picture(2000, 1000, 'png'), 'Odmah.png', 'image/png');
    expect(answer).toMatchObject({ width: 2000, height: 1000, url_lg: answer.url, url_sm: answer.url, variant_widths: [], variants: [] });
    const made = await fileOnceMade<Uploaded>(server, admin, answer.id, FILE_FIELDS);
    expect(made).toMatchObject({ url: answer.url, url_lg: answer.url.replace(/\.png$/, '-lg.png'), url_sm: answer.url.replace(/\.png$/, '-sm.png') });
    expect(made.variants).toHaveLength(4);
    for (const url of [made.url_lg, made.url_sm, ...made.variants.flatMap((variant) => [variant.avif, variant.webp])]) expect(existsSync(onDisk(url)), url).toBe(true);
  });

  test('a PNG gets AVIF and WebP in every standard width below its own, and the files have those sizes', async () => {
    const file = await upload(await picture(2000, 1000, 'png'), 'Baner.png', 'image/png');
    expect(file).toMatchObject({ width: 2000, height: 1000 });
    expect(file.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 160], [640, 320], [960, 480], [1280, 640]]);
    expect(file.variant_widths).toEqual([320, 640, 960, 1280]);
    for (const variant of file.variants) {
      expect(variant.avif).toBe(file.url.replace(/\.png$/, `-w${variant.width}.avif`));
      expect(variant.webp).toBe(file.url.replace(/\.png$/, `-w${variant.width}.webp`));
      // The rule the client builds srcset by names the same files.
      expect([responsiveName(file.url, variant.width, 'avif'), responsiveName(file.url, variant.width, 'webp')]).toEqual([variant.avif, variant.webp]);
      for (const [url, format] of [[variant.avif, 'heif'], [variant.webp, 'webp']] as const) {
        const meta = await sharp(onDisk(url)).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }, url).toEqual({ format, width: variant.width, height: variant.height });
      }
      const served = await fetch(server.url + variant.webp);
      expect(served.status).toBe(200);
    }
  });

  test('a JPEG narrower than 1280 px gets the widths below its own and its own, never wider', async () => {
    const file = await upload(await picture(801, 601, 'jpeg'), 'proizvod.jpg', 'image/jpeg');
    expect(file.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 240], [640, 480], [801, 601]]);
    expect(file.variant_widths).toEqual([320, 640, 801]);
    for (const variant of file.variants) {
      const meta = await sharp(onDisk(variant.avif)).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
    const tiny = await upload(await picture(100, 50, 'png'), 'ikona.png', 'image/png');
    expect(tiny.variants).toEqual([expect.objectContaining({ width: 100, height: 50 })]);
    expect(tiny.variant_widths).toEqual([100]);
  });

  test('an SVG has no raster variants (it scales by itself)', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="red"/></svg>');
    const answer = await uploadAnswer(svg, 'logo.svg', 'image/svg+xml');
    // No job to wait for: its -lg and -sm are the drawing, stored with it.
    expect(answer.variants).toEqual([]);
    expect(answer.variant_widths).toEqual([]);
    expect(answer.url_lg).toBe(answer.url.replace(/\.svg$/, '-lg.svg'));
    expect(existsSync(onDisk(answer.url_lg))).toBe(true);
  });

  test('deleting an image deletes the original and every variant from disk', async () => {
    const file = await upload(await picture(1000, 700, 'jpeg'), 'brisanje.jpg', 'image/jpeg');
    const paths = [file.url, file.url_lg, file.url_sm, ...file.variants.flatMap((variant) => [variant.avif, variant.webp])].map(onDisk);
    expect(paths).toHaveLength(3 + 2 * 4);
    for (const path of paths) expect(existsSync(path), path).toBe(true);
    const deleted = await server.request(`mutation { deleteStorage(ids: ["${file.id}"]) { success error } }`, {}, { adminToken: admin });
    expect(deleted.data.deleteStorage).toEqual({ success: true, error: null });
    for (const path of paths) expect(existsSync(path), path).toBe(false);
  });
});
