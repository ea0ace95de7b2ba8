/** What the catalog examples share: their records, look-ups and checks. */
import type { ExampleContext, Lang } from '../types';

export const SERBIAN_LETTER = /[čćšžđ]/i;
export const BRAND_NAMES = 'brand names such as Samsung and Gorenje read the same in Serbian and English';

export const byLang = <T>(lang: Lang, sr: T, en: T): T => (lang === 1 ? en : sr);

/** Category path of Telefoni i tableti › Mobilni telefoni in the request's language. */
export const phonesPath = (lang: Lang) => byLang(lang, ['telefoni-i-tableti', 'mobilni-telefoni'], ['phones-and-tablets', 'mobile-phones']);

/** What the category examples create: an air-conditioner category under small appliances. */
export const exampleCategory = (lang: Lang) =>
  byLang(
    lang,
    { name: 'Klima uređaji', slug: 'klima-uredjaji', description: '<p>Inverter klima uređaji za grejanje i hlađenje.</p>' },
    { name: 'Air conditioners', slug: 'air-conditioners', description: '<p>Inverter air conditioners for heating and cooling.</p>' },
  );

/** What the group examples create. */
export const exampleGroup = (lang: Lang) =>
  byLang(
    lang,
    { name: 'Klima uređaji', description: 'Inverter klime za stan i kancelariju.', filters: ['Snaga hlađenja', 'Energetski razred'] },
    { name: 'Air conditioners', description: 'Inverter units for flats and offices.', filters: ['Cooling capacity', 'Energy class'] },
  );

export const EXAMPLE_BRAND = { name: 'Sencor', slug: 'sencor' };
export const EXAMPLE_PRODUCT_CODE = 'SM-A166B-128';
export const campaignCode = (lang: Lang) => `vikend-popust-${byLang(lang, 'sr', 'en')}`;

export async function idOf(ctx: ExampleContext, operation: string, variables: Record<string, unknown>, pick: (data: any) => any) {
  const data = await ctx.query(operation, variables);
  const found = pick(data);
  if (!found?.id) throw new Error(`${operation} ${JSON.stringify(variables)} found nothing`);
  return String(found.id);
}

export const categoryId = (ctx: ExampleContext, sr: string, en: string) =>
  idOf(ctx, 'GetCategories', { search: byLang(ctx.lang, sr, en) }, (data) => data.categories.find((c: any) => c.name === byLang(ctx.lang, sr, en)));

export const brandId = (ctx: ExampleContext, name: string) =>
  idOf(ctx, 'GetBrands', { search: name }, (data) => data.brands.find((brand: any) => brand.name === name));

export async function findGroup(ctx: ExampleContext, name: string): Promise<any> {
  const data = await ctx.query('GetGroups', { search: name });
  return data.groups.find((group: any) => group.name === name);
}

export async function phonesGroup(ctx: ExampleContext): Promise<any> {
  const group = await findGroup(ctx, byLang(ctx.lang, 'Telefoni i tableti', 'Phones and tablets'));
  if (!group) throw new Error('the phones group is missing');
  return group;
}

/** The example's category, whichever language created it (English falls back to the Serbian name until translated). */
export async function findExampleCategory(ctx: ExampleContext): Promise<string | undefined> {
  for (const { name } of [exampleCategory(ctx.lang), exampleCategory(0)]) {
    const data = await ctx.query('GetCategories', { search: name });
    const found = data.categories.find((category: any) => category.name === name);
    if (found) return found.id;
  }
  return undefined;
}

export async function exampleCategoryVariables(ctx: ExampleContext) {
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

export async function findExampleBrand(ctx: ExampleContext): Promise<string | undefined> {
  const data = await ctx.query('GetBrands', { search: EXAMPLE_BRAND.name });
  return data.brands.find((brand: any) => brand.name === EXAMPLE_BRAND.name)?.id;
}

export const exampleBrandVariables = async (ctx: ExampleContext) => ({
  id: await findExampleBrand(ctx),
  ...EXAMPLE_BRAND,
  description: byLang(ctx.lang, '<p>Češki proizvođač malih kućnih aparata.</p>', '<p>A Czech maker of small home appliances.</p>'),
  seo_title: 'Sencor | Izlog',
  seo_keywords: byLang(ctx.lang, 'Sencor, mali kućni aparati', 'Sencor, small appliances'),
  seo_description: byLang(ctx.lang, 'Sencor aparati uz zvaničnu garanciju.', 'Sencor appliances with an official warranty.'),
});

/** A product's id by its code (the storefront's tiles do not carry it: the admin's list does). */
export const productIdByCode = (ctx: ExampleContext, code: string) =>
  idOf(ctx, 'GetProductsWithPagination', { search: code, first: 5 }, (data) => data.productsWithPagination.data.find((product: any) => product.code === code));

export async function findExampleProduct(ctx: ExampleContext): Promise<string | undefined> {
  const data = await ctx.query('GetProductsWithPagination', { search: EXAMPLE_PRODUCT_CODE, first: 5 });
  return data.productsWithPagination.data.find((product: any) => product.code === EXAMPLE_PRODUCT_CODE)?.id;
}

export async function exampleProductVariables(ctx: ExampleContext) {
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
export async function visibleProductIds(ctx: ExampleContext, count: number): Promise<string[]> {
  const data = await ctx.query('GetProducts', { category_path: phonesPath(ctx.lang), first: count }, 'visitor');
  return data.products.data.map((product: any) => String(product.id));
}

export const isSortedDescending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);
