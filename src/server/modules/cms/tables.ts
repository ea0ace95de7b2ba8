import type { ColumnType, Generated, Selectable } from 'kysely';

/** A per-language text column (text[]: index 0 Serbian, 1 English). */
type Texts = ColumnType<string[], string[] | undefined, string[]>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** pages: CMS pages. menu 1 header, 2 FAQ, 3 hidden; type 1 page, 2 shop template. */
export interface PagesTable {
  id: Generated<number>;
  parent_id: number | null;
  position: ColumnType<number, number | undefined, number>;
  menu: ColumnType<number, number | undefined, number>;
  type: ColumnType<number, number | undefined, number>;
  group_id: number | null;
  code: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  names: Texts;
  slugs: Texts;
  pages: Texts;
  seo_titles: Texts;
  seo_keywords_list: Texts;
  seo_descriptions: Texts;
  created_at: CreatedAt;
  /** Set by the database on every write (migration 060). */
  updated_at: CreatedAt;
}

/** A card of a cards block, as stored in the block's content. */
export interface StoredCard {
  /** Stable within its block (cards saved before ids existed have none: their place counts, from 1). */
  id?: number;
  titles: string[];
  texts: string[];
  image_id: number | null;
  links: string[];
}

/** A block's stored content: the part that matches its type is filled. */
export interface StoredBlockContent {
  banner_ids?: number[];
  product_ids?: number[];
  special?: 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN' | null;
  category_ids?: number[];
  htmls?: string[];
  brand_ids?: number[];
  posts_count?: number;
  cards?: StoredCard[];
}

/** blocks: design blocks of a page. type 1 slider, 2 banners, 3 products, 5 categories, 6 text, 7 brands, 8 blog, 9 cards. */
export interface BlocksTable {
  id: Generated<number>;
  page_id: number;
  type: number;
  titles: Texts;
  position: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  active_from: Moment;
  active_to: Moment;
  /** jsonb; written as a JSON string. */
  content: ColumnType<StoredBlockContent, string, string>;
}

/** banners: an image and link per language, in a position, within a date window. */
export interface BannersTable {
  id: Generated<number>;
  name: string;
  titles: Texts;
  /** storage_files ids by language; null where a language has none. */
  image_ids: ColumnType<(number | null)[], (number | null)[] | undefined, (number | null)[]>;
  links: Texts;
  position: 'SHOP_BELOW_MENU' | 'PRODUCT_RIGHT' | 'BLOCK';
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  active_from: Moment;
  active_to: Moment;
  created_at: CreatedAt;
}

/** banner_events: a banner's view or click; the banner list and the statistics sum them. */
export interface BannerEventsTable {
  id: Generated<number>;
  banner_id: number;
  event: 'VIEW' | 'CLICK';
  client: string | null;
  created_at: CreatedAt;
}

/** settings: a named value per language; translated = false for one value in both languages. */
export interface SettingsTable {
  id: Generated<number>;
  field: string;
  values: Texts;
  translated: ColumnType<boolean, boolean | undefined, boolean>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  image_id: number | null;
}

/** blog_posts: news posts. */
export interface BlogPostsTable {
  id: Generated<number>;
  names: Texts;
  slugs: Texts;
  summaries: Texts;
  descriptions: Texts;
  image_id: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: CreatedAt;
  seo_titles: Texts;
  seo_keywords_list: Texts;
  seo_descriptions: Texts;
  views: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Set by the database on every write (migration 060). */
  updated_at: CreatedAt;
}

/** newsletter_subscribers: addresses subscribed, with the language they subscribed in. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  lang: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** contact_messages: messages from the contact page. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: CreatedAt;
}

export interface CmsTables {
  pages: PagesTable;
  blocks: BlocksTable;
  banners: BannersTable;
  banner_events: BannerEventsTable;
  settings: SettingsTable;
  blog_posts: BlogPostsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
}

export type PageRow = Selectable<PagesTable>;

export type BlockRow = Selectable<BlocksTable>;

/**
 * A banner; a list that counts within a date range passes its views and clicks along (otherwise
 * they are counted all time, batched).
 */
export type BannerRow = Selectable<BannersTable> & { views?: number; clicks?: number };

export type SettingRow = Selectable<SettingsTable>;

export type BlogPostRow = Selectable<BlogPostsTable>;

export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;

export type ContactMessageRow = Selectable<ContactMessagesTable>;
