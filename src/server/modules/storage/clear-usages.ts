/**
 * Removes every use of files that are about to be deleted, inside the delete's transaction, so no
 * record is left pointing at a deleted file: images are cleared, a gallery loses the image, and a
 * text or link loses its reference (see StorageUsagePlace in schema/storage.graphql).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredBlockContent } from '../cms';
import { withoutLinksTo } from '../../lib/sanitize-html';
import type { UsageRow } from './usages';

/** A plain text (a link, a setting's value) without the addresses. */
const withoutUrls = (text: string, urls: readonly string[]) => (urls.some((url) => text.includes(url)) ? urls.reduce((rest, url) => rest.split(url).join(''), text).trim() : text);
const htmlsWithout = (texts: readonly string[], urls: readonly string[]) => texts.map((text) => withoutLinksTo(text, urls));
const textsWithout = (texts: readonly string[], urls: readonly string[]) => texts.map((text) => withoutUrls(text, urls));

export async function clearUsages(db: Db, ids: readonly number[], urls: readonly string[], usages: readonly UsageRow[]): Promise<void> {
  const list = [...ids];
  for (const table of ['products', 'categories', 'brands', 'settings', 'blog_posts'] as const) {
    await db.updateTable(table).set({ image_id: null }).where('image_id', 'in', list).execute();
  }
  await db.deleteFrom('product_gallery').where('file_id', 'in', list).execute();
  // A variant's own picture and gallery (089_variant_galleries.sql), the gallery keeping its order.
  await db.updateTable('product_variants').set({ image_id: null }).where('image_id', 'in', list).execute();
  await sql`update product_variants set gallery_ids = array(
      select g from unnest(gallery_ids) with ordinality as u(g, n) where g <> all(${list}::int[]) order by n
    ) where gallery_ids && ${list}::int[]`.execute(db);
  await sql`update banners set image_ids = array[
      case when image_ids[1] = any(${list}::int[]) then null else image_ids[1] end,
      case when image_ids[2] = any(${list}::int[]) then null else image_ids[2] end
    ] where image_ids && ${list}::int[]`.execute(db);

  const blockIds = [...new Set(usages.filter((usage) => usage.kind === 'BLOCK').map((usage) => usage.id))];
  for (const id of blockIds) {
    const block = await db.selectFrom('blocks').select('content').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!block) continue;
    const content: StoredBlockContent = block.content ?? {};
    const next: StoredBlockContent = {
      ...content,
      ...(content.htmls ? { htmls: htmlsWithout(content.htmls, urls) } : {}),
      ...(content.cards
        ? {
            cards: content.cards.map((card) => ({
              ...card,
              image_id: card.image_id != null && list.includes(card.image_id) ? null : card.image_id,
              texts: textsWithout(card.texts, urls),
              links: textsWithout(card.links, urls),
            })),
          }
        : {}),
    };
    await db.updateTable('blocks').set({ content: JSON.stringify(next) }).where('id', '=', id).execute();
  }

  const inText = (kind: UsageRow['kind']) => [...new Set(usages.filter((usage) => usage.kind === kind && usage.place === 'TEXT').map((usage) => usage.id))];
  for (const table of ['products', 'categories', 'brands'] as const) {
    const kind = table === 'products' ? 'PRODUCT' : table === 'categories' ? 'CATEGORY' : 'BRAND';
    for (const id of inText(kind)) {
      const row = await db.selectFrom(table).select('descriptions').where('id', '=', id).forUpdate().executeTakeFirst();
      if (row) await db.updateTable(table).set({ descriptions: htmlsWithout(row.descriptions, urls) }).where('id', '=', id).execute();
    }
  }
  for (const id of inText('BLOG_POST')) {
    const row = await db.selectFrom('blog_posts').select(['descriptions', 'summaries']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (row) {
      await db
        .updateTable('blog_posts')
        .set({ descriptions: htmlsWithout(row.descriptions, urls), summaries: textsWithout(row.summaries, urls) })
        .where('id', '=', id)
        .execute();
    }
  }
  for (const id of inText('PAGE')) {
    const row = await db.selectFrom('pages').select('pages').where('id', '=', id).forUpdate().executeTakeFirst();
    if (row) await db.updateTable('pages').set({ pages: htmlsWithout(row.pages, urls) }).where('id', '=', id).execute();
  }
  for (const id of inText('BANNER')) {
    const row = await db.selectFrom('banners').select('links').where('id', '=', id).forUpdate().executeTakeFirst();
    if (row) await db.updateTable('banners').set({ links: textsWithout(row.links, urls) }).where('id', '=', id).execute();
  }
  for (const id of inText('SETTING')) {
    const row = await db.selectFrom('settings').select('values').where('id', '=', id).forUpdate().executeTakeFirst();
    if (row) await db.updateTable('settings').set({ values: textsWithout(row.values, urls) }).where('id', '=', id).execute();
  }
}
