/**
 * Deleting a file that something uses (issue 9, item 6): the server says where it is used and
 * deletes nothing; after the administrator confirms (force), every use is removed with the file, so
 * no record is left pointing at a deleted file.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { writeStoredFile } from '../../../src/server/modules/storage/file-store';
import { allPaths } from '../../../src/server/modules/storage/paths';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

type Lang = 0 | 1;

const USAGES = `query ($ids: [ID!]!) { storageUsages(ids: $ids) { file_id kind place id page_id name } }`;
const DELETE = `mutation ($ids: [ID!]!) { deleteStorage(ids: $ids) { success error } }`;
const DELETE_IN_USE = `mutation ($ids: [ID!]!) { deleteStorage(ids: $ids, force: true) { success error } }`;

describe.each(await serverBackends())('deleting files in use on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  const files: Record<'photo' | 'doc' | 'free', { id: number; bucket: string; folder: string; name: string; mime: string }> = {} as never;
  const records: Record<string, string> = {};

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
  async function as<T = any>(lang: Lang, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await server.request(query, variables, { adminToken: admin, lang });
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('\n'));
    return result.data as T;
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    const make = [
      ['photo', 'telefon-1.png', 'image/png'],
      ['doc', 'reklamacioni-list-2.pdf', 'application/pdf'],
      ['free', 'slobodna-3.png', 'image/png'],
    ] as const;
    for (const [key, name, mime] of make) {
      const row = await server.db
        .insertInto('storage_files')
        .values({ name, orig_name: name, mime, width: mime === 'image/png' ? 10 : null, height: mime === 'image/png' ? 10 : null, tab: 'general', bucket: 'public', folder: '2026/01', size: 4 })
        .returningAll()
        .executeTakeFirstOrThrow();
      const bytes = new Uint8Array([1, 2, 3, 4]);
      await writeStoredFile(server.files, row, { original: bytes, variants: mime === 'image/png' ? { '-lg': bytes, '-sm': bytes } : null });
      files[key] = row;
    }
    const photo = String(files.photo.id);
    const photoUrl = '/storage/public/2026/01/telefon-1-lg.png';
    const docUrl = '/storage/public/2026/01/reklamacioni-list-2.pdf';

    records.category = (await as(0, `mutation ($img: ID) { upsertCategory(name: "Telefoni", slug: "telefoni", image_id: $img) { id } }`, { img: photo })).upsertCategory.id;
    await as(1, `mutation ($id: ID) { upsertCategory(id: $id, name: "Phones", slug: "phones") { id } }`, { id: records.category });
    records.brand = (await as(0, `mutation ($img: ID) { upsertBrand(name: "Nokia", slug: "nokia", image_id: $img) { id } }`, { img: photo })).upsertBrand.id;
    records.product = (
      await as(0, `mutation ($img: ID!, $desc: String) { upsertProduct(code: "T-1", name: "Telefon", slug: "telefon", price: 100, stock: 1, image_id: $img, gallery_ids: [$img], description: $desc) { id } }`, {
        img: photo,
        desc: `<p>Uputstvo: <a href="${docUrl}">PDF</a></p>`,
      })
    ).upsertProduct.id;
    records.banner = (await as(1, `mutation ($img: ID) { upsertBanner(name: "Zima", image_id: $img, link: "${docUrl}", position: SHOP_BELOW_MENU) { id } }`, { img: photo })).upsertBanner.id;
    records.page = (await as(0, 'mutation { createPage(name: "Reklamacije", slug: "reklamacije") { id } }')).createPage.id;
    await as(0, `mutation ($id: ID!, $page: String) { updatePage(id: $id, page: $page) { id } }`, {
      id: records.page,
      page: `<p>Popunite <a href="${docUrl}">reklamacioni list</a>.</p><p><img src="${photoUrl}" alt="Telefon"></p>`,
    });
    records.block = (
      await as(0, `mutation ($page: ID!, $img: ID) { upsertBlock(page_id: $page, type: CARDS, title: "Saveti", content: { cards: [{ title: "Kartica", image_id: $img }] }) { id } }`, {
        page: records.page,
        img: photo,
      })
    ).upsertBlock.id;
    records.setting = (await as(0, `mutation ($img: ID) { upsertSetting(field: "share_image", image_id: $img) { id } }`, { img: photo })).upsertSetting.id;
    records.post = (await as(0, `mutation ($img: ID) { upsertBlogPost(name: "Novi telefoni", slug: "novi-telefoni", image_id: $img) { id } }`, { img: photo })).upsertBlogPost.id;
  }, 120_000);
  afterAll(async () => server?.close());

  test('storageUsages names every record that uses a file, in the request language', async () => {
    const ids = [files.photo.id, files.doc.id, files.free.id].map(String);
    const uses = (await as(0, USAGES, { ids })).storageUsages;
    const photo = String(files.photo.id);
    const doc = String(files.doc.id);
    expect(uses).toEqual(
      expect.arrayContaining([
        { file_id: photo, kind: 'PRODUCT', place: 'IMAGE', id: records.product, page_id: null, name: 'Telefon' },
        { file_id: photo, kind: 'PRODUCT', place: 'GALLERY', id: records.product, page_id: null, name: 'Telefon' },
        { file_id: photo, kind: 'CATEGORY', place: 'IMAGE', id: records.category, page_id: null, name: 'Telefoni' },
        { file_id: photo, kind: 'BRAND', place: 'IMAGE', id: records.brand, page_id: null, name: 'Nokia' },
        { file_id: photo, kind: 'BANNER', place: 'IMAGE', id: records.banner, page_id: null, name: 'Zima' },
        { file_id: photo, kind: 'BLOCK', place: 'IMAGE', id: records.block, page_id: records.page, name: 'Reklamacije — Saveti' },
        { file_id: photo, kind: 'PAGE', place: 'TEXT', id: records.page, page_id: null, name: 'Reklamacije' },
        { file_id: photo, kind: 'SETTING', place: 'IMAGE', id: records.setting, page_id: null, name: 'share_image' },
        { file_id: photo, kind: 'BLOG_POST', place: 'IMAGE', id: records.post, page_id: null, name: 'Novi telefoni' },
        { file_id: doc, kind: 'PRODUCT', place: 'TEXT', id: records.product, page_id: null, name: 'Telefon' },
        { file_id: doc, kind: 'BANNER', place: 'TEXT', id: records.banner, page_id: null, name: 'Zima' },
        { file_id: doc, kind: 'PAGE', place: 'TEXT', id: records.page, page_id: null, name: 'Reklamacije' },
      ]),
    );
    expect(uses).toHaveLength(12);
    expect(uses.some((use: { file_id: string }) => use.file_id === String(files.free.id))).toBe(false);
    const english = (await as(1, USAGES, { ids: [String(files.photo.id)] })).storageUsages;
    expect(english.find((use: { kind: string }) => use.kind === 'CATEGORY').name).toBe('Phones');
  });

  test('a file in use is not deleted without confirmation: the answer says where it is used', async () => {
    const ids = [String(files.photo.id), String(files.free.id)];
    const refused = (await as(0, DELETE, { ids })).deleteStorage;
    expect(refused.success).toBe(false);
    expect(refused.error).toMatch(/^Ništa nije obrisano, fajlovi se koriste: „telefon-1\.png“: /);
    expect(refused.error).toContain('proizvod „Telefon“');
    expect(refused.error).toContain('kategorija „Telefoni“');
    expect(refused.error).toContain('blok „Reklamacije — Saveti“');
    const english = (await as(1, DELETE, { ids })).deleteStorage;
    expect(english.error).toMatch(/^Nothing was deleted, the files are in use: "telefon-1\.png": .*category "Phones"/);
    // Nothing changed: both files are still there, on disk too, and still used.
    const left = await server.db.selectFrom('storage_files').select('id').where('id', 'in', [files.photo.id, files.free.id]).execute();
    expect(left).toHaveLength(2);
    for (const path of allPaths(server.config.dataDir, files.photo)) expect(existsSync(path)).toBe(true);
    expect((await as(0, USAGES, { ids })).storageUsages).toHaveLength(9);
  });

  test('after confirmation the files go and nothing points at them any more', async () => {
    const ids = [files.photo.id, files.doc.id, files.free.id].map(String);
    expect((await as(0, DELETE_IN_USE, { ids })).deleteStorage).toEqual({ success: true, error: null });
    expect(await server.db.selectFrom('storage_files').select('id').execute()).toEqual([]);
    for (const file of Object.values(files)) for (const path of allPaths(server.config.dataDir, file)) expect(existsSync(path)).toBe(false);
    expect((await as(0, USAGES, { ids })).storageUsages).toEqual([]);

    const product = (await as(0, `query ($id: ID!) { product(id: $id) { image { id } gallery { id } descriptions } }`, { id: records.product })).product;
    expect(product).toEqual({ image: null, gallery: [], descriptions: ['<p>Uputstvo: <span>PDF</span></p>', ''] });
    expect((await as(0, `query ($id: ID!) { category(id: $id) { image { id } } }`, { id: records.category })).category.image).toBeNull();
    const banner = (await server.db.selectFrom('banners').select(['image_ids', 'links']).where('id', '=', Number(records.banner)).executeTakeFirstOrThrow());
    expect(banner).toEqual({ image_ids: [null, null], links: ['', ''] });
    const page = (await as(0, `query ($id: ID) { page(id: $id) { pages blocks { content { ... on CardsContent { cards { title image { id } } } } } } }`, { id: records.page })).page;
    expect(page.pages[0]).toBe('<p>Popunite <span>reklamacioni list</span>.</p><p></p>');
    expect(page.blocks[0].content.cards).toEqual([{ title: 'Kartica', image: null }]);
    const rows = await Promise.all(
      (['brands', 'settings', 'blog_posts'] as const).map((table) => server.db.selectFrom(table).select('image_id').execute()),
    );
    expect(rows.flat().every((row) => row.image_id === null)).toBe(true);
  });
});
