/**
 * Pages and their blocks on the cms test file's server: the home page's blocks in both languages,
 * routes and menus, admin-only fields, creating, changing, sorting and deleting pages and blocks.
 */
import { expect, test } from 'vitest';
import type { Running } from '../rules/types';
import { cmsHelpers } from './support';

const BLOCK_TYPES = ['SLIDER', 'BANNERS', 'PRODUCTS_CAROUSEL', 'CATEGORIES', 'TEXT', 'BRANDS', 'BLOG_CAROUSEL', 'CARDS'];

const HOME = `query ($code: String) { page(code: $code) {
  id name slug locked seo_title
  blocks { id type title position
    content { __typename
      ... on SliderContent { banners { id name image { url width } } }
      ... on BannersContent { banners { id name } }
      ... on ProductsCarouselContent { special products { id name discount_price } }
      ... on CategoriesContent { categories { id name } }
      ... on TextContent { html }
      ... on BrandsContent { brands { id name } }
      ... on BlogCarouselContent { posts { id name } }
      ... on CardsContent { cards { title text link image { url } } }
    }
  }
} }`;

export function definePageTests(running: Running): void {
  const { asAdmin, rows } = cmsHelpers(running);

  test('the home page shows a block of every kind in both languages, only the blocks shown now for visitors', async () => {
    const { server } = running();
    const sr = (await server.request(HOME, { code: 'home' })).data.page;
    expect(sr).toMatchObject({ name: 'Početna', slug: '', locked: true });
    expect(new Set(sr.blocks.map((block: { type: string }) => block.type))).toEqual(new Set(BLOCK_TYPES));
    const positions = sr.blocks.map((block: { position: number }) => block.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const slider = sr.blocks.find((block: { type: string }) => block.type === 'SLIDER');
    expect(slider.content.banners).toHaveLength(3);
    for (const banner of slider.content.banners) expect(banner.image.url).toMatch(/^\/storage\//);
    const action = sr.blocks.find((block: { content: { special?: string } }) => block.content.special === 'ACTION');
    expect(action.content.products.length).toBeGreaterThan(0);
    for (const product of action.content.products) expect(product.discount_price).not.toBeNull();
    expect(sr.blocks.find((block: { type: string }) => block.type === 'BLOG_CAROUSEL').content.posts).toHaveLength(4);
    expect(sr.blocks.find((block: { type: string }) => block.type === 'TEXT').content.html).toMatch(/^<p>/);
    expect(sr.blocks.map((block: { title: string | null }) => block.title)).not.toContain('Novogodišnje radno vreme');

    const en = (await server.request(HOME, { code: 'home' }, { lang: 1 })).data.page;
    expect(en).toMatchObject({ name: 'Home', slug: 'home' });
    expect(en.blocks.find((block: { type: string }) => block.type === 'CARDS').content.cards[0].title).toBe('Free delivery');

    const adminView = await asAdmin(`query ($id: ID) { page(id: $id) { names slugs blocks { state content { ... on TextContent { htmls } } } } }`, { id: sr.id });
    expect(adminView.data.page.names).toEqual(['Početna', 'Home']);
    expect(adminView.data.page.blocks.map((block: { state: string }) => block.state)).toEqual(expect.arrayContaining(['ACTIVE', 'DEACTIVATED', 'EXPIRED']));
    expect(adminView.data.page.blocks.length).toBeGreaterThan(sr.blocks.length);
  });

  test('routes and menus: visitors get active pages in menu order, administrators all; a page is found by slug in its language', async () => {
    const { server } = running();
    const visitor = (await server.request(`{ pages { id code menu active name slug parent_id } }`)).data.pages;
    expect(visitor.every((page: { active: boolean }) => page.active)).toBe(true);
    const menus = visitor.map((page: { menu: string }) => page.menu);
    expect(menus).toEqual([...menus].sort((a: string, b: string) => ['HEADER', 'FAQ', 'HIDDEN'].indexOf(a) - ['HEADER', 'FAQ', 'HIDDEN'].indexOf(b)));
    const all = (await asAdmin(`{ pages { id active } }`)).data.pages;
    expect(all.length).toBeGreaterThan(visitor.length);
    const contact = visitor.find((page: { code: string }) => page.code === 'contact');
    const bySlug = await server.request(`query ($slug: String) { page(slug: $slug) { id } }`, { slug: '/kontakt/' });
    expect(bySlug.data.page.id).toBe(contact.id);
    const english = await server.request(`query ($slug: String) { page(slug: $slug) { id name } }`, { slug: 'contact' }, { lang: 1 });
    expect(english.data.page).toEqual({ id: contact.id, name: 'Contact' });
    const inactive = all.find((page: { active: boolean }) => !page.active);
    expect((await server.request(`query ($id: ID) { page(id: $id) { id } }`, { id: inactive.id })).data.page).toBeNull();
    expect((await server.request(`{ page(id: "nope") { id } }`)).data.page).toBeNull();
  });

  test('admin-only fields and lists refuse visitors', async () => {
    const { server } = running();
    for (const query of [
      `{ pages { names } }`,
      `{ bannersWithPagination { data { id } } }`,
      `{ blogPostsWithPagination { data { id } } }`,
      `{ newsletterSubscribers { data { id } } }`,
      `{ newsletterCsv }`,
      `{ contactMessages { data { id } } }`,
      `{ settings { values } }`,
      `{ banners(position: SHOP_BELOW_MENU) { views } }`,
    ]) {
      const result = await server.request(query);
      expect(result.errors?.[0]?.message, query).toBe('Prijavite se kao administrator.');
    }
    const write = await server.request(`mutation { createPage(name: "X", slug: "x") { id } }`, {}, { lang: 1 });
    expect(write.errors?.[0]?.message).toBe('Log in as an administrator.');
  });

  test('page create needs name and slug, refuses a taken slug and too deep a tree, and changes nothing then', async () => {
    const before = await rows('pages');
    const noName = await asAdmin(`mutation { createPage(name: "  ", slug: "poklon") { id } }`);
    expect(noName.errors?.[0]).toMatchObject({ message: 'Polje „Naziv“ je obavezno.', extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const noSlug = await asAdmin(`mutation { createPage(name: "Poklon", slug: "--") { id } }`, {}, 1);
    expect(noSlug.errors?.[0]).toMatchObject({ message: 'The field "Slug" is required.', extensions: { field: 'slug' } });
    const taken = await asAdmin(`mutation { createPage(name: "Kontakt 2", slug: "kontakt") { id } }`);
    expect(taken.errors?.[0]).toMatchObject({ message: 'Ovaj slug je već zauzet.', extensions: { code: 'CONFLICT' } });
    const child = (await asAdmin(`{ pages { id parent_id } }`)).data.pages.find((page: { parent_id: string | null }) => page.parent_id != null);
    const deep = await asAdmin(`mutation ($parent: ID) { createPage(name: "Dubina", slug: "dubina", parent_id: $parent) { id } }`, { parent: child.id });
    expect(deep.errors?.[0]?.message).toBe('Stranice mogu imati samo jedan nivo podstranica.');
    expect(await rows('pages')).toBe(before);
  });

  test('a page is created off, changed in the request language only, its HTML sanitised, and deleted with its blocks', async () => {
    const { server } = running();
    const created = (await asAdmin(`mutation { createPage(name: "Poklon kartice", slug: "Poklon Kartice", menu: FAQ) { id name slug menu active locked position } }`)).data.createPage;
    expect(created).toMatchObject({ name: 'Poklon kartice', slug: 'poklon-kartice', menu: 'FAQ', active: false, locked: false });
    const updated = await asAdmin(
      `mutation ($id: ID!, $page: String) { updatePage(id: $id, active: true, name: "Gift cards", slug: "gift-cards", seo_title: "Gift cards | Izlog", page: $page) { name names slugs seo_titles page pages active } }`,
      { id: created.id, page: '<p onclick="steal()">Cards <a href="javascript:alert(1)">buy</a> <a href="/kontakt">ask</a></p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
      1,
    );
    const page = updated.data.updatePage;
    expect(page).toMatchObject({ name: 'Gift cards', names: ['Poklon kartice', 'Gift cards'], slugs: ['poklon-kartice', 'gift-cards'], seo_titles: ['', 'Gift cards | Izlog'], active: true });
    expect(page.page).toContain('Cards');
    expect(page.page).toContain('href="/kontakt"');
    expect(page.page).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(page.pages[0]).toBe('');
    const visitorSees = await server.request(`{ page(slug: "poklon-kartice") { name } }`);
    expect(visitorSees.data.page).toEqual({ name: 'Poklon kartice' });

    const block = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: TEXT, title: "Uslovi", content: { html: "<p>Važi godinu dana.</p><style>p{}</style>" }) { id position state content { ... on TextContent { html htmls } } } }`, { page: created.id });
    expect(block.data.upsertBlock).toMatchObject({ position: 1, state: 'ACTIVE', content: { html: '<p>Važi godinu dana.</p>', htmls: ['<p>Važi godinu dana.</p>', '<p>Važi godinu dana.</p>'] } });

    const home = (await server.request(`{ page(code: "home") { id } }`)).data.page.id;
    const locked = await asAdmin(`mutation ($id: ID!) { deletePage(id: $id) { success } }`, { id: home }, 1);
    expect(locked.errors?.[0]).toMatchObject({ message: 'This page is locked and cannot be deleted.', extensions: { code: 'FORBIDDEN' } });
    const slugLocked = await asAdmin(`mutation ($id: ID!) { updatePage(id: $id, slug: "pocetak", name: "Nova") { id } }`, { id: home });
    expect(slugLocked.errors?.[0]?.message).toBe('Slug zaključane stranice se ne može menjati.');
    expect((await asAdmin(`query ($id: ID) { page(id: $id) { names } }`, { id: home })).data.page.names[0]).toBe('Početna');

    expect((await asAdmin(`mutation ($id: ID!) { deletePage(id: $id) { success error } }`, { id: created.id })).data.deletePage).toEqual({ success: true, error: null });
    expect((await asAdmin(`query ($id: ID) { page(id: $id) { id } }`, { id: created.id })).data.page).toBeNull();
    const orphan = await server.db.selectFrom('blocks').select('id').where('page_id', '=', Number(created.id)).execute();
    expect(orphan).toEqual([]);
  });

  test('sortPages keeps the tree one level deep', async () => {
    const pages = (await asAdmin(`{ pages { id parent_id menu position } }`)).data.pages;
    const faq = pages.filter((page: { menu: string; parent_id: string | null }) => page.menu === 'FAQ' && page.parent_id == null);
    const reversed = [...faq].reverse().map((page: { id: string }, index: number) => ({ id: page.id, position: index + 1, parent_id: null }));
    expect((await asAdmin(`mutation ($items: [PositionInput!]!) { sortPages(items: $items) { success } }`, { items: reversed })).data.sortPages.success).toBe(true);
    const after = (await asAdmin(`{ pages { id parent_id menu } }`)).data.pages.filter((page: { menu: string; parent_id: string | null }) => page.menu === 'FAQ' && page.parent_id == null);
    expect(after.map((page: { id: string }) => page.id)).toEqual(reversed.map((item) => item.id));
    const parent = pages.find((page: { id: string }) => pages.some((other: { parent_id: string | null }) => other.parent_id === page.id));
    const top = faq.find((page: { id: string }) => page.id !== parent.id);
    const tooDeep = await asAdmin(`mutation ($items: [PositionInput!]!) { sortPages(items: $items) { success } }`, { items: [{ id: parent.id, position: 1, parent_id: top.id }] });
    expect(tooDeep.errors?.[0]?.message).toBe('Stranice mogu imati samo jedan nivo podstranica.');
  });

  test('blocks: content is checked before anything is written; cards and carousels save; sort and delete renumber', async () => {
    const { server } = running();
    const pageId = (await asAdmin(`mutation { createPage(name: "Blokovi", slug: "blokovi") { id } }`)).data.createPage.id;
    const before = await rows('blocks');
    const empty = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: SLIDER, content: {}) { id } }`, { page: pageId });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Polje „Baneri“ je obavezno.', extensions: { field: 'content.banner_ids' } });
    const missing = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: PRODUCTS_CAROUSEL, content: { product_ids: ["1", "999999"] }) { id } }`, { page: pageId }, 1);
    expect(missing.errors?.[0]).toMatchObject({ message: 'The requested record does not exist.', extensions: { code: 'NOT_FOUND' } });
    const window = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: BLOG_CAROUSEL, active_from: "2027-01-02T00:00:00Z", active_to: "2027-01-01T00:00:00Z", content: { posts_count: 3 }) { id } }`, { page: pageId });
    expect(window.errors?.[0]?.message).toBe('Početak prikazivanja mora biti pre kraja prikazivanja.');
    const noPage = await asAdmin(`mutation { upsertBlock(page_id: "999999", type: TEXT, content: { html: "<p>x</p>" }) { id } }`);
    expect(noPage.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'page_id' });
    expect(await rows('blocks')).toBe(before);

    const logo = (await server.request(`{ settings { field image { id } } }`)).data.settings.find((row: { field: string }) => row.field === 'logo').image.id;
    const cards = await asAdmin(
      `mutation ($page: ID!, $logo: ID) { upsertBlock(page_id: $page, type: CARDS, title: "Kako", content: { cards: [{ title: "U radnji", text: "Na kasi", image_id: $logo, link: "/kontakt" }, { title: "Online" }] }) { id position content { __typename ... on CardsContent { cards { id title text link image { url } titles } } } } }`,
      { page: pageId, logo },
    );
    expect(cards.data.upsertBlock.content.cards[0]).toMatchObject({ title: 'U radnji', text: 'Na kasi', link: '/kontakt', titles: ['U radnji', 'U radnji'] });
    expect(cards.data.upsertBlock.content.cards[0].image.url).toMatch(/^\/storage\//);
    expect(cards.data.upsertBlock.content.cards[1].image).toBeNull();
    // The English edit of the cards (each named by its id) keeps the Serbian texts.
    const [shop, online] = cards.data.upsertBlock.content.cards.map((card: { id: string }) => card.id);
    const english = await asAdmin(
      `mutation ($id: ID, $page: ID!, $shop: ID, $online: ID) { upsertBlock(id: $id, page_id: $page, type: CARDS, content: { cards: [{ id: $shop, title: "In the shop" }, { id: $online, title: "Online" }] }) { content { ... on CardsContent { cards { titles } } } } }`,
      { id: cards.data.upsertBlock.id, page: pageId, shop, online },
      1,
    );
    expect(english.data.upsertBlock.content.cards[0].titles).toEqual(['U radnji', 'In the shop']);
    const carousel = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: PRODUCTS_CAROUSEL, content: { special: NEW }) { id position content { ... on ProductsCarouselContent { special products { id new } } } } }`, { page: pageId });
    expect(carousel.data.upsertBlock.position).toBe(2);
    expect(carousel.data.upsertBlock.content.special).toBe('NEW');
    expect(carousel.data.upsertBlock.content.products.every((product: { new: boolean }) => product.new)).toBe(true);
    const posts = await asAdmin(`mutation ($page: ID!) { upsertBlock(page_id: $page, type: BLOG_CAROUSEL, content: { posts_count: 50 }) { id content { ... on BlogCarouselContent { posts { id } } } } }`, { page: pageId });
    expect(posts.data.upsertBlock.content.posts.length).toBeLessThanOrEqual(12);

    const ids = [posts.data.upsertBlock.id, cards.data.upsertBlock.id];
    expect((await asAdmin(`mutation ($page: ID!, $ids: [ID!]!) { sortBlocks(page_id: $page, ids: $ids) { success } }`, { page: pageId, ids })).data.sortBlocks.success).toBe(true);
    const order = async () => (await asAdmin(`query ($id: ID) { page(id: $id) { blocks { id position } } }`, { id: pageId })).data.page.blocks;
    expect(await order()).toEqual([
      { id: ids[0], position: 1 },
      { id: ids[1], position: 2 },
      { id: carousel.data.upsertBlock.id, position: 3 },
    ]);
    const foreign = await asAdmin(`mutation ($page: ID!) { sortBlocks(page_id: $page, ids: ["1"]) { success } }`, { page: pageId });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asAdmin(`mutation ($id: ID!) { deleteBlock(id: $id) { success } }`, { id: ids[0] })).data.deleteBlock.success).toBe(true);
    expect(await order()).toEqual([
      { id: ids[1], position: 1 },
      { id: carousel.data.upsertBlock.id, position: 2 },
    ]);
  });
}
