/**
 * Where files are used: every record that shows one (its image, a product's gallery, a banner's
 * image in a language, a card's image) or points at its address in a text or a link. Listed for the
 * question asked before a delete; removed, in the same transaction, when the delete is confirmed.
 */
import { sql } from 'kysely';
import type { StorageUsageKind, StorageUsagePlace } from '../../../../generated/resolvers';
import type { Db } from '../../db/database';
import type { StorageFileRow } from '../../db/rows';
import { pickAny } from '../../lib/translate';
import { LARGE_SUFFIX, SMALL_SUFFIX, storageKey } from './paths';
import type { FileStore } from './store';

export interface UsageRow {
  file_id: number;
  kind: StorageUsageKind;
  place: StorageUsagePlace;
  id: number;
  page_id: number | null;
  /** The record's names by language; for a block, its page's names. */
  names: string[];
  /** A block's headings by language; null for other records. */
  titles: string[] | null;
}

type UsedFile = Pick<StorageFileRow, 'id' | 'bucket' | 'folder' | 'name' | 'mime'>;

/**
 * Every address a file is served at (an image's variants too, made yet or not): a text that holds one
 * of them points at the file. Under /storage always (texts written before S3_PUBLIC_URL was set hold
 * those), and at the store's public address.
 */
export function fileUrls(file: UsedFile, files: Pick<FileStore, 'publicUrl'>): string[] {
  const variants = file.mime.startsWith('image/') ? (['', LARGE_SUFFIX, SMALL_SUFFIX] as const) : ([''] as const);
  const keys = variants.map((variant) => storageKey(file, variant));
  return [...new Set(keys.flatMap((key) => [`/storage/${key}`, files.publicUrl(key)]))];
}

/** The uses of these files, in a stable order (by kind, then record). */
export async function findUsages(db: Db, files: readonly UsedFile[], store: Pick<FileStore, 'publicUrl'>): Promise<UsageRow[]> {
  if (files.length === 0) return [];
  const ids = files.map((file) => file.id);
  const urls = files.flatMap((file) => fileUrls(file, store).map((url) => ({ id: file.id, url })));
  const fileIds = urls.map((entry) => entry.id);
  const addresses = urls.map((entry) => entry.url);
  // The files' addresses, for the uses in texts and links.
  const at = sql`(select * from unnest(${fileIds}::int[], ${addresses}::text[]) as a(file_id, url))`;
  const inText = (text: ReturnType<typeof sql>) => sql`position(f.url in ${text}) > 0`;
  const { rows } = await sql<UsageRow>`
    select distinct file_id, kind, place, id, page_id, names, titles from (
      select p.image_id as file_id, 'PRODUCT' as kind, 'IMAGE' as place, p.id, null::int as page_id, p.names, null::text[] as titles
        from products p where p.image_id = any(${ids}::int[])
      union all
      select g.file_id, 'PRODUCT', 'GALLERY', p.id, null, p.names, null from product_gallery g join products p on p.id = g.product_id
        where g.file_id = any(${ids}::int[])
      union all
      select v.image_id, 'PRODUCT', 'IMAGE', p.id, null, p.names, null from product_variants v join products p on p.id = v.product_id
        where v.image_id = any(${ids}::int[])
      union all
      select g.file_id, 'PRODUCT', 'GALLERY', p.id, null, p.names, null from product_variants v join products p on p.id = v.product_id
        cross join lateral unnest(v.gallery_ids) as g(file_id) where v.gallery_ids && ${ids}::int[] and g.file_id = any(${ids}::int[])
      union all
      select c.image_id, 'CATEGORY', 'IMAGE', c.id, null, c.names, null from categories c where c.image_id = any(${ids}::int[])
      union all
      select b.image_id, 'BRAND', 'IMAGE', b.id, null, b.names, null from brands b where b.image_id = any(${ids}::int[])
      union all
      select i.file_id, 'BANNER', 'IMAGE', b.id, null, array[b.name, b.name], null from banners b cross join lateral unnest(b.image_ids) as i(file_id)
        where i.file_id = any(${ids}::int[])
      union all
      select (card ->> 'image_id')::int, 'BLOCK', 'IMAGE', k.id, k.page_id, pg.names, k.titles from blocks k join pages pg on pg.id = k.page_id
        cross join lateral jsonb_array_elements(case when jsonb_typeof(k.content -> 'cards') = 'array' then k.content -> 'cards' else '[]'::jsonb end) as card
        where (card ->> 'image_id')::int = any(${ids}::int[])
      union all
      select s.image_id, 'SETTING', 'IMAGE', s.id, null, array[s.field, s.field], null from settings s where s.image_id = any(${ids}::int[])
      union all
      select b.image_id, 'BLOG_POST', 'IMAGE', b.id, null, b.names, null from blog_posts b where b.image_id = any(${ids}::int[])
      union all
      select f.file_id, 'PRODUCT', 'TEXT', p.id, null, p.names, null from products p join ${at} f on ${inText(sql`array_to_string(p.descriptions, ' ')`)}
      union all
      select f.file_id, 'CATEGORY', 'TEXT', c.id, null, c.names, null from categories c join ${at} f on ${inText(sql`array_to_string(c.descriptions, ' ')`)}
      union all
      select f.file_id, 'BRAND', 'TEXT', b.id, null, b.names, null from brands b join ${at} f on ${inText(sql`array_to_string(b.descriptions, ' ')`)}
      union all
      select f.file_id, 'BANNER', 'TEXT', b.id, null, array[b.name, b.name], null from banners b join ${at} f on ${inText(sql`array_to_string(b.links, ' ')`)}
      union all
      select f.file_id, 'BLOCK', 'TEXT', k.id, k.page_id, pg.names, k.titles from blocks k join pages pg on pg.id = k.page_id
        join ${at} f on ${inText(sql`k.content::text`)}
      union all
      select f.file_id, 'PAGE', 'TEXT', pg.id, null, pg.names, null from pages pg join ${at} f on ${inText(sql`array_to_string(pg.pages, ' ')`)}
      union all
      select f.file_id, 'SETTING', 'TEXT', s.id, null, array[s.field, s.field], null from settings s join ${at} f on ${inText(sql`array_to_string(s."values", ' ')`)}
      union all
      select f.file_id, 'BLOG_POST', 'TEXT', b.id, null, b.names, null from blog_posts b
        join ${at} f on ${inText(sql`array_to_string(b.descriptions || b.summaries, ' ')`)}
    ) as uses
    order by file_id, kind, id, place`.execute(db);
  return rows.map((row) => ({ ...row, file_id: Number(row.file_id), id: Number(row.id), page_id: row.page_id == null ? null : Number(row.page_id) }));
}

/** A use's record name in a language, as the admin lists it: a block is named by its page and its heading. */
export function usageName(usage: Pick<UsageRow, 'names' | 'titles'>, lang: number): string {
  const name = pickAny(usage.names, lang);
  const title = usage.titles ? pickAny(usage.titles, lang) : '';
  return title ? `${name} — ${title}` : name;
}
