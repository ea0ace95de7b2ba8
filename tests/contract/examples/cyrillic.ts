/** Examples of the Cyrillic spellings' operations of operations/cms.graphql (issue 29). */
import { expect } from 'vitest';
import type { OperationExamples } from './types';

export const examples: OperationExamples = {
  GetCyrillicSpellings: {
    as: 'admin',
    check: (data) => expect(Array.isArray(data.cyrillicSpellings)).toBe(true),
  },
  GetCyrillicPreview: {
    as: 'admin',
    variables: { text: 'Frižider sa zamrzivačem, injekcija' },
    check: (data) => expect(data.cyrillicPreview).toBe('Фрижидер са замрзивачем, инјекција'),
  },
  UpsertCyrillicSpelling: {
    as: 'admin',
    variables: (ctx) => ({ latin: `online-${ctx.lang}`, cyrillic: `онлајн-${ctx.lang}` }),
    check: (data, lang) => expect(data.upsertCyrillicSpelling).toMatchObject({ latin: `online-${lang}`, cyrillic: `онлајн-${lang}`, automatic: `онлине-${lang}` }),
  },
  DeleteCyrillicSpelling: {
    as: 'admin',
    variables: async (ctx) => {
      const created = await ctx.query('UpsertCyrillicSpelling', { latin: `za-brisanje-${ctx.lang}`, cyrillic: `за брисање ${ctx.lang}` });
      return { id: created.upsertCyrillicSpelling.id };
    },
    check: (data) => expect(data.deleteCyrillicSpelling).toEqual({ success: true, error: null }),
  },
};
