/**
 * Examples of operations/catalog.graphql: categories, brands, groups and their campaigns. Mutations
 * look up what they touch, create what they delete, and find the record an earlier run created, so
 * both languages (and a second run) pass. Shared records and look-ups: support/catalog.ts.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { SERBIAN_LETTER, BRAND_NAMES, byLang, exampleCategory, exampleGroup, campaignCode, categoryId, brandId, findGroup, phonesGroup, findExampleCategory, exampleCategoryVariables, findExampleBrand, exampleBrandVariables, isSortedDescending } from './support/catalog';

export const examples: OperationExamples = {
  // ---- categories ----
  GetCategories: {
    variables: {},
    check: (data, lang) => {
      const categories: any[] = data.categories;
      expect(categories.length).toBeGreaterThanOrEqual(40);
      expect(categories.filter((category) => category.parent_id === null)).toHaveLength(6);
      if (lang === 0) expect(categories.some((category) => SERBIAN_LETTER.test(category.name))).toBe(true);
      const names = categories.map((category) => category.name);
      expect(names).toContain(byLang(lang, 'Frižideri', 'Refrigerators'));
      // Three levels: a category whose parent has a parent.
      const byId = new Map(categories.map((category) => [category.id, category]));
      expect(categories.some((category) => byId.get(category.parent_id)?.parent_id)).toBe(true);
      expect(categories.reduce((sum, category) => sum + category.products_count, 0)).toBeGreaterThan(100);
      expect(categories[0].image.url_sm).toMatch(/^\/storage\//);
    },
  },
  GetCategoriesWithPagination: {
    as: 'admin',
    variables: { page: 1, first: 10, order: 'VIEWS', start_date: '2026-09-01', end_date: '2026-11-30' },
    check: (data) => {
      const page = data.categoriesWithPagination;
      expect(page.data).toHaveLength(10);
      expect(page.paginatorInfo).toMatchObject({ currentPage: 1, count: 10 });
      expect(page.paginatorInfo.total).toBeGreaterThanOrEqual(40);
      expect(isSortedDescending(page.data.map((category: any) => category.products_views))).toBe(true);
      expect(page.data[0].names).toHaveLength(2);
    },
  },
  GetShopCategories: {
    variables: async (ctx) => ({ brand: await brandId(ctx, 'Gorenje') }),
    check: (data, lang) => {
      const categories: any[] = data.shopCategories;
      const names = categories.map((category) => category.name);
      expect(names).toContain(byLang(lang, 'Bela tehnika', 'Large appliances'));
      expect(names).not.toContain(byLang(lang, 'Telefoni i tableti', 'Phones and tablets'));
      expect(categories.reduce((sum, category) => sum + category.shop_products_count, 0)).toBeGreaterThan(5);
      for (const category of categories) expect(category.shop_products_count).toBeLessThanOrEqual(category.products_count);
    },
  },
  GetCategory: {
    as: 'admin',
    variables: async (ctx) => ({ id: await categoryId(ctx, 'Frižideri', 'Refrigerators') }),
    check: (data, lang) => {
      const category = data.category;
      expect(category.names).toEqual(['Frižideri', 'Refrigerators']);
      expect(category.slugs).toEqual(['frizideri', 'refrigerators']);
      expect(category.name).toBe(category.names[lang]);
      expect(category.description).toMatch(/^<p>/);
      expect(category.seo_title).toContain('| Izlog');
    },
  },
  UpsertCategory: {
    as: 'admin',
    variables: exampleCategoryVariables,
    check: (data, lang) => {
      const category = data.upsertCategory;
      const { name, slug } = exampleCategory(lang);
      expect(category.name).toBe(name);
      expect(category.names[lang]).toBe(name);
      expect(category.slugs[lang]).toBe(slug);
      expect(category.parent_id).toBeTruthy();
      expect(category.description).toContain('nverter');
    },
  },
  DeleteCategory: {
    as: 'admin',
    variables: async (ctx) => {
      let id = await findExampleCategory(ctx);
      if (!id) id = (await ctx.query('UpsertCategory', await exampleCategoryVariables(ctx))).upsertCategory.id;
      return { id };
    },
    check: (data) => expect(data.deleteCategory).toEqual({ success: true, error: null }),
  },
  SortCategories: {
    as: 'admin',
    // Swaps the first two top-level categories; the second language swaps them back.
    variables: async (ctx) => {
      const data = await ctx.query('GetCategories', {});
      const top = data.categories.filter((category: any) => category.parent_id === null);
      return {
        items: [
          { id: top[0].id, position: 2, parent_id: null },
          { id: top[1].id, position: 1, parent_id: null },
        ],
      };
    },
    check: (data) => expect(data.sortCategories).toEqual({ success: true, error: null }),
  },

  // ---- brands ----
  GetBrands: {
    variables: {},
    sameNamesInBothLanguages: BRAND_NAMES,
    check: (data) => {
      const names = data.brands.map((brand: any) => brand.name);
      expect(names.length).toBeGreaterThanOrEqual(12);
      expect(names).toEqual(expect.arrayContaining(['Samsung', 'Gorenje', 'Bosch', 'Apple', 'Nike']));
      expect(data.brands.find((brand: any) => brand.name === 'Samsung').products_count).toBeGreaterThan(10);
      expect(data.brands[0].image.url_sm).toMatch(/^\/storage\//);
    },
  },
  GetBrand: {
    variables: { slug: 'gorenje' },
    sameNamesInBothLanguages: BRAND_NAMES,
    check: (data, lang) => {
      expect(data.brand).toMatchObject({ name: 'Gorenje', slug: 'gorenje' });
      expect(data.brand.description).toContain(byLang(lang, 'Bela tehnika', 'large appliances'));
      expect(data.brand.products_count).toBeGreaterThan(5);
    },
  },
  GetAdminBrand: {
    as: 'admin',
    variables: async (ctx) => ({ id: await brandId(ctx, 'Bosch') }),
    sameNamesInBothLanguages: BRAND_NAMES,
    check: (data) => {
      expect(data.brand.names).toEqual(['Bosch', 'Bosch']);
      expect(data.brand.descriptions[0]).toMatch(/[čćšžđ]/);
      expect(data.brand.descriptions[1]).toContain('German');
      expect(data.brand.position).toBeGreaterThan(0);
    },
  },
  GetBrandsWithPagination: {
    as: 'admin',
    variables: { page: 1, first: 5, order: 'PRODUCTS' },
    sameNamesInBothLanguages: BRAND_NAMES,
    check: (data) => {
      const page = data.brandsWithPagination;
      expect(page.data).toHaveLength(5);
      expect(page.paginatorInfo.total).toBeGreaterThanOrEqual(12);
      expect(page.paginatorInfo.lastPage).toBeGreaterThanOrEqual(3);
      expect(isSortedDescending(page.data.map((brand: any) => brand.products_count))).toBe(true);
    },
  },
  UpsertBrand: {
    as: 'admin',
    variables: exampleBrandVariables,
    sameNamesInBothLanguages: BRAND_NAMES,
    check: (data, lang) => {
      expect(data.upsertBrand).toMatchObject({ name: 'Sencor', slug: 'sencor' });
      expect(data.upsertBrand.description).toContain(byLang(lang, 'Češki', 'Czech'));
    },
  },
  DeleteBrand: {
    as: 'admin',
    variables: async (ctx) => {
      let id = await findExampleBrand(ctx);
      if (!id) id = (await ctx.query('UpsertBrand', await exampleBrandVariables(ctx))).upsertBrand.id;
      return { id };
    },
    check: (data) => expect(data.deleteBrand).toEqual({ success: true, error: null }),
  },

  // ---- groups and campaigns ----
  GetGroups: {
    as: 'admin',
    variables: { withName: true },
    check: (data, lang) => {
      const groups: any[] = data.groups;
      expect(groups.length).toBeGreaterThanOrEqual(6);
      for (const group of groups) expect(group.filters.length).toBeGreaterThanOrEqual(2);
      const phones = groups.find((group) => group.name === byLang(lang, 'Telefoni i tableti', 'Phones and tablets'));
      expect(phones.filters.map((filter: any) => filter.name)).toContain(byLang(lang, 'Boja', 'Colour'));
      expect(phones.campaigns.map((campaign: any) => campaign.code)).toContain('black-friday-2026');
      expect(phones.products_count).toBeGreaterThan(20);
    },
  },
  CreateGroup: {
    as: 'admin',
    variables: (ctx) => ({ name: exampleGroup(ctx.lang).name, description: exampleGroup(ctx.lang).description }),
    check: (data, lang) => {
      expect(data.createGroup.name).toBe(exampleGroup(lang).name);
      expect(data.createGroup.filters).toEqual([]);
      expect(data.createGroup.products_count).toBe(0);
    },
  },
  UpdateGroup: {
    as: 'admin',
    variables: async (ctx) => {
      const { name, description, filters } = exampleGroup(ctx.lang);
      const group = (await findGroup(ctx, name)) ?? (await ctx.query('CreateGroup', { name, description })).createGroup;
      return {
        id: group.id,
        name,
        description,
        position: group.position,
        filters: filters.map((filterName, index) => ({ name: filterName, position: index + 1 })),
      };
    },
    check: (data, lang) => {
      const group = data.updateGroup;
      expect(group.filters.map((filter: any) => filter.name)).toEqual(exampleGroup(lang).filters);
      expect(group.filters.map((filter: any) => filter.position)).toEqual([1, 2]);
    },
  },
  DeleteGroup: {
    as: 'admin',
    variables: async (ctx) => {
      const { name, description } = exampleGroup(ctx.lang);
      const group = (await findGroup(ctx, name)) ?? (await ctx.query('CreateGroup', { name, description })).createGroup;
      return { id: group.id };
    },
    check: (data) => expect(data.deleteGroup).toEqual({ success: true, error: null }),
  },
  CreateGroupCampaign: {
    as: 'admin',
    variables: async (ctx) => ({
      group_id: String((await phonesGroup(ctx)).id),
      code: campaignCode(ctx.lang),
      description: 'Vikend popust na telefone, Facebook oglasi.',
    }),
    check: (data, lang) => {
      expect(data.createGroupCampaign).toMatchObject({ code: campaignCode(lang), products_views: 0, wishlist_added: 0 });
      expect(data.createGroupCampaign.group_id).toBeTruthy();
    },
  },
  DeleteGroupCampaign: {
    as: 'admin',
    variables: async (ctx) => {
      const group = await phonesGroup(ctx);
      const campaign =
        group.campaigns.find((candidate: any) => candidate.code === campaignCode(ctx.lang)) ??
        (await ctx.query('CreateGroupCampaign', { group_id: String(group.id), code: campaignCode(ctx.lang) })).createGroupCampaign;
      return { id: campaign.id };
    },
    check: (data) => expect(data.deleteGroupCampaign).toEqual({ success: true, error: null }),
  },
};
