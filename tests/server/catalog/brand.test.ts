/**
 * The shop's brand as the admin sets it through the API (the logo, the favicon and the shop's name)
 * and where a shopper meets it: the storefront's settings, the order e-mail, the web app manifest
 * and the favicon; an image that cannot be a logo or favicon is refused with the field's error.
 */
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { lastMailTo } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

const UPLOAD = `mutation UploadStorage($file: Upload!, $bucket: String!, $tab: String) { uploadStorage(file: $file, bucket: $bucket, tab: $tab) { id url mime width height } }`;
const UPSERT = `mutation ($field: String!, $value: String, $image_id: ID) { upsertSetting(field: $field, value: $value, image_id: $image_id) { field value image { id url } } }`;
const CREATE_ORDER = `mutation ($idempotency_key: String!, $items: [OrderItemInput!]!, $email: String!) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: "Mila", lastname: "Petrović", email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: CASH_ON_DELIVERY) { code } }`;
const SHOP_NAME = 'Radnja Kod Mike';

const png = async (width: number, height: number, noise = false) =>
  new Uint8Array(
    noise
      ? await sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7919 + (index >> 3) * 104729) % 251)), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
      : await sharp({ create: { width, height, channels: 3, background: '#1f6f8b' } }).png().toBuffer(),
  );

