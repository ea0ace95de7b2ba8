import { expect } from 'vitest';
import { foldText } from '../../../src/server/lib/search';
import type { Lang, OperationExamples } from './types';

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
    },
  },
};
