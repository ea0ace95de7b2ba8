/**
 * The content's translatable records on the translation test file's server: a banner, a page with
 * its text block and cards, a blog post and a setting keep their Serbian texts after an English save.
 */
import { expect, test } from 'vitest';
import { BLOCK_FIELDS, BLOG_FIELDS, PAGE_FIELDS, UPDATE_PAGE, UPSERT_BANNER, UPSERT_BLOCK, UPSERT_BLOG, UPSERT_SETTING, type AsAdmin } from './translation-mutations';

export function defineContentTranslationTests(running: () => { as: AsAdmin; files: number[] }): void {
  test('a banner keeps its Serbian heading, link and image after an English save', async () => {
    const { as, files } = running();
    const { upsertBanner } = await as(0, UPSERT_BANNER, { title: 'Popusti', link: '/akcija', image_id: String(files[0]) });
    await as(1, UPSERT_BANNER, { id: upsertBanner.id, title: 'Discounts', link: '/home', image_id: String(files[1]) });
    const saved = await as(0, `{ bannersWithPagination(first: 50) { data { id titles links images { id } } } }`);
    const banner = saved.bannersWithPagination.data.find((candidate: { id: string }) => candidate.id === upsertBanner.id);
    expect(banner).toEqual({ id: upsertBanner.id, titles: ['Popusti', 'Discounts'], links: ['/akcija', '/home'], images: [{ id: String(files[0]) }, { id: String(files[1]) }] });
  });

  test('a page, its text block and its cards keep their Serbian texts after an English save', async () => {
    const { as, files } = running();
    const { createPage } = await as(0, 'mutation { createPage(name: "O nama", slug: "o-nama") { id } }');
    const id = createPage.id;
    await as(0, UPDATE_PAGE, { id, seo_title: 'O prodavnici', seo_keywords: 'izlog', seo_description: 'Ko smo', page: '<p>Zdravo</p>' });
    await as(1, UPDATE_PAGE, { id, name: 'About us', slug: 'about-us', seo_title: 'About the shop', seo_keywords: 'shop', seo_description: 'Who we are', page: '<p>Hello</p>' });
    const page = (await as(0, `query ($id: ID) { page(id: $id) { ${PAGE_FIELDS} } }`, { id })).page;
    expect(page).toEqual({
      id,
      names: ['O nama', 'About us'],
      slugs: ['o-nama', 'about-us'],
      pages: ['<p>Zdravo</p>', '<p>Hello</p>'],
      seo_titles: ['O prodavnici', 'About the shop'],
      seo_keywords_list: ['izlog', 'shop'],
      seo_descriptions: ['Ko smo', 'Who we are'],
    });

    const text = (await as(0, UPSERT_BLOCK, { page_id: id, type: 'TEXT', title: 'Uvod', content: { html: '<p>Tekst</p>' } })).upsertBlock;
    await as(1, UPSERT_BLOCK, { id: text.id, page_id: id, type: 'TEXT', title: 'Introduction', content: { html: '<p>Text</p>' } });
    const cards = (
      await as(0, UPSERT_BLOCK, {
        page_id: id,
        type: 'CARDS',
        title: 'Prednosti',
        content: { cards: [{ title: 'Dostava', text: 'Besplatna', link: '/dostava', image_id: String(files[2]) }, { title: 'Garancija', text: 'Dve godine' }] },
      })
    ).upsertBlock;
    const [delivery, warranty] = cards.content.cards.map((card: { id: string }) => card.id);
    // The English form sends each saved card with its id.
    await as(1, UPSERT_BLOCK, {
      id: cards.id,
      page_id: id,
      type: 'CARDS',
      title: 'Advantages',
      content: { cards: [{ id: delivery, title: 'Delivery', text: 'Free', link: '/delivery', image_id: String(files[2]) }, { id: warranty, title: 'Warranty', text: '' }] },
    });
    const blocks = (await as(0, `query ($id: ID) { page(id: $id) { blocks { ${BLOCK_FIELDS} } } }`, { id })).page.blocks;
    expect(blocks[0]).toEqual({ id: text.id, titles: ['Uvod', 'Introduction'], content: { __typename: 'TextContent', htmls: ['<p>Tekst</p>', '<p>Text</p>'] } });
    expect(blocks[1].titles).toEqual(['Prednosti', 'Advantages']);
    expect(blocks[1].content.cards).toEqual([
      { id: delivery, titles: ['Dostava', 'Delivery'], texts: ['Besplatna', 'Free'], links: ['/dostava', '/delivery'], image: { id: String(files[2]) } },
      { id: warranty, titles: ['Garancija', 'Warranty'], texts: ['Dve godine', ''], links: ['', ''], image: null },
    ]);

    // Removing the first card in English, and adding one, leaves the remaining card with its own Serbian texts.
    await as(1, UPSERT_BLOCK, {
      id: cards.id,
      page_id: id,
      type: 'CARDS',
      content: { cards: [{ id: warranty, title: 'Two-year warranty', text: '' }, { title: 'Returns' }] },
    });
    const after = (await as(0, `query ($id: ID) { page(id: $id) { blocks { ${BLOCK_FIELDS} } } }`, { id })).page.blocks[1];
    expect(after.titles).toEqual(['Prednosti', 'Advantages']);
    expect(after.content.cards.map((card: { titles: string[]; texts: string[] }) => [card.titles, card.texts])).toEqual([
      [['Garancija', 'Two-year warranty'], ['Dve godine', '']],
      [['Returns', 'Returns'], ['', '']],
    ]);
    expect(new Set(after.content.cards.map((card: { id: string }) => card.id)).size).toBe(2);

    // Switching blocks off in English sends no texts, and every language keeps its own.
    const off = `mutation ($id: ID, $page_id: ID!, $type: BlockType!) { upsertBlock(id: $id, page_id: $page_id, type: $type, active: false, content: {}) { active ${BLOCK_FIELDS} } }`;
    const textOff = (await as(1, off, { id: text.id, page_id: id, type: 'TEXT' })).upsertBlock;
    expect(textOff).toMatchObject({ active: false, titles: ['Uvod', 'Introduction'], content: { htmls: ['<p>Tekst</p>', '<p>Text</p>'] } });
    const cardsOff = (await as(1, off, { id: cards.id, page_id: id, type: 'CARDS' })).upsertBlock;
    expect(cardsOff.content.cards).toEqual(after.content.cards);
  });

  test('a blog post keeps its Serbian texts after an English save', async () => {
    const { as } = running();
    const { upsertBlogPost } = await as(0, UPSERT_BLOG, { name: 'Nova kolekcija', slug: 'nova-kolekcija', summary: 'Stiglo je', description: '<p>Opis</p>', seo_title: 'Kolekcija' });
    await as(1, UPSERT_BLOG, { id: upsertBlogPost.id, name: 'New collection', slug: 'new-collection', summary: 'It is here', description: '<p>Text</p>', seo_title: '' });
    const post = (await as(0, `query ($id: ID!) { blogPost(id: $id) { ${BLOG_FIELDS} } }`, { id: upsertBlogPost.id })).blogPost;
    expect(post).toEqual({
      id: upsertBlogPost.id,
      names: ['Nova kolekcija', 'New collection'],
      slugs: ['nova-kolekcija', 'new-collection'],
      summaries: ['Stiglo je', 'It is here'],
      descriptions: ['<p>Opis</p>', '<p>Text</p>'],
      seo_titles: ['Kolekcija', ''],
      seo_keywords_list: ['', ''],
      seo_descriptions: ['', ''],
    });
  });

  test('a setting keeps its Serbian value after an English save', async () => {
    const { as } = running();
    const { upsertSetting } = await as(0, UPSERT_SETTING, { field: 'seo_title', value: 'Izlog — prodavnica' });
    await as(1, UPSERT_SETTING, { id: upsertSetting.id, field: 'seo_title', value: 'Izlog — the shop' });
    const settings = (await as(0, '{ settings { field values } }')).settings;
    expect(settings.find((setting: { field: string }) => setting.field === 'seo_title').values).toEqual(['Izlog — prodavnica', 'Izlog — the shop']);
  });
}
