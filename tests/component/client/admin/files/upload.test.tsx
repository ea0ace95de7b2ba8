import '../../../support/happy-dom-globals';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../../../../src/client/admin/kit/upload/upload';
import { setRequestContext } from '../../../../../src/client/lib/graphql';
import { GraphQLRequestError } from '../../../../../src/client/lib/graphql';
import { useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin } from '../admin-harness';
import { pdfFile } from './sample-files';

const shop = useTestShop();

describe('files upload transport', () => {
  it('sends the multipart upload with the admin token and reports its progress', async () => {
    setRequestContext({ adminToken: await signInAsDemoAdmin(shop.db), lang: 1 });
    const progress: [number, number][] = [];
    const stored = await uploadFile({
      file: pdfFile('plan.pdf', 4096),
      bucket: 'public',
      tab: 'documents',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(stored).toMatchObject({ orig_name: 'plan.pdf', tab: 'documents', bucket: 'public', mime: 'application/pdf' });
    const latest = await shop.db.selectFrom('storage_files').select('orig_name').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(latest.orig_name).toBe('plan.pdf');
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
