/**
 * Examples of operations/catalog.graphql. Mutations look up what they touch, create what they
 * delete, and find the record an earlier run created, so both languages (and a second run) pass.
 */
import { expect } from 'vitest';
import type { ExampleContext, Lang, OperationExamples } from './types';

const SERBIAN_LETTER = /[čćšžđ]/i;
const BRAND_NAMES = 'brand names such as Samsung and Gorenje read the same in Serbian and English';

const byLang = <T>(lang: Lang, sr: T, en: T): T => (lang === 1 ? en : sr);

/** Category path of Telefoni i tableti › Mobilni telefoni in the request's language. */
const phonesPath = (lang: Lang) => byLang(lang, ['telefoni-i-tableti', 'mobilni-telefoni'], ['phones-and-tablets', 'mobile-phones']);

/** What the category examples create: an air-conditioner category under small appliances. */
const exampleCategory = (lang: Lang) =>
  byLang(
    lang,
    { name: 'Klima uređaji', slug: 'klima-uredjaji', description: '<p>Inverter klima uređaji za grejanje i hlađenje.</p>' },
    { name: 'Air conditioners', slug: 'air-conditioners', description: '<p>Inverter air conditioners for heating and cooling.</p>' },
  );

/** What the group examples create. */
const exampleGroup = (lang: Lang) =>
  byLang(
    lang,
    { name: 'Klima uređaji', description: 'Inverter klime za stan i kancelariju.', filters: ['Snaga hlađenja', 'Energetski razred'] },
    { name: 'Air conditioners', description: 'Inverter units for flats and offices.', filters: ['Cooling capacity', 'Energy class'] },
  );

const EXAMPLE_BRAND = { name: 'Sencor', slug: 'sencor' };
const EXAMPLE_PRODUCT_CODE = 'SM-A166B-128';
const campaignCode = (lang: Lang) => `vikend-popust-${byLang(lang, 'sr', 'en')}`;

async function idOf(ctx: ExampleContext, operation: string, variables: Record<string, unknown>, pick: (data: any) => any) {
  const data = await ctx.query(operation, variables);
  const found = pick(data);
  if (!found?.id) throw new Error(`${operation} ${JSON.stringify(variables)} found nothing`);
  return String(found.id);
}

const categoryId = (ctx: ExampleContext, sr: string, en: string) =>
  idOf(ctx, 'GetCategories', { search: byLang(ctx.lang, sr, en) }, (data) => data.categories.find((c: any) => c.name === byLang(ctx.lang, sr, en)));

const brandId = (ctx: ExampleContext, name: string) =>
  idOf(ctx, 'GetBrands', { search: name }, (data) => data.brands.find((brand: any) => brand.name === name));

async function findGroup(ctx: ExampleContext, name: string): Promise<any> {
  const data = await ctx.query('GetGroups', { search: name });
  return data.groups.find((group: any) => group.name === name);
}

async function phonesGroup(ctx: ExampleContext): Promise<any> {
  const group = await findGroup(ctx, byLang(ctx.lang, 'Telefoni i tableti', 'Phones and tablets'));
  if (!group) throw new Error('the phones group is missing');
  return group;
}

/** The example's category, whichever language created it (English falls back to the Serbian name until translated). */
async function findExampleCategory(ctx: ExampleContext): Promise<string | undefined> {
  for (const { name } of [exampleCategory(ctx.lang), exampleCategory(0)]) {
    const data = await ctx.query('GetCategories', { search: name });
    const found = data.categories.find((category: any) => category.name === name);
    if (found) return found.id;
  }
  return undefined;
}

async function exampleCategoryVariables(ctx: ExampleContext) {
  const { name, slug, description } = exampleCategory(ctx.lang);
  return {
    id: await findExampleCategory(ctx),
    name,
    slug,
    parent_id: await categoryId(ctx, 'Mali kućni aparati', 'Small appliances'),
    seo_title: `${name} | Izlog`,
    seo_keywords: byLang(ctx.lang, 'klima, inverter, grejanje', 'air conditioner, inverter, heating'),
    seo_description: byLang(ctx.lang, 'Klima uređaji uz ugradnju širom Srbije.', 'Air conditioners with installation across Serbia.'),
    description,
  };
}

