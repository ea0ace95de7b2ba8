/**
 * A save in one language keeps every other language's texts and values (issue 9, item 2): for each
 * translatable record, written in Serbian, then in English as the admin's English form sends it,
 * both languages read back whole; and two administrators saving the same record in Serbian and in
 * English at once both keep their translation. The content's records: content-translations.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { defineContentTranslationTests } from './content-translations';
import { BLOCK_FIELDS, PRODUCT_FIELDS, TEXTS, UPDATE_GROUP, UPDATE_PAGE, UPSERT_BANNER, UPSERT_BLOCK, UPSERT_BLOG, UPSERT_BRAND, UPSERT_CATEGORY, UPSERT_PRODUCT, UPSERT_SETTING, type Lang } from './translation-mutations';

describe.each(await serverBackends())('a save in one language keeps the other language on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  let group: { id: string; filters: { id: string }[] };
  let files: number[];

  /** Runs an admin operation in a language; throws on GraphQL errors so a refusal is seen, not read as data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
  async function as<T = any>(lang: Lang, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await server.request(query, variables, { adminToken: admin, lang });
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('\n'));
    return result.data as T;
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
    const rows = await server.db
      .insertInto('storage_files')
      .values([1, 2, 3].map((n) => ({ name: `slika-${n}.png`, orig_name: `slika-${n}.png`, mime: 'image/png', width: 10, height: 10, tab: 'general', bucket: 'public', folder: '2026/01', size: 100 })))
      .returning('id')
      .execute();
    files = rows.map((row) => row.id);
    const created = await as(0, 'mutation { createGroup(name: "Telefoni", description: "Mobilni") { id } }');
    const withFilters = await as(0, UPDATE_GROUP, {
      id: created.createGroup.id,
      filters: [{ name: 'Boja' }, { name: 'Memorija' }, { name: 'Ekran' }],
    });
    group = withFilters.updateGroup;
  }, 120_000);
  afterAll(async () => server?.close());

  test('a product: texts and specifications written in English leave the Serbian ones, and the reverse', async () => {
    const [color, memory, screen] = group.filters.map((filter) => filter.id);
    const sr = await as(0, UPSERT_PRODUCT, {
      name: 'Telefon crni',
      slug: 'telefon-crni',
      description: '<p>Opis</p>',
      seo_title: 'Telefon',
      group_id: group.id,
      specifications: [
        { filter_id: color, value: 'Crna' },
        { filter_id: memory, value: '128 GB' },
        { filter_id: screen, value: '6,1″' },
      ],
    });
    const id = sr.upsertProduct.id;
    // The English form before the fix: fields without an English value were left out of the list.
    await as(1, UPSERT_PRODUCT, {
      id,
      name: 'Black phone',
      slug: 'black-phone',
      description: '<p>Description</p>',
      seo_title: 'Phone',
      group_id: group.id,
      specifications: [{ filter_id: color, value: 'Black' }],
    });
    // The English form now: every field it shows, an empty one clearing only the English value.
    await as(1, UPSERT_PRODUCT, {
      id,
      name: 'Black phone',
      slug: 'black-phone',
      description: '<p>Description</p>',
      seo_title: 'Phone',
      group_id: group.id,
      specifications: [
        { filter_id: color, value: 'Black' },
        { filter_id: memory, value: '' },
        { filter_id: screen, value: '6.1″' },
      ],
    });
    const product = (await as(0, `query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id })).product;
    expect(product).toMatchObject({
      names: ['Telefon crni', 'Black phone'],
      slugs: ['telefon-crni', 'black-phone'],
      descriptions: ['<p>Opis</p>', '<p>Description</p>'],
      seo_titles: ['Telefon', 'Phone'],
    });
    expect(product.specifications.map((spec: { values: string[] }) => spec.values)).toEqual([
      ['Crna', 'Black'],
      ['128 GB', ''],
      ['6,1″', '6.1″'],
    ]);
    const english = (await as(1, `query ($id: ID!) { product(id: $id) { specifications { value } } }`, { id })).product;
    // Without an English value the shop shows the Serbian one.
    expect(english.specifications.map((spec: { value: string }) => spec.value)).toEqual(['Black', '128 GB', '6.1″']);

    // Clearing a value in Serbian keeps the English one; a filter with no value in any language is gone.
    await as(0, UPSERT_PRODUCT, {
      id,
      name: 'Telefon crni',
      slug: 'telefon-crni',
      group_id: group.id,
      specifications: [
        { filter_id: color, value: '' },
        { filter_id: memory, value: '' },
        { filter_id: screen, value: '6,1″' },
      ],
    });
    const after = (await as(0, `query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id })).product;
    expect(after.specifications.map((spec: { filter: { id: string }; values: string[] }) => [spec.filter.id, spec.values])).toEqual([
      [color, ['', 'Black']],
      [screen, ['6,1″', '6.1″']],
    ]);
    expect(after.descriptions).toEqual(['<p>Opis</p>', '<p>Description</p>']);
  });

  test('a category and a brand keep their Serbian texts after an English save', async () => {
    const serbian = { name: 'Televizori', slug: 'televizori', description: '<p>Ekrani</p>', seo_title: 'TV', seo_keywords: 'tv, ekran', seo_description: 'Svi televizori' };
    const english = { name: 'Televisions', slug: 'televisions', description: '<p>Screens</p>', seo_title: 'TVs', seo_keywords: 'tv, screen', seo_description: 'All televisions' };
    const { upsertCategory } = await as(0, UPSERT_CATEGORY, serbian);
    await as(1, UPSERT_CATEGORY, { id: upsertCategory.id, ...english });
    const category = (await as(0, `query ($id: ID!) { category(id: $id) { ${TEXTS} } }`, { id: upsertCategory.id })).category;
    expect(category).toEqual({
      names: ['Televizori', 'Televisions'],
      slugs: ['televizori', 'televisions'],
      descriptions: ['<p>Ekrani</p>', '<p>Screens</p>'],
      seo_titles: ['TV', 'TVs'],
      seo_keywords_list: ['tv, ekran', 'tv, screen'],
      seo_descriptions: ['Svi televizori', 'All televisions'],
    });

    const { upsertBrand } = await as(0, UPSERT_BRAND, { name: 'Gorenje', slug: 'gorenje', description: '<p>Slovenački</p>', seo_title: 'Gorenje aparati' });
    await as(1, UPSERT_BRAND, { id: upsertBrand.id, name: 'Gorenje', slug: 'gorenje-en', description: '<p>Slovenian</p>', seo_title: '' });
    const brand = (await as(1, `query ($id: ID!) { brand(id: $id) { ${TEXTS} } }`, { id: upsertBrand.id })).brand;
    expect(brand).toMatchObject({
      slugs: ['gorenje', 'gorenje-en'],
      descriptions: ['<p>Slovenački</p>', '<p>Slovenian</p>'],
      seo_titles: ['Gorenje aparati', ''],
    });
  });

  test('a group and its filters keep their Serbian names after an English save', async () => {
    const english = await as(1, UPDATE_GROUP, {
      id: group.id,
      name: 'Phones',
      description: 'Mobile',
      filters: group.filters.map((filter, index) => ({ id: filter.id, name: ['Colour', 'Memory', 'Screen'][index] })),
    });
    expect(english.updateGroup.names).toEqual(['Telefoni', 'Phones']);
    expect(english.updateGroup.descriptions).toEqual(['Mobilni', 'Mobile']);
    expect(english.updateGroup.filters.map((filter: { names: string[] }) => filter.names)).toEqual([
      ['Boja', 'Colour'],
      ['Memorija', 'Memory'],
      ['Ekran', 'Screen'],
    ]);
  });


  defineContentTranslationTests(() => ({ as, files }));

  test('two administrators saving the same record in Serbian and in English at once both keep their translation', async () => {
    const { upsertCategory } = await as(0, UPSERT_CATEGORY, { name: 'Kamere', slug: 'kamere' });
    const { upsertBlogPost } = await as(0, UPSERT_BLOG, { name: 'Vest', slug: 'vest' });
    const { createPage } = await as(0, 'mutation { createPage(name: "Kontakt podaci", slug: "kontakt-podaci") { id } }');
    const { upsertBanner } = await as(0, UPSERT_BANNER, { title: 'Baner' });
    const { upsertBlock } = await as(0, UPSERT_BLOCK, { page_id: createPage.id, type: 'TEXT', title: 'Blok', content: { html: '<p>Blok</p>' } });
    const { upsertSetting } = await as(0, UPSERT_SETTING, { field: 'seo_description', value: 'Opis' });
    for (let round = 1; round <= 5; round += 1) {
      await Promise.all([
        as(0, UPSERT_CATEGORY, { id: upsertCategory.id, name: `Kamere ${round}`, slug: 'kamere', description: `Opis ${round}` }),
        as(1, UPSERT_CATEGORY, { id: upsertCategory.id, name: `Cameras ${round}`, slug: 'cameras', description: `Text ${round}` }),
        as(0, UPSERT_BLOG, { id: upsertBlogPost.id, name: `Vest ${round}`, slug: 'vest', summary: `Kratko ${round}` }),
        as(1, UPSERT_BLOG, { id: upsertBlogPost.id, name: `News ${round}`, slug: 'news', summary: `Short ${round}` }),
        as(0, UPDATE_PAGE, { id: createPage.id, name: `Kontakt ${round}`, seo_title: `Kontakt ${round}` }),
        as(1, UPDATE_PAGE, { id: createPage.id, name: `Contact ${round}`, seo_title: `Contact ${round}` }),
        as(0, UPSERT_BANNER, { id: upsertBanner.id, title: `Baner ${round}`, image_id: String(files[0]) }),
        as(1, UPSERT_BANNER, { id: upsertBanner.id, title: `Banner ${round}`, image_id: String(files[1]) }),
        as(0, UPSERT_BLOCK, { id: upsertBlock.id, page_id: createPage.id, type: 'TEXT', title: `Blok ${round}`, content: { html: `<p>Blok ${round}</p>` } }),
        as(1, UPSERT_BLOCK, { id: upsertBlock.id, page_id: createPage.id, type: 'TEXT', title: `Block ${round}`, content: { html: `<p>Block ${round}</p>` } }),
        as(0, UPSERT_SETTING, { id: upsertSetting.id, field: 'seo_description', value: `Opis ${round}` }),
        as(1, UPSERT_SETTING, { id: upsertSetting.id, field: 'seo_description', value: `Description ${round}` }),
      ]);
      const category = (await as(0, `query ($id: ID!) { category(id: $id) { names descriptions } }`, { id: upsertCategory.id })).category;
      expect(category).toEqual({ names: [`Kamere ${round}`, `Cameras ${round}`], descriptions: [`Opis ${round}`, `Text ${round}`] });
      const post = (await as(0, `query ($id: ID!) { blogPost(id: $id) { names summaries } }`, { id: upsertBlogPost.id })).blogPost;
      expect(post).toEqual({ names: [`Vest ${round}`, `News ${round}`], summaries: [`Kratko ${round}`, `Short ${round}`] });
      const page = (await as(0, `query ($id: ID) { page(id: $id) { names seo_titles } }`, { id: createPage.id })).page;
      expect(page).toEqual({ names: [`Kontakt ${round}`, `Contact ${round}`], seo_titles: [`Kontakt ${round}`, `Contact ${round}`] });
      const banners = (await as(0, `{ bannersWithPagination(first: 50) { data { id titles images { id } } } }`)).bannersWithPagination.data;
      expect(banners.find((banner: { id: string }) => banner.id === upsertBanner.id)).toEqual({
        id: upsertBanner.id,
        titles: [`Baner ${round}`, `Banner ${round}`],
        images: [{ id: String(files[0]) }, { id: String(files[1]) }],
      });
      const block = (await as(0, `query ($id: ID) { page(id: $id) { blocks { ${BLOCK_FIELDS} } } }`, { id: createPage.id })).page.blocks[0];
      expect(block).toMatchObject({ titles: [`Blok ${round}`, `Block ${round}`], content: { htmls: [`<p>Blok ${round}</p>`, `<p>Block ${round}</p>`] } });
      const settings = (await as(0, '{ settings { field values } }')).settings;
      expect(settings.find((setting: { field: string }) => setting.field === 'seo_description').values).toEqual([`Opis ${round}`, `Description ${round}`]);
    }
  });
});
