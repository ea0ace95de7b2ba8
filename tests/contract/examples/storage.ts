import { expect } from 'vitest';
import type { ExampleContext, OperationExamples } from './types';

/** The id of the newest file of a tab, looked up through GetStorage. */
async function newestFileId(ctx: ExampleContext, tab?: string): Promise<string> {
  const data = await ctx.query('GetStorage', { first: 1, page: 1, tab });
  return data.storage.data[0].id;
}

export const examples: OperationExamples = {
  GetStorage: {
    as: 'admin',
    variables: { first: 5, page: 1 },
    sameNamesInBothLanguages: 'file names are not translated',
    check: (data) => {
      expect(data.storage.data).toHaveLength(5);
      expect(data.storage.paginatorInfo.total).toBeGreaterThan(5);
      for (const file of data.storage.data) {
        expect(file.url).toMatch(/^\/storage\/public\/\d{4}\/\d{2}\/.+/);
        expect(file.mime).toMatch(/^(image|application)\//);
      }
    },
  },
  UploadStorage: {
    as: 'admin',
    variables: { bucket: 'public' },
    sameNamesInBothLanguages: 'the uploaded file keeps its own name',
    check: (data) => {
      expect(data.uploadStorage.mime).toBe('image/png');
      expect(data.uploadStorage.width).toBe(1);
      expect(data.uploadStorage.height).toBe(1);
      // The variants are made by a job after the answer: until then the large one is the original.
      expect(data.uploadStorage.url_lg).toBe(data.uploadStorage.url);
    },
  },
  UploadStorageToTab: {
    as: 'admin',
    variables: { bucket: 'public', tab: 'banners' },
    sameNamesInBothLanguages: 'the uploaded file keeps its own name',
    check: (data) => expect(data.uploadStorage.tab).toBe('banners'),
  },
  UpdateStorage: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestFileId(ctx), tab: 'products' }),
    check: (data) => expect(data.updateStorage.tab).toBe('products'),
  },
  UpdateStorageAlt: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestFileId(ctx), alt: ctx.lang === 1 ? 'Shop window at night' : 'Izlog noću' }),
    check: (data, lang) => expect(data.updateStorage.alt).toBe(lang === 1 ? 'Shop window at night' : 'Izlog noću'),
  },
  GetStorageFileAlts: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestFileId(ctx, 'products') }),
    check: (data, lang) => {
      const file = data.storageFile;
      expect(file.alts).toHaveLength(2);
      expect(file.alt).toBe(file.alts[lang] || null);
    },
  },
  UpdateStorageAlts: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestFileId(ctx), alts: ['Izlog noću', 'Shop window at night'] }),
    check: (data, lang) => {
      expect(data.updateStorage.alts).toEqual(['Izlog noću', 'Shop window at night']);
      expect(data.updateStorage.alt).toBe(lang === 1 ? 'Shop window at night' : 'Izlog noću');
    },
  },
  GetStorageUsages: {
    as: 'admin',
    variables: async (ctx) => ({ ids: [await newestFileId(ctx, 'products')] }),
    check: (data) => {
      expect(data.storageUsages.length).toBeGreaterThan(0);
      expect(data.storageUsages[0]).toMatchObject({ kind: 'PRODUCT', place: expect.stringMatching(/^(IMAGE|GALLERY)$/) });
      expect(data.storageUsages[0].name).not.toBe('');
    },
  },
  DeleteStorageInUse: {
    as: 'admin',
    // A brand's logo: in use, deleted after confirmation.
    variables: async (ctx) => ({ ids: [await newestFileId(ctx, 'brands')] }),
    check: (data) => expect(data.deleteStorage).toEqual({ success: true, error: null }),
  },
  DeleteStorage: {
    as: 'admin',
    variables: async (ctx) => ({ ids: [await newestFileId(ctx)] }),
    check: (data) => expect(data.deleteStorage).toEqual({ success: true, error: null }),
  },
};
