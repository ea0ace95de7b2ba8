import { expect } from 'vitest';
import type { ExampleContext, OperationExamples } from './types';

/**
 * A small import file: a demo phone with its code, brand, category and stored image (a row that changes nothing),
 * a new product whose image is not uploaded, and a row whose price is not a number. Only the first
 * row can be written, and it changes nothing, so running it leaves the shop as the other examples
 * expect it.
 */
const CSV = [
  'code,name_sr,name_en,price,brand,categories,image',
  'SM-A556B-128,,,,Samsung,Telefoni i tableti > Mobilni telefoni > Android telefoni,mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb-67.svg',
  'KONTRAKT-1,Ugovorni telefon,Contract phone,19999,Samsung,Telefoni i tableti > Mobilni telefoni,pixel.png',
  'KONTRAKT-2,Loša cena,Bad price,besplatno,,,',
].join('\n');

const csvFile = () => new File([CSV], 'proizvodi.csv', { type: 'text/csv' });

/** A new import of the example file, made through CreateCatalogImport. */
async function newImport(ctx: ExampleContext): Promise<string> {
  const data = await ctx.query('CreateCatalogImport', {});
  return data.createCatalogImport.id;
}

/** The run of the language tested first. */
let lastRun: string | undefined;

const SAME_NAMES = 'rows carry the names the file gives, whatever the admin’s language';

export const examples: OperationExamples = {
  GetCatalogImport: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newImport(ctx), first: 10 }),
    sameNamesInBothLanguages: SAME_NAMES,
    check: (data, lang) => {
      const { rows, ...state } = data.catalogImport;
      expect(state).toMatchObject({ status: 'PREVIEW', rows_total: 3, rows_with_errors: 2, images_needed: ['pixel.png'] });
      expect(rows.paginatorInfo.total).toBe(3);
      const bad = rows.data.find((line: { code: string }) => line.code === 'KONTRAKT-2');
      expect(bad.errors[0]).toEqual({ column: 'price', message: lang === 1 ? '"besplatno" is not a number (for example 1299.90).' : '„besplatno“ nije broj (na primer 1299.90).' });
    },
  },
  GetCatalogImportProgress: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newImport(ctx) }),
    check: (data) => expect(data.catalogImport).toMatchObject({ status: 'PREVIEW', rows_done: 0, finished_at: null }),
  },
  GetCatalogExport: {
    as: 'admin',
    check: (data) => {
      expect(data.catalogExport.rows).toBeGreaterThan(100);
      // The demo sells products in variants: a variant's row names its product and its options' values.
      expect(data.catalogExport.csv.split('\r\n')[0]).toMatch(/^\ufeffcode,product,(option_sr:[^,]+,option_en:[^,]+,)+name_sr,name_en,/);
      expect(data.catalogExport.file_name).toMatch(/\.csv$/);
    },
  },
  CreateCatalogImport: {
    as: 'admin',
    upload: csvFile,
    check: (data) => expect(data.createCatalogImport).toMatchObject({ status: 'PREVIEW', rows_total: 3, rows_unchanged: 1, rows_with_errors: 2 }),
  },
  AddCatalogImportImages: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newImport(ctx) }),
    check: (data) => expect(data.addCatalogImportImages).toMatchObject({ images_uploaded: 1, images_needed: ['pixel.png'] }),
  },
  CheckCatalogImport: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newImport(ctx) }),
    check: (data) => expect(data.checkCatalogImport).toMatchObject({ status: 'PREVIEW', rows_total: 3 }),
  },
  RunCatalogImport: {
    as: 'admin',
    variables: async (ctx) => {
      // One import runs at a time: the other language's run ends first.
      for (let tries = 0; lastRun && tries < 100; tries += 1) {
        const progress = await ctx.query('GetCatalogImportProgress', { id: lastRun });
        if (progress.catalogImport?.status !== 'RUNNING') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { id: await newImport(ctx) };
    },
    check: (data) => {
      lastRun = data.runCatalogImport.id;
      expect(data.runCatalogImport.status).toMatch(/^(RUNNING|DONE)$/);
    },
  },
};
