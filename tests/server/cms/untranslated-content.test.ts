/**
 * Content written in one language only (issue 24, item 2): a CMS page and a blog post an
 * administrator made in Serbian and never translated are not linked from the English menus, lists
 * and sitemap; the page's one address stays the Serbian page (lang="sr", its own canonical), and the
 * post's English address answers 404 (docs/storefront.md). The Serbian site lists and shows both.
 * Their head names no English version and the switch leads to the English blog list or home. A
 * category and a product made in Serbian only follow the same rule; a page whose slug both languages
 * share is listed in each sitemap at its canonical address, `?lang=` naming the language.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { serverBackends } from '../support/backends';
import { adminToken as signInAdministrator } from '../support/live-clients';
import { startTestServer, type TestServer } from '../support/test-server';

const PAGE = { name: 'Samo na srpskom', slug: 'samo-na-srpskom' };
const POST = { name: 'Vest samo na srpskom', slug: 'vest-samo-na-srpskom' };
const SHARED = { name: 'Zajednička strana', slug: 'zajednicka-strana', en: 'Shared page' };
const CATEGORY = { name: 'Samo srpska kategorija', slug: 'samo-srpska-kategorija' };
const PRODUCT = { code: 'SAMO-SR-1', name: 'Proizvod na srpskom', slug: 'proizvod-na-srpskom', price: 1000, stock: 5 };
const BRAND = { name: 'Brend Samo', slug: 'brend-samo' };
/** A product named in both languages in the Serbian-only category. */
const TRANSLATED = { code: 'OBA-1', name: 'Proizvod na oba jezika', slug: 'proizvod-na-oba-jezika', en: 'Product in both languages', enSlug: 'product-in-both-languages', price: 900, stock: 3 };
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The head's alternate links by hreflang, as paths. */
const alternatesOf = (html: string, origin: string) =>
  Object.fromEntries([...headOf(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]!.replace(origin, '')]));
