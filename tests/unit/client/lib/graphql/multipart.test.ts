import { afterEach, describe, expect, it } from 'vitest';
import { configureGraphQL, execute, resetGraphQLConfig, setRequestContext, resetRequestContext } from '../../../../../src/client/lib/graphql';
import { document, fakeFetch, json, sentRequest } from './support';

const UploadStorage = document<{ uploadStorage: { id: string } }, { file: File; bucket: string }>(
  'mutation UploadStorage($file: Upload!, $bucket: String!) { uploadStorage(file: $file, bucket: $bucket) { id } }',
);
const UploadGallery = document<unknown, { input: { cover: Blob; images: Blob[] } }>(
  'mutation UploadGallery($input: GalleryInput!) { uploadGallery(input: $input) { id } }',
);

afterEach(() => {
  resetGraphQLConfig();
  resetRequestContext();
});

describe('execute: file uploads', () => {
  it('sends a file as a GraphQL multipart request: operations, map, then the file', async () => {
    const fetch = fakeFetch(() => json({ data: { uploadStorage: { id: '7' } } }));
    configureGraphQL({ fetch });
    setRequestContext({ adminToken: 'adm' });
    const file = new File(['png bytes'], 'photo.png', { type: 'image/png' });

    await expect(execute(UploadStorage, { file, bucket: 'products' })).resolves.toEqual({ uploadStorage: { id: '7' } });

    const { init } = sentRequest(fetch);
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(body.get('operations')))).toEqual({
      operationName: 'UploadStorage',
      variables: { file: null, bucket: 'products' },
      query: UploadStorage.toString(),
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.file'] });
    const sent = body.get('0') as File;
    expect(sent.name).toBe('photo.png');
    expect(await sent.text()).toBe('png bytes');
  });

  it('leaves the content type to fetch, so the boundary is right, and keeps the other headers', async () => {
    const fetch = fakeFetch(() => json({ data: { uploadStorage: { id: '7' } } }));
    configureGraphQL({ fetch });
    setRequestContext({ adminToken: 'adm', lang: 1 });

    await execute(UploadStorage, { file: new File(['x'], 'a.txt'), bucket: 'docs' });

    const headers = new Headers(sentRequest(fetch).init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer adm');
    expect(headers.get('Lang')).toBe('1');
  });

  it('finds files nested in objects and lists, and sends a repeated file once', async () => {
    const fetch = fakeFetch(() => json({ data: {} }));
    configureGraphQL({ fetch });
    const cover = new Blob(['cover']);
    const other = new Blob(['other']);

    await execute(UploadGallery, { input: { cover, images: [other, cover] } });

    const body = sentRequest(fetch).init.body as FormData;
    expect(JSON.parse(String(body.get('operations'))).variables).toEqual({ input: { cover: null, images: [null, null] } });
    expect(JSON.parse(String(body.get('map')))).toEqual({
      0: ['variables.input.cover', 'variables.input.images.1'],
      1: ['variables.input.images.0'],
    });
    expect(await (body.get('0') as File).text()).toBe('cover');
    expect(await (body.get('1') as File).text()).toBe('other');
  });
});
