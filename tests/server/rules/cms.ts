/**
 * Rules of pages, blocks, settings, banners, the blog and the contact form that only the retired
 * hand-written mock's tests asserted (the removed tests/contract/cms-mock.test.ts), on the cms test
 * file's server.
 */
import { expect, test } from 'vitest';
import type { Running } from './types';

export function defineCmsRules(running: Running): void {
  const request = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0, admin = false) => {
    const { server, adminToken } = running();
    return server.request(query, variables, { lang, adminToken: admin ? adminToken : null });
  };
  const asAdmin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0) => request(query, variables, lang, true);

  test('a page is found by its slug only in that slug’s language, or by its code; an inactive page has no route', async () => {
    const PAGE = `query ($slug: String, $code: String) { page(slug: $slug, code: $code) { name slug } }`;
    expect((await request(PAGE, { slug: 'about-us' }, 1)).data.page).toEqual({ name: 'About us', slug: 'about-us' });
    expect((await request(PAGE, { slug: 'about-us' }, 0)).data.page).toBeNull();
    expect((await request(PAGE, { code: 'contact' })).data.page).toEqual({ name: 'Kontakt', slug: 'kontakt' });
    expect((await request(PAGE, { slug: 'crni-petak-2025' })).data.page).toBeNull();
    expect((await request(`{ pages { slug } }`)).data.pages.map((page: { slug: string }) => page.slug)).not.toContain('crni-petak-2025');
  });

  test('a new page goes last in its menu; deleting a page moves its subpages to the top level', async () => {
    const PAGES = `{ pages { id slug menu parent_id position } }`;
    type Page = { id: string; slug: string; menu: string; parent_id: string | null; position: number };
    const header = ((await asAdmin(PAGES)).data.pages as Page[]).filter((page) => page.menu === 'HEADER' && !page.parent_id);
    const created = (await asAdmin(`mutation { createPage(name: "Gift cards", slug: "Gift Cards", menu: HEADER) { id slug position } }`, {}, 1)).data.createPage;
    expect(created).toMatchObject({ slug: 'gift-cards', position: Math.max(...header.map((page) => page.position)) + 1 });

    const pages = (await asAdmin(PAGES)).data.pages as Page[];
    const parent = pages.find((page) => pages.some((child) => child.parent_id === page.id))!;
    const children = pages.filter((page) => page.parent_id === parent.id).map((page) => page.id);
    expect((await asAdmin(`mutation ($id: ID!) { deletePage(id: $id) { success error } }`, { id: parent.id })).data.deletePage).toEqual({ success: true, error: null });
    const after = (await asAdmin(PAGES)).data.pages as Page[];
    for (const id of children) expect(after.find((page) => page.id === id)?.parent_id).toBeNull();
  });

  test('a text block needs its text, a slider its banners to exist; carousels show only what visitors may see', async () => {
    const home = (await request(`{ page(code: "home") { id } }`)).data.page.id;
    const noText = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: TEXT, content: {}) { id } }`, { page: home }, 1);
    expect(noText.errors?.[0]).toMatchObject({ message: 'The field "Text" is required.', extensions: { field: 'content.html' } });
    const noBanner = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: SLIDER, content: { banner_ids: ["999"] }) { id } }`, { page: home });
    expect(noBanner.errors?.[0]).toMatchObject({ message: 'Traženi zapis ne postoji.', extensions: { code: 'NOT_FOUND', field: 'content.banner_ids' } });

    const blocks = (
      await request(`{ page(code: "home") { blocks { content { __typename
        ... on ProductsCarouselContent { special products { id } } ... on BlogCarouselContent { posts { id } } } } } }`)
    ).data.page.blocks as { content: { special?: string; products?: { id: string }[]; posts?: { id: string }[] } }[];
    const onAction = blocks.find((block) => block.content.special === 'ACTION')!.content.products!;
    const posts = blocks.find((block) => block.content.posts)!.content.posts!;
    for (const { id } of onAction) expect((await request(`query ($id: ID!) { product(id: $id) { id action } }`, { id })).data.product, id).toEqual({ id, action: true });
    for (const { id } of posts) expect((await request(`query ($id: ID!) { blogPost(id: $id) { id } }`, { id })).data.blogPost, id).toEqual({ id });
  });

  test('visitors read settings in their language; a new setting key is created once and then updated', async () => {
    const seoTitle = async (lang: 0 | 1) => (await request(`{ settings { field value } }`, {}, lang)).data.settings.find((row: { field: string }) => row.field === 'seo_title').value;
    expect(await seoTitle(0)).not.toBe(await seoTitle(1));
    for (const value of ['+381 64 404 0500', '+381 64 404 0501']) await asAdmin(`mutation ($value: String) { upsertSetting(field: "viber", value: $value) { id } }`, { value });
    const viber = (await asAdmin(`{ settings { field value } }`)).data.settings.filter((row: { field: string }) => row.field === 'viber');
    expect(viber).toEqual([{ field: 'viber', value: '+381 64 404 0501' }]);
  });

  test('the banner list pages and filters by position; a banner needs a name; English falls back to the Serbian image', async () => {
    const LIST = `query ($page: Int, $first: Int, $position: BannerPosition) { bannersWithPagination(page: $page, first: $first, position: $position) {
      data { position state } paginatorInfo { currentPage lastPage count total } } }`;
    const all = (await asAdmin(LIST, { first: 100 })).data.bannersWithPagination;
    expect(all.data.map((banner: { state: string }) => banner.state)).toEqual(expect.arrayContaining(['ACTIVE', 'DEACTIVATED', 'EXPIRED', 'NOT_STARTED']));
    const total = all.paginatorInfo.total;
    expect((await asAdmin(LIST, { page: 2, first: 4 })).data.bannersWithPagination.paginatorInfo).toEqual({ currentPage: 2, lastPage: Math.ceil(total / 4), count: 4, total });
    const right = (await asAdmin(LIST, { position: 'PRODUCT_RIGHT' })).data.bannersWithPagination.data;
    expect(right.length).toBeGreaterThan(0);
    expect(right.every((banner: { position: string }) => banner.position === 'PRODUCT_RIGHT')).toBe(true);

    const UPSERT = `mutation ($id: ID, $name: String!, $title: String, $image: ID) { upsertBanner(id: $id, name: $name, title: $title, image_id: $image, position: BLOCK) { id image { id } images { id } } }`;
    const image = (await request(`{ settings { field image { id } } }`)).data.settings.find((row: { field: string }) => row.field === 'logo').image.id;
    const made = (await asAdmin(UPSERT, { name: 'Slajder – Novogodišnji popusti', title: 'Novogodišnji popusti', image })).data.upsertBanner;
    const english = (await asAdmin(UPSERT, { id: made.id, name: 'Slajder – Novogodišnji popusti', title: 'New Year deals' }, 1)).data.upsertBanner;
    expect(english).toEqual({ id: made.id, image: { id: image }, images: [{ id: image }, null] });
    expect((await asAdmin(UPSERT, { id: made.id, name: '' })).errors?.[0]?.extensions).toMatchObject({ field: 'name' });
  });

  test('the blog pages its posts; the admin’s search reads titles in the request’s language only', async () => {
    const POSTS = `query ($page: Int) { blogPosts(page: $page, first: 4) { data { id } paginatorInfo { currentPage lastPage count total } } }`;
    const { total } = (await request(POSTS, { page: 1 })).data.blogPosts.paginatorInfo;
    const last = Math.ceil(total / 4);
    expect((await request(POSTS, { page: last })).data.blogPosts.paginatorInfo).toEqual({ currentPage: last, lastPage: last, count: total - (last - 1) * 4, total });
    const SEARCH = `query ($search: String) { blogPostsWithPagination(search: $search) { data { name } } }`;
    expect((await asAdmin(SEARCH, { search: 'ESPRESO' })).data.blogPostsWithPagination.data).toEqual([{ name: 'Espreso kod kuće: vodič kroz aparate za kafu' }]);
    expect((await asAdmin(SEARCH, { search: 'ustedite' })).data.blogPostsWithPagination.data).toHaveLength(1);
    expect((await asAdmin(SEARCH, { search: 'ustedite' }, 1)).data.blogPostsWithPagination.data).toEqual([]);
  });

  test('a contact message needs a name and a valid e-mail', async () => {
    const SEND = `mutation ($name: String!, $email: String!) { sendContactMessage(name: $name, email: $email, message: "Da li radite nedeljom?") { success } }`;
    expect((await request(SEND, { name: ' ', email: 'marija.ilic@gmail.com' })).errors?.[0]?.extensions).toMatchObject({ field: 'name' });
    const badEmail = await request(SEND, { name: 'Marija Ilić', email: 'marija.ilic(at)gmail.com' });
    expect(badEmail.errors?.[0]).toMatchObject({ message: 'E-mail adresa nije ispravna.', extensions: { field: 'email' } });
  });
}