/** Where the page's language switch leads for a language. */
const switchTo = (html: string, code: string) =>
  [...html.matchAll(/<a [^>]*>/g)].map((tag) => tag[0]).filter((tag) => tag.includes(`hrefLang="${code}"`) || tag.includes(`hreflang="${code}"`)).map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe.each(await serverBackends())('content in one language only on %s', (backend) => {
  let server: TestServer;
  let postId = '';
  let categoryId = '';
  let productId = '';
  let brandId = '';
  let translatedId = '';
  let sharedPageId = '';
  let adminToken = '';
  const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });
  const sitemapPaths = async (code: 'sr' | 'en') =>
    [...(await (await get(`/sitemap-${code}.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(server.url, ''));

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer(backend, {}, { distDir: clientBuildDir() })]);
    server = started;
    adminToken = await signInAdministrator(server);
    const asAdmin = async (query: string, variables: Record<string, unknown>, lang: 0 | 1 = 0) => {
      const answer = await server.request(query, variables, { adminToken, lang });
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    const { createPage } = await asAdmin('mutation ($name: String!, $slug: String!) { createPage(name: $name, slug: $slug, menu: HEADER) { id } }', PAGE);
    await asAdmin('mutation ($id: ID!) { updatePage(id: $id, active: true, page: "<p>Samo srpski tekst.</p>") { id } }', { id: createPage.id });
    const { upsertBlogPost } = await asAdmin('mutation ($name: String!, $slug: String!) { upsertBlogPost(name: $name, slug: $slug, description: "<p>Tekst.</p>") { id } }', POST);
    postId = upsertBlogPost.id;
    const shared = await asAdmin('mutation ($name: String!, $slug: String!) { createPage(name: $name, slug: $slug, menu: HEADER) { id } }', SHARED);
    sharedPageId = shared.createPage.id;
    await asAdmin('mutation ($id: ID!) { updatePage(id: $id, active: true) { id } }', { id: shared.createPage.id });
    await asAdmin('mutation ($id: ID!, $name: String!) { updatePage(id: $id, name: $name) { id } }', { id: shared.createPage.id, name: SHARED.en }, 1);
    const { upsertCategory } = await asAdmin('mutation ($name: String!, $slug: String!) { upsertCategory(name: $name, slug: $slug) { id } }', CATEGORY);
    categoryId = upsertCategory.id;
    const { upsertProduct } = await asAdmin(
      'mutation ($code: String!, $name: String!, $slug: String!, $price: Float!, $stock: Int!, $categories: [ID!]) { upsertProduct(code: $code, name: $name, slug: $slug, price: $price, stock: $stock, active: true, category_ids: $categories) { id } }',
      { ...PRODUCT, categories: [categoryId] },
    );
    productId = upsertProduct.id;
    const upsertTranslated = 'mutation ($id: ID, $code: String!, $name: String!, $slug: String!, $price: Float!, $stock: Int!, $categories: [ID!]) { upsertProduct(id: $id, code: $code, name: $name, slug: $slug, price: $price, stock: $stock, active: true, category_ids: $categories) { id } }';
    translatedId = (await asAdmin(upsertTranslated, { ...TRANSLATED, categories: [categoryId] })).upsertProduct.id;
    await asAdmin(upsertTranslated, { ...TRANSLATED, id: translatedId, name: TRANSLATED.en, slug: TRANSLATED.enSlug }, 1);
    const { upsertBrand } = await asAdmin('mutation ($name: String!, $slug: String!) { upsertBrand(name: $name, slug: $slug) { id } }', BRAND);
    brandId = upsertBrand.id;
  }, 240_000);
  afterAll(async () => server?.close());

  test('the English menus, page list and blog do not list them; the Serbian ones do', async () => {
    const listed = async (lang: 0 | 1) => {
      const { data } = await server.request('{ pages { name slug } blogPosts(first: 100) { data { name } } }', {}, { lang });
      return { pages: data.pages.map((page: { slug: string }) => page.slug), posts: data.blogPosts.data.map((post: { name: string }) => post.name) };
    };
    expect(await listed(0)).toMatchObject({ pages: expect.arrayContaining([PAGE.slug]), posts: expect.arrayContaining([POST.name]) });
    const english = await listed(1);
    expect(english.pages).not.toContain(PAGE.slug);
    expect(english.posts).not.toContain(POST.name);

    const serbianHome = await (await get('/')).text();
    expect(serbianHome).toContain(`href="/${PAGE.slug}"`);
    const englishHome = await (await get('/home')).text();
    expect(englishHome).not.toContain(`href="/${PAGE.slug}"`);
    expect(englishHome).not.toContain(PAGE.name);
    expect(englishHome).not.toContain(POST.name);
    const englishBlog = await (await get('/blog')).text();
    expect(englishBlog).not.toContain(POST.name);
  });

  test('the English sitemap leaves them out; the Serbian one lists them', async () => {
    const serbian = await sitemapPaths('sr');
    expect(serbian).toContain(`/${PAGE.slug}`);
    expect(serbian).toContain(`/vest/${postId}/${POST.slug}`);
    const english = await sitemapPaths('en');
    expect(english.filter((path) => path.includes(PAGE.slug) || path.includes(POST.slug) || path.startsWith(`/post/${postId}/`))).toEqual([]);
  });

  test('the page’s address is the Serbian page; the post’s English address is not found', async () => {
    const page = await get(`/${PAGE.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="sr"/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/${PAGE.slug}"`);
    expect(html).toContain('Samo srpski tekst.');

    expect((await get(`/vest/${postId}/${POST.slug}`)).status).toBe(200);
    for (const path of [`/post/${postId}/${POST.slug}`, `/post/${postId}/x`]) expect((await get(path)).status, path).toBe(404);
  });

  test('a one-language post’s and page’s head names no English version; the switch leads to the English blog list and home', async () => {
    const post = await (await get(`/vest/${postId}/${POST.slug}`)).text();
    expect(alternatesOf(post, server.url)).toEqual({ 'sr-Latn': `/vest/${postId}/${POST.slug}`, 'sr-Cyrl': `/cir/vest/${postId}/${POST.slug}`, 'x-default': `/vest/${postId}/${POST.slug}` });
    expect(switchTo(post, 'en')).toEqual(['/blog']);
    const page = await (await get(`/${PAGE.slug}`)).text();
    expect(alternatesOf(page, server.url)).toEqual({ 'sr-Latn': `/${PAGE.slug}`, 'sr-Cyrl': `/cir/${PAGE.slug}`, 'x-default': `/${PAGE.slug}` });
    expect(switchTo(page, 'en')).toEqual(['/home']);
  });

  test('a one-language category’s listing and product’s page name no English version; the switch leads to the English shop', async () => {
    for (const path of [`/prodavnica/${CATEGORY.slug}`, `/proizvod/${CATEGORY.slug}/${productId}/${PRODUCT.slug}`]) {
      const html = await (await get(path)).text();
      expect(alternatesOf(html, server.url), path).toEqual({ 'sr-Latn': path, 'sr-Cyrl': `/cir${path}`, 'x-default': path });
      expect(switchTo(html, 'en'), path).toEqual(['/shop']);
    }
  });

  test('a page whose slug both languages share is in each sitemap at its canonical address, ?lang= naming the language', async () => {
    for (const [code, lang] of [['sr', 0], ['en', 1]] as const) {
      const listed = (await sitemapPaths(code)).filter((path) => path.startsWith(`/${SHARED.slug}`));
      expect(listed, code).toEqual([`/${SHARED.slug}?lang=${code}`]);
      const html = await (await get(listed[0]!)).text();
      expect(html).toMatch(new RegExp(`<html lang="${code}"`));
      expect(html, code).toContain(`<link rel="canonical" href="${server.url}/${SHARED.slug}?lang=${code}"`);
      expect(html).toContain(lang === 0 ? SHARED.name : SHARED.en);
    }
  });

  test('a category and a product made in Serbian only are not in the English menus, category tree or sitemap; the category’s English address is not found, the product’s page answers with its one name', async () => {
    const menus = async (lang: 0 | 1) => {
      const { data } = await server.request('query ($id: ID!) { categories { id } shopCategories { id } product(id: $id) { name } }', { id: productId }, { lang });
      return { menu: data.categories.map((category: { id: string }) => category.id), tree: data.shopCategories.map((category: { id: string }) => category.id), product: data.product };
    };
    expect(await menus(0)).toEqual({ menu: expect.arrayContaining([categoryId]), tree: expect.arrayContaining([categoryId]), product: { name: PRODUCT.name } });
    const english = await menus(1);
    expect(english.menu).not.toContain(categoryId);
    expect(english.tree).not.toContain(categoryId);
    expect(english.product).toEqual({ name: PRODUCT.name });
    // The administrator still finds them in English (named in Serbian) to translate them.
    const { data } = await server.request(`{ categories { id name } product(id: "${productId}") { name } }`, {}, { adminToken, lang: 1 });
    expect(data.categories).toContainEqual({ id: categoryId, name: CATEGORY.name });
    expect(data.product).toEqual({ name: PRODUCT.name });

    expect(await sitemapPaths('sr')).toEqual(expect.arrayContaining([`/prodavnica/${CATEGORY.slug}`, `/proizvod/${CATEGORY.slug}/${productId}/${PRODUCT.slug}`]));
    // A product named in English in that category keeps its address, the category's Serbian slug in it as on its page.
    const inEnglish = `/product/${CATEGORY.slug}/${translatedId}/${TRANSLATED.enSlug}`;
    expect((await sitemapPaths('en')).filter((path) => path.includes(CATEGORY.slug) || path.includes(PRODUCT.slug) || path.includes(`/${productId}/`))).toEqual([inEnglish]);
    const translatedPage = await get(inEnglish);
    expect(translatedPage.status).toBe(200);
    expect(await translatedPage.text()).toContain(`<link rel="canonical" href="${server.url}${inEnglish}"`);
    const englishHome = await (await get('/home')).text();
    expect(englishHome).not.toContain(CATEGORY.name);

    for (const path of [`/prodavnica/${CATEGORY.slug}`, `/proizvod/${CATEGORY.slug}/${productId}/${PRODUCT.slug}`]) expect((await get(path)).status, path).toBe(200);
    expect((await get(`/shop/${CATEGORY.slug}`)).status).toBe(404);
    // A product stays in the other language's listings (their counts are kept per category), so its
    // page there answers with its one name rather than leave a listed card without a page.
    const productInEnglish = `/product/${CATEGORY.slug}/${productId}/${PRODUCT.slug}`;
    const shown = await get(productInEnglish);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(PRODUCT.name);
    const short = await get(`/product/${productId}/${PRODUCT.slug}`);
    expect([short.status, short.headers.get('location')]).toEqual([301, productInEnglish]);
  });

  test('a brand always has a name in both languages: one made in Serbian is named so in English, and no language’s name can be emptied', async () => {
    const named = async (lang: 0 | 1) => (await server.request(`{ brand(id: "${brandId}") { name slug } }`, {}, { lang })).data.brand;
    expect(await named(1)).toEqual({ name: BRAND.name, slug: BRAND.slug });
    const row = await server.db.selectFrom('brands').select('names').where('id', '=', Number(brandId)).executeTakeFirstOrThrow();
    expect(row.names).toEqual([BRAND.name, BRAND.name]);
    for (const lang of [0, 1] as const) {
      const emptied = await server.request('mutation ($id: ID!) { upsertBrand(id: $id, name: "", slug: "brend-samo") { id } }', { id: brandId }, { adminToken, lang });
      expect(emptied.errors?.[0]?.extensions?.field, String(lang)).toBe('name');
    }
    expect((await get(`/brand/${BRAND.slug}`)).status).toBe(200);
  });

  test('a page’s category tiles and chosen products leave out, in English, a category and a product named in Serbian only', async () => {
    const asAdmin = (query: string, variables: Record<string, unknown>) => server.request(query, variables, { adminToken, lang: 0 });
    const tiles = await asAdmin('mutation ($page: ID!, $ids: [ID!]) { upsertBlock(page_id: $page, type: CATEGORIES, content: { category_ids: $ids }) { id } }', { page: sharedPageId, ids: ['1', categoryId] });
    const picked = await asAdmin('mutation ($page: ID!, $ids: [ID!]) { upsertBlock(page_id: $page, type: PRODUCTS_CAROUSEL, content: { product_ids: $ids }) { id } }', { page: sharedPageId, ids: ['1', productId] });
    // The newest products' carousel, the Serbian-only product first among them.
    await server.db.updateTable('products').set({ new: true, position: 0 }).where('id', '=', Number(productId)).execute();
    const newest = await asAdmin('mutation ($page: ID!) { upsertBlock(page_id: $page, type: PRODUCTS_CAROUSEL, content: { special: NEW }) { id } }', { page: sharedPageId });
    expect([tiles.errors, picked.errors, newest.errors]).toEqual([undefined, undefined, undefined]);
    const shown = async (lang: 0 | 1) => {
      const { data } = await server.request(
        `{ page(slug: "${SHARED.slug}") { blocks { content { ... on CategoriesContent { categories { id } } ... on ProductsCarouselContent { products { id } } } } } }`,
        {},
        { lang },
      );
      const contents = data.page.blocks.map((block: { content: { categories?: { id: string }[]; products?: { id: string }[] } }) => block.content);
      return { categories: contents.flatMap((content: { categories?: { id: string }[] }) => content.categories ?? []).map((row: { id: string }) => row.id), products: contents.flatMap((content: { products?: { id: string }[] }) => content.products ?? []).map((row: { id: string }) => row.id) };
    };
    const serbian = await shown(0);
    expect(serbian.categories).toEqual(['1', categoryId]);
    expect(serbian.products.slice(0, 3)).toEqual(['1', productId, productId]);
    const english = await shown(1);
    expect(english.categories).toEqual(['1']);
    expect(english.products[0]).toBe('1');
    // The picked one is left out; the carousel of 12 takes the next newest in its place.
    expect(english.products.length).toBe(serbian.products.length - 1);
    expect(english.products).not.toContain(productId);
  });
});
