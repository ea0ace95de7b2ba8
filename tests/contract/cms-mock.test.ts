/**
 * The cms domain of the mock server: pages and blocks, banners, settings, the blog, the newsletter and
 * contact messages behave as the real server will (spec §5 rules, visibility, lists, writes).
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { isProductVisible } from '../../src/shared/rules/product-state';
import type { MockDb } from '../../mock-server/db';
import { createMockClient, type MockClient } from './support/mock-client';

let db: MockDb;
let ok: MockClient['ok'];
let refused: MockClient['refused'];

beforeEach(() => {
  ({ db, ok, refused } = createMockClient({ admin: true }));
});

const PAGES = `{ pages { id name slug active code menu parent_id position } }`;
const CREATE_PAGE = `mutation ($name: String!, $slug: String!, $menu: PageMenu, $parent_id: ID) {
  createPage(name: $name, slug: $slug, menu: $menu, parent_id: $parent_id) { id name slug names slugs active menu parent_id position }
}`;
const UPDATE_PAGE = `mutation ($id: ID!, $active: Boolean, $name: String, $slug: String, $page: String, $seo_title: String) {
  updatePage(id: $id, active: $active, name: $name, slug: $slug, page: $page, seo_title: $seo_title) { id name slug names slugs pages page active seo_title }
}`;
const UPSERT_BLOCK = `mutation ($id: ID, $page_id: ID!, $type: BlockType!, $title: String, $active: Boolean, $active_from: DateTime, $active_to: DateTime, $content: BlockContentInput!) {
  upsertBlock(id: $id, page_id: $page_id, type: $type, title: $title, active: $active, active_from: $active_from, active_to: $active_to, content: $content) {
    id position title titles state content { __typename ... on TextContent { html htmls } }
  }
}`;

const pageId = (slug: string) => String(db.pages.find((page) => page.slugs[0] === slug)!.id);
const homeId = () => String(db.pages.find((page) => page.code === 'home')!.id);

describe('pages', () => {
  test('visitors get active pages, administrators every page', async () => {
    const visitor = (await ok(PAGES)).pages;
    const admin = (await ok(PAGES, {}, { admin: true })).pages;
    expect(visitor.every((page: { active: boolean }) => page.active)).toBe(true);
    expect(admin.length).toBe(db.pages.length);
    expect(admin.length).toBeGreaterThan(visitor.length);
    expect(visitor.map((page: { name: string }) => page.name)).not.toContain('Crni petak 2025');
  });

  test('a page is found by its slug in the request language, or by its code', async () => {
    const query = `query ($slug: String, $code: String) { page(slug: $slug, code: $code) { name slug } }`;
    expect((await ok(query, { slug: 'about-us' }, { lang: 1 })).page).toEqual({ name: 'About us', slug: 'about-us' });
    expect((await ok(query, { slug: 'about-us' }, { lang: 0 })).page).toBeNull();
    expect((await ok(query, { slug: 'o-nama' }, { lang: 0 })).page.name).toBe('O nama');
    expect((await ok(query, { code: 'contact' }, { lang: 0 })).page).toEqual({ name: 'Kontakt', slug: 'kontakt' });
    expect((await ok(query, { slug: 'crni-petak-2025' })).page, 'inactive pages have no route').toBeNull();
  });

  test('createPage requires name and slug (spec §5) and changes nothing when refused', async () => {
    const before = db.pages.length;
    const noName = await refused(CREATE_PAGE, { name: '  ', slug: 'poklon-kartice' }, { admin: true, lang: 1 });
    expect(noName.message).toBe('The field "Name" is required.');
    expect(noName.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const noSlug = await refused(CREATE_PAGE, { name: 'Poklon kartice', slug: '' }, { admin: true });
    expect(noSlug.message).toBe('Polje „Slug“ je obavezno.');
    expect(noSlug.extensions?.field).toBe('slug');
    const taken = await refused(CREATE_PAGE, { name: 'Dostava 2', slug: 'Dostava' }, { admin: true });
    expect(taken.message).toBe('Ovaj slug je već zauzet.');
    expect(taken.extensions).toMatchObject({ code: 'CONFLICT', field: 'slug' });
    expect(db.pages.length).toBe(before);
  });

  test('a created page is listed, and once switched on visitors get it', async () => {
    const created = (await ok(CREATE_PAGE, { name: 'Gift cards', slug: 'Gift Cards', menu: 'HEADER' }, { admin: true, lang: 1 })).createPage;
    expect(created).toMatchObject({ name: 'Gift cards', slug: 'gift-cards', active: false, menu: 'HEADER', parent_id: null });
    expect(created.position).toBe(5);
    const visitorSlugs = async () => (await ok(PAGES, {}, { lang: 1 })).pages.map((page: { slug: string }) => page.slug);
    expect(await visitorSlugs()).not.toContain('gift-cards');

    await ok(UPDATE_PAGE, { id: created.id, active: true, name: 'Poklon kartice', slug: 'poklon-kartice' }, { admin: true, lang: 0 });
    expect(await visitorSlugs()).toContain('gift-cards');
    const serbian = (await ok(PAGES)).pages.find((page: { id: string }) => page.id === created.id);
    expect(serbian).toMatchObject({ name: 'Poklon kartice', slug: 'poklon-kartice' });
  });

  test('updatePage writes the request language and sanitises the page HTML', async () => {
    const id = pageId('o-nama');
    const updated = (
      await ok(
        UPDATE_PAGE,
        {
          id,
          name: 'About Izlog',
          seo_title: 'About Izlog | Izlog',
          page: '<p onclick="steal()" class="lead">Since 2014.</p><script>alert(1)</script><a href="javascript:alert(2)">more</a><img src="/storage/x.png" onerror="x()">',
        },
        { admin: true, lang: 1 },
      )
    ).updatePage;
    expect(updated.names).toEqual(['O nama', 'About Izlog']);
    expect(updated.seo_title).toBe('About Izlog | Izlog');
    expect(updated.page).toBe('<p class="lead">Since 2014.</p><a>more</a><img src="/storage/x.png" />');
    expect(updated.pages[0]).toContain('Beograda');
  });

  test('a locked page keeps its slug and cannot be deleted', async () => {
    const slugChange = await refused(UPDATE_PAGE, { id: pageId('kontakt'), slug: 'pisite-nam' }, { admin: true });
    expect(slugChange.message).toBe('Slug zaključane stranice se ne može menjati.');
    const deletion = await refused(`mutation ($id: ID!) { deletePage(id: $id) { success } }`, { id: homeId() }, { admin: true, lang: 1 });
    expect(deletion.message).toBe('This page is locked and cannot be deleted.');
    expect(db.pages.find((page) => page.code === 'home')).toBeDefined();
    expect(db.pages.find((page) => page.code === 'contact')!.slugs[0]).toBe('kontakt');
  });

  test('deletePage removes the page with its blocks; its subpages move to the top level', async () => {
    const id = pageId('dostava');
    const child = db.pages.find((page) => page.parent_id === Number(id))!;
    await ok(UPSERT_BLOCK, { page_id: id, type: 'TEXT', content: { html: '<p>Cenovnik dostave</p>' } }, { admin: true });
    expect(db.blocks.some((block) => block.page_id === Number(id))).toBe(true);
    const answer = await ok(`mutation ($id: ID!) { deletePage(id: $id) { success error } }`, { id }, { admin: true });
    expect(answer.deletePage).toEqual({ success: true, error: null });
    expect(db.pages.some((page) => page.id === Number(id))).toBe(false);
    expect(db.blocks.some((block) => block.page_id === Number(id))).toBe(false);
    expect(child.parent_id).toBeNull();
  });

  test('sortPages moves pages, and keeps them one level deep', async () => {
    const sort = `mutation ($items: [PositionInput!]!) { sortPages(items: $items) { success } }`;
    const returns = pageId('reklamacije');
    const payment = pageId('nacini-placanja');
    const tooDeep = await refused(sort, { items: [{ id: returns, position: 1, parent_id: payment }] }, { admin: true, lang: 1 });
    expect(tooDeep.message).toBe('Pages can have only one level of subpages.');
    expect(db.pages.find((page) => page.id === Number(returns))!.parent_id).toBeNull();

    await ok(sort, { items: [{ id: returns, position: 1, parent_id: null }, { id: pageId('dostava'), position: 2, parent_id: null }] }, { admin: true });
    const faq = (await ok(PAGES)).pages.filter((page: { menu: string; parent_id: string | null }) => page.menu === 'FAQ' && !page.parent_id);
    expect(faq[0].name).toBe('Reklamacije');
  });
});

describe('design blocks', () => {
  const HOME_BLOCKS = `query ($id: ID!) { page(id: $id) { blocks { id type title position active state content { __typename } } } }`;
  const VISITOR_HOME = `{ page(code: "home") { blocks { id type title content { __typename
    ... on ProductsCarouselContent { special products { id } }
    ... on SliderContent { banners { id } }
    ... on BlogCarouselContent { posts { id } } } } } }`;

  test('the home page has a block of every kind; visitors get only the ones shown now', async () => {
    const visitor = (await ok(VISITOR_HOME)).page.blocks;
    const admin = (await ok(HOME_BLOCKS, { id: homeId() }, { admin: true })).page.blocks;
    const kinds = ['SLIDER', 'BANNERS', 'PRODUCTS_CAROUSEL', 'CATEGORIES', 'TEXT', 'BRANDS', 'BLOG_CAROUSEL', 'CARDS'];
    expect(new Set(visitor.map((block: { type: string }) => block.type))).toEqual(new Set(kinds));
    expect(admin.length).toBeGreaterThan(visitor.length);
    expect(admin.map((block: { state: string }) => block.state)).toEqual(expect.arrayContaining(['ACTIVE', 'DEACTIVATED', 'EXPIRED']));
    expect(visitor.find((block: { type: string }) => block.type === 'SLIDER').content.banners).toHaveLength(3);
  });

  test('the action carousel lists visible products on action; the blog carousel the newest published posts', async () => {
    const blocks = (await ok(VISITOR_HOME)).page.blocks;
    const action = blocks.find((block: { content: { special?: string } }) => block.content.special === 'ACTION');
    expect(action.content.products.length).toBeGreaterThan(0);
    for (const { id } of action.content.products) {
      const product = db.products.find((row) => row.id === Number(id))!;
      expect(product.discount_price).not.toBeNull();
      expect(isProductVisible(product)).toBe(true);
    }
    const posts = blocks.find((block: { type: string }) => block.type === 'BLOG_CAROUSEL').content.posts;
    const draft = db.blogPosts.find((post) => !post.active)!;
    expect(posts.map((post: { id: string }) => post.id)).not.toContain(String(draft.id));
  });

  test('upsertBlock validates its content and changes nothing when refused', async () => {
    const before = db.blocks.length;
    const noHtml = await refused(UPSERT_BLOCK, { page_id: homeId(), type: 'TEXT', content: {} }, { admin: true, lang: 1 });
    expect(noHtml.message).toBe('The field "Text" is required.');
    expect(noHtml.extensions?.field).toBe('content.html');
    const noBanner = await refused(UPSERT_BLOCK, { page_id: homeId(), type: 'SLIDER', content: { banner_ids: ['999'] } }, { admin: true });
    expect(noBanner.message).toBe('Traženi zapis ne postoji.');
    expect(noBanner.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'content.banner_ids' });
    const window = await refused(
      UPSERT_BLOCK,
      { page_id: homeId(), type: 'TEXT', active_from: '2026-12-10T00:00:00.000Z', active_to: '2026-12-01T00:00:00.000Z', content: { html: '<p>x</p>' } },
      { admin: true, lang: 1 },
    );
    expect(window.extensions?.field).toBe('active_to');
    expect(db.blocks.length).toBe(before);
  });

  test('a block is created last on its page, sanitised, and edited per language', async () => {
    const created = (
      await ok(
        UPSERT_BLOCK,
        { page_id: homeId(), type: 'TEXT', title: 'Radno vreme', content: { html: '<p>Radimo i nedeljom.</p><script>x()</script>' } },
        { admin: true },
      )
    ).upsertBlock;
    expect(created.position).toBe(db.blocks.filter((block) => block.page_id === Number(homeId())).length);
    expect(created.content).toEqual({ __typename: 'TextContent', html: '<p>Radimo i nedeljom.</p>', htmls: ['<p>Radimo i nedeljom.</p>', '<p>Radimo i nedeljom.</p>'] });

    const edited = (
      await ok(
        UPSERT_BLOCK,
        { id: created.id, page_id: homeId(), type: 'TEXT', title: 'Opening hours', content: { html: '<p>We are open on Sundays too.</p>' } },
        { admin: true, lang: 1 },
      )
    ).upsertBlock;
    expect(edited.titles).toEqual(['Radno vreme', 'Opening hours']);
    expect(edited.content.htmls).toEqual(['<p>Radimo i nedeljom.</p>', '<p>We are open on Sundays too.</p>']);

    await ok(UPSERT_BLOCK, { id: created.id, page_id: homeId(), type: 'TEXT', active: false, content: { html: '<p>Radimo i nedeljom.</p>' } }, { admin: true });
    const visitorTitles = (await ok(VISITOR_HOME)).page.blocks.map((block: { title: string | null }) => block.title);
    expect(visitorTitles).not.toContain('Radno vreme');
  });

  test('sortBlocks and deleteBlock reorder and renumber a page', async () => {
    const id = homeId();
    const before = (await ok(HOME_BLOCKS, { id }, { admin: true })).page.blocks.map((block: { id: string }) => block.id);
    const reversed = [...before].reverse();
    await ok(`mutation ($page_id: ID!, $ids: [ID!]!) { sortBlocks(page_id: $page_id, ids: $ids) { success } }`, { page_id: id, ids: reversed }, { admin: true });
    const sorted = (await ok(HOME_BLOCKS, { id }, { admin: true })).page.blocks;
    expect(sorted.map((block: { id: string }) => block.id)).toEqual(reversed);

    const foreign = await refused(
      `mutation ($page_id: ID!, $ids: [ID!]!) { sortBlocks(page_id: $page_id, ids: $ids) { success } }`,
      { page_id: pageId('o-nama'), ids: [before[0]] },
      { admin: true },
    );
    expect(foreign.extensions?.code).toBe('NOT_FOUND');

    await ok(`mutation ($id: ID!) { deleteBlock(id: $id) { success } }`, { id: reversed[0] }, { admin: true });
    const after = (await ok(HOME_BLOCKS, { id }, { admin: true })).page.blocks;
    expect(after.map((block: { id: string }) => block.id)).toEqual(reversed.slice(1));
    expect(after.map((block: { position: number }) => block.position)).toEqual(after.map((_: unknown, index: number) => index + 1));
  });
});

describe('settings', () => {
  const SETTINGS = `{ settings { id field value values hidden } }`;
  const VISITOR_SETTINGS = `{ settings { field value } }`;
  const UPSERT = `mutation ($id: ID, $field: String!, $value: String, $image_id: ID) {
    upsertSetting(id: $id, field: $field, value: $value, image_id: $image_id) { id field value values }
  }`;

  test('visitors get the settings that are not hidden, in their language', async () => {
    const serbian = (await ok(VISITOR_SETTINGS)).settings;
    const english = (await ok(VISITOR_SETTINGS, {}, { lang: 1 })).settings;
    const fields = serbian.map((setting: { field: string }) => setting.field);
    expect(fields).toEqual(expect.arrayContaining(['seo_title', 'seo_description', 'phone', 'email', 'address', 'logo']));
    expect(fields).not.toContain('orders_email');
    expect(fields).not.toContain('smtp_from');
    const seo = (list: { field: string; value: string }[]) => list.find((setting) => setting.field === 'seo_title')!.value;
    expect(seo(serbian)).not.toBe(seo(english));
  });

  test('orders_email takes one or more valid addresses separated by commas (spec §5)', async () => {
    const orders = db.settings.find((setting) => setting.field === 'orders_email')!;
    const before = [...orders.values];
    for (const value of ['prodaja@izlog.rs; magacin@izlog.rs', 'prodaja@izlog.rs,', 'prodaja', '']) {
      const error = await refused(UPSERT, { id: String(orders.id), field: 'orders_email', value }, { admin: true, lang: 1 });
      expect(error.message).toBe('Enter one or more valid e-mail addresses separated by commas.');
      expect(error.extensions?.field).toBe('value');
    }
    expect(orders.values).toEqual(before);

    const saved = (await ok(UPSERT, { id: String(orders.id), field: 'orders_email', value: 'prodaja@izlog.rs,  servis@izlog.rs' }, { admin: true })).upsertSetting;
    expect(saved.value).toBe('prodaja@izlog.rs, servis@izlog.rs');
    expect(saved.values).toEqual([saved.value, saved.value]);
    const listed = (await ok(SETTINGS, {}, { admin: true })).settings.find((setting: { field: string }) => setting.field === 'orders_email');
    expect(listed.value).toBe('prodaja@izlog.rs, servis@izlog.rs');
  });

  test('a translated setting is written in the request language; a new key is created once', async () => {
    const seo = db.settings.find((setting) => setting.field === 'seo_title')!;
    await ok(UPSERT, { id: String(seo.id), field: 'seo_title', value: 'Izlog – electronics shop' }, { admin: true, lang: 1 });
    expect(seo.values[0]).toContain('elektronika');
    expect(seo.values[1]).toBe('Izlog – electronics shop');

    const count = db.settings.length;
    await ok(UPSERT, { field: 'viber', value: '+381 64 404 0500' }, { admin: true });
    await ok(UPSERT, { field: 'viber', value: '+381 64 404 0501' }, { admin: true });
    expect(db.settings.length).toBe(count + 1);
    expect((await ok(VISITOR_SETTINGS)).settings.find((setting: { field: string }) => setting.field === 'viber').value).toBe('+381 64 404 0501');
  });

  test('the exchange rate setting is the shop exchange rate', async () => {
    const bad = await refused(UPSERT, { field: 'exchange_rate_eur', value: '-3' }, { admin: true });
    expect(bad.message).toBe('Kurs evra mora biti pozitivan broj.');
    expect(db.exchangeRateEur).toBe(117.2);
    await ok(UPSERT, { field: 'exchange_rate_eur', value: '117,5' }, { admin: true });
    expect(db.exchangeRateEur).toBe(117.5);
  });
});

describe('banners', () => {
  const LIST = `query ($page: Int, $first: Int, $search: String, $position: BannerPosition, $order: StatsOrder, $start_date: Date, $end_date: Date) {
    bannersWithPagination(page: $page, first: $first, search: $search, position: $position, order: $order, start_date: $start_date, end_date: $end_date) {
      data { id name state views clicks position sort }
      paginatorInfo { currentPage lastPage count total }
    }
  }`;

  test('visitors get the banners of a position shown now, in order', async () => {
    for (const position of ['SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK'] as const) {
      const shown = (await ok(`query ($position: BannerPosition!) { banners(position: $position) { id sort } }`, { position })).banners;
      const expected = db.banners
        .filter((banner) => banner.position === position && banner.active)
        .filter((banner) => (!banner.active_from || Date.parse(banner.active_from) <= Date.now()) && (!banner.active_to || Date.parse(banner.active_to) >= Date.now()));
      expect(shown.map((banner: { id: string }) => Number(banner.id)).sort()).toEqual(expected.map((banner) => banner.id).sort());
      const sorts = shown.map((banner: { sort: number }) => banner.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    const states = (await ok(LIST, { first: 50 }, { admin: true })).bannersWithPagination.data.map((banner: { state: string }) => banner.state);
    expect(states).toEqual(expect.arrayContaining(['ACTIVE', 'DEACTIVATED', 'EXPIRED', 'NOT_STARTED']));
  });

  test('the admin list honours page, first, search and position', async () => {
    const page2 = (await ok(LIST, { page: 2, first: 4 }, { admin: true })).bannersWithPagination;
    expect(page2.paginatorInfo).toEqual({ currentPage: 2, lastPage: Math.ceil(db.banners.length / 4), count: 4, total: db.banners.length });
    const searched = (await ok(LIST, { search: 'slajder' }, { admin: true })).bannersWithPagination.data;
    expect(searched.map((banner: { name: string }) => banner.name)).toEqual(['Slajder – Zimska akcija', 'Slajder – Novi telefoni', 'Slajder – Besplatna dostava']);
    const right = (await ok(LIST, { position: 'PRODUCT_RIGHT' }, { admin: true })).bannersWithPagination.data;
    expect(right.every((banner: { position: string }) => banner.position === 'PRODUCT_RIGHT')).toBe(true);
  });

  test('recorded views and clicks are counted within the date range', async () => {
    const banner = db.banners.find((row) => row.position === 'PRODUCT_RIGHT' && row.active)!;
    const counts = async (range: Record<string, string> = {}) =>
      (await ok(LIST, { position: 'PRODUCT_RIGHT', ...range }, { admin: true })).bannersWithPagination.data.find(
        (row: { id: string }) => row.id === String(banner.id),
      );
    const before = await counts();
    const record = `mutation ($banner_id: ID!, $event: BannerEvent!, $client: String) { recordBannerEvent(banner_id: $banner_id, event: $event, client: $client) { success } }`;
    await ok(record, { banner_id: String(banner.id), event: 'VIEW', client: 'k7QpAbCd' });
    await ok(record, { banner_id: String(banner.id), event: 'VIEW', client: 'k7QpAbCd' });
    await ok(record, { banner_id: String(banner.id), event: 'CLICK', client: 'k7QpAbCd' });
    const after = await counts();
    expect(after.views - before.views).toBe(2);
    expect(after.clicks - before.clicks).toBe(1);
    expect((await counts({ start_date: '2020-01-01', end_date: '2020-12-31' })).views).toBe(0);
    const missing = await refused(record, { banner_id: '999', event: 'VIEW' }, { lang: 1 });
    expect(missing.message).toBe('The requested record does not exist.');
  });

  test('upsertBanner writes the request language; deleteBanner removes it from blocks too', async () => {
    const upsert = `mutation ($id: ID, $name: String!, $title: String, $link: String, $image_id: ID, $position: BannerPosition!) {
      upsertBanner(id: $id, name: $name, title: $title, link: $link, image_id: $image_id, position: $position) { id title titles links image { id } images { id } sort }
    }`;
    const image = String(db.banners[0]!.image_ids[0]);
    const created = (await ok(upsert, { name: 'Slajder – Novogodišnji popusti', title: 'Novogodišnji popusti', link: '/akcija', image_id: image, position: 'BLOCK' }, { admin: true })).upsertBanner;
    expect(created.sort).toBe(Math.max(...db.banners.filter((row) => row.position === 'BLOCK' && row.id !== Number(created.id)).map((row) => row.sort)) + 1);
    const english = (await ok(upsert, { id: created.id, name: 'Slajder – Novogodišnji popusti', title: 'New Year deals', position: 'BLOCK' }, { admin: true, lang: 1 })).upsertBanner;
    expect(english.titles).toEqual(['Novogodišnji popusti', 'New Year deals']);
    expect(english.images).toEqual([{ id: image }, null]);
    expect(english.image, 'English falls back to the Serbian image').toEqual({ id: image });

    const noName = await refused(upsert, { id: created.id, name: '', position: 'BLOCK' }, { admin: true });
    expect(noName.extensions?.field).toBe('name');

    const slider = db.blocks.find((block) => block.type === 'SLIDER')!;
    const sliderBanner = (slider.body as { banner_ids: number[] }).banner_ids[0]!;
    await ok(`mutation ($id: ID!) { deleteBanner(id: $id) { success } }`, { id: String(sliderBanner) }, { admin: true });
    expect(db.banners.some((row) => row.id === sliderBanner)).toBe(false);
    expect((slider.body as { banner_ids: number[] }).banner_ids).not.toContain(sliderBanner);
  });
});

describe('blog', () => {
  const POSTS = `query ($page: Int, $first: Int) { blogPosts(page: $page, first: $first) { data { id name published_at } paginatorInfo { currentPage lastPage count total } } }`;
  const POST = `query ($id: ID!) { blogPost(id: $id) { id name active } }`;
  const UPSERT = `mutation ($id: ID, $name: String!, $slug: String!, $summary: String, $description: String, $active: Boolean) {
    upsertBlogPost(id: $id, name: $name, slug: $slug, summary: $summary, description: $description, active: $active) { id name slug names description active }
  }`;

  test('visitors get published posts newest first, one page at a time', async () => {
    const published = db.blogPosts.filter((post) => post.active).length;
    const first = (await ok(POSTS, { page: 1, first: 4 })).blogPosts;
    const third = (await ok(POSTS, { page: 3, first: 4 })).blogPosts;
    expect(first.paginatorInfo).toEqual({ currentPage: 1, lastPage: Math.ceil(published / 4), count: 4, total: published });
    expect(third.data).toHaveLength(published - 8);
    const dates = first.data.map((post: { published_at: string }) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('an unpublished post is for administrators only', async () => {
    const draft = String(db.blogPosts.find((post) => !post.active)!.id);
    expect((await ok(POST, { id: draft })).blogPost).toBeNull();
    expect((await ok(POST, { id: draft }, { admin: true })).blogPost).toMatchObject({ id: draft, active: false });
  });

  test('the admin list searches titles in the request language without diacritics', async () => {
    const search = `query ($search: String) { blogPostsWithPagination(search: $search) { data { name } } }`;
    expect((await ok(search, { search: 'ESPRESO' }, { admin: true })).blogPostsWithPagination.data).toEqual([
      { name: 'Espreso kod kuće: vodič kroz aparate za kafu' },
    ]);
    expect((await ok(search, { search: 'usteda' }, { admin: true })).blogPostsWithPagination.data).toEqual([]);
    expect((await ok(search, { search: 'ustedite' }, { admin: true })).blogPostsWithPagination.data).toHaveLength(1);
    expect((await ok(search, { search: 'ustedite' }, { admin: true, lang: 1 })).blogPostsWithPagination.data).toHaveLength(0);
  });

  test('a created post is published at once and listed first; name is required', async () => {
    const before = db.blogPosts.length;
    const noName = await refused(UPSERT, { name: '', slug: 'novi-tekst' }, { admin: true, lang: 1 });
    expect(noName.message).toBe('The field "Name" is required.');
    expect(db.blogPosts.length).toBe(before);

    const created = (
      await ok(
        UPSERT,
        { name: 'Televizori za Novu godinu', slug: 'Televizori za Novu godinu', summary: 'Izbor televizora.', description: '<p>Tekst</p><script>x()</script>' },
        { admin: true },
      )
    ).upsertBlogPost;
    expect(created).toMatchObject({ slug: 'televizori-za-novu-godinu', description: '<p>Tekst</p>', active: true });
    expect((await ok(POSTS, { first: 1 })).blogPosts.data[0].id).toBe(created.id);

    await ok(UPSERT, { id: created.id, name: 'TVs for the New Year', slug: 'tvs-for-the-new-year' }, { admin: true, lang: 1 });
    expect((await ok(POST, { id: created.id }, { lang: 1 })).blogPost.name).toBe('TVs for the New Year');
    expect((await ok(POST, { id: created.id }, { lang: 0 })).blogPost.name).toBe('Televizori za Novu godinu');

    await ok(`mutation ($id: ID!) { deleteBlogPost(id: $id) { success } }`, { id: created.id }, { admin: true });
    expect((await ok(POST, { id: created.id }, { admin: true })).blogPost).toBeNull();
  });
});

describe('newsletter and contact', () => {
  const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { success error } }`;
  const SEND = `mutation ($name: String!, $email: String!, $phone: String, $message: String!) {
    sendContactMessage(name: $name, email: $email, phone: $phone, message: $message) { success error }
  }`;

  test('subscribing needs a valid e-mail; twice is not an error and keeps one subscriber', async () => {
    const count = db.newsletterSubscribers.length;
    const invalid = await refused(SUBSCRIBE, { email: 'ana.petrovic@' }, { lang: 1 });
    expect(invalid.message).toBe('The e-mail address is not valid.');
    expect(invalid.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(db.newsletterSubscribers.length).toBe(count);

    expect((await ok(SUBSCRIBE, { email: 'Ana.Petrovic@gmail.com' }, { lang: 1 })).subscribeNewsletter).toEqual({ success: true, error: null });
    expect((await ok(SUBSCRIBE, { email: 'ana.petrovic@gmail.com' })).subscribeNewsletter.success).toBe(true);
    expect(db.newsletterSubscribers.length).toBe(count + 1);

    const list = (await ok(`{ newsletterSubscribers(first: 2) { data { id email lang } paginatorInfo { total } } }`, {}, { admin: true })).newsletterSubscribers;
    expect(list.data[0]).toMatchObject({ email: 'ana.petrovic@gmail.com', lang: 1 });
    expect(list.paginatorInfo.total).toBe(count + 1);

    const csv = (await ok(`{ newsletterCsv }`, {}, { admin: true })).newsletterCsv.trim().split('\n');
    expect(csv[0]).toBe('email,language,subscribed_at');
    expect(csv).toHaveLength(count + 2);
    expect(csv[1]).toMatch(/^ana\.petrovic@gmail\.com,en,\d{4}-/);

    await ok(`mutation ($id: ID!) { deleteNewsletterSubscriber(id: $id) { success } }`, { id: list.data[0].id }, { admin: true });
    expect(db.newsletterSubscribers.some((row) => row.email === 'ana.petrovic@gmail.com')).toBe(false);
  });

  test('the subscriber list is for administrators and searches addresses', async () => {
    const query = `query ($search: String) { newsletterSubscribers(search: $search) { data { email } } }`;
    const denied = await refused(query, { search: 'gmail' }, { lang: 1 });
    expect(denied.extensions?.code).toBe('UNAUTHENTICATED');
    const found = (await ok(query, { search: 'GMAIL' }, { admin: true })).newsletterSubscribers.data;
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((row: { email: string }) => row.email.endsWith('@gmail.com'))).toBe(true);
  });

  test('a contact message needs a name, a valid e-mail and a message, and then reaches the admin', async () => {
    const count = db.contactMessages.length;
    const valid = { name: 'Marija Ilić', email: 'marija.ilic@gmail.com', phone: '+381 64 555 1212', message: 'Da li radite nedeljom?' };
    expect((await refused(SEND, { ...valid, name: ' ' })).extensions?.field).toBe('name');
    expect((await refused(SEND, { ...valid, message: '' }, { lang: 1 })).message).toBe('The field "Message" is required.');
    expect((await refused(SEND, { ...valid, email: 'marija.ilic(at)gmail.com' })).message).toBe('E-mail adresa nije ispravna.');
    expect(db.contactMessages.length).toBe(count);

    expect((await ok(SEND, valid)).sendContactMessage).toEqual({ success: true, error: null });
    const messages = (await ok(`{ contactMessages(first: 2) { data { name email phone message } paginatorInfo { total } } }`, {}, { admin: true })).contactMessages;
    expect(messages.data[0]).toEqual(valid);
    expect(messages.paginatorInfo.total).toBe(count + 1);
  });
});
