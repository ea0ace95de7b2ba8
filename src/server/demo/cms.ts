import type { DemoShop } from '../../../fixtures/shop';
import type { BlockContentRecord } from '../../../fixtures/cms/records';
import { BLOCK_TYPE_CODES, MENU_CODES, PAGE_TYPE_CODES, type StoredBlockContent } from '../modules/cms';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import type { SeedOptions } from './options';

/** A demo block's body as the blocks.content column stores it. */
function storedContent(body: BlockContentRecord): StoredBlockContent {
  switch (body.kind) {
    case 'SLIDER':
    case 'BANNERS':
      return { banner_ids: body.banner_ids };
    case 'PRODUCTS_CAROUSEL':
      return { special: body.special, product_ids: body.product_ids };
    case 'CATEGORIES':
      return { category_ids: body.category_ids };
    case 'TEXT':
      return { htmls: body.htmls };
    case 'BRANDS':
      return { brand_ids: body.brand_ids };
    case 'BLOG_CAROUSEL':
      return { posts_count: body.posts_count };
    case 'CARDS':
      return { cards: body.cards.map((card) => ({ titles: card.titles, texts: card.texts, image_id: card.image_id, links: card.links })) };
  }
}

/**
 * The demo's pages with their blocks, banners, settings, the blog,
 * newsletter subscribers and contact messages, keeping their ids.
 */
export async function seedCms(db: Db, demo: DemoShop, _options: SeedOptions): Promise<void> {
  await inBatches(demo.banners, (batch) =>
    db
      .insertInto('banners')
      .values(
        batch.map((banner) => ({
          id: banner.id,
          name: banner.name,
          titles: banner.titles,
          image_ids: banner.image_ids,
          links: banner.links,
          position: banner.position,
          sort: banner.sort,
          active: banner.active,
          active_from: banner.active_from,
          active_to: banner.active_to,
          created_at: banner.created_at,
        })),
      )
      .execute(),
  );
  // Their views and clicks (banner_events) are the statistics' demo events: seed/stats.ts loads them in bulk.
  await inBatches(demo.blogPosts, (batch) =>
    db
      .insertInto('blog_posts')
      .values(
        batch.map((post) => ({
          id: post.id,
          names: post.names,
          slugs: post.slugs,
          summaries: post.summaries,
          descriptions: post.descriptions,
          image_id: post.image_id,
          active: post.active,
          published_at: post.published_at,
          seo_titles: post.seo_titles,
          seo_keywords_list: post.seo_keywords_list,
          seo_descriptions: post.seo_descriptions,
          views: post.views,
          created_at: post.created_at,
        })),
      )
      .execute(),
  );
  // Parents first: a subpage's parent_id names a page inserted before it.
  const pages = [...demo.pages].sort((a, b) => Number(a.parent_id != null) - Number(b.parent_id != null) || a.id - b.id);
  await inBatches(pages, (batch) =>
    db
      .insertInto('pages')
      .values(
        batch.map((page) => ({
          id: page.id,
          parent_id: page.parent_id,
          position: page.position,
          menu: MENU_CODES[page.menu],
          type: PAGE_TYPE_CODES[page.type],
          group_id: page.group_id,
          code: page.code,
          active: page.active,
          locked: page.locked,
          names: page.names,
          slugs: page.slugs,
          pages: page.pages,
          seo_titles: page.seo_titles,
          seo_keywords_list: page.seo_keywords_list,
          seo_descriptions: page.seo_descriptions,
          created_at: page.created_at,
        })),
      )
      .execute(),
  );
  await inBatches(demo.blocks, (batch) =>
    db
      .insertInto('blocks')
      .values(
        batch.map((block) => ({
          id: block.id,
          page_id: block.page_id,
          type: BLOCK_TYPE_CODES[block.type],
          titles: block.titles,
          position: block.position,
          active: block.active,
          active_from: block.active_from,
          active_to: block.active_to,
          content: JSON.stringify(storedContent(block.body)),
        })),
      )
      .execute(),
  );
  await inBatches(demo.settings, (batch) =>
    db
      .insertInto('settings')
      .values(
        batch.map((setting) => ({
          id: setting.id,
          field: setting.field,
          values: setting.values,
          translated: setting.translated,
          hidden: setting.hidden,
          image_id: setting.image_id,
        })),
      )
      .execute(),
  );
  await inBatches(demo.newsletterSubscribers, (batch) =>
    db
      .insertInto('newsletter_subscribers')
      .values(batch.map((row) => ({ id: row.id, email: row.email, lang: row.lang, created_at: row.created_at })))
      .execute(),
  );
  await inBatches(demo.contactMessages, (batch) =>
    db
      .insertInto('contact_messages')
      .values(batch.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message, created_at: row.created_at })))
      .execute(),
  );
  for (const table of ['banners', 'blog_posts', 'pages', 'blocks', 'settings', 'newsletter_subscribers', 'contact_messages']) await continueIds(db, table);
}
