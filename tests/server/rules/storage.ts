/**
 * The file rule that only the retired hand-written mock's tests asserted (the removed
 * tests/contract/storage-mock.test.ts), on the files test file's server.
 */
import sharp from 'sharp';
import { expect, test } from 'vitest';
import type { Running } from './types';

export function defineStorageRules(running: Running): void {
  test('an uploaded image is served back from its URL as it was sent, with its type', async () => {
    const { server, adminToken } = running();
    const bytes = new Uint8Array(await sharp({ create: { width: 2, height: 3, channels: 4, background: '#0b7285' } }).png().toBuffer());
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadStorage(file: $file, bucket: "public") { url width height mime } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([bytes], 'Izlog vitrina.png', { type: 'image/png' }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, lang: '1' }, body: form });
    const { data, errors } = await response.json();
    expect(errors).toBeUndefined();
    expect(data.uploadStorage).toMatchObject({ width: 2, height: 3, mime: 'image/png' });
    const served = await fetch(server.url + data.uploadStorage.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
}
