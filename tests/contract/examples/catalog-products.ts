/**
 * Examples of operations/catalog.graphql: products, their views and wishlist adds.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { byLang, phonesPath, EXAMPLE_PRODUCT_CODE, idOf, productIdByCode, findExampleProduct, exampleProductVariables, visibleProductIds, isSortedDescending } from './support/catalog';

export const examples: OperationExamples = {
  // ---- products ----
  GetProducts: {
    variables: (ctx) => ({ category_path: phonesPath(ctx.lang), sort: 'PRICE_ASC', page: 1, first: 5 }),
    check: (data, lang) => {
      const listing = data.products;
      expect(listing.data).toHaveLength(5);
      expect(listing.paginatorInfo.total).toBeGreaterThan(10);
      const prices = listing.data.map((product: any) => product.process_price);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      for (const product of listing.data) expect(product.currency).toBe(byLang(lang, 'RSD', 'EUR'));
      expect(listing.category.name).toBe(byLang(lang, 'Mobilni telefoni', 'Mobile phones'));
      expect(listing.breadcrumbs.map((category: any) => category.slug)).toEqual(phonesPath(lang));
      const colour = listing.filters.find((entry: any) => entry.filter.name === byLang(lang, 'Boja', 'Colour'));
      expect(colour.values.map((value: any) => value.value)).toContain(byLang(lang, 'Crna', 'Black'));
      expect(listing.brands.find((entry: any) => entry.brand.name === 'Samsung').count).toBeGreaterThan(3);
    },
  },
  GetWishlistProducts: {
    variables: async (ctx) => ({ ids: [...(await visibleProductIds(ctx, 3))].reverse() }),
    check: (data) => {
      const ids = data.products.data.map((product: any) => Number(product.id));
      expect(ids).toHaveLength(3);
      // The order the shopper added them in: here the listing's reversed.
      expect(ids[0]).toBeGreaterThan(ids[2]);
    },
  },
  GetRecentlyViewedProducts: {
    variables: async (ctx) => ({ ids: await visibleProductIds(ctx, 2) }),
    check: (data) => {
      expect(data.products.data).toHaveLength(2);
      expect(data.products.data[0].name).toBeTruthy();
    },
  },
  GetProduct: {
    variables: async (ctx) => ({
      id: await productIdByCode(ctx, 'SM-A556B-128'),
    }),
    check: (data, lang) => {
      const product = data.product;
      expect(product.code).toBe('SM-A556B-128');
      expect(product.name).toBe(byLang(lang, 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB', 'Samsung Galaxy A55 5G 8/128 GB smartphone'));
      expect(product.action).toBe(true);
      expect(product.price).toBeGreaterThan(product.discount_price);
      expect(product.gallery.length).toBeGreaterThanOrEqual(2);
      expect(product.specifications.map((spec: any) => spec.value)).toContain(byLang(lang, 'Tamnoplava', 'Navy'));
      expect(product.youtube_id).toHaveLength(11);
      expect(product.connected.length).toBeGreaterThan(0);
      expect(product.features.price).toBe(true);
      // The main category's trail from the top level: the product's path and breadcrumbs.
      expect(product.category.trail.map((category: any) => category.slug)).toEqual(
        byLang(lang, ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'], ['phones-and-tablets', 'mobile-phones', 'android-phones']),
      );
      expect(product.category.trail.at(-1).name).toBe(byLang(lang, 'Android telefoni', 'Android phones'));
      expect(product.category.trail[0].alternate_slugs).toEqual(['telefoni-i-tableti', 'phones-and-tablets']);
      expect(product.description).toMatch(/^<p>/);
    },
  },
  GetProductsWithPagination: {
    as: 'admin',
    variables: { page: 1, first: 10, sort: 'VIEWS', start_date: '2026-09-01', end_date: '2026-11-30' },
    check: (data) => {
      const page = data.productsWithPagination;
      expect(page.data).toHaveLength(10);
      expect(page.paginatorInfo.total).toBeGreaterThanOrEqual(120);
      expect(isSortedDescending(page.data.map((product: any) => product.products_views))).toBe(true);
      for (const product of page.data) expect(product.stock).toBeGreaterThanOrEqual(0);
    },
  },
  GetAdminProduct: {
    as: 'admin',
    variables: async (ctx) => ({
      id: await idOf(ctx, 'GetProductsWithPagination', { active: false, first: 1 }, (data) => data.productsWithPagination.data[0]),
    }),
    check: (data, lang) => {
      const product = data.product;
      expect(product.active).toBe(false);
      expect(product.state).toBe('DEACTIVATED');
      expect(product.names).toHaveLength(2);
      expect(product.names[0]).not.toBe(product.names[1]);
      expect(product.seo_titles[0]).toContain('Izlog');
      expect(product.categories.length).toBeGreaterThan(0);
      // The edit form reads RSD in both languages, as it writes them.
      if (lang === 0) expect(product.price_rsd).toBe(product.price);
      else expect(product.price_rsd).toBeCloseTo(product.price * 117.2, -1);
    },
  },
  UpsertProduct: {
    as: 'admin',
    variables: exampleProductVariables,
    check: (data, lang) => {
      const product = data.upsertProduct;
      expect(product.code).toBe(EXAMPLE_PRODUCT_CODE);
      expect(product.names[lang]).toContain('Galaxy A16');
      expect(product.action).toBe(true);
      expect(product.discount_percent).toBe(9);
      expect(product.currency).toBe(byLang(lang, 'RSD', 'EUR'));
      expect(product.process_price).toEqual(byLang(lang, 19999, expect.closeTo(19999 / 117.2, 1)));
      expect(product.youtube_id).toBe('Pq4nR7sLw2E');
      expect(product.specifications).toHaveLength(4);
      expect(product.state).toBe('ACTIVE');
      expect(product.max_quantity).toBe(10);
    },
  },
  GetAdminProductVariants: {
    as: 'admin',
    variables: async (ctx) => ({ id: await productIdByCode(ctx, 'NK-FD2722-002') }),
    check: (data) => {
      const product = data.product;
      expect(product.options.map((option: any) => option.names)).toEqual([['Veličina', 'Size']]);
      expect(product.variants.map((variant: any) => variant.code)).toContain('NK-FD2722-002-EU42');
      expect(product.stock).toBe(product.variants.filter((variant: any) => variant.active).reduce((sum: number, variant: any) => sum + variant.stock, 0));
    },
  },
  SaveProductVariants: {
    as: 'admin',
    variables: async (ctx) => {
      let id = await findExampleProduct(ctx);
      if (!id) id = (await ctx.query('UpsertProduct', await exampleProductVariables(ctx))).upsertProduct.id;
      return {
        product_id: id,
        options: [{ names: ['Memorija', 'Storage'], display: 'BUTTONS', values: [{ names: ['128 GB', '128 GB'] }, { names: ['256 GB', '256 GB'] }] }],
        variants: [
          { code: `${EXAMPLE_PRODUCT_CODE}-128`, values: [0], price: 21999, discount_price: 19999, stock: 4, active: true },
          { code: `${EXAMPLE_PRODUCT_CODE}-256`, values: [1], price: 25999, stock: 0, active: true },
        ],
      };
    },
    check: (data, lang) => {
      const product = data.saveProductVariants;
      expect(product.variants.map((variant: any) => [variant.code, variant.name, variant.stock])).toEqual([
        [`${EXAMPLE_PRODUCT_CODE}-128`, '128 GB', 4],
        [`${EXAMPLE_PRODUCT_CODE}-256`, '256 GB', 0],
      ]);
      // The product shows what can be bought: the one storage size in stock, at its action price.
      expect(product).toMatchObject({ stock: 4, price: byLang(lang, 21999, expect.closeTo(21999 / 117.2, 1)), discount_price: byLang(lang, 19999, expect.closeTo(19999 / 117.2, 1)) });
    },
  },
  DeleteProduct: {
    as: 'admin',
    variables: async (ctx) => {
      let id = await findExampleProduct(ctx);
      if (!id) id = (await ctx.query('UpsertProduct', await exampleProductVariables(ctx))).upsertProduct.id;
      return { id };
    },
    check: (data) => expect(data.deleteProduct).toEqual({ success: true, error: null }),
  },
  RecordProductView: {
    variables: async (ctx) => ({
      product_id: (await visibleProductIds(ctx, 1))[0],
      client: 'k7Qmbcdefgh',
      session: 'x3F9aQ',
      campaign: 'black-friday-2026',
    }),
    check: (data) => expect(data.recordProductView).toEqual({ success: true, error: null }),
  },
  CreateWishlistAdded: {
    variables: async (ctx) => ({
      product_id: (await visibleProductIds(ctx, 2))[1],
      client: 'p2Zrbcdefgh',
      session: 'm8K2wQ',
      campaign: 'black-friday-2026',
    }),
    check: (data) => {
      expect(data.createWishlistAdded.id).toBeTruthy();
      expect(data.createWishlistAdded.client).toBe('p2Zrbcdefgh');
      expect(Date.parse(data.createWishlistAdded.created_at)).not.toBeNaN();
    },
  },
};