async function findExampleBrand(ctx: ExampleContext): Promise<string | undefined> {
  const data = await ctx.query('GetBrands', { search: EXAMPLE_BRAND.name });
  return data.brands.find((brand: any) => brand.name === EXAMPLE_BRAND.name)?.id;
}

const exampleBrandVariables = async (ctx: ExampleContext) => ({
  id: await findExampleBrand(ctx),
  ...EXAMPLE_BRAND,
  description: byLang(ctx.lang, '<p>Češki proizvođač malih kućnih aparata.</p>', '<p>A Czech maker of small home appliances.</p>'),
  seo_title: 'Sencor | Izlog',
  seo_keywords: byLang(ctx.lang, 'Sencor, mali kućni aparati', 'Sencor, small appliances'),
  seo_description: byLang(ctx.lang, 'Sencor aparati uz zvaničnu garanciju.', 'Sencor appliances with an official warranty.'),
});

/** A product's id by its code (the storefront's tiles do not carry it: the admin's list does). */
const productIdByCode = (ctx: ExampleContext, code: string) =>
  idOf(ctx, 'GetProductsWithPagination', { search: code, first: 5 }, (data) => data.productsWithPagination.data.find((product: any) => product.code === code));

async function findExampleProduct(ctx: ExampleContext): Promise<string | undefined> {
  const data = await ctx.query('GetProductsWithPagination', { search: EXAMPLE_PRODUCT_CODE, first: 5 });
  return data.productsWithPagination.data.find((product: any) => product.code === EXAMPLE_PRODUCT_CODE)?.id;
}

async function exampleProductVariables(ctx: ExampleContext) {
  const group = await phonesGroup(ctx);
  const filter = (index: number) => String(group.filters[index].id);
  const pictures = await ctx.query('GetProduct', { id: await productIdByCode(ctx, 'SM-A356B-128') }, 'visitor');
  return {
    id: await findExampleProduct(ctx),
    code: EXAMPLE_PRODUCT_CODE,
    name: byLang(ctx.lang, 'Mobilni telefon Samsung Galaxy A16 5G 4/128 GB', 'Samsung Galaxy A16 5G 4/128 GB smartphone'),
    slug: byLang(ctx.lang, 'mobilni-telefon-samsung-galaxy-a16-5g-4-128-gb', 'samsung-galaxy-a16-5g-4-128-gb-smartphone'),
    description: byLang(
      ctx.lang,
      '<p>Veliki Super AMOLED ekran i šest godina bezbednosnih ažuriranja.</p>',
      '<p>A large Super AMOLED screen and six years of security updates.</p>',
    ),
    seo_title: byLang(ctx.lang, 'Samsung Galaxy A16 5G | Izlog', 'Samsung Galaxy A16 5G | Izlog'),
    seo_keywords: 'Samsung, Galaxy A16, 5G',
    seo_description: byLang(ctx.lang, 'Samsung Galaxy A16 5G po akcijskoj ceni.', 'Samsung Galaxy A16 5G at an action price.'),
    price: 21999,
    discount_price: 19999,
    stock: 14,
    new: true,
    popular: false,
    active: true,
    brand_id: await brandId(ctx, 'Samsung'),
    category_ids: [await categoryId(ctx, 'Android telefoni', 'Android phones')],
    image_id: pictures.product.image.id,
    gallery_ids: pictures.product.gallery.map((image: any) => image.id),
    group_id: String(group.id),
    specifications: [
      { filter_id: filter(0), value: byLang(ctx.lang, 'Crna', 'Black') },
      { filter_id: filter(1), value: '128 GB' },
      { filter_id: filter(2), value: '4 GB' },
      { filter_id: filter(3), value: byLang(ctx.lang, '6,7"', '6.7"') },
    ],
    youtube: 'https://youtu.be/Pq4nR7sLw2E',
    connected_ids: [await productIdByCode(ctx, 'SM-EF-PA556'), await productIdByCode(ctx, 'ACC-GLS-A55')],
    features: { connected: true, gallery: true, specifications: true, youtube: true, price: true },
  };
}

/** Ids of visible products, from the storefront's own listing. */
async function visibleProductIds(ctx: ExampleContext, count: number): Promise<string[]> {
  const data = await ctx.query('GetProducts', { category_path: phonesPath(ctx.lang), first: count }, 'visitor');
  return data.products.data.map((product: any) => String(product.id));
}

const isSortedDescending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

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
