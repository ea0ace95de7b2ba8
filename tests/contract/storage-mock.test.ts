import { describe, expect, test } from 'vitest';
import { createMockClient, type Lang } from './support/mock-client';

const PNG_2X3 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEUlEQVR4nGP8z8DwnwEKmBgAGi4CAfPJ/1sAAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

const UPLOAD = 'mutation($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { id url url_lg width height mime } }';

/** A fresh mock shop, its files listed and uploaded by the demo admin. */
async function adminSession() {
  const client = createMockClient();
  await client.loginAdmin();
  const run = (query: string, variables: Record<string, unknown> = {}, lang?: Lang) => client.request(query, variables, { lang, admin: true });
  const upload = (file: File, bucket: string, lang?: Lang) => client.upload(UPLOAD, { bucket }, { file }, { lang, admin: true });
  return { yoga: client.yoga, request: client.request, run, upload };
}

const TOTAL = '{ storage(first: 100) { paginatorInfo { total } } }';

describe('mock storage', () => {
  test('an uploaded image is stored with its size and served back from its URL', async () => {
    const { yoga, upload } = await adminSession();
    const result = await upload(new File([PNG_2X3], 'Izlog vitrina.png', { type: 'image/png' }), 'public');
    expect(result.errors).toBeUndefined();
    expect(result.data.uploadStorage).toMatchObject({ width: 2, height: 3, mime: 'image/png' });
    const served = await yoga.fetch(`http://mock${result.data.uploadStorage.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_2X3);
  });

  test('a file of a refused type is rejected in the request language and nothing is stored', async () => {
    const { run, upload } = await adminSession();
    const before = (await run(TOTAL)).data.storage.paginatorInfo.total;
    const result = await upload(new File(['#!/bin/sh'], 'skripta.sh', { type: 'application/x-sh' }), 'public', '1');
    expect(result.errors[0].message).toBe('This type of file is not allowed.');
    expect((await run(TOTAL)).data.storage.paginatorInfo.total).toBe(before);
  });

  test('an upload without a bucket asks for file and bucket', async () => {
    const { upload } = await adminSession();
    const result = await upload(new File([PNG_2X3], 'a.png', { type: 'image/png' }), '  ');
    expect(result.errors[0].message).toBe('Izaberite fajl i bucket.');
    expect(result.errors[0].extensions.field).toBe('bucket');
  });

  test('files in use are deleted only when confirmed (force), then all of them leave the list', async () => {
    const { run } = await adminSession();
    const before = await run('{ storage(first: 3) { data { id } paginatorInfo { total } } }');
    const ids = before.data.storage.data.map((file: { id: string }) => file.id);
    const uses = await run('query($ids: [ID!]!) { storageUsages(ids: $ids) { file_id kind name } }', { ids });
    expect(uses.data.storageUsages.length).toBeGreaterThan(0);
    const refused = await run('mutation($ids: [ID!]!) { deleteStorage(ids: $ids) { success error } }', { ids });
    expect(refused.data.deleteStorage.success).toBe(false);
    expect(refused.data.deleteStorage.error).toMatch(/^Ništa nije obrisano, fajlovi se koriste: „/);
    expect((await run(TOTAL)).data.storage.paginatorInfo.total).toBe(before.data.storage.paginatorInfo.total);
    const deleted = await run('mutation($ids: [ID!]!) { deleteStorage(ids: $ids, force: true) { success } }', { ids });
    expect(deleted.data.deleteStorage.success).toBe(true);
    expect((await run('query($ids: [ID!]!) { storageUsages(ids: $ids) { id } }', { ids })).data.storageUsages).toEqual([]);
    const after = await run('{ storage(first: 100) { data { id } paginatorInfo { total } } }');
    expect(after.data.storage.paginatorInfo.total).toBe(before.data.storage.paginatorInfo.total - 3);
    expect(after.data.storage.data.map((file: { id: string }) => file.id)).not.toContain(ids[0]);
  });

  test('search and tab narrow the list', async () => {
    const { run } = await adminSession();
    const documents = await run('{ storage(tab: "documents") { data { tab mime } } }');
    expect(documents.data.storage.data.length).toBeGreaterThan(0);
    expect(documents.data.storage.data.every((file: { tab: string }) => file.tab === 'documents')).toBe(true);
    const found = await run('{ storage(search: "reklamacioni") { data { orig_name } } }');
    expect(found.data.storage.data.map((file: { orig_name: string }) => file.orig_name)).toEqual(['reklamacioni-list.pdf']);
  });

  test('a visitor cannot list the files', async () => {
    const { request } = await adminSession();
    const result = await request(TOTAL, {}, { lang: 1 });
    expect(result.errors[0].message).toBe('Log in as an administrator.');
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
