/**
 * Where the mock's files are used: the records that show one as an image (the real server also
 * finds addresses in texts and links, src/server/modules/storage/usages.ts). A confirmed delete clears them.
 */
import type { StorageUsageKind, StorageUsagePlace } from '../../generated/resolvers';
import type { MockDb } from '../db';

export interface MockUsage {
  file_id: number;
  kind: StorageUsageKind;
  place: StorageUsagePlace;
  id: number;
  page_id: number | null;
  names: string[];
  titles: string[] | null;
}

export function mockUsages(db: MockDb, ids: ReadonlySet<number>): MockUsage[] {
  const uses: MockUsage[] = [];
  const add = (file: number | null | undefined, use: Omit<MockUsage, 'file_id' | 'place' | 'page_id' | 'titles'> & Partial<MockUsage>) => {
    if (file != null && ids.has(file)) uses.push({ place: 'IMAGE', page_id: null, titles: null, ...use, file_id: file });
  };
  for (const product of db.products) {
    add(product.image_id, { kind: 'PRODUCT', id: product.id, names: product.names });
    for (const file of new Set(product.gallery_ids)) add(file, { kind: 'PRODUCT', place: 'GALLERY', id: product.id, names: product.names });
  }
  for (const category of db.categories) add(category.image_id, { kind: 'CATEGORY', id: category.id, names: category.names });
  for (const brand of db.brands) add(brand.image_id, { kind: 'BRAND', id: brand.id, names: brand.names });
  for (const banner of db.banners) for (const file of new Set(banner.image_ids)) add(file, { kind: 'BANNER', id: banner.id, names: [banner.name, banner.name] });
  for (const block of db.blocks) {
    if (block.body.kind !== 'CARDS') continue;
    const page = db.pages.find((candidate) => candidate.id === block.page_id);
    for (const file of new Set(block.body.cards.map((card) => card.image_id))) {
      add(file, { kind: 'BLOCK', id: block.id, page_id: block.page_id, names: page?.names ?? ['', ''], titles: block.titles });
    }
  }
  for (const setting of db.settings) add(setting.image_id, { kind: 'SETTING', id: setting.id, names: [setting.field, setting.field] });
  for (const post of db.blogPosts) add(post.image_id, { kind: 'BLOG_POST', id: post.id, names: post.names });
  return uses;
}

/** Clears every image use of these files, before they are deleted. */
export function clearMockUsages(db: MockDb, ids: ReadonlySet<number>): void {
  const clear = (file: number | null) => (file != null && ids.has(file) ? null : file);
  for (const product of db.products) {
    product.image_id = clear(product.image_id);
    product.gallery_ids = product.gallery_ids.filter((file) => !ids.has(file));
  }
  for (const record of [...db.categories, ...db.brands, ...db.settings, ...db.blogPosts]) record.image_id = clear(record.image_id);
  for (const banner of db.banners) banner.image_ids = [clear(banner.image_ids[0]), clear(banner.image_ids[1])];
  for (const block of db.blocks) {
    if (block.body.kind === 'CARDS') block.body.cards = block.body.cards.map((card) => ({ ...card, image_id: clear(card.image_id) }));
  }
}
