import { expect } from 'vitest';
import { dateFromToday } from '../../../fixtures/clock';
import { foldText } from '../../../src/server/lib/search';
import type { ExampleContext, Lang, OperationExamples } from './types';

/** What a shopper types, in each language: without the diacritics, as many do. */
const QUERY: Record<Lang, string> = { 0: 'frizider', 1: 'fridge' };

export const examples: OperationExamples = {
  Search: {
    as: 'visitor',
    variables: (ctx) => ({ query: QUERY[ctx.lang], first: 4 }),
    check: (data, lang) => {
      const { products, products_total, categories, posts } = data.search;
      const query = foldText(QUERY[lang]);
      expect(products).toHaveLength(4);
      expect(products_total).toBeGreaterThan(4);
      for (const product of products) {
        expect(foldText(product.name)).toContain(query);
        expect(product.price).toBeGreaterThan(lang === 1 ? 100 : 10_000);
        expect(product.currency).toBe(lang === 1 ? 'EUR' : 'RSD');
      }
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((category: { name: string }) => foldText(category.name).includes(query))).toBe(true);
      expect(posts.some((post: { name: string }) => foldText(post.name).includes(query))).toBe(true);
      if (lang === 0) expect(products[0].name).toMatch(/frižider/);
      expect(data.search.paginatorInfo).toMatchObject({ currentPage: 1, count: 4, total: products_total });
      expect(data.search.brand_facets.reduce((sum: number, facet: { count: number }) => sum + facet.count, 0)).toBe(products_total);
      expect(data.search.category_facets.length).toBeGreaterThan(0);
      expect(data.search.did_you_mean).toBeNull();
    },
  },
  SearchSuggestions: {
    as: 'visitor',
    // What a shopper has typed so far, in Cyrillic: the start of "frižider" / "fridge".
    variables: (ctx) => ({ query: ctx.lang === 1 ? 'фриџ' : 'фриж', first: 3 }),
    check: (data, lang) => {
      const { products, categories, did_you_mean } = data.searchSuggestions;
      expect(products).toHaveLength(3);
      // In English a fridge or a refrigerator: the Serbian "frizider" it may be the start of counts too (issue 24).
      for (const product of products) expect(foldText(product.name)).toMatch(lang === 1 ? /fridg|refrigerator/ : /friz/);
      expect(categories.length).toBeGreaterThan(0);
      expect(did_you_mean).toBeNull();
    },
  },
  GetSearchInsight: {
    as: 'admin',
    variables: { start_date: dateFromToday(-29), end_date: dateFromToday(0) },
    check: (data) => {
      const { days, top_queries, queries_without_results } = data.searchInsight;
      expect(days).toHaveLength(30);
      expect(days[0].date).toBe(dateFromToday(-29));
      expect(Array.isArray(top_queries) && Array.isArray(queries_without_results)).toBe(true);
    },
  },
  GetSearchSynonyms: {
    as: 'admin',
    check: (data) => expect(Array.isArray(data.searchSynonyms)).toBe(true),
  },
  UpsertSearchSynonym: {
    as: 'admin',
    variables: { terms: ['frižider', 'hladnjak'] },
    check: (data) => expect(data.upsertSearchSynonym).toMatchObject({ id: expect.any(String), terms: ['frižider', 'hladnjak'] }),
  },
  DeleteSearchSynonym: {
    as: 'admin',
    variables: async (ctx: ExampleContext) => {
      const made = await ctx.query<{ upsertSearchSynonym: { id: string } }>('UpsertSearchSynonym', { terms: ['usisivač', 'prahsisač'] });
      return { id: made.upsertSearchSynonym.id };
    },
    check: (data) => expect(data.deleteSearchSynonym).toEqual({ success: true, error: null }),
  },
};
