import { describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../mock-server/demo-accounts';
import { createMockYoga } from '../../mock-server/server';

const ENDPOINT = 'http://mock/graphql';
const PNG_2X3 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEUlEQVR4nGP8z8DwnwEKmBgAGi4CAfPJ/1sAAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

async function adminSession() {
  const yoga = createMockYoga();
  const login = await yoga.fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }',
      variables: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    }),
  });
  const token = (await login.json()).data.adminLogin.token as string;
  const run = async (query: string, variables: Record<string, unknown> = {}, lang = '0') => {
    const response = await yoga.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  const upload = async (file: File, bucket: string, lang = '0') => {
    const body = new FormData();
    body.set('operations', JSON.stringify({
      query: 'mutation($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { id url url_lg width height mime } }',
      variables: { file: null, bucket },
    }));
    body.set('map', JSON.stringify({ 0: ['variables.file'] }));
    body.set('0', file);
    const response = await yoga.fetch(ENDPOINT, { method: 'POST', headers: { authorization: `Bearer ${token}`, lang }, body });
    return response.json();
  };
  return { yoga, run, upload };
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

  test('deleting several files removes them all from the list', async () => {
    const { run } = await adminSession();
    const before = await run('{ storage(first: 3) { data { id } paginatorInfo { total } } }');
    const ids = before.data.storage.data.map((file: { id: string }) => file.id);
    const deleted = await run('mutation($ids: [ID!]!) { deleteStorage(ids: $ids) { success } }', { ids });
    expect(deleted.data.deleteStorage.success).toBe(true);
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
    const { yoga } = await adminSession();
    const response = await yoga.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: '1' },
      body: JSON.stringify({ query: TOTAL }),
    });
    const result = await response.json();
    expect(result.errors[0].message).toBe('Log in as an administrator.');
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
