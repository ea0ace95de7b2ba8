import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDemoShop, DEMO_TODAY } from '../../../fixtures';
import { createSession } from '../../../src/server/auth/sessions';
import { seedStorage } from '../../../src/server/demo/storage';
import { MAX_UPLOAD_BYTES } from '../../../src/server/modules/storage/service';
import { defineStorageRules } from '../rules/storage';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { fileOnceMade } from '../support/stored-files';
import { startTestServer, type TestServer } from '../support/test-server';

const FILE_FIELDS = 'id name orig_name mime width height alt tab bucket folder size url url_lg url_sm created_at';
const UPLOAD = `mutation UploadStorage($file: Upload!, $bucket: String!, $tab: String) {
  uploadStorage(file: $file, bucket: $bucket, tab: $tab) { ${FILE_FIELDS} }
}`;

describe.each(ABOVE_THE_DATABASE)('files (storage) on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  const demo = buildDemoShop(DEMO_TODAY);

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
    // The demo's files, as the demo seed loads them: rows with their ids, and their drawings on disk.
    await seedStorage(server.db, demo, { products: null, files: server.files });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());

  /** A GraphQL multipart request (the spec's upload), as the admin's transport sends it. */
  async function upload(
    file: { bytes: Uint8Array; name: string; type: string } | null,
    variables: { bucket: string; tab?: string },
    options: { lang?: 0 | 1; token?: string | null } = {},
  ) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { ...variables, file: null } }));
    form.append('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
    if (file) form.append('0', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    const token = options.token === undefined ? admin : options.token;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { lang: String(options.lang ?? 0), authorization: token ? `Bearer ${token}` : '' },
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
    return (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }

  /** An uploaded file as the API gives it once its variants' job is done. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answer as untyped JSON
  const made = (answer: { data?: any }) => fileOnceMade(server, admin, answer.data.uploadStorage.id, FILE_FIELDS);
  const count = async () => Number((await server.db.selectFrom('storage_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const onDisk = (url: string) => join(server.config.dataDir, url.replace(/^\//, ''));
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1f6f8b' } }).png().toBuffer().then((buffer) => new Uint8Array(buffer));

  test('the demo files are listed newest first and their images load, with their -lg and -sm sizes', async () => {
    const { data } = await server.request(`{ storage(first: 5, page: 1) { data { ${FILE_FIELDS} } paginatorInfo { currentPage lastPage count total } } }`, {}, { adminToken: admin });
    expect(data.storage.paginatorInfo).toMatchObject({ currentPage: 1, count: 5, total: demo.storageFiles.length });
    const dates = data.storage.data.map((file: { created_at: string }) => file.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const image = data.storage.data.find((file: { mime: string }) => file.mime === 'image/svg+xml');
    for (const url of [image.url, image.url_lg, image.url_sm]) {
      const response = await fetch(server.url + url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect(image.url_lg).toMatch(/-lg\.svg$/);
    const pdf = await server.request(`{ storage(tab: "documents") { data { mime url url_lg } } }`, {}, { adminToken: admin });
    const document = pdf.data.storage.data[0];
    expect(document.mime).toBe('application/pdf');
    expect(document.url_lg).toBe(document.url);
    expect((await (await fetch(server.url + document.url)).text()).startsWith('%PDF-')).toBe(true);
  });

  test('the list honours search (without diacritics), tab and pages', async () => {
    const logo = await server.request(`{ storage(search: "LOGO") { data { orig_name alt } paginatorInfo { total } } }`, {}, { adminToken: admin });
    expect(logo.data.storage.data[0].alt).toBe('Izlog');
    const documents = await server.request(`{ storage(tab: "documents", first: 2, page: 2) { data { tab } paginatorInfo { currentPage lastPage count total } } }`, {}, { adminToken: admin });
    expect(documents.data.storage.paginatorInfo).toEqual({ currentPage: 2, lastPage: 2, count: 1, total: 3 });
    const folded = await server.request(`{ storage(search: "koriscenja") { data { alt } } }`, {}, { adminToken: admin });
    expect(folded.data.storage.data.map((file: { alt: string }) => file.alt)).toContain('Uslovi korišćenja');
  });

  test('visitors cannot list or upload files', async () => {
    const list = await server.request(`{ storage { data { id } } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const before = await count();
    const refused = await upload({ bytes: await png(10, 10), name: 'a.png', type: 'image/png' }, { bucket: 'public' }, { token: null });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(before);
  });

  test('an image upload reads its size and makes a -lg (1600 px) and a -sm (400 px) variant', async () => {
    const { data, errors } = await upload({ bytes: await png(2400, 1200), name: 'Zimska akcija.PNG', type: 'image/png' }, { bucket: 'public', tab: 'banners' });
    expect(errors).toBeUndefined();
    const file = await made({ data });
    expect(file).toMatchObject({ mime: 'image/png', width: 2400, height: 1200, tab: 'banners', bucket: 'public', orig_name: 'Zimska akcija.PNG' });
    expect(file.name).toBe(`zimska-akcija-${file.id}.png`);
    expect(file.url).toMatch(new RegExp(`^/storage/public/\\d{4}/\\d{2}/zimska-akcija-${file.id}\\.png$`));
    expect(file.url_lg).toBe(file.url.replace(/\.png$/, '-lg.png'));
    expect(file.url_sm).toBe(file.url.replace(/\.png$/, '-sm.png'));
    expect((await sharp(onDisk(file.url_lg)).metadata()).width).toBe(1600);
    expect((await sharp(onDisk(file.url_sm)).metadata()).width).toBe(400);
    const served = await fetch(server.url + file.url_sm);
    expect(served.status).toBe(200);
    // A small image is not enlarged.
    const small = await made(await upload({ bytes: await png(1, 1), name: 'tacka.png', type: 'image/png' }, { bucket: 'public' }));
    expect(small).toMatchObject({ width: 1, height: 1, tab: 'general' });
    expect((await sharp(onDisk(small.url_lg)).metadata()).width).toBe(1);
    // JPEG, WebP and GIF keep their format.
    for (const [format, mime] of [['jpeg', 'image/jpeg'], ['webp', 'image/webp'], ['gif', 'image/gif']] as const) {
      const bytes = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c06014' } }).toFormat(format).toBuffer());
      const uploaded = await made(await upload({ bytes, name: `slika.${format}`, type: mime }, { bucket: 'public' }));
      expect(uploaded).toMatchObject({ mime, width: 800, height: 600 });
      expect((await sharp(onDisk(uploaded.url_sm)).metadata()).format).toBe(format === 'jpeg' ? 'jpeg' : format);
    }
  });

  test('a PDF and a plain SVG are accepted; the type is told by the bytes, not the declared type', async () => {
    const pdf = await upload({ bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'cenovnik.pdf', type: 'application/octet-stream' }, { bucket: 'public', tab: 'documents' });
    expect(pdf.data.uploadStorage).toMatchObject({ mime: 'application/pdf', width: null, height: null });
    expect(pdf.data.uploadStorage.url_lg).toBe(pdf.data.uploadStorage.url);
    const svg = await upload(
      { bytes: new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100"/></svg>'), name: 'logo.svg', type: 'image/svg+xml' },
      { bucket: 'public' },
    );
    expect(svg.data.uploadStorage).toMatchObject({ mime: 'image/svg+xml', width: 300, height: 100 });
    expect(existsSync(onDisk(svg.data.uploadStorage.url_lg))).toBe(true);
  });

  test('bad uploads are refused with a translated message and add nothing', async () => {
    const before = await count();
    const text = new TextEncoder().encode('<html><body>not an image</body></html>');
    const disguised = await upload({ bytes: text, name: 'slika.png', type: 'image/png' }, { bucket: 'public' });
    expect(disguised.errors?.[0]).toMatchObject({ message: 'Ova vrsta fajla nije dozvoljena.', extensions: { code: 'BAD_USER_INPUT', field: 'file' } });
    const script = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const active = await upload({ bytes: script, name: 'x.svg', type: 'image/svg+xml' }, { bucket: 'public' }, { lang: 1 });
    expect(active.errors?.[0]?.message).toBe('This type of file is not allowed.');
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect((await upload({ bytes: broken, name: 'broken.png', type: 'image/png' }, { bucket: 'public' })).errors?.[0]?.extensions?.field).toBe('file');
    const noBucket = await upload({ bytes: await png(4, 4), name: 'a.png', type: 'image/png' }, { bucket: '  ' });
    expect(noBucket.errors?.[0]).toMatchObject({ message: 'Izaberite fajl i bucket.', extensions: { field: 'bucket' } });
    const noFile = await upload(null, { bucket: 'public' }, { lang: 1 });
    expect(noFile.errors?.[0]?.message).toBeTruthy();
    const escape = await upload({ bytes: await png(4, 4), name: 'a.png', type: 'image/png' }, { bucket: '../etc' });
    expect(escape.errors?.[0]?.extensions?.field).toBe('bucket');
    expect(await count()).toBe(before);
  });

  test('an upload over the size limit is refused', async () => {
    const before = await count();
    // A PDF passes the type check whole or cut short: only the size can refuse it.
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const refused = await upload({ bytes: big, name: 'ogroman.pdf', type: 'application/pdf' }, { bucket: 'public' });
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  test('updateStorage moves a file to a tab and sets its alt text; deleteStorage removes it and its variants from disk', async () => {
    const file = await made(await upload({ bytes: await png(900, 900), name: 'izlog.png', type: 'image/png' }, { bucket: 'public' }));
    expect(file.url_lg).toMatch(/-lg\.png$/);
    const moved = await server.request(`mutation { updateStorage(id: "${file.id}", tab: "products", alt: " Izlog noću ") { tab alt } }`, {}, { adminToken: admin });
    expect(moved.data.updateStorage).toEqual({ tab: 'products', alt: 'Izlog noću' });
    const listed = await server.request(`{ storage(tab: "products", first: 1) { data { id alt } } }`, {}, { adminToken: admin });
    expect(listed.data.storage.data[0]).toEqual({ id: file.id, alt: 'Izlog noću' });
    const missing = await server.request(`mutation { updateStorage(id: "999999", tab: "x") { id } }`, {}, { adminToken: admin, lang: 1 });
    expect(missing.errors?.[0]).toMatchObject({ message: 'The requested record does not exist.', extensions: { code: 'NOT_FOUND' } });

    const paths = [file.url, file.url_lg, file.url_sm].map(onDisk);
    for (const path of paths) expect(existsSync(path)).toBe(true);
    const deleted = await server.request(`mutation { deleteStorage(ids: ["${file.id}", "999999", "abc"]) { success error } }`, {}, { adminToken: admin });
    expect(deleted.data.deleteStorage).toEqual({ success: true, error: null });
    for (const path of paths) expect(existsSync(path)).toBe(false);
    expect((await fetch(server.url + file.url)).status).toBe(404);
    const gone = await server.request(`{ storage(search: "izlog-${file.id}") { paginatorInfo { total } } }`, {}, { adminToken: admin });
    expect(gone.data.storage.paginatorInfo.total).toBe(0);
  });

  defineStorageRules(() => ({ server, adminToken: admin }));
});