describe('the brand set in the settings', () => {
  let server: TestServer;
  let admin: string;
  let productId: number;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    admin = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const { rows } = await sql<{ id: number }>`select id from products where active and active_from is null and active_to is null and price >= 1000 order by id limit 1`.execute(server.db);
    productId = rows[0]!.id;
    await sql`update products set stock = 100 where id = ${productId}`.execute(server.db);
    await server.contentChanged();
  }, 120_000);
  afterAll(async () => server?.close());

  /** Uploads through the Files' upload (multipart), as the settings form's "Upload an image" does. */
  async function upload(bytes: Uint8Array, name: string, type: string): Promise<{ id: string; url: string }> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, bucket: 'public', tab: 'general' } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([new Uint8Array(bytes)], name, { type }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { lang: '0', authorization: `Bearer ${admin}` }, body: form });
    const answer = (await response.json()) as { data?: { uploadStorage: { id: string; url: string } }; errors?: unknown };
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.uploadStorage;
  }
  const setSetting = (variables: Record<string, unknown>, lang: 0 | 1 = 0) => server.request(UPSERT, variables, { adminToken: admin, lang });
  const shopSettings = async () => (await server.request(`{ settings { field value image { id url width height } } }`)).data.settings as { field: string; value: string; image: { id: string; url: string } | null }[];

  test("the admin sets the shop's name, logo and favicon; the storefront's settings, the manifest and the favicon link follow", async () => {
    const logo = await upload(await png(600, 200), 'radnja-logo.png', 'image/png');
    const icon = await upload(await png(64, 64), 'radnja-ikonica.png', 'image/png');
    for (const change of [{ field: 'logo', image_id: logo.id }, { field: 'favicon', image_id: icon.id }, { field: 'site_name', value: SHOP_NAME }]) {
      const answer = await setSetting(change);
      expect(answer.errors, change.field).toBeUndefined();
    }
    const settings = await shopSettings();
    expect(settings.find((row) => row.field === 'logo')!.image).toMatchObject({ id: logo.id, url: logo.url, width: 600, height: 200 });
    expect(settings.find((row) => row.field === 'site_name')!.value).toBe(SHOP_NAME);

    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; short_name: string; icons: { src: string; type: string; sizes: string }[] };
    expect(body).toMatchObject({ name: SHOP_NAME, short_name: 'Radnja', icons: [{ src: icon.url, type: 'image/png', sizes: '64x64' }] });

    const favicon = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect([favicon.status, favicon.headers.get('location')]).toEqual([302, icon.url]);
    const drawn = await fetch(server.url + icon.url);
    expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  test('an image that cannot be the logo or favicon is refused, in the language of the request, and nothing changes', async () => {
    const before = (await shopSettings()).find((row) => row.field === 'logo')!.image;
    const document = await server.db.selectFrom('storage_files').select('id').where('mime', '=', 'application/pdf').executeTakeFirstOrThrow();
    const large = await upload(await png(1000, 400, true), 'ogroman-logo.png', 'image/png');
    const wide = await upload(await png(300, 100), 'siroka-ikonica.png', 'image/png');
    const cases: [Record<string, unknown>, 0 | 1, string][] = [
      [{ field: 'logo', image_id: String(document.id) }, 0, 'Dozvoljene su samo slike PNG, JPEG, WebP, SVG.'],
      [{ field: 'logo', image_id: String(document.id) }, 1, 'Only PNG, JPEG, WebP, SVG images are allowed.'],
      [{ field: 'logo', image_id: large.id }, 1, 'The image is larger than 1024 KB.'],
      [{ field: 'favicon', image_id: wide.id }, 0, 'Ikonica mora biti kvadratna (iste širine i visine).'],
      [{ field: 'favicon', image_id: large.id }, 1, 'The image is larger than 256 KB.'],
    ];
    for (const [variables, lang, message] of cases) {
      const answer = await setSetting(variables, lang);
      expect(answer.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'image_id' } });
    }
    expect((await shopSettings()).find((row) => row.field === 'logo')!.image).toEqual(before);
  });

  test("a shop without a name yet gets one, the same in both languages, whichever language the admin names or renames it in", async () => {
    const before = await server.db.selectFrom('settings').selectAll().where('field', '=', 'site_name').executeTakeFirstOrThrow();
    await server.db.deleteFrom('settings').where('field', '=', 'site_name').execute();
    try {
      expect((await setSetting({ field: 'site_name', value: 'Nova radnja' }, 1)).errors).toBeUndefined();
      expect((await setSetting({ field: 'site_name', value: 'Nova radnja Mika' }, 0)).errors).toBeUndefined();
      const row = await server.db.selectFrom('settings').select('values').where('field', '=', 'site_name').executeTakeFirstOrThrow();
      expect(row.values).toEqual(['Nova radnja Mika', 'Nova radnja Mika']);
    } finally {
      await server.db.deleteFrom('settings').where('field', '=', 'site_name').execute();
      await server.db.insertInto('settings').values(before).execute();
    }
  });

  test("the order e-mail carries the shop's logo and name: an uploaded PNG as it is, the demo's SVG logo as its PNG", async () => {
    const order = async (email: string) => {
      const answer = await server.request(CREATE_ORDER, { idempotency_key: `brend-${email}`, items: [{ product_id: String(productId), quantity: 1 }], email });
      expect(answer.errors).toBeUndefined();
      return lastMailTo(server.config.dataDir, email, /./);
    };
    const mail = await order(`brend-${Date.now()}@gmail.com`);
    expect(mail.html).toMatch(new RegExp(`<img alt="${SHOP_NAME}" height="48" src="${server.config.publicUrl}/storage/public/[^"]+/radnja-logo-\\d+-sm\\.png"`));
    expect(mail.text).toContain(SHOP_NAME);
    expect(mail.raw).toMatch(new RegExp(`^From: ${SHOP_NAME} <prodavnica@izlog\\.rs>$`, 'm'));

    const demoLogo = await server.db.selectFrom('storage_files').select('id').where('orig_name', '=', 'izlog-logo.jpg').executeTakeFirstOrThrow();
    await setSetting({ field: 'logo', image_id: String(demoLogo.id) });
    const second = await order(`brend-svg-${Date.now()}@gmail.com`);
    const src = /<img alt="Radnja Kod Mike" height="48" src="([^"]+-raster\.png)"/.exec(second.html)?.[1];
    expect(src, second.html.slice(0, 3000)).toBeDefined();
    const picture = await fetch(src!.replace(server.config.publicUrl, server.url));
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(await sharp(new Uint8Array(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 288, height: 96 });
  });
});
