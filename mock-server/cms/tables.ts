import type { MockDb } from '../db';
import type { Translated } from '../../src/server/lib/translate';
import { seedBanners, seedBlogPosts, seedContactMessages, seedNewsletter, seedPages, seedSettings } from './fixtures';

/** Which menu a page is in (the schema's PageMenu; stored 1, 2, 3 by the real server). */
export type PageMenuName = 'HEADER' | 'FAQ' | 'HIDDEN';
/** How a page renders (PageType: 1 plain page, 2 shop template). */
export type PageTypeName = 'PAGE' | 'SHOP';
export type BlockTypeName =
  | 'SLIDER'
  | 'BANNERS'
  | 'PRODUCTS_CAROUSEL'
  | 'CATEGORIES'
  | 'TEXT'
  | 'BRANDS'
  | 'BLOG_CAROUSEL'
  | 'CARDS';
export type BannerPositionName = 'SHOP_BELOW_MENU' | 'PRODUCT_RIGHT' | 'BLOCK';
export type SpecialListingName = 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN';
export type ContentStateName = 'ACTIVE' | 'DEACTIVATED' | 'NOT_STARTED' | 'EXPIRED';

/** A CMS page; translated texts by language index under the schema's admin field names. */
export interface PageRecord {
  id: number;
  parent_id: number | null;
  position: number;
  menu: PageMenuName;
  type: PageTypeName;
  group_id: number | null;
  code: string | null;
  active: boolean;
  locked: boolean;
  names: Translated;
  /** The home page's Serbian slug is empty: its route is '/' (and '/home' in English). */
  slugs: Translated;
  /** The page's own sanitised HTML. */
  pages: Translated;
  seo_titles: Translated;
  seo_keywords_list: Translated;
  seo_descriptions: Translated;
  created_at: string;
}

/** A card of a cards block. */
export interface CardRecord {
  /** Stable within its block; cards without one are numbered by their place, from 1. */
  id?: number;
  titles: Translated;
  texts: Translated;
  image_id: number | null;
  /** Link per language; an empty string for none. */
  links: Translated;
}

/** A block's stored content; which part is filled follows the block's type. */
export type BlockContentRecord =
  | { kind: 'SLIDER' | 'BANNERS'; banner_ids: number[] }
  | { kind: 'PRODUCTS_CAROUSEL'; special: SpecialListingName | null; product_ids: number[] }
  | { kind: 'CATEGORIES'; category_ids: number[] }
  | { kind: 'TEXT'; htmls: Translated }
  | { kind: 'BRANDS'; brand_ids: number[] }
  | { kind: 'BLOG_CAROUSEL'; posts_count: number }
  | { kind: 'CARDS'; cards: CardRecord[] };

/** A design block of a page. */
export interface BlockRecord {
  id: number;
  page_id: number;
  type: BlockTypeName;
  titles: Translated;
  position: number;
  active: boolean;
  active_from: string | null;
  active_to: string | null;
  /** Stored under another name than the schema's `content`, which a type resolver builds from it. */
  body: BlockContentRecord;
}

/** A banner: an image and link per language, in a position, within a date window. */
export interface BannerRecord {
  id: number;
  name: string;
  titles: Translated;
  /** Image ids by language index; null where a language has none (the Serbian one is shown). */
  image_ids: [number | null, number | null];
  links: Translated;
  position: BannerPositionName;
  sort: number;
  active: boolean;
  active_from: string | null;
  active_to: string | null;
  created_at: string;
}

/** A shop setting. */
export interface SettingRecord {
  id: number;
  field: string;
  values: Translated;
  /** False for values that are one for both languages (a phone, an e-mail list): a write sets both. */
  translated: boolean;
  hidden: boolean;
  image_id: number | null;
}

/** A news post of the blog. */
export interface BlogPostRecord {
  id: number;
  names: Translated;
  slugs: Translated;
  summaries: Translated;
  descriptions: Translated;
  image_id: number | null;
  active: boolean;
  published_at: string;
  seo_titles: Translated;
  seo_keywords_list: Translated;
  seo_descriptions: Translated;
  views: number;
  created_at: string;
}

export interface NewsletterSubscriberRecord {
  id: number;
  email: string;
  /** Language index the visitor subscribed in. */
  lang: 0 | 1;
  created_at: string;
}

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export interface CmsTables {
  pages: PageRecord[];
  blocks: BlockRecord[];
  banners: BannerRecord[];
  settings: SettingRecord[];
  blogPosts: BlogPostRecord[];
  newsletterSubscribers: NewsletterSubscriberRecord[];
  contactMessages: ContactMessageRecord[];
}

/** Whether a time-boxed record (block, banner) is shown at `now`, as the admin's label says it. */
export function contentState(
  record: { active: boolean; active_from: string | null; active_to: string | null },
  now = new Date(),
): ContentStateName {
  if (!record.active) return 'DEACTIVATED';
  if (record.active_from && Date.parse(record.active_from) > now.getTime()) return 'NOT_STARTED';
  if (record.active_to && Date.parse(record.active_to) < now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Shown to visitors now: switched on and inside its date window. */
export function isShownNow(
  record: { active: boolean; active_from: string | null; active_to: string | null },
  now = new Date(),
): boolean {
  return contentState(record, now) === 'ACTIVE';
}

/** A post visitors see: switched on and published (its publication time has come). */
export function isBlogPostVisible(post: BlogPostRecord, now = new Date()): boolean {
  return post.active && Date.parse(post.published_at) <= now.getTime();
}

/**
 * Subscribes an address to the newsletter (also for registration with the newsletter box ticked);
 * an address already subscribed is left as it is. Returns the subscriber.
 */
export function addNewsletterSubscriber(db: MockDb, email: string, lang: number, createdAt: string): NewsletterSubscriberRecord {
  const address = email.trim().toLowerCase();
  const existing = db.newsletterSubscribers.find((subscriber) => subscriber.email === address);
  if (existing) return existing;
  const subscriber: NewsletterSubscriberRecord = {
    id: db.newsletterSubscribers.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    email: address,
    lang: lang === 1 ? 1 : 0,
    created_at: createdAt,
  };
  db.newsletterSubscribers.push(subscriber);
  return subscriber;
}

/**
 * Pages with their design blocks, banners, settings, the blog, newsletter subscribers and contact
 * messages. Runs after the catalogue, whose products, categories, brands and groups the blocks show.
 */
export function seedCms(db: MockDb): void {
  seedBanners(db);
  seedBlogPosts(db);
  seedPages(db);
  seedSettings(db);
  seedNewsletter(db);
  seedContactMessages(db);
}
