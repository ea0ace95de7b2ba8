import '../../../support/happy-dom-globals';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../../../../src/client/admin/files/upload';
import { setRequestContext } from '../../../../../src/client/lib/graphql';
import { GraphQLRequestError } from '../../../../../src/client/lib/graphql';
import { useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin } from '../admin-harness';

const shop = useTestShop();

describe('files upload transport', () => {
  it('sends the multipart upload with the admin token and reports its progress', async () => {
    signInAsDemoAdmin(shop.db);
    setRequestContext({ adminToken: 'test-admin-token', lang: 1 });
    const progress: [number, number][] = [];
    const stored = await uploadFile({
      file: new File([new Uint8Array(4096)], 'plan.pdf', { type: 'application/pdf' }),
      bucket: 'public',
      tab: 'documents',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(stored).toMatchObject({ orig_name: 'plan.pdf', tab: 'documents', bucket: 'public', mime: 'application/pdf' });
    expect(shop.db.storageFiles.at(-1)!.orig_name).toBe('plan.pdf');
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress.at(-1)!;
    expect(total).toBeGreaterThan(4096);
    expect(loaded).toBe(total);
  });

  it('rejects with the server message when not signed in', async () => {
    setRequestContext({ adminToken: null });
    const failure = uploadFile({ file: new File(['x'], 'a.png', { type: 'image/png' }), bucket: 'public', tab: 'general' });
    await expect(failure).rejects.toBeInstanceOf(GraphQLRequestError);
  });
});
