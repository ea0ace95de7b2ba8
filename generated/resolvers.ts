import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CategoryRow, BrandRow, GroupRow, GroupCampaignRow, FilterRow, ProductRow, ProductVariantRow, ProductOptionRow, ProductOptionValueRow, WishlistAddedRow, PageRow, BlockRow, BannerRow, SettingRow, BlogPostRow, NewsletterSubscriberRow, ContactMessageRow, StorageFileRow, OrderRow, OrderItemRow, OrderCountryRow, PromoCodeRow, CardPaymentRow, CyrillicSpellingRow, UserRow, AdministratorRow, CatalogImportRow } from '../src/server/db/rows';
import type { GraphQLContext } from '../src/server/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as an ISO 8601 string, for example 2026-11-22, in the shop's time zone (Europe/Belgrade): date ranges and "today" are the shop's days. */
  Date: { input: string; output: string; }
  /** An instant in time as an ISO 8601 string with its offset, for example 2026-11-22T10:15:00.000Z. */
  DateTime: { input: string; output: string | Date; }
  /** A file sent as part of a GraphQL multipart request (the storefront and admin send images and documents this way). */
  Upload: { input: File; output: never; }
};

/** A signed-in administrator: the token to keep in a cookie and send as Authorization: Bearer. */
export type AdminAuthPayload = {
  __typename?: 'AdminAuthPayload';
  /** The administrator's e-mail. */
  email: Scalars['String']['output'];
  /** When the token stops working: 30 days with remember-me, otherwise at the end of the browser session (the client keeps it in a session cookie; the server allows 12 hours). */
  expires_at: Scalars['DateTime']['output'];
  /** The administrator's name. */
  name: Scalars['String']['output'];
  /** The admin token. */
  token: Scalars['String']['output'];
};

/** An administrator of the shop. */
export type Administrator = {
  __typename?: 'Administrator';
  /** When the administrator was created. */
  created_at: Scalars['DateTime']['output'];
  /** E-mail, the login. */
  email: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Last successful login; null for never. */
  last_login_at?: Maybe<Scalars['DateTime']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
};

/** A banner: an image per language with a link, shown in a position within a date window, with views and clicks counted. */
export type Banner = {
  __typename?: 'Banner';
  /** Switched on by an administrator. */
  active: Scalars['Boolean']['output'];
  /** Shown from this moment; null for no start. */
  active_from?: Maybe<Scalars['DateTime']['output']>;
  /** Shown until this moment; null for no end. */
  active_to?: Maybe<Scalars['DateTime']['output']>;
  /** Clicks within the list's date range (all time when none). */
  clicks: Scalars['Int']['output'];
  /** When the banner was created. */
  created_at: Scalars['DateTime']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Image in the request's language. */
  image?: Maybe<StorageFile>;
  /** Images by language index; null where a language has none. */
  images: Array<Maybe<StorageFile>>;
  /** Where it links to in the request's language: a shop path or a full URL. */
  link?: Maybe<Scalars['String']['output']>;
  /** Links by language index. */
  links: Array<Scalars['String']['output']>;
  /** Name for administrators. */
  name: Scalars['String']['output'];
  /** Where it is shown. */
  position: BannerPosition;
  /** Order within its position, counting from 1. */
  sort: Scalars['Int']['output'];
  /** Whether it is shown now, for the admin's labels. */
  state: ContentState;
  /** Heading over the image in the request's language; null for none. */
  title?: Maybe<Scalars['String']['output']>;
  /** Headings by language index (0 Serbian, 1 English). */
  titles: Array<Scalars['String']['output']>;
  /** Views within the list's date range (all time when none). */
  views: Scalars['Int']['output'];
};

/** What happened to a banner, for its statistics. */
export type BannerEvent =
  /** It was clicked. */
  | 'CLICK'
  /** It was shown. */
  | 'VIEW';

/** One page of banners. */
export type BannerPaginator = {
  __typename?: 'BannerPaginator';
  /** The banners on this page. */
  data: Array<Banner>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** Where a banner is shown. */
export type BannerPosition =
  /** Inside design blocks (sliders and banner rows). */
  | 'BLOCK'
  /** On the product page, on the right. */
  | 'PRODUCT_RIGHT'
  /** On shop pages, below the menu. */
  | 'SHOP_BELOW_MENU';

/** The banners of a banners block. */
export type BannersContent = {
  __typename?: 'BannersContent';
  /** The banners, in order. */
  banners: Array<Banner>;
};

/** A design block of a page: one of the nine kinds, with its content. */
export type Block = {
  __typename?: 'Block';
  /** Switched on by an administrator. */
  active: Scalars['Boolean']['output'];
  /** Shown from this moment; null for no start. */
  active_from?: Maybe<Scalars['DateTime']['output']>;
  /** Shown until this moment; null for no end. */
  active_to?: Maybe<Scalars['DateTime']['output']>;
  /** What it shows, by kind. */
  content: BlockContent;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The page it belongs to. */
  page_id: Scalars['ID']['output'];
  /** Order on its page, counting from 1. */
  position: Scalars['Int']['output'];
  /** Whether it is shown now, for the admin's labels. */
  state: ContentState;
  /** Heading shown above the block, in the request's language; null for none. */
  title?: Maybe<Scalars['String']['output']>;
  /** Headings by language index (0 Serbian, 1 English). */
  titles: Array<Scalars['String']['output']>;
  /** Its kind. */
  type: BlockType;
};

/** A block's content; its type matches the block's kind. */
export type BlockContent = BannersContent | BlogCarouselContent | BrandsContent | CardsContent | CategoriesContent | ProductsCarouselContent | SliderContent | TextContent;

/** A block's content when saving it; fill the part that matches its kind. */
export type BlockContentInput = {
  /** Slider and banners blocks: the banners, in order. */
  banner_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Brands block: the brands, in order. */
  brand_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Cards block: the cards, in order; omit it when changing a saved cards block to keep its cards as they are. */
  cards?: InputMaybe<Array<CardInput>>;
  /** Categories block: the categories, in order. */
  category_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text block: HTML in the request's language (sanitised on save); omit it when changing a saved text block to keep its text in every language (at most 100000 characters). */
  html?: InputMaybe<Scalars['String']['input']>;
  /** Blog carousel: how many newest posts to show (at most 2147483647). */
  posts_count?: InputMaybe<Scalars['Int']['input']>;
  /** Products carousel: the products, in order (when no special listing). */
  product_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Products carousel: a special listing instead of chosen products. */
  special?: InputMaybe<SpecialListing>;
};

/** The kinds of design block; the stored numbers are given in brackets (4 is not used). */
export type BlockType =
  /** A row of banners (2). */
  | 'BANNERS'
  /** A carousel of blog posts (8). */
  | 'BLOG_CAROUSEL'
  /** A row of brand logos (7). */
  | 'BRANDS'
  /** Cards of text and image (9). */
  | 'CARDS'
  /** A row of categories (5). */
  | 'CATEGORIES'
  /** A products carousel (3). */
  | 'PRODUCTS_CAROUSEL'
  /** A slider of banner slides (1). */
  | 'SLIDER'
  /** Text from the text editor (6). */
  | 'TEXT';

/** The posts of a blog carousel: the newest ones. */
export type BlogCarouselContent = {
  __typename?: 'BlogCarouselContent';
  /** The posts, newest first. */
  posts: Array<BlogPost>;
};

/** A news post of the blog. */
export type BlogPost = {
  __typename?: 'BlogPost';
  /** Switched on by an administrator; visitors see active, published posts. */
  active: Scalars['Boolean']['output'];
  /** URL segment in each language by language index (0 Serbian, 1 English), as that language's paths name it (an untranslated slug falls back as `slug` does): where the language switch leads; '' in a language where it has no name (written in the other language only), which has no address for it. */
  alternate_slugs: Array<Scalars['String']['output']>;
  /** When the post was created. */
  created_at: Scalars['DateTime']['output'];
  /** The post, sanitised HTML, in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Texts by language index. */
  descriptions: Array<Scalars['String']['output']>;
  /** Unique id; post URLs carry it before the slug. */
  id: Scalars['ID']['output'];
  /** Cover image. */
  image?: Maybe<StorageFile>;
  /** Title in the request's language. */
  name: Scalars['String']['output'];
  /** Titles by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Publication time; posts are listed newest first. */
  published_at: Scalars['DateTime']['output'];
  /** SEO description in the request's language. */
  seo_description?: Maybe<Scalars['String']['output']>;
  /** SEO descriptions by language index. */
  seo_descriptions: Array<Scalars['String']['output']>;
  /** SEO keywords in the request's language. */
  seo_keywords?: Maybe<Scalars['String']['output']>;
  /** SEO keywords by language index. */
  seo_keywords_list: Array<Scalars['String']['output']>;
  /** SEO title in the request's language. */
  seo_title?: Maybe<Scalars['String']['output']>;
  /** SEO titles by language index. */
  seo_titles: Array<Scalars['String']['output']>;
  /** URL segment in the request's language. */
  slug: Scalars['String']['output'];
  /** Slugs by language index. */
  slugs: Array<Scalars['String']['output']>;
  /** Summaries by language index. */
  summaries: Array<Scalars['String']['output']>;
  /** Short summary for lists, in the request's language. */
  summary?: Maybe<Scalars['String']['output']>;
  /** Views of the post. */
  views: Scalars['Int']['output'];
};

/** One page of blog posts. */
export type BlogPostPaginator = {
  __typename?: 'BlogPostPaginator';
  /** The posts on this page. */
  data: Array<BlogPost>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** A product brand. */
export type Brand = {
  __typename?: 'Brand';
  /** URL segment in each language by language index (0 Serbian, 1 English), as that language's paths name it (an untranslated slug falls back as `slug` does): where the language switch leads; '' in a language where it has no name (written in the other language only), which has no address for it. */
  alternate_slugs: Array<Scalars['String']['output']>;
  /** When the brand was created. */
  created_at: Scalars['DateTime']['output'];
  /** Description, sanitised HTML, in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Descriptions by language index. */
  descriptions: Array<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The brand's logo. */
  image?: Maybe<StorageFile>;
  /** Brand name (the same in both languages unless translated). */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Order in the brand listing, counting from 1. */
  position: Scalars['Int']['output'];
  /** Active products of this brand. */
  products_count: Scalars['Int']['output'];
  /** Views of this brand's products within the list's date range (all time when none). */
  products_views: Scalars['Int']['output'];
  /** SEO description in the request's language. */
  seo_description?: Maybe<Scalars['String']['output']>;
  /** SEO descriptions by language index. */
  seo_descriptions: Array<Scalars['String']['output']>;
  /** SEO keywords in the request's language. */
  seo_keywords?: Maybe<Scalars['String']['output']>;
  /** SEO keywords by language index. */
  seo_keywords_list: Array<Scalars['String']['output']>;
  /** SEO title in the request's language. */
  seo_title?: Maybe<Scalars['String']['output']>;
  /** SEO titles by language index. */
  seo_titles: Array<Scalars['String']['output']>;
  /** URL segment in the request's language. */
  slug: Scalars['String']['output'];
  /** Slugs by language index. */
  slugs: Array<Scalars['String']['output']>;
  /** Wishlist adds of this brand's products within the list's date range (all time when none). */
  wishlist_added: Scalars['Int']['output'];
};

/** One page of brands. */
export type BrandPaginator = {
  __typename?: 'BrandPaginator';
  /** The brands on this page. */
  data: Array<Brand>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** The brands of a brands block. */
export type BrandsContent = {
  __typename?: 'BrandsContent';
  /** The brands, in order. */
  brands: Array<Brand>;
};

/** A card of text and image. */
export type Card = {
  __typename?: 'Card';
  /** Stable id within its block; a save names a saved card by it, so the card keeps its texts in the other language. */
  id: Scalars['ID']['output'];
  /** Image. */
  image?: Maybe<StorageFile>;
  /** Where the card links to in the request's language (a path of the shop or a full URL); null for no link. */
  link?: Maybe<Scalars['String']['output']>;
  /** Links by language index. */
  links: Array<Scalars['String']['output']>;
  /** Text in the request's language. */
  text?: Maybe<Scalars['String']['output']>;
  /** Texts by language index. */
  texts: Array<Scalars['String']['output']>;
  /** Heading in the request's language. */
  title: Scalars['String']['output'];
  /** Headings by language index (0 Serbian, 1 English). */
  titles: Array<Scalars['String']['output']>;
};

/** A card when saving a cards block; texts in the request's language. */
export type CardInput = {
  /** The saved card's id (Card.id) when changing it: its texts in the other language stay. Omit for a new card, which starts with the same texts in both languages. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Image from the files. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  /** Link: https://, http://, mailto:, tel: or a shop path starting with / (at most 2048 characters). */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Text (at most 2000 characters). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Heading (at most 255 characters). */
  title: Scalars['String']['input'];
};

/** One attempt to pay an order by card, with the fields of the bank's reply that a shop shows its customer. */
export type CardPayment = {
  __typename?: 'CardPayment';
  /** The amount charged, in RSD (every card payment is charged in dinars). */
  amount_rsd: Scalars['Float']['output'];
  /** The authorisation code the card's issuer gave; null unless approved. */
  authorization_code?: Maybe<Scalars['String']['output']>;
  /** When the shopper was sent to the bank's page. */
  created_at: Scalars['DateTime']['output'];
  /** The card's number as the bank masks it (435508***4358). */
  masked_card?: Maybe<Scalars['String']['output']>;
  /** The bank's message on a refusal, as the bank wrote it. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order number the bank knows this attempt by (its oid): the order's code and the attempt's number. */
  order_number: Scalars['String']['output'];
  /** The bank's word on it: Approved, Declined or Error. */
  response?: Maybe<Scalars['String']['output']>;
  /** The bank's return code (00 for approved). */
  return_code?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: CardPaymentStatus;
  /** When the bank processed it (its reply's transaction date); null while there is no reply. */
  transaction_date?: Maybe<Scalars['DateTime']['output']>;
  /** The bank's id of the transaction. */
  transaction_id?: Maybe<Scalars['String']['output']>;
};

/** What the administrator asks the bank to do with an approved card payment. */
export type CardPaymentAction =
  /** Give the whole amount back after it was settled. */
  | 'REFUND'
  /** Cancel it the same day, before the bank settles it: the shopper is never charged. */
  | 'VOID';

/** A form the browser posts to the bank's payment page: its address and its signed fields, in order. */
export type CardPaymentForm = {
  __typename?: 'CardPaymentForm';
  /** Where the form is posted (the bank's 3-D Secure page). */
  action: Scalars['String']['output'];
  /** The form's fields, signed by the server; posted as they are. */
  fields: Array<FormField>;
};

/** Where one attempt to pay an order by card stands, as the bank's signed reply says. */
export type CardPaymentStatus =
  /** The bank took the money. */
  | 'APPROVED'
  /** The bank or the card's issuer refused it. */
  | 'DECLINED'
  /** It did not go through: the shopper cancelled on the bank's page, or the bank could not process it. */
  | 'ERROR'
  /** Approved, then refunded through the bank's API. */
  | 'REFUNDED'
  /** Sent to the bank's page; no reply yet. */
  | 'STARTED'
  /** Approved, then voided through the bank's API (the same day, before it is settled). */
  | 'VOIDED';

/** The cards of a cards block. */
export type CardsContent = {
  __typename?: 'CardsContent';
  /** The cards, in order. */
  cards: Array<Card>;
};

/** The whole catalogue in the import's CSV format. */
export type CatalogExport = {
  __typename?: 'CatalogExport';
  /** The CSV text: a header, then one product a row (UTF-8; the format is in the README). */
  csv: Scalars['String']['output'];
  /** A file name for the download, with the day (izlog-proizvodi-2026-11-22.csv). */
  file_name: Scalars['String']['output'];
  /** Products in it. */
  rows: Scalars['Int']['output'];
};

/** A CSV file of products being imported: its preview, then its progress and outcome. */
export type CatalogImport = {
  __typename?: 'CatalogImport';
  /** When the file was uploaded. */
  created_at: Scalars['DateTime']['output'];
  /** The uploaded file's name. */
  file_name: Scalars['String']['output'];
  /** When the run ended; null before. */
  finished_at?: Maybe<Scalars['DateTime']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Image file names the rows name that are neither among the uploaded images nor stored files: the images still to upload. */
  images_needed: Array<Scalars['String']['output']>;
  /** Images uploaded for this import. */
  images_uploaded: Scalars['Int']['output'];
  /** The file's rows, in file order. */
  rows: CatalogImportLinePaginator;
  /** Rows without errors that create a product. */
  rows_create: Scalars['Int']['output'];
  /** Rows the run has finished (written, unchanged or refused); rows_total when DONE. */
  rows_done: Scalars['Int']['output'];
  /** Product rows in the file (the header and empty lines not counted). */
  rows_total: Scalars['Int']['output'];
  /** Rows without errors whose product already holds what they say. */
  rows_unchanged: Scalars['Int']['output'];
  /** Rows without errors that change a product. */
  rows_update: Scalars['Int']['output'];
  /** Rows with at least one error; they are left out of the import. */
  rows_with_errors: Scalars['Int']['output'];
  /** Where the import stands. */
  status: CatalogImportStatus;
};


/** A CSV file of products being imported: its preview, then its progress and outcome. */
export type CatalogImportRowsArgs = {
  errors_only?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** What one row of an import does to the catalogue. */
export type CatalogImportAction =
  /** A new product: its code is not in the catalogue. */
  | 'CREATE'
  /** The product with its code already holds what the row says. */
  | 'UNCHANGED'
  /** Changes the product with its code. */
  | 'UPDATE';

/** One product row of an import file. */
export type CatalogImportLine = {
  __typename?: 'CatalogImportLine';
  /** What the row does, or would do without its errors. */
  action: CatalogImportAction;
  /** The product code the row gives (empty when it gives none). */
  code: Scalars['String']['output'];
  /** Why the row is not imported; empty for a row that is (or will be). */
  errors: Array<CatalogImportProblem>;
  /** The row's number in the file as a spreadsheet numbers it: the header is row 1. */
  line: Scalars['Int']['output'];
  /** The row's product name, Serbian or else English (empty when it gives none). */
  name: Scalars['String']['output'];
};

/** One page of an import's rows. */
export type CatalogImportLinePaginator = {
  __typename?: 'CatalogImportLinePaginator';
  /** The rows on this page, in file order. */
  data: Array<CatalogImportLine>;
  /** Where this page sits among the rows asked for. */
  paginatorInfo: PaginatorInfo;
};

/** Why one cell of an import row cannot be imported. */
export type CatalogImportProblem = {
  __typename?: 'CatalogImportProblem';
  /** The column's name as the file's header writes it (code, price, brand, spec_sr:Boja …). */
  column: Scalars['String']['output'];
  /** What is wrong, in the request's language. */
  message: Scalars['String']['output'];
};

/** Where a catalogue import stands. */
export type CatalogImportStatus =
  /** Every row was written, left as it was or refused with its errors. */
  | 'DONE'
  /** Stopped before the end (the server stopped while it ran, or the database failed); the batches written before stay. */
  | 'FAILED'
  /** Checked against the catalogue: the preview says what each row would do; nothing is written yet. */
  | 'PREVIEW'
  /** Writing its rows, a batch at a time (rows_done grows). */
  | 'RUNNING';

/** The categories of a categories block. */
export type CategoriesContent = {
  __typename?: 'CategoriesContent';
  /** The categories, in order. */
  categories: Array<Category>;
};

/** A product category. Categories form a tree up to three levels deep; the client builds it from parent_id. */
export type Category = {
  __typename?: 'Category';
  /** URL segment in each language by language index (0 Serbian, 1 English), as that language's paths name it (an untranslated slug falls back as `slug` does): where the language switch leads; '' in a language where it has no name (written in the other language only), which has no address for it. */
  alternate_slugs: Array<Scalars['String']['output']>;
  /** When the category was created. */
  created_at: Scalars['DateTime']['output'];
  /** Description shown above the listing, sanitised HTML, in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Descriptions by language index. */
  descriptions: Array<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The category's image. */
  image?: Maybe<StorageFile>;
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** The parent category; null for a top-level category. */
  parent_id?: Maybe<Scalars['ID']['output']>;
  /** Order among its siblings, counting from 1. */
  position: Scalars['Int']['output'];
  /** Active products placed directly in this category (the client sums subcategories). */
  products_count: Scalars['Int']['output'];
  /** Views of this category's products within the list's date range (all time when none). */
  products_views: Scalars['Int']['output'];
  /** SEO description in the request's language. */
  seo_description?: Maybe<Scalars['String']['output']>;
  /** SEO descriptions by language index. */
  seo_descriptions: Array<Scalars['String']['output']>;
  /** SEO keywords in the request's language, comma separated. */
  seo_keywords?: Maybe<Scalars['String']['output']>;
  /** SEO keywords by language index. */
  seo_keywords_list: Array<Scalars['String']['output']>;
  /** SEO title in the request's language; the settings' default when empty. */
  seo_title?: Maybe<Scalars['String']['output']>;
  /** SEO titles by language index. */
  seo_titles: Array<Scalars['String']['output']>;
  /** Active products directly in this category that match the listing's brand or group arguments. */
  shop_products_count: Scalars['Int']['output'];
  /** URL segment in the request's language, unique among its siblings. */
  slug: Scalars['String']['output'];
  /** Slugs by language index. */
  slugs: Array<Scalars['String']['output']>;
  /** The categories from the top level down to this one, this one last: the category path a listing's and a product's address carry, and their breadcrumbs. */
  trail: Array<Category>;
  /** Wishlist adds of this category's products within the list's date range (all time when none). */
  wishlist_added: Scalars['Int']['output'];
};

/** One page of categories, for the admin's statistics and lists. */
export type CategoryPaginator = {
  __typename?: 'CategoryPaginator';
  /** The categories on this page. */
  data: Array<Category>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** A message sent through the contact page. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent. */
  created_at: Scalars['DateTime']['output'];
  /** Sender's e-mail, for the answer. */
  email: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** Sender's name. */
  name: Scalars['String']['output'];
  /** Sender's phone, if given. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** One page of contact messages. */
export type ContactMessagePaginator = {
  __typename?: 'ContactMessagePaginator';
  /** The messages on this page. */
  data: Array<ContactMessage>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** Whether a time-boxed record (product, banner, design block) is shown now; the admin's list labels. */
export type ContentState =
  /** Active and inside its date window: shown. */
  | 'ACTIVE'
  /** Switched off by an administrator. */
  | 'DEACTIVATED'
  /** Active, but its end date has passed. */
  | 'EXPIRED'
  /** Active, but its start date is still ahead. */
  | 'NOT_STARTED'
  /** A product that is active but has no stock left. */
  | 'SOLD_OUT';

/** A Serbian word or text written in Cyrillic as the shop owner wants it where the transliteration rule gets it wrong (issue 29): wherever the Latin text stands in a Cyrillic answer, page or e-mail, this Cyrillic goes out instead (a loanword: online → онлајн; a name the shop writes its own way). */
export type CyrillicSpelling = {
  __typename?: 'CyrillicSpelling';
  /** What the rule would write without this spelling, for comparison. */
  automatic: Scalars['String']['output'];
  /** How it is written in Cyrillic. */
  cyrillic: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The Latin word or text, as the content writes it (matched whole, case as written). */
  latin: Scalars['String']['output'];
  /** When it was last changed. */
  updated_at: Scalars['DateTime']['output'];
};

/** The admin dashboard's figures. */
export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  /** Orders still in process. */
  orders_in_process: Scalars['Int']['output'];
  /** Orders placed today. */
  orders_today: Scalars['Int']['output'];
  /** Total of today's orders in RSD, cancelled ones left out. */
  revenue_today: Scalars['Float']['output'];
  /** Most viewed products of the last 7 days. */
  top_products: Array<TopProduct>;
  /** Visitors on the site now. */
  visitors_now: Scalars['Int']['output'];
};

/** A specification filter of a group, for example Boja / Colour. */
export type Filter = {
  __typename?: 'Filter';
  /** The group it belongs to. */
  group_id: Scalars['ID']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Order within the group, counting from 1. */
  position: Scalars['Int']['output'];
};

/** One selected filter of a listing: name:value1,value2 in the query string. It selects by the filter's name, so it counts in every group that has a filter of that name. A product option's name (Veličina:42) selects the products with an active variant of a selected value in stock; a name that is both a filter's and an option's selects the products matching either. */
export type FilterSelectionInput = {
  /** A filter's id, standing for its name; give name or filter_id. */
  filter_id?: InputMaybe<Scalars['ID']['input']>;
  /** The filter's or product option's name in the request's language, case and accents aside (the query string's key) (at most 255 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The selected values in the request's language; a product matches any of them (at most 255 characters). */
  values: Array<Scalars['String']['input']>;
};

/** One field of a posted form. */
export type FormField = {
  __typename?: 'FormField';
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** The outcome of a write that returns no record, such as a delete. */
export type GenericResponse = {
  __typename?: 'GenericResponse';
  /** Null on success; otherwise a translated message saying why a valid request changed nothing (bad input is refused with a GraphQL error instead, carrying extensions.code and extensions.field). */
  error?: Maybe<Scalars['String']['output']>;
  /** True when the write was carried out. */
  success: Scalars['Boolean']['output'];
};

/** A product group: products of one kind that share specification filters (for example phones: colour, memory), and its marketing campaigns. */
export type Group = {
  __typename?: 'Group';
  /** Marketing campaigns that link to this group's products. */
  campaigns: Array<GroupCampaign>;
  /** When the group was created. */
  created_at: Scalars['DateTime']['output'];
  /** Description in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Descriptions by language index. */
  descriptions: Array<Scalars['String']['output']>;
  /** The specification filters of this group's products, in their order. */
  filters: Array<Filter>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Order among groups, counting from 1. */
  position: Scalars['Int']['output'];
  /** Active products in this group. */
  products_count: Scalars['Int']['output'];
};

/** A marketing campaign of a group. Its code arrives in links (?kampanja=CODE) and is counted with views and wishlist adds; /kampanja lists the group's products. */
export type GroupCampaign = {
  __typename?: 'GroupCampaign';
  /** Code carried in campaign links, unique, letters, digits, - and _. */
  code: Scalars['String']['output'];
  /** When the campaign was created. */
  created_at: Scalars['DateTime']['output'];
  /** What the campaign is, for administrators. */
  description?: Maybe<Scalars['String']['output']>;
  /** The group the campaign promotes. */
  group_id: Scalars['ID']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Product views that arrived through this campaign. */
  products_views: Scalars['Int']['output'];
  /** Wishlist adds that arrived through this campaign. */
  wishlist_added: Scalars['Int']['output'];
};

/** A filter of a group, when saving the group: without id a new filter, with id a rename or move. */
export type GroupFilterInput = {
  /** An existing filter's id; omit for a new filter. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Name in the request's language (at most 255 characters). */
  name: Scalars['String']['input'];
  /** Order within the group, counting from 1 (at most 2147483647). */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** One width of a stored raster image, as AVIF and as WebP, for a <picture> element's srcset. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** Public URL of the AVIF file. */
  avif: Scalars['String']['output'];
  /** Height in pixels, in the original's proportions. */
  height: Scalars['Int']['output'];
  /** Public URL of the WebP file. */
  webp: Scalars['String']['output'];
  /** Width in pixels; never more than the original's. */
  width: Scalars['Int']['output'];
};

/** A brand available in a listing, with how many of the listing's products it has. */
export type ListingBrand = {
  __typename?: 'ListingBrand';
  /** The brand. */
  brand: Brand;
  /** Products of the listing (with every other selection applied) of this brand. */
  count: Scalars['Int']['output'];
  /** True when the listing's brands argument selects it. */
  selected: Scalars['Boolean']['output'];
};

/** A filter available in a listing, with its values. Filters of the same name in several groups (Boja of phones, of TVs, of trainers) are one entry: the name is what a shopper narrows by. */
export type ListingFilter = {
  __typename?: 'ListingFilter';
  /** The first filter of this name, by group and filter position; its name is the query string's key. */
  filter: Filter;
  /** Its values present in the listing, in natural order (numbers by value: 6,67″ before 6,8″, then words A to Z). */
  values: Array<ListingFilterValue>;
};

/** One value of a filter within a listing, with how many of the listing's products have it. */
export type ListingFilterValue = {
  __typename?: 'ListingFilterValue';
  /** Products of the listing (with every other selection applied) that have this value. */
  count: Scalars['Int']['output'];
  /** True when the listing's arguments select this value. */
  selected: Scalars['Boolean']['output'];
  /** The colour (#rrggbb) a swatch shows for this value when the listing's products are sold in it as a colour (an option shown as swatches, as on the product page); null for any other value. */
  swatch?: Maybe<Scalars['String']['output']>;
  /** The value in the request's language, as written in the query string. */
  value: Scalars['String']['output'];
};

/** A product option available in a listing (Veličina / Size), with its values. Options are each product's own: options of the same name (every shoe's Veličina) are one entry, as filters are, and the name is what a shopper narrows by, in the same filters argument and query string (Veličina:42). Only active variants in stock count: a shoe whose size 42 is sold out or switched off does not have 42 here. */
export type ListingOptionFilter = {
  __typename?: 'ListingOptionFilter';
  /** The option's name in the request's language; the query string's key, as a filter's name is (options whose names differ only in case or accents are one). */
  name: Scalars['String']['output'];
  /** Its values that an active variant in stock of a listing's product has, each counting those products with every other selection applied, numbers first by their value (38 before 42 before 46), then words in the order the shop lists them (S, M, L, XL; the lowest position a value has among the listing's products); a selected value no product has stays, at 0, unless a filter of the same name shows it. */
  values: Array<ListingFilterValue>;
};

/** A listing's price bounds in one currency; null where open. */
export type ListingPriceBounds = {
  __typename?: 'ListingPriceBounds';
  /** The highest price. */
  max?: Maybe<Scalars['Float']['output']>;
  /** The lowest price. */
  min?: Maybe<Scalars['Float']['output']>;
};

/** The lowest and highest price a shopper pays (process_price: the action price when on action, else the price) among a listing's products, in the request's currency (RSD in Serbian, EUR in English): the price filter's reachable range. */
export type ListingPriceRange = {
  __typename?: 'ListingPriceRange';
  /** The highest price among the products. */
  max: Scalars['Float']['output'];
  /** The lowest price among the products. */
  min: Scalars['Float']['output'];
};

/** One selected filter in every language. */
export type ListingSelectedFilter = {
  __typename?: 'ListingSelectedFilter';
  /** The filter's name by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Each selected value by language index (0 Serbian, 1 English); a value no product has stays as written. */
  values: Array<Array<Scalars['String']['output']>>;
};

/** A listing's selection in every language (the language switch). */
export type ListingSelection = {
  __typename?: 'ListingSelection';
  /** The selected filters and product options that exist, each with its name and values in every language (a name that is both a filter's and an option's: the filter's name). */
  filters: Array<ListingSelectedFilter>;
  /** The price bounds in each language's currency, by language index (0 RSD, 1 EUR): as given in the request's, widened to whole units in the other; empty without bounds. */
  prices: Array<ListingPriceBounds>;
};

/** A message the server sends to a storefront over the live channel; the client dispatches it by subject. */
export type LiveMessage = {
  __typename?: 'LiveMessage';
  /** Its value. */
  name: Scalars['String']['output'];
  /** What the message is about, for example toast or reload. */
  subject: Scalars['String']['output'];
  /** When it was sent, milliseconds since 1970. */
  timestamp: Scalars['Float']['output'];
  /** Its kind within the subject. */
  type: Scalars['String']['output'];
};

/** A message of the live channel, as the storefront sends it: for a page visit subject history, type page, name the path. */
export type LiveMessageInput = {
  /** Its value, for a page visit the path (at most 2048 characters). */
  name: Scalars['String']['input'];
  /** What the message is about, for example history (at most 255 characters). */
  subject: Scalars['String']['input'];
  /** When it happened, milliseconds since 1970 (from 0 to 8640000000000000). */
  timestamp: Scalars['Float']['input'];
  /** Its kind within the subject, for example page (at most 255 characters). */
  type: Scalars['String']['input'];
};

/** A page a live visitor opened. */
export type LiveVisit = {
  __typename?: 'LiveVisit';
  /** The path. */
  path: Scalars['String']['output'];
  /** When it was opened. */
  visited_at: Scalars['DateTime']['output'];
};

/** A visitor on the site now: one browser (client id) with its current session, on the site while its liveMessages channel is open. */
export type LiveVisitor = {
  __typename?: 'LiveVisitor';
  /** The browser's client id. */
  client: Scalars['String']['output'];
  /** When this visit began. */
  first_seen_at: Scalars['DateTime']['output'];
  /** Where the visitor has been in this session, oldest first. */
  history: Array<LiveVisit>;
  /** True on a screen narrower than 768 px. */
  is_mobile: Scalars['Boolean']['output'];
  /** Index of the language the visitor browses in. */
  lang: Scalars['Int']['output'];
  /** The visitor's latest message. */
  last_seen_at: Scalars['DateTime']['output'];
  /** The path the visitor is on now. */
  path: Scalars['String']['output'];
  /** The 6-character session id. */
  session: Scalars['String']['output'];
  /** The signed-in shopper, if any. */
  user?: Maybe<User>;
};

/** A change of who is on the site, for the admin's live screen to apply to its list. */
export type LiveVisitorChanges = {
  __typename?: 'LiveVisitorChanges';
  /** The client ids of the visitors who left since the last push. */
  left: Array<Scalars['String']['output']>;
  /** True on a subscription's first push: visitors is everyone on the site now, and the list starts over from it. */
  snapshot: Scalars['Boolean']['output'];
  /** The visitors who arrived or changed since the last push (on a snapshot everyone), most recent first; each replaces the one with its client id. */
  visitors: Array<LiveVisitor>;
};

/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds images that the import's rows name by file name (at most 10 MB each); another call checks the rows again (checkCatalogImport). */
  addCatalogImportImages: CatalogImport;
  /** Signs an administrator in; remember keeps the token for 30 days. */
  adminLogin: AdminAuthPayload;
  /** Signs the administrator out: the token stops working. */
  adminLogout: GenericResponse;
  /** E-mails an administrator a single-use password reset link, valid one hour; answers success even for an unknown address. */
  adminPasswordEmail: GenericResponse;
  /** Sets an administrator's new password with the token from the reset e-mail and signs out every session. */
  adminPasswordReset: GenericResponse;
  /** Bans or unbans a shopper; a ban signs the shopper out. */
  banUser: User;
  /** Pays a card order whose card payment failed or was left, within its hold, another way the shop offers (bank transfer, cash on delivery): its stock stays taken and its confirmation e-mail is sent. */
  changeOrderPaymentMethod: Order;
  /** Changes the signed-in shopper's password; other sessions are signed out. */
  changePassword: GenericResponse;
  /** Checks the rows of an import in preview again, against the catalogue and the images uploaded since. */
  checkCatalogImport: CatalogImport;
  /** Creates an administrator. */
  createAdministrator: Administrator;
  /** Uploads a CSV file of products (at most 10 MB and 20000 rows) and checks every row against the catalogue without writing anything: the answer is its preview. A file that cannot be read as the format is refused with a translated error on the field file. */
  createCatalogImport: CatalogImport;
  /** Creates a product group. */
  createGroup: Group;
  /** Creates a campaign for a group; group_id and code are required, the code must be unused. */
  createGroupCampaign: GroupCampaign;
  /** Places an order: prices, promo code and stock are checked and changed in one transaction; the same idempotency key returns the first order. */
  createOrder: Order;
  /** Creates a page; name and slug are required and written in the request's language. */
  createPage: Page;
  /** Counts a wishlist add; a non-numeric product id is ignored and answers null. */
  createWishlistAdded?: Maybe<WishlistAdded>;
  /** Deletes an administrator; the last one and oneself are refused. */
  deleteAdministrator: GenericResponse;
  /** Deletes a banner. */
  deleteBanner: GenericResponse;
  /** Deletes a design block. */
  deleteBlock: GenericResponse;
  /** Deletes a blog post. */
  deleteBlogPost: GenericResponse;
  /** Deletes a brand; its products lose their brand. */
  deleteBrand: GenericResponse;
  /** Deletes a category that has no subcategories; its products stay. */
  deleteCategory: GenericResponse;
  /** Deletes a Cyrillic spelling: the rule writes the word again. */
  deleteCyrillicSpelling: GenericResponse;
  /** Deletes a group with its filters and campaigns; its products lose their group. */
  deleteGroup: GenericResponse;
  /** Deletes a campaign; its counted views stay in the statistics. */
  deleteGroupCampaign: GenericResponse;
  /** Removes a subscriber. */
  deleteNewsletterSubscriber: GenericResponse;
  /** Deletes a delivery country that no order uses. */
  deleteOrderCountry: GenericResponse;
  /** Deletes a page with its blocks; locked pages are refused. */
  deletePage: GenericResponse;
  /** Deletes a product; orders keep their copy of its name and price. */
  deleteProduct: GenericResponse;
  /** Deletes a promo code; orders keep it. */
  deletePromoCode: GenericResponse;
  /** Deletes a synonym group. */
  deleteSearchSynonym: GenericResponse;
  /** Deletes files and their variants from disk. A file in use (see storageUsages) is not deleted unless force is true: the answer is success false with a translated error saying where it is used, and nothing changes. With force every use is removed in the same transaction, as StorageUsagePlace says, so nothing is left pointing at a deleted file. */
  deleteStorage: GenericResponse;
  /** Counts a banner view or click. */
  recordBannerEvent: GenericResponse;
  /** Counts a product view on the product page. */
  recordProductView: GenericResponse;
  /** Voids or refunds an order's approved card payment through the bank's API; the bank's answer is recorded, and the order's payment becomes REFUNDED when the bank approves. */
  reverseCardPayment: Order;
  /** Starts writing an import in preview: the rows without errors, in batches; poll catalogImport for its progress. Refused while another import runs. */
  runCatalogImport: CatalogImport;
  /** Replaces a product's options, their values and its variants with the lists given (the admin's variant editor), in one transaction. Items with an id are changed, without one created, and those left out deleted; an order keeps its copy of a variant's name and code. Every variant names one value of each option, no two the same combination. An empty options list sells the product as one variant again: exactly one variant, which takes the product's id. At most 3 options, 100 values an option and 250 variants. */
  saveProductVariants: Product;
  /** Sends a message from the contact page to the shop's e-mail. */
  sendContactMessage: GenericResponse;
  /** Sends a live-channel message from the storefront (a page visit: subject history, type page, name the path). It changes the visitor of an open liveMessages channel; without one it changes nothing. Throttled per browser and per address. */
  sendLiveMessage: GenericResponse;
  /** Saves the order of a page's blocks. */
  sortBlocks: GenericResponse;
  /** Saves the drag-and-drop order and nesting of categories. */
  sortCategories: GenericResponse;
  /** Saves the drag-and-drop order of pages. */
  sortPages: GenericResponse;
  /** Starts paying a card order that awaits payment (its first try, or another after a refusal, within its hold): the signed form the browser posts to the bank's 3-D Secure page. Opened by the order's code and its status_key; at most 10 tries an order. */
  startCardPayment: CardPaymentForm;
  /** Subscribes an e-mail address to the newsletter in the request's language; subscribing twice is not an error. */
  subscribeNewsletter: GenericResponse;
  /** Changes a group and replaces its filters (filters left out are deleted with their values). */
  updateGroup: Group;
  /** Plans an order's delivery day on the calendar; null clears it. */
  updateOrderDeliveryDate: Order;
  /** Records where an order's payment stands: PAID when the money arrived (a transfer, the courier's cash), AWAITING to take that back, REFUNDED once a paid order's money went back. FAILED belongs to card payments and is refused here. */
  updateOrderPayment: Order;
  /** Changes the order settings (amounts in RSD, checkout note in the request's language). */
  updateOrderSettings: OrderSettings;
  /** Changes an order's status and records the change; the customer is e-mailed. */
  updateOrderStatus: Order;
  /** Changes a page; texts are written in the request's language. */
  updatePage: Page;
  /** Changes the signed-in shopper's details. */
  updateProfile: User;
  /** Moves a file to another tab or changes its alt texts: alt writes the request's language's, alts every language's; an empty text clears that language's. */
  updateStorage: StorageFile;
  /** Uploads a file (file and bucket are required): type and size are checked and an image's size read; the answer comes once the original is stored, and a background job then makes an image's variants (until then url_lg and url_sm name the original). */
  uploadStorage: StorageFile;
  /** Creates a banner (no id) or changes one; title, image and link are written in the request's language. */
  upsertBanner: Banner;
  /** Creates a design block (no id) or changes one; texts are written in the request's language. */
  upsertBlock: Block;
  /** Creates a blog post (no id) or changes one; texts are written in the request's language. */
  upsertBlogPost: BlogPost;
  /** Creates a brand (no id) or changes one; texts are written in the request's language. */
  upsertBrand: Brand;
  /** Creates a category (no id) or changes one; texts are written in the request's language. */
  upsertCategory: Category;
  /** Creates a Cyrillic spelling (no id) or changes one; every Cyrillic answer and page shows it at once. */
  upsertCyrillicSpelling: CyrillicSpelling;
  /** Creates a delivery country (no id) or changes one; the name is written in the request's language, prices in RSD. */
  upsertOrderCountry: OrderCountry;
  /** Creates a product (no id) or changes one; texts are written in the request's language, prices in RSD. */
  upsertProduct: Product;
  /** Creates a promo code (no id) or changes one; usage_count defaults to 1, an empty expiry means unlimited. */
  upsertPromoCode: PromoCode;
  /** Creates a synonym group (without id) or replaces its words; search honours it at once. */
  upsertSearchSynonym: SearchSynonym;
  /** Creates or changes a setting (value in the request's language); orders_email takes addresses separated by commas. The logo's image must be PNG, JPEG, WebP or SVG of at most 1 MB, the favicon's a square PNG or SVG of at most 256 KB (a field error on image_id otherwise). */
  upsertSetting: Setting;
  /** Signs a shopper in; a wrong e-mail or password, or a ban, is refused. */
  userLogin: UserAuthPayload;
  /** Signs the shopper out: the token stops working. */
  userLogout: GenericResponse;
  /** E-mails a single-use password reset link, valid one hour; answers success even for an unknown address. */
  userPasswordEmail: GenericResponse;
  /** Sets a new password with the token from the reset e-mail and signs out every session. */
  userPasswordReset: GenericResponse;
  /** Makes an account and signs in; a confirmation e-mail is sent. The e-mail must be unused, the password at least 8 characters. */
  userRegister: UserAuthPayload;
  /** Confirms a shopper's e-mail address with the token from the confirmation e-mail. */
  userVerify: GenericResponse;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationAddCatalogImportImagesArgs = {
  files: Array<Scalars['Upload']['input']>;
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationAdminLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  remember?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationAdminPasswordEmailArgs = {
  email: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationAdminPasswordResetArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationBanUserArgs = {
  banned: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationChangeOrderPaymentMethodArgs = {
  code: Scalars['String']['input'];
  key: Scalars['String']['input'];
  payment_method: PaymentMethod;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationChangePasswordArgs = {
  current_password: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCheckCatalogImportArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateAdministratorArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateCatalogImportArgs = {
  file: Scalars['Upload']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateGroupArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateGroupCampaignArgs = {
  code: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  group_id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateOrderArgs = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  country_id: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  idempotency_key: Scalars['String']['input'];
  items: Array<OrderItemInput>;
  lastname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  payment_method: PaymentMethod;
  phone: Scalars['String']['input'];
  promo_code?: InputMaybe<Scalars['String']['input']>;
  vat_number?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreatePageArgs = {
  menu?: InputMaybe<PageMenu>;
  name: Scalars['String']['input'];
  parent_id?: InputMaybe<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationCreateWishlistAddedArgs = {
  campaign?: InputMaybe<Scalars['String']['input']>;
  client: Scalars['String']['input'];
  product_id: Scalars['ID']['input'];
  session?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteAdministratorArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteBlockArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteBlogPostArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteCyrillicSpellingArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteGroupArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteGroupCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteNewsletterSubscriberArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteOrderCountryArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeletePageArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeletePromoCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteSearchSynonymArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationDeleteStorageArgs = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  ids: Array<Scalars['ID']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationRecordBannerEventArgs = {
  banner_id: Scalars['ID']['input'];
  client?: InputMaybe<Scalars['String']['input']>;
  event: BannerEvent;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationRecordProductViewArgs = {
  campaign?: InputMaybe<Scalars['String']['input']>;
  client: Scalars['String']['input'];
  product_id: Scalars['ID']['input'];
  session?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationReverseCardPaymentArgs = {
  action: CardPaymentAction;
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationRunCatalogImportArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSaveProductVariantsArgs = {
  options: Array<ProductOptionInput>;
  product_id: Scalars['ID']['input'];
  variants: Array<ProductVariantInput>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSendContactMessageArgs = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSendLiveMessageArgs = {
  client: Scalars['String']['input'];
  is_mobile?: InputMaybe<Scalars['Boolean']['input']>;
  message: LiveMessageInput;
  session: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSortBlocksArgs = {
  ids: Array<Scalars['ID']['input']>;
  page_id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSortCategoriesArgs = {
  items: Array<PositionInput>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSortPagesArgs = {
  items: Array<PositionInput>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationStartCardPaymentArgs = {
  code: Scalars['String']['input'];
  key: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateGroupArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<GroupFilterInput>>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateOrderDeliveryDateArgs = {
  delivery_date?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateOrderPaymentArgs = {
  id: Scalars['ID']['input'];
  payment_status: PaymentStatus;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateOrderSettingsArgs = {
  bank_account?: InputMaybe<Scalars['String']['input']>;
  bank_account_name?: InputMaybe<Scalars['String']['input']>;
  card_hold_minutes?: InputMaybe<Scalars['Int']['input']>;
  checkout_note?: InputMaybe<Scalars['String']['input']>;
  delivery_days?: InputMaybe<Scalars['Int']['input']>;
  exchange_rate_eur?: InputMaybe<Scalars['Float']['input']>;
  min_order_total?: InputMaybe<Scalars['Float']['input']>;
  payment_methods?: InputMaybe<Array<PaymentMethod>>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: OrderStatus;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdatePageArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  menu?: InputMaybe<PageMenu>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
  seo_description?: InputMaybe<Scalars['String']['input']>;
  seo_keywords?: InputMaybe<Scalars['String']['input']>;
  seo_title?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PageType>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateProfileArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country_id?: InputMaybe<Scalars['ID']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpdateStorageArgs = {
  alt?: InputMaybe<Scalars['String']['input']>;
  alts?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  tab?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUploadStorageArgs = {
  bucket: Scalars['String']['input'];
  file: Scalars['Upload']['input'];
  tab?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertBannerArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  active_from?: InputMaybe<Scalars['DateTime']['input']>;
  active_to?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  position: BannerPosition;
  sort?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertBlockArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  active_from?: InputMaybe<Scalars['DateTime']['input']>;
  active_to?: InputMaybe<Scalars['DateTime']['input']>;
  content: BlockContentInput;
  id?: InputMaybe<Scalars['ID']['input']>;
  page_id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  type: BlockType;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertBlogPostArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  published_at?: InputMaybe<Scalars['DateTime']['input']>;
  seo_description?: InputMaybe<Scalars['String']['input']>;
  seo_keywords?: InputMaybe<Scalars['String']['input']>;
  seo_title?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  summary?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertBrandArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  seo_description?: InputMaybe<Scalars['String']['input']>;
  seo_keywords?: InputMaybe<Scalars['String']['input']>;
  seo_title?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertCategoryArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  parent_id?: InputMaybe<Scalars['ID']['input']>;
  seo_description?: InputMaybe<Scalars['String']['input']>;
  seo_keywords?: InputMaybe<Scalars['String']['input']>;
  seo_title?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertCyrillicSpellingArgs = {
  cyrillic: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  latin: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertOrderCountryArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  delivery_price: Scalars['Float']['input'];
  free_delivery_over?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertProductArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  active_from?: InputMaybe<Scalars['DateTime']['input']>;
  active_to?: InputMaybe<Scalars['DateTime']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  category_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  code: Scalars['String']['input'];
  connected_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  discount_price?: InputMaybe<Scalars['Float']['input']>;
  features?: InputMaybe<ProductFeaturesInput>;
  gallery_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  new?: InputMaybe<Scalars['Boolean']['input']>;
  popular?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['Float']['input'];
  seo_description?: InputMaybe<Scalars['String']['input']>;
  seo_keywords?: InputMaybe<Scalars['String']['input']>;
  seo_title?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  specifications?: InputMaybe<Array<SpecificationInput>>;
  stock: Scalars['Int']['input'];
  youtube?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertPromoCodeArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  discount: Scalars['Float']['input'];
  expires_at?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  usage_count?: InputMaybe<Scalars['Int']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertSearchSynonymArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  terms: Array<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUpsertSettingArgs = {
  field: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUserLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUserPasswordEmailArgs = {
  email: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUserPasswordResetArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUserRegisterArgs = {
  email: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. A write of translated text writes the translation of the `Lang` header's language. */
export type MutationUserVerifyArgs = {
  token: Scalars['String']['input'];
};

/** An e-mail address subscribed to the newsletter. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  /** When the address subscribed. */
  created_at: Scalars['DateTime']['output'];
  /** The address. */
  email: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Index of the language the visitor subscribed in. */
  lang: Scalars['Int']['output'];
};

/** One page of newsletter subscribers. */
export type NewsletterSubscriberPaginator = {
  __typename?: 'NewsletterSubscriberPaginator';
  /** The subscribers on this page. */
  data: Array<NewsletterSubscriber>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** A placed order. Everything in it was computed by the server when it was placed. */
export type Order = {
  __typename?: 'Order';
  /** Its attempts to pay by card, newest first; empty for other payment methods. */
  card_payments: Array<CardPayment>;
  /** The order's public code, IZ-26-00042-7KQ4PX9M: the year's number for people, then a random part; with the customer's e-mail it opens the order status page. */
  code: Scalars['String']['output'];
  /** When the order was placed. */
  created_at: Scalars['DateTime']['output'];
  /** Currency of every amount of the order: RSD or EUR. */
  currency: Scalars['String']['output'];
  /** Who ordered. */
  customer: OrderCustomer;
  /** Where it goes. */
  delivery: OrderAddress;
  /** Planned delivery day, for the order calendar; null until planned. */
  delivery_date?: Maybe<Scalars['Date']['output']>;
  /** Delivery price charged. */
  delivery_price: Scalars['Float']['output'];
  /** Amount taken off by the promo code. */
  discount: Scalars['Float']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The ordered items with their prices at order time. */
  items: Array<OrderItem>;
  /** Index of the language the order was placed in; its e-mails use it. */
  lang: Scalars['Int']['output'];
  /** The customer's note to the shop. */
  note?: Maybe<Scalars['String']['output']>;
  /** When it was marked paid; null while it is not. */
  paid_at?: Maybe<Scalars['DateTime']['output']>;
  /** A card order awaiting payment: until when its stock is held for it; after that it is cancelled and its stock returned. Null for other orders and once paid. */
  payment_hold_until?: Maybe<Scalars['DateTime']['output']>;
  /** How the customer pays. */
  payment_method: PaymentMethod;
  /** How to pay this order by instant transfer with a bank's app (the NBS IPS QR code): given while a bank-transfer order is in process and the order settings hold a valid account and its payee's name; null otherwise. */
  payment_qr?: Maybe<PaymentQr>;
  /** Where its payment stands; null for an order placed before the shop recorded payments (issue 28). */
  payment_status?: Maybe<PaymentStatus>;
  /** The promo code applied; null for none. */
  promo_code?: Maybe<Scalars['String']['output']>;
  /** Current status. */
  status: OrderStatus;
  /** Every status change, oldest first, starting with the order's placement. */
  status_history: Array<OrderStatusChange>;
  /** This order's own secret (32 hex digits) that opens its status page without the e-mail: the order e-mails' links carry it. Only a caller who may already see the order reads it. */
  status_key: Scalars['String']['output'];
  /** Sum of the items before the promo code. */
  subtotal: Scalars['Float']['output'];
  /** What the customer pays: subtotal - discount + delivery_price. */
  total: Scalars['Float']['output'];
  /** The registered shopper who placed it; null for a guest. */
  user?: Maybe<User>;
};

/** A delivery address. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** Street and number. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  country: OrderCountry;
  /** Postal code. */
  zip: Scalars['String']['output'];
};

/** A day of the order calendar. */
export type OrderCalendarDay = {
  __typename?: 'OrderCalendarDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Orders planned for delivery that day. */
  orders: Array<Order>;
};

/** A country the shop delivers to, with its delivery price. */
export type OrderCountry = {
  __typename?: 'OrderCountry';
  /** Only active countries are offered at checkout. */
  active: Scalars['Boolean']['output'];
  /** ISO 3166-1 alpha-2 code, for example RS. */
  code: Scalars['String']['output'];
  /** Delivery price in the request's currency. */
  delivery_price: Scalars['Float']['output'];
  /** Delivery price in RSD, as the admin writes it. */
  delivery_price_rsd: Scalars['Float']['output'];
  /** Orders from this subtotal up are delivered free, in the request's currency; null for never. */
  free_delivery_over?: Maybe<Scalars['Float']['output']>;
  /** Free delivery threshold in RSD, as the admin writes it; null for never. */
  free_delivery_over_rsd?: Maybe<Scalars['Float']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Order in the checkout's country list. */
  position: Scalars['Int']['output'];
};

/** The customer of an order. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** Company name, for a company's order. */
  company?: Maybe<Scalars['String']['output']>;
  /** E-mail, where the order e-mails go. */
  email: Scalars['String']['output'];
  /** Last name. */
  lastname: Scalars['String']['output'];
  /** First name. */
  name: Scalars['String']['output'];
  /** Phone, for the courier. */
  phone: Scalars['String']['output'];
  /** Company tax number (PIB). */
  vat_number?: Maybe<Scalars['String']['output']>;
};

/** One line of an order, as it was when ordered. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Product code at order time. */
  code: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Product name at order time, in the order's language. */
  name: Scalars['String']['output'];
  /** Unit price paid (the product's process price at order time). */
  price: Scalars['Float']['output'];
  /** The product now; null when it has since been deleted. */
  product?: Maybe<Product>;
  /** The product's id at order time. */
  product_id: Scalars['ID']['output'];
  /** Units ordered, 1 to 10. */
  quantity: Scalars['Int']['output'];
  /** quantity × price. */
  total: Scalars['Float']['output'];
  /** The variant ordered (ProductVariant.id at order time). */
  variant_id: Scalars['ID']['output'];
  /** The variant's values at order time in the order's language, joined by ' / ' (42 / Crna); '' for a product without options. */
  variant_name: Scalars['String']['output'];
};

/** An item of the cart, when quoting or placing an order. */
export type OrderItemInput = {
  /** The product. */
  product_id: Scalars['ID']['input'];
  /** Units, 1 to 10 and no more than in stock (at most 2147483647). */
  quantity: Scalars['Int']['input'];
  /** The variant of the product (ProductVariant.id); may be left out for a product sold as one variant. */
  variant_id?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of orders. */
export type OrderPaginator = {
  __typename?: 'OrderPaginator';
  /** The orders on this page. */
  data: Array<Order>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** What an order would cost, computed by the server before placing it. */
export type OrderQuote = {
  __typename?: 'OrderQuote';
  /** Currency of every amount. */
  currency: Scalars['String']['output'];
  /** Delivery price to the chosen country. */
  delivery_price: Scalars['Float']['output'];
  /** Amount the promo code takes off. */
  discount: Scalars['Float']['output'];
  /** The items with their current prices; quantities are capped at the order maximum and the stock. */
  items: Array<OrderQuoteItem>;
  /** The promo code, when it is valid and applied. */
  promo_code?: Maybe<Scalars['String']['output']>;
  /** Why the promo code was not applied (translated); null when applied or none given. */
  promo_code_error?: Maybe<Scalars['String']['output']>;
  /** Sum of the items. */
  subtotal: Scalars['Float']['output'];
  /** What the customer would pay. */
  total: Scalars['Float']['output'];
};

/** One item of an order quote. */
export type OrderQuoteItem = {
  __typename?: 'OrderQuoteItem';
  /** Unit price (the product's process price). */
  price: Scalars['Float']['output'];
  /** The product. */
  product: Product;
  /** Units, 1 to the product's max_quantity. */
  quantity: Scalars['Int']['output'];
  /** quantity × price. */
  total: Scalars['Float']['output'];
  /** The variant quoted: its code, its option values and the price it is sold at now. */
  variant: ProductVariant;
};

/** The shop's order settings. */
export type OrderSettings = {
  __typename?: 'OrderSettings';
  /** Bank account for bank transfers. */
  bank_account?: Maybe<Scalars['String']['output']>;
  /** The payee's name (and place) bank transfers go to, as banks show it; with a valid bank_account, orders paid by transfer get an IPS QR code. At most 70 characters. */
  bank_account_name?: Maybe<Scalars['String']['output']>;
  /** Which card gateway the server has (PAYMENT_GATEWAY: test or nestpay); null: none, and CARD is not offered at checkout. */
  card_gateway?: Maybe<Scalars['String']['output']>;
  /** How long a card order's stock is held while it awaits payment, in minutes. */
  card_hold_minutes: Scalars['Int']['output'];
  /** Text shown at checkout above the order button, in the request's language. */
  checkout_note?: Maybe<Scalars['String']['output']>;
  /** Working days from placing an order to its planned delivery. */
  delivery_days: Scalars['Int']['output'];
  /** Exchange rate: RSD for one EUR; English prices are RSD prices divided by it. */
  exchange_rate_eur: Scalars['Float']['output'];
  /** Smallest subtotal accepted at checkout, in the request's currency; 0 for none. */
  min_order_total: Scalars['Float']['output'];
  /** Smallest subtotal in RSD, as the admin writes it. */
  min_order_total_rsd: Scalars['Float']['output'];
  /** Payment methods offered at checkout. */
  payment_methods: Array<PaymentMethod>;
};

/** An order's status; the stored numbers 1–6 and each status's colour are in src/shared/constants.ts. */
export type OrderStatus =
  /** Cancelled (5). */
  | 'CANCELLED'
  /** Complaint (6): the customer complained after delivery. */
  | 'COMPLAINT'
  /** Delivered (4). */
  | 'DELIVERED'
  /** In process (1): just placed, not yet confirmed. */
  | 'IN_PROCESS'
  /** Received (2): confirmed by the shop. */
  | 'RECEIVED'
  /** Sent (3): handed to the courier. */
  | 'SENT';

/** A status change of an order. */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** When it changed. */
  created_at: Scalars['DateTime']['output'];
  /** A note for the customer or the shop; null for none. */
  note?: Maybe<Scalars['String']['output']>;
  /** The status it changed to. */
  status: OrderStatus;
};

/** A CMS page. Active pages get a route from their slug in each language; the home page is the one with code home. */
export type Page = {
  __typename?: 'Page';
  /** Only active pages get a route and are listed for visitors. */
  active: Scalars['Boolean']['output'];
  /** The page's design blocks in order; visitors get the ones shown now. */
  blocks: Array<Block>;
  /** A fixed code for pages the storefront finds by purpose (home, contact, blog, terms); null for others. */
  code?: Maybe<Scalars['String']['output']>;
  /** When the page was created. */
  created_at: Scalars['DateTime']['output'];
  /** The group of a shop template. */
  group?: Maybe<Group>;
  /** For shop templates: the group whose products it lists; null for all products. */
  group_id?: Maybe<Scalars['ID']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Locked pages (the storefront's own, such as home) cannot be deleted or renamed by slug. */
  locked: Scalars['Boolean']['output'];
  /** The menu it is listed in. */
  menu: PageMenu;
  /** Title in the request's language. */
  name: Scalars['String']['output'];
  /** Titles by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** The page's own text, sanitised HTML, in the request's language. */
  page?: Maybe<Scalars['String']['output']>;
  /** Texts by language index. */
  pages: Array<Scalars['String']['output']>;
  /** Parent page; pages are one level deep, so this is null or a top-level page. */
  parent_id?: Maybe<Scalars['ID']['output']>;
  /** Order within its menu, counting from 1. */
  position: Scalars['Int']['output'];
  /** SEO description in the request's language. */
  seo_description?: Maybe<Scalars['String']['output']>;
  /** SEO descriptions by language index. */
  seo_descriptions: Array<Scalars['String']['output']>;
  /** SEO keywords in the request's language. */
  seo_keywords?: Maybe<Scalars['String']['output']>;
  /** SEO keywords by language index. */
  seo_keywords_list: Array<Scalars['String']['output']>;
  /** SEO title in the request's language. */
  seo_title?: Maybe<Scalars['String']['output']>;
  /** SEO titles by language index. */
  seo_titles: Array<Scalars['String']['output']>;
  /** URL segment in the request's language, unique. */
  slug: Scalars['String']['output'];
  /** Slugs by language index. */
  slugs: Array<Scalars['String']['output']>;
  /** How it is rendered. */
  type: PageType;
};

/** Which menu a page is listed in; the stored numbers are 1, 2 and 3. */
export type PageMenu =
  /** The FAQ menu (2). */
  | 'FAQ'
  /** The header menu (1). */
  | 'HEADER'
  /** No menu (3); reachable by its link. */
  | 'HIDDEN';

/** How a page is rendered. */
export type PageType =
  /** A plain page: its text and design blocks (1). */
  | 'PAGE'
  /** A shop template (2): a product listing that takes the category path segments. */
  | 'SHOP';

/** Where a page of a paginated list sits within the whole list. */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  /** How many items this page holds. */
  count: Scalars['Int']['output'];
  /** The page returned, counting from 1. */
  currentPage: Scalars['Int']['output'];
  /** The number of the last page (1 when the list is empty). */
  lastPage: Scalars['Int']['output'];
  /** How many items the whole list holds. */
  total: Scalars['Int']['output'];
};

/** How the customer pays. */
export type PaymentMethod =
  /** Bank transfer before sending, to the account in the order settings. */
  | 'BANK_TRANSFER'
  /** Card, on the bank's own 3-D Secure page (NestPay 3D Pay Hosting): offered only while the server has a card gateway (PAYMENT_GATEWAY); the order's stock is held for the settings' card_hold_minutes until it is paid. */
  | 'CARD'
  /** Cash to the courier on delivery. */
  | 'CASH_ON_DELIVERY';

/** An order's NBS IPS QR code (the National Bank of Serbia's standard for instant payments): any Serbian bank's app scans it and fills in the transfer. The same data is given as text for paying by hand. */
export type PaymentQr = {
  __typename?: 'PaymentQr';
  /** The payee's account, as the order settings hold it. */
  account: Scalars['String']['output'];
  /** The amount to pay in RSD, whatever the order's currency. */
  amount_rsd: Scalars['Float']['output'];
  /** The payee's name, as banks show it. */
  payee: Scalars['String']['output'];
  /** The payment code (šifra plaćanja): 289. */
  payment_code: Scalars['String']['output'];
  /** The reference with its model, as a payment form asks it: 97 then the control digits and the order's year and number (97 412600042). */
  reference: Scalars['String']['output'];
  /** The code drawn as an SVG image (black on white, with its quiet zone). */
  svg: Scalars['String']['output'];
  /** The code's content as the standard writes it (K:PR|V:01|C:1|R:…|N:…|I:RSD…|SF:289|S:…|RO:97…). */
  text: Scalars['String']['output'];
};

/** Where an order's payment stands. */
export type PaymentStatus =
  /** Not paid yet: cash the courier will take, a transfer that has not arrived. */
  | 'AWAITING'
  /** A payment that did not go through. */
  | 'FAILED'
  /** Paid: the shop saw the money arrive (or the courier brought it). */
  | 'PAID'
  /** Paid, then given back to the customer. */
  | 'REFUNDED';

/** A record's place in a drag-and-drop ordered list. */
export type PositionInput = {
  /** The record's id. */
  id: Scalars['ID']['input'];
  /** Its new parent, for trees such as categories and pages; null for the top level. */
  parent_id?: InputMaybe<Scalars['ID']['input']>;
  /** Its new position, counting from 1 (at most 2147483647). */
  position: Scalars['Int']['input'];
};

/** A product of the catalogue. Prices are in the request language's currency (RSD for Serbian, EUR for English at the exchange-rate setting). */
export type Product = {
  __typename?: 'Product';
  /** On action (has a discount price), listed on /akcija. */
  action: Scalars['Boolean']['output'];
  /** Switched on by an administrator. */
  active: Scalars['Boolean']['output'];
  /** Shown from this moment; null for no start. */
  active_from?: Maybe<Scalars['DateTime']['output']>;
  /** Shown until this moment; null for no end. */
  active_to?: Maybe<Scalars['DateTime']['output']>;
  /** URL segment in each language by language index (0 Serbian, 1 English), as that language's paths name it (an untranslated slug falls back as `slug` does): where the language switch leads; '' in a language where it has no name (written in the other language only), which has no address for it. */
  alternate_slugs: Array<Scalars['String']['output']>;
  /** The brand. */
  brand?: Maybe<Brand>;
  /** Every category the product is listed in. */
  categories: Array<Category>;
  /** The main category, whose path the product's URL carries. */
  category?: Maybe<Category>;
  /** Stock-keeping code, unique. */
  code: Scalars['String']['output'];
  /** Products shown with this one (accessories, alternatives). */
  connected: Array<Product>;
  /** When the product was created. */
  created_at: Scalars['DateTime']['output'];
  /** Currency of the prices: RSD or EUR. */
  currency: Scalars['String']['output'];
  /** Description, sanitised HTML, in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Descriptions by language index. */
  descriptions: Array<Scalars['String']['output']>;
  /** Rounded percentage saved: (price - process_price) / price × 100; 0 without a discount. */
  discount_percent: Scalars['Int']['output'];
  /** Action price while the product is on action; null otherwise. */
  discount_price?: Maybe<Scalars['Float']['output']>;
  /** Action price in RSD, as the admin writes it; null for none. */
  discount_price_rsd?: Maybe<Scalars['Float']['output']>;
  /** Which parts of the product page are shown. */
  features: ProductFeatures;
  /** Further images, in order. */
  gallery: Array<StorageFile>;
  /** The group whose filters describe this product. */
  group?: Maybe<Group>;
  /** Unique id; product URLs carry it before the slug. */
  id: Scalars['ID']['output'];
  /** The main image. */
  image?: Maybe<StorageFile>;
  /** Most units one order may hold: the order maximum (10) or the stock, whichever is lower. */
  max_quantity: Scalars['Int']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** Marked new, listed on /novo. */
  new: Scalars['Boolean']['output'];
  /** The choices the product is sold in (size, colour, storage), in order; empty for a product sold as one variant. */
  options: Array<ProductOption>;
  /** Marked popular, listed on /popularno. */
  popular: Scalars['Boolean']['output'];
  /** Regular price. */
  price: Scalars['Float']['output'];
  /** The lowest price a shopper pays now among the variants that can be ordered (among all of them when none can), in the request's currency. */
  price_from: Scalars['Float']['output'];
  /** Regular price in RSD, as the admin writes it. */
  price_rsd: Scalars['Float']['output'];
  /** Whether the variants that can be ordered differ in price: a listing then says 'od' / 'from' before price_from. */
  price_varies: Scalars['Boolean']['output'];
  /** The price a shopper pays now: the action price when there is one, otherwise the regular price. */
  process_price: Scalars['Float']['output'];
  /** Views within the list's date range (all time when none). */
  products_views: Scalars['Int']['output'];
  /** SEO description in the request's language. */
  seo_description?: Maybe<Scalars['String']['output']>;
  /** SEO descriptions by language index. */
  seo_descriptions: Array<Scalars['String']['output']>;
  /** SEO keywords in the request's language. */
  seo_keywords?: Maybe<Scalars['String']['output']>;
  /** SEO keywords by language index. */
  seo_keywords_list: Array<Scalars['String']['output']>;
  /** SEO title in the request's language. */
  seo_title?: Maybe<Scalars['String']['output']>;
  /** SEO titles by language index. */
  seo_titles: Array<Scalars['String']['output']>;
  /** URL segment in the request's language. */
  slug: Scalars['String']['output'];
  /** Slugs by language index. */
  slugs: Array<Scalars['String']['output']>;
  /** True when no unit is left. */
  sold_out: Scalars['Boolean']['output'];
  /** The product's values for its group's filters. */
  specifications: Array<ProductSpecification>;
  /** Whether the product is shown now, for the admin's labels. */
  state: ContentState;
  /** Units in stock. */
  stock: Scalars['Int']['output'];
  /** When the product was last changed. */
  updated_at: Scalars['DateTime']['output'];
  /** Every variant of the product in the administrator's order; a product without options has exactly one. */
  variants: Array<ProductVariant>;
  /** Wishlist adds within the list's date range (all time when none). */
  wishlist_added: Scalars['Int']['output'];
  /** YouTube link as entered. */
  youtube?: Maybe<Scalars['String']['output']>;
  /** The 11-character YouTube video id taken from the link. */
  youtube_id?: Maybe<Scalars['String']['output']>;
};

/** Which parts of the product page are shown; all on unless an administrator turns one off. */
export type ProductFeatures = {
  __typename?: 'ProductFeatures';
  /** Show connected products. */
  connected: Scalars['Boolean']['output'];
  /** Show the image gallery. */
  gallery: Scalars['Boolean']['output'];
  /** Show the price and the add-to-cart button; off means price on request. */
  price: Scalars['Boolean']['output'];
  /** Show the specifications table. */
  specifications: Scalars['Boolean']['output'];
  /** Show the YouTube video. */
  youtube: Scalars['Boolean']['output'];
};

/** Which parts of the product page to show. */
export type ProductFeaturesInput = {
  /** Show connected products. */
  connected: Scalars['Boolean']['input'];
  /** Show the image gallery. */
  gallery: Scalars['Boolean']['input'];
  /** Show the price and the add-to-cart button. */
  price: Scalars['Boolean']['input'];
  /** Show the specifications table. */
  specifications: Scalars['Boolean']['input'];
  /** Show the YouTube video. */
  youtube: Scalars['Boolean']['input'];
};

/** A storefront product listing: one page of products, and the filters and brands that narrow it. */
export type ProductListing = {
  __typename?: 'ProductListing';
  /** Brands of the listing's products with their counts. */
  brands: Array<ListingBrand>;
  /** The categories of the path from the top level down, for breadcrumbs. */
  breadcrumbs: Array<Category>;
  /** The category the path resolved to; null for the whole shop or an unknown path. */
  category?: Maybe<Category>;
  /** The products on this page. */
  data: Array<Product>;
  /** Filters of the listing's products with their values and counts. */
  filters: Array<ListingFilter>;
  /** Options of the listing's products (Veličina / Size) with their values and counts of products with an active variant of the value in stock, in the order the products list their options. A name that is also a filter's appears in both lists, each with its own values. */
  option_filters: Array<ListingOptionFilter>;
  /** Where this page sits in the whole listing. */
  paginatorInfo: PaginatorInfo;
  /** The price range of the listing's products with every selection but the price range applied; null when none match. */
  price_range?: Maybe<ListingPriceRange>;
  /** What the arguments select, in every language: the language switch writes the listing's address in the other language from it. */
  selection: ListingSelection;
};

/** A choice a product is sold in (Veličina / Size, Boja / Colour, Memorija / Storage), with its values in order. */
export type ProductOption = {
  __typename?: 'ProductOption';
  /** How the storefront offers the values. */
  display: ProductOptionDisplay;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** The values, in the administrator's order. */
  values: Array<ProductOptionValue>;
};

/** How the storefront offers an option's values. */
export type ProductOptionDisplay =
  /** Buttons with the values' names (sizes, storage). */
  | 'BUTTONS'
  /** Colour swatches, each value with its colour. */
  | 'SWATCHES';

/** One option of a product, when saving its variants: without id a new option, with id a change of that option. */
export type ProductOptionInput = {
  /** How the storefront offers the values. */
  display: ProductOptionDisplay;
  /** The option's id, to keep it. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Names by language index (0 Serbian, 1 English); the Serbian name is required, an empty English name shows the Serbian one (at most 255 characters). */
  names: Array<Scalars['String']['input']>;
  /** Its values in the order the storefront shows them (1 to 100). */
  values: Array<ProductOptionValueInput>;
};

/** One value of a product's option (42, Crna / Black, 256 GB). */
export type ProductOptionValue = {
  __typename?: 'ProductOptionValue';
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Names by language index (0 Serbian, 1 English). */
  names: Array<Scalars['String']['output']>;
  /** The option it is a value of. */
  option_id: Scalars['ID']['output'];
  /** The colour of a SWATCHES option's value, as #RRGGBB; null for other options. */
  swatch?: Maybe<Scalars['String']['output']>;
};

/** One value of an option, when saving a product's variants: without id a new value, with id a change of that value. */
export type ProductOptionValueInput = {
  /** The value's id, to keep it. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Names by language index (0 Serbian, 1 English); the Serbian name is required, an empty English name shows the Serbian one (at most 255 characters). */
  names: Array<Scalars['String']['input']>;
  /** The swatch's colour as #RRGGBB; required for a SWATCHES option, ignored for BUTTONS (at most 255 characters). */
  swatch?: InputMaybe<Scalars['String']['input']>;
};

/** One page of products. */
export type ProductPaginator = {
  __typename?: 'ProductPaginator';
  /** The products on this page. */
  data: Array<Product>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** Product order of a listing; the query string carries the number in brackets. */
export type ProductSort =
  /** Name, A to Z (2). */
  | 'NAME'
  /** Newest first. */
  | 'NEWEST'
  /** Price, lowest first (3). */
  | 'PRICE_ASC'
  /** Price, highest first (4). */
  | 'PRICE_DESC'
  /** Best match first when searching, otherwise newest first (empty in the query string). */
  | 'RELEVANCE'
  /** Most viewed first (8); administrators only. */
  | 'VIEWS'
  /** Most added to wishlists first (9); administrators only. */
  | 'WISHLIST';

/** The value one product has for one filter of its group, for example Boja: Crna. */
export type ProductSpecification = {
  __typename?: 'ProductSpecification';
  /** The filter. */
  filter: Filter;
  /** The value in the request's language. */
  value: Scalars['String']['output'];
  /** Values by language index (0 Serbian, 1 English). */
  values: Array<Scalars['String']['output']>;
};

/** One sellable variant of a product, with its own code, option values, prices, stock, pictures and active state; an order line names it. A product without options is one variant: its id is the product's id, and its code, prices, stock and pictures are the product's. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** Offered to shoppers; a variant switched off is shown as unavailable. */
  active: Scalars['Boolean']['output'];
  /** Stock-keeping code, unique among variants. */
  code: Scalars['String']['output'];
  /** Currency of the prices: RSD or EUR. */
  currency: Scalars['String']['output'];
  /** Rounded percentage saved: (price - process_price) / price × 100; 0 without a discount. */
  discount_percent: Scalars['Int']['output'];
  /** Action price while the variant is on action; null otherwise. */
  discount_price?: Maybe<Scalars['Float']['output']>;
  /** Further images, in order: the variant's own, or the product's when it has none (and for a product without options). */
  gallery: Array<StorageFile>;
  /** Unique id among variants. */
  id: Scalars['ID']['output'];
  /** The variant's main image; the product's for a product without options. */
  image?: Maybe<StorageFile>;
  /** Most units one order may hold: the order maximum (10) or the stock, whichever is lower. */
  max_quantity: Scalars['Int']['output'];
  /** Its values' names in the request's language, joined by ' / ' (42 / Crna); '' for a product without options. */
  name: Scalars['String']['output'];
  /** The variant's own further images, in order; empty for a product without options and for a variant that shows the product's (the product page then shows Product.gallery, fetched once). */
  own_gallery: Array<StorageFile>;
  /** Regular price. */
  price: Scalars['Float']['output'];
  /** The price a shopper pays now: the action price when there is one, otherwise the regular price. */
  process_price: Scalars['Float']['output'];
  /** True when no unit is left. */
  sold_out: Scalars['Boolean']['output'];
  /** Units in stock. */
  stock: Scalars['Int']['output'];
  /** Its value of each of the product's options, in the options' order; empty for a product without options. */
  values: Array<ProductOptionValue>;
};

/** One variant, when saving a product's variants: without id a new variant, with id a change of that variant. */
export type ProductVariantInput = {
  /** Offered to shoppers. */
  active: Scalars['Boolean']['input'];
  /** Stock-keeping code, unique among products and variants (at most 255 characters). */
  code: Scalars['String']['input'];
  /** Action price in RSD, lower than the price; null for none (at most 9999999999.99). */
  discount_price?: InputMaybe<Scalars['Float']['input']>;
  /** Its further images from the files, in order; empty shows the product's gallery. */
  gallery_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The variant's id, to keep it (orders name it). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Its main image from the files; null shows the product's. */
  image_id?: InputMaybe<Scalars['ID']['input']>;
  /** Regular price in RSD (at most 9999999999.99). */
  price: Scalars['Float']['input'];
  /** Units in stock (at most 2147483647). */
  stock: Scalars['Int']['input'];
  /** Its value of each option, by position: values[i] is the index of its value in options[i].values, from 0 (at most 2147483647). */
  values: Array<Scalars['Int']['input']>;
};

/** The products of a products carousel: chosen products, or a special listing's first ones. */
export type ProductsCarouselContent = {
  __typename?: 'ProductsCarouselContent';
  /** The products, in order (active ones only for visitors). */
  products: Array<Product>;
  /** The special listing it shows; null when products are chosen one by one. */
  special?: Maybe<SpecialListing>;
};

/** A promo code: a discount a limited number of times until it expires. */
export type PromoCode = {
  __typename?: 'PromoCode';
  /** Switched on. */
  active: Scalars['Boolean']['output'];
  /** The code shoppers type, unique, case-insensitive. */
  code: Scalars['String']['output'];
  /** When it was created. */
  created_at: Scalars['DateTime']['output'];
  /** The discount in percent of the subtotal, 1 to 100. */
  discount: Scalars['Float']['output'];
  /** When it stops working; null for never. */
  expires_at?: Maybe<Scalars['DateTime']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** How many orders may use it; 1 unless set. */
  usage_count: Scalars['Int']['output'];
  /** How many orders have used it. */
  used: Scalars['Int']['output'];
};

/** One page of promo codes. */
export type PromoCodePaginator = {
  __typename?: 'PromoCodePaginator';
  /** The codes on this page. */
  data: Array<PromoCode>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type Query = {
  __typename?: 'Query';
  /** Every administrator. */
  administrators: Array<Administrator>;
  /** Banners shown now in a position, in order. */
  banners: Array<Banner>;
  /** Every banner, one page at a time, with views and clicks within a date range. */
  bannersWithPagination: BannerPaginator;
  /** One published post by id (administrators also get unpublished ones). */
  blogPost?: Maybe<BlogPost>;
  /** Published posts, newest first. */
  blogPosts: BlogPostPaginator;
  /** Every post, one page at a time, for the admin. */
  blogPostsWithPagination: BlogPostPaginator;
  /** One brand by id or by its slug in the request's language. */
  brand?: Maybe<Brand>;
  /** Brands of the brand listing, in their order. */
  brands: Array<Brand>;
  /** Brands one page at a time with views and wishlist adds within a date range, for the admin. */
  brandsWithPagination: BrandPaginator;
  /** Every product in the CSV format the import reads: importing it back changes nothing. */
  catalogExport: CatalogExport;
  /** One import of the catalogue, for its preview and, while it runs, its progress (poll it). */
  catalogImport?: Maybe<CatalogImport>;
  /** Categories with their product counts, for menus and pickers; brand limits counts and categories to that brand. */
  categories: Array<Category>;
  /** Categories one page at a time with views and wishlist adds within a date range, for the admin's lists and statistics. */
  categoriesWithPagination: CategoryPaginator;
  /** One category by id. */
  category?: Maybe<Category>;
  /** Contact messages, newest first. */
  contactMessages: ContactMessagePaginator;
  /** The signed-in administrator. */
  currentAdministrator: Administrator;
  /** What the transliteration rule makes of a Latin text, with the shop's spellings, for the admin's preview (at most 2000 characters). */
  cyrillicPreview: Scalars['String']['output'];
  /** The shop's own Cyrillic spellings, A to Z by their Latin text. */
  cyrillicSpellings: Array<CyrillicSpelling>;
  /** The admin dashboard's figures. */
  dashboard: DashboardSummary;
  /** Product groups with their filters. */
  groups: Array<Group>;
  /** Who is on the site now, most recent first. */
  liveVisitors: Array<LiveVisitor>;
  /** The signed-in shopper. */
  me?: Maybe<User>;
  /** The signed-in shopper's orders, newest first. */
  myOrders: OrderPaginator;
  /** Every subscriber as CSV text with the header email,language,subscribed_at, for export. */
  newsletterCsv: Scalars['String']['output'];
  /** Newsletter subscribers, newest first. */
  newsletterSubscribers: NewsletterSubscriberPaginator;
  /** An order for its status page, by its full code and either the e-mail it was placed with (any case) or the key of the order e-mails' link; the signed-in shopper who placed it and administrators need neither. Null when they do not match, the same for an unknown code as for a wrong e-mail. Lookups with an e-mail or a key are counted per client address, and too many failed ones are refused for a while. */
  order?: Maybe<Order>;
  /** One order by id, for the admin's order detail. */
  orderById?: Maybe<Order>;
  /** Orders planned for delivery per day, for the order calendar. */
  orderCalendar: Array<OrderCalendarDay>;
  /** Countries: visitors get the active ones, administrators all. */
  orderCountries: Array<OrderCountry>;
  /** What an order would cost now, with the promo code checked. */
  orderQuote: OrderQuote;
  /** The order settings checkout needs. */
  orderSettings: OrderSettings;
  /** Orders one page at a time, newest first. */
  ordersWithPagination: OrderPaginator;
  /** One page by id, slug (in the request's language) or code; visitors get active pages only. */
  page?: Maybe<Page>;
  /** Every page for routes and menus: visitors get active pages, administrators all of them. */
  pages: Array<Page>;
  /** One active product by id (administrators also get inactive ones). */
  product?: Maybe<Product>;
  /** The storefront's product listing: shop, brand shop, special listings, wishlist and search results. */
  products: ProductListing;
  /** Every product, active or not, one page at a time, for the admin. */
  productsWithPagination: ProductPaginator;
  /** Promo codes one page at a time, newest first. */
  promoCodes: PromoCodePaginator;
  /** One search across products, categories, brands and blog posts, answered in the request's language, for the search screen: products by their names and categories' names in either language, Serbian in Cyrillic or Latin, case, diacritics and đ/dj ignored, words in any order, the last one as the start of a word, one typo from 4 letters and two from 8, a word spelt as it sounds (ajfon, galaksi), the administrator's synonyms; a text that finds nothing answers with its correction's results (corrected_query). Counted in the search insight. */
  search: SearchResults;
  /** What shoppers searched for on the search screen, by day, in both languages. */
  searchInsight: SearchInsight;
  /** The header's suggestions as the shopper types: the same search, products, categories and brands only, not counted in the search insight. */
  searchSuggestions: SearchSuggestions;
  /** The search's synonym groups, oldest first. */
  searchSynonyms: Array<SearchSynonym>;
  /** Settings: visitors get the visible ones, administrators all. */
  settings: Array<Setting>;
  /** Categories of the shop's menu with shop_products_count for a brand shop or a group's listing. */
  shopCategories: Array<Category>;
  /** A daily series of views, wishlist adds and clicks for one record or for every record of a subject, for the statistics charts. */
  statsSeries: Array<StatsPoint>;
  /** Uploaded files, newest first. */
  storage: StorageFilePaginator;
  /** One file by id, for the alt texts beside an admin form's image; null when there is none. */
  storageFile?: Maybe<StorageFile>;
  /** Every place that uses one of these files (unknown ids have none), for the question asked before deleting them. */
  storageUsages: Array<StorageUsage>;
  /** Shoppers one page at a time, newest first. */
  users: UserPaginator;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBannersArgs = {
  position: BannerPosition;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBannersWithPaginationArgs = {
  end_date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<StatsOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  position?: InputMaybe<BannerPosition>;
  search?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBlogPostArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBlogPostsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBlogPostsWithPaginationArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBrandArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryBrandsWithPaginationArgs = {
  end_date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<StatsOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryCatalogImportArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryCategoriesArgs = {
  brand?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryCategoriesWithPaginationArgs = {
  end_date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<StatsOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryContactMessagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryCyrillicPreviewArgs = {
  text: Scalars['String']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryGroupsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  withName?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryMyOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryNewsletterSubscribersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryOrderArgs = {
  code: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryOrderByIdArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryOrderCalendarArgs = {
  end_date: Scalars['Date']['input'];
  start_date: Scalars['Date']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryOrderQuoteArgs = {
  country_id?: InputMaybe<Scalars['ID']['input']>;
  items: Array<OrderItemInput>;
  promo_code?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryOrdersWithPaginationArgs = {
  end_date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryPageArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryProductsArgs = {
  brands?: InputMaybe<Array<Scalars['ID']['input']>>;
  campaign?: InputMaybe<Scalars['String']['input']>;
  category_path?: InputMaybe<Array<Scalars['String']['input']>>;
  filters?: InputMaybe<Array<FilterSelectionInput>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  price_max?: InputMaybe<Scalars['Float']['input']>;
  price_min?: InputMaybe<Scalars['Float']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  special?: InputMaybe<SpecialListing>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryProductsWithPaginationArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  end_date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryPromoCodesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QuerySearchArgs = {
  brands?: InputMaybe<Array<Scalars['ID']['input']>>;
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  exact?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QuerySearchInsightArgs = {
  end_date: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  lang?: InputMaybe<Scalars['Int']['input']>;
  start_date: Scalars['Date']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QuerySearchSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryShopCategoriesArgs = {
  brand?: InputMaybe<Scalars['ID']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryStatsSeriesArgs = {
  end_date: Scalars['Date']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  start_date: Scalars['Date']['input'];
  subject: StatsSubject;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryStorageArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tab?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryStorageFileArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryStorageUsagesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Reads. Public fields answer in the language of the `Lang` header (0 Serbian, 1 English). */
export type QueryUsersArgs = {
  banned?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A brand among all the products a search found, with how many of them it has. */
export type SearchBrandFacet = {
  __typename?: 'SearchBrandFacet';
  /** The brand. */
  brand: Brand;
  /** Products found of this brand (with the category selection applied). */
  count: Scalars['Int']['output'];
  /** True when the search's brands argument selects it. */
  selected: Scalars['Boolean']['output'];
};

/** A category among all the products a search found, with how many of them it holds. */
export type SearchCategoryFacet = {
  __typename?: 'SearchCategoryFacet';
  /** The category (its products are linked to it directly). */
  category: Category;
  /** Products found in this category or below it (with the brand selection applied). */
  count: Scalars['Int']['output'];
  /** True when the search's categories argument selects it. */
  selected: Scalars['Boolean']['output'];
};

/** Searches on one day. */
export type SearchDay = {
  __typename?: 'SearchDay';
  /** The shop's day. */
  date: Scalars['Date']['output'];
  /** Searches that day. */
  searches: Scalars['Int']['output'];
  /** Searches that found no product. */
  without_results: Scalars['Int']['output'];
};

/** What shoppers searched for in a range of days: the admin's search insight. */
export type SearchInsight = {
  __typename?: 'SearchInsight';
  /** Every day of the range, days without searches included. */
  days: Array<SearchDay>;
  /** Queries whose latest search found no product, most searched first. */
  queries_without_results: Array<SearchQueryCount>;
  /** The most frequent queries, most searched first. */
  top_queries: Array<SearchQueryCount>;
};

/** How often one query was searched for on the search screen in a range of days. */
export type SearchQueryCount = {
  __typename?: 'SearchQueryCount';
  /** Language of the searches (0 Serbian, 1 English). */
  lang: Scalars['Int']['output'];
  /** The last day it was searched for. */
  last_date: Scalars['Date']['output'];
  /** The query as a shopper typed it (its first spelling in the range). */
  query: Scalars['String']['output'];
  /** Products its latest search found. */
  results: Scalars['Int']['output'];
  /** Searches for it in the range. */
  searches: Scalars['Int']['output'];
};

/** What one search found, in each kind of content. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Brands of all the products found, most products first. */
  brand_facets: Array<SearchBrandFacet>;
  /** Matching brands. */
  brands: Array<Brand>;
  /** Matching categories. */
  categories: Array<Category>;
  /** Categories of all the products found, most products first. */
  category_facets: Array<SearchCategoryFacet>;
  /** Unless exact was asked for: when the query found nothing and its correction (did_you_mean) finds products, the correction, whose results this answer holds; when its words as typed find no product but as the search read them (by sound, a typo) they do, the text as read ("ajfon" → "iphone"). The storefront says "Showing results for: …". Otherwise null. */
  corrected_query?: Maybe<Scalars['String']['output']>;
  /** When the query as typed found nothing: the query spelled as the catalogue's words, which finds products; otherwise null. */
  did_you_mean?: Maybe<Scalars['String']['output']>;
  /** Where the products' page sits among all of them. */
  paginatorInfo: PaginatorInfo;
  /** Matching published blog posts. */
  posts: Array<BlogPost>;
  /** Matching active products of the page asked for, best first: name before brand before category before code before description, exact words before beginnings of words before corrected typos. */
  products: Array<Product>;
  /** Active products matching in all, with the brand and category selections applied. */
  products_total: Scalars['Int']['output'];
};

/** What the header's search field offers as the shopper types. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Matching brands. */
  brands: Array<Brand>;
  /** Matching categories. */
  categories: Array<Category>;
  /** When nothing matches and the correction (did_you_mean) does: the correction, whose suggestions these are; otherwise null. */
  corrected_query?: Maybe<Scalars['String']['output']>;
  /** When nothing matches: the query spelled as the catalogue's words, which finds products; otherwise null. */
  did_you_mean?: Maybe<Scalars['String']['output']>;
  /** The best matching active products. */
  products: Array<Product>;
};

/** A group of words the search treats as one: a query with any of them finds what the others find. */
export type SearchSynonym = {
  __typename?: 'SearchSynonym';
  /** Id. */
  id: Scalars['ID']['output'];
  /** The words, as the administrator wrote them. */
  terms: Array<Scalars['String']['output']>;
};

/** A shop setting: a named value per language (default SEO, contacts, the orders e-mail list, the exchange rate) or an image (the brand's logo and favicon, the default share image). */
export type Setting = {
  __typename?: 'Setting';
  /** The setting's key, for example seo_title, orders_email, exchange_rate_eur; the brand is site_name (the shop's name in the header, mails, structured data and the web app manifest), logo and favicon (their image). */
  field: Scalars['String']['output'];
  /** Hidden settings are for administrators only. */
  hidden: Scalars['Boolean']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** An image, for settings such as the logo, the favicon or the default share image. */
  image?: Maybe<StorageFile>;
  /** Value in the request's language. */
  value?: Maybe<Scalars['String']['output']>;
  /** Values by language index (0 Serbian, 1 English). */
  values: Array<Scalars['String']['output']>;
};

/** The slides of a slider block. */
export type SliderContent = {
  __typename?: 'SliderContent';
  /** The slides, in order. */
  banners: Array<Banner>;
};

/** The special listings of the storefront. */
export type SpecialListing =
  /** Products on action, /akcija. */
  | 'ACTION'
  /** The products of a campaign's group, /kampanja; needs the campaign argument. */
  | 'CAMPAIGN'
  /** New products, /novo. */
  | 'NEW'
  /** Popular products, /popularno. */
  | 'POPULAR';

/** A product's value for one filter, when saving a product. */
export type SpecificationInput = {
  /** The filter's id (a filter of the product's group). */
  filter_id: Scalars['ID']['input'];
  /** The value in the request's language; an empty value clears this language's value only (at most 255 characters). */
  value: Scalars['String']['input'];
};

/** How an admin statistics list is ordered. */
export type StatsOrder =
  /** By name, A to Z. */
  | 'NAME'
  /** Newest first. */
  | 'NEWEST'
  /** Most products first. */
  | 'PRODUCTS'
  /** Most viewed first (within the date range). */
  | 'VIEWS'
  /** Most added to wishlists first (within the date range). */
  | 'WISHLIST';

/** One day of a statistics series. */
export type StatsPoint = {
  __typename?: 'StatsPoint';
  /** Banner clicks that day (0 for others). */
  clicks: Scalars['Int']['output'];
  /** The day. */
  date: Scalars['Date']['output'];
  /** Views (product views, or banner views) that day. */
  views: Scalars['Int']['output'];
  /** Wishlist adds that day (0 for banners). */
  wishlist_added: Scalars['Int']['output'];
};

/** What a statistics series counts. */
export type StatsSubject =
  /** A banner. */
  | 'BANNER'
  /** A brand's products. */
  | 'BRAND'
  /** A group campaign. */
  | 'CAMPAIGN'
  /** A category's products (with its subcategories). */
  | 'CATEGORY'
  /** A product. */
  | 'PRODUCT';

/** An uploaded file: an image (with a -lg large variant, a small variant and responsive AVIF/WebP widths) or a document. */
export type StorageFile = {
  __typename?: 'StorageFile';
  /** Alternative text for screen readers and search engines, in the request's language; null when that language has none (the storefront then describes the picture by where it is drawn, such as its product's or banner's name in the page's language). */
  alt?: Maybe<Scalars['String']['output']>;
  /** Alternative texts by language index (0 Serbian, 1 English); an empty string where a language has none. */
  alts: Array<Scalars['String']['output']>;
  /** The storage bucket it was uploaded to (public). */
  bucket: Scalars['String']['output'];
  /** When it was uploaded. */
  created_at: Scalars['DateTime']['output'];
  /** Folder inside the bucket, by upload month, for example 2026/11. */
  folder: Scalars['String']['output'];
  /** Height in pixels; null for documents. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** MIME type, for example image/jpeg or application/pdf. */
  mime: Scalars['String']['output'];
  /** Stored file name, unique within its folder. */
  name: Scalars['String']['output'];
  /** The name the file had on the uploader's computer. */
  orig_name: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** The files screen's tab the file is filed under (products, banners, blog, documents …). */
  tab: Scalars['String']['output'];
  /** Public URL of the original, under /storage. */
  url: Scalars['String']['output'];
  /** Public URL of the large variant (name with the -lg suffix); the original's URL for documents, and for an image until a background job has made its variants (seconds after the upload). */
  url_lg: Scalars['String']['output'];
  /** Public URL of the small variant, for lists and thumbnails; the original's URL for documents, and for an image until its variants are made. */
  url_sm: Scalars['String']['output'];
  /** The widths in pixels of the image's AVIF and WebP variants, narrowest first: 320, 640, 960 and 1280 (and its own width when narrower than 1280), never wider than the original. Empty for documents, uploaded SVGs (they scale), animations, and an image whose variants a background job has not made yet. A width's variants are at the original's url with its extension replaced: /storage/public/2026/11/photo-12.jpg in 640 px is /storage/public/2026/11/photo-12-w640.avif and /storage/public/2026/11/photo-12-w640.webp. */
  variant_widths: Array<Scalars['Int']['output']>;
  /**
   * The image in 320, 640, 960 and 1280 px (and its own width when narrower than 1280), never wider than the original, narrowest first; empty for documents, SVGs (they scale), animations, and an image whose variants a background job has not made yet.
   * @deprecated Use variant_widths: each width's AVIF and WebP URLs are the original's url with its extension replaced by -w<width>.avif and -w<width>.webp; a height is the original's proportions, rounded.
   */
  variants: Array<ImageVariant>;
  /** Width in pixels; null for documents. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** One page of files. */
export type StorageFilePaginator = {
  __typename?: 'StorageFilePaginator';
  /** The files on this page. */
  data: Array<StorageFile>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** One place that uses a file; deleting the file changes it as its place says. */
export type StorageUsage = {
  __typename?: 'StorageUsage';
  /** The file. */
  file_id: Scalars['ID']['output'];
  /** The record's id (a block's own id for a block). */
  id: Scalars['ID']['output'];
  /** The kind of record. */
  kind: StorageUsageKind;
  /** The record's name in the request's language: a product's, category's, brand's, banner's, page's or post's name, a setting's key, a block's page and heading. */
  name: Scalars['String']['output'];
  /** For a block, the page it is on; null otherwise. */
  page_id?: Maybe<Scalars['ID']['output']>;
  /** Where in the record. */
  place: StorageUsagePlace;
};

/** The kind of record that uses a file. */
export type StorageUsageKind =
  /** A banner. */
  | 'BANNER'
  /** A design block of a page. */
  | 'BLOCK'
  /** A blog post. */
  | 'BLOG_POST'
  /** A brand. */
  | 'BRAND'
  /** A category. */
  | 'CATEGORY'
  /** A CMS page. */
  | 'PAGE'
  /** A product. */
  | 'PRODUCT'
  /** A shop setting. */
  | 'SETTING';

/** Where in a record a file is used, and what a confirmed delete does there. */
export type StorageUsagePlace =
  /** A product's gallery: the image leaves the gallery. */
  | 'GALLERY'
  /** Its image (a product's, category's, brand's or post's image, a banner's image in a language, a card's image, a setting's image): cleared. */
  | 'IMAGE'
  /** A link to the file's address in its text or link (an image or link in HTML, a banner's or card's link, a setting's value): an image is removed, a link keeps its words without the link, a link field is emptied. */
  | 'TEXT';

/** Live updates, delivered over graphql-ws on the /graphql path. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The storefront's live channel: while subscribed the visitor counts as on the site, and leaves when the last of its channels closes; messages for it arrive here. */
  liveMessages: LiveMessage;
  /** Who is on the site: everyone at once (snapshot), then only what changed, at most once a second. */
  liveVisitorChanges: LiveVisitorChanges;
};


/** Live updates, delivered over graphql-ws on the /graphql path. */
export type SubscriptionLiveMessagesArgs = {
  client: Scalars['String']['input'];
  session: Scalars['String']['input'];
};

/** The text of a text-editor block. */
export type TextContent = {
  __typename?: 'TextContent';
  /** Sanitised HTML in the request's language. */
  html: Scalars['String']['output'];
  /** HTML by language index (0 Serbian, 1 English). */
  htmls: Array<Scalars['String']['output']>;
};

/** A product with its counters in a date range, for the dashboard's top list. */
export type TopProduct = {
  __typename?: 'TopProduct';
  /** Units ordered in the range. */
  ordered: Scalars['Int']['output'];
  /** The product. */
  product: Product;
  /** Views in the range. */
  views: Scalars['Int']['output'];
};

/** A registered shopper. */
export type User = {
  __typename?: 'User';
  /** Street and number, to fill in checkout. */
  address?: Maybe<Scalars['String']['output']>;
  /** Banned shoppers cannot log in. */
  banned: Scalars['Boolean']['output'];
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Delivery country. */
  country?: Maybe<OrderCountry>;
  /** When the account was made. */
  created_at: Scalars['DateTime']['output'];
  /** E-mail, the login. */
  email: Scalars['String']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastname: Scalars['String']['output'];
  /** First name. */
  name: Scalars['String']['output'];
  /** Orders placed while logged in. */
  orders_count: Scalars['Int']['output'];
  /** Phone. */
  phone?: Maybe<Scalars['String']['output']>;
  /** True once the e-mail address was confirmed. */
  verified: Scalars['Boolean']['output'];
  /** Postal code. */
  zip?: Maybe<Scalars['String']['output']>;
};

/** A signed-in shopper: the token to keep in the ustokjwt cookie and send as Authuser. */
export type UserAuthPayload = {
  __typename?: 'UserAuthPayload';
  /** The user token. */
  token: Scalars['String']['output'];
  /** The shopper. */
  user: User;
};

/** One page of shoppers. */
export type UserPaginator = {
  __typename?: 'UserPaginator';
  /** The shoppers on this page. */
  data: Array<User>;
  /** Where this page sits in the whole list. */
  paginatorInfo: PaginatorInfo;
};

/** A product added to a shopper's wishlist, counted for statistics (the wishlist itself lives in the browser). */
export type WishlistAdded = {
  __typename?: 'WishlistAdded';
  /** The browser's client id (localStorage key client). */
  client: Scalars['String']['output'];
  /** When it was added. */
  created_at: Scalars['DateTime']['output'];
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** The product. */
  product_id: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  BlockContent:
    | ( Omit<BannersContent, 'banners'> & { banners: Array<_RefType['Banner']> } )
    | ( Omit<BlogCarouselContent, 'posts'> & { posts: Array<_RefType['BlogPost']> } )
    | ( Omit<BrandsContent, 'brands'> & { brands: Array<_RefType['Brand']> } )
    | ( Omit<CardsContent, 'cards'> & { cards: Array<_RefType['Card']> } )
    | ( Omit<CategoriesContent, 'categories'> & { categories: Array<_RefType['Category']> } )
    | ( Omit<ProductsCarouselContent, 'products'> & { products: Array<_RefType['Product']> } )
    | ( Omit<SliderContent, 'banners'> & { banners: Array<_RefType['Banner']> } )
    | ( TextContent )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminAuthPayload: ResolverTypeWrapper<AdminAuthPayload>;
  Administrator: ResolverTypeWrapper<AdministratorRow>;
  Banner: ResolverTypeWrapper<BannerRow>;
  BannerEvent: BannerEvent;
  BannerPaginator: ResolverTypeWrapper<Omit<BannerPaginator, 'data'> & { data: Array<ResolversTypes['Banner']> }>;
  BannerPosition: BannerPosition;
  BannersContent: ResolverTypeWrapper<Omit<BannersContent, 'banners'> & { banners: Array<ResolversTypes['Banner']> }>;
  Block: ResolverTypeWrapper<BlockRow>;
  BlockContent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlockContent']>;
  BlockContentInput: BlockContentInput;
  BlockType: BlockType;
  BlogCarouselContent: ResolverTypeWrapper<Omit<BlogCarouselContent, 'posts'> & { posts: Array<ResolversTypes['BlogPost']> }>;
  BlogPost: ResolverTypeWrapper<BlogPostRow>;
  BlogPostPaginator: ResolverTypeWrapper<Omit<BlogPostPaginator, 'data'> & { data: Array<ResolversTypes['BlogPost']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  BrandPaginator: ResolverTypeWrapper<Omit<BrandPaginator, 'data'> & { data: Array<ResolversTypes['Brand']> }>;
  BrandsContent: ResolverTypeWrapper<Omit<BrandsContent, 'brands'> & { brands: Array<ResolversTypes['Brand']> }>;
  Card: ResolverTypeWrapper<Omit<Card, 'image'> & { image?: Maybe<ResolversTypes['StorageFile']> }>;
  CardInput: CardInput;
  CardPayment: ResolverTypeWrapper<CardPaymentRow>;
  CardPaymentAction: CardPaymentAction;
  CardPaymentForm: ResolverTypeWrapper<CardPaymentForm>;
  CardPaymentStatus: CardPaymentStatus;
  CardsContent: ResolverTypeWrapper<Omit<CardsContent, 'cards'> & { cards: Array<ResolversTypes['Card']> }>;
  CatalogExport: ResolverTypeWrapper<CatalogExport>;
  CatalogImport: ResolverTypeWrapper<CatalogImportRow>;
  CatalogImportAction: CatalogImportAction;
  CatalogImportLine: ResolverTypeWrapper<CatalogImportLine>;
  CatalogImportLinePaginator: ResolverTypeWrapper<CatalogImportLinePaginator>;
  CatalogImportProblem: ResolverTypeWrapper<CatalogImportProblem>;
  CatalogImportStatus: CatalogImportStatus;
  CategoriesContent: ResolverTypeWrapper<Omit<CategoriesContent, 'categories'> & { categories: Array<ResolversTypes['Category']> }>;
  Category: ResolverTypeWrapper<CategoryRow>;
  CategoryPaginator: ResolverTypeWrapper<Omit<CategoryPaginator, 'data'> & { data: Array<ResolversTypes['Category']> }>;
  ContactMessage: ResolverTypeWrapper<ContactMessageRow>;
  ContactMessagePaginator: ResolverTypeWrapper<Omit<ContactMessagePaginator, 'data'> & { data: Array<ResolversTypes['ContactMessage']> }>;
  ContentState: ContentState;
  CyrillicSpelling: ResolverTypeWrapper<CyrillicSpellingRow>;
  DashboardSummary: ResolverTypeWrapper<Omit<DashboardSummary, 'top_products'> & { top_products: Array<ResolversTypes['TopProduct']> }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Filter: ResolverTypeWrapper<FilterRow>;
  FilterSelectionInput: FilterSelectionInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormField: ResolverTypeWrapper<FormField>;
  GenericResponse: ResolverTypeWrapper<GenericResponse>;
  Group: ResolverTypeWrapper<GroupRow>;
  GroupCampaign: ResolverTypeWrapper<GroupCampaignRow>;
  GroupFilterInput: GroupFilterInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageVariant: ResolverTypeWrapper<ImageVariant>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListingBrand: ResolverTypeWrapper<Omit<ListingBrand, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  ListingFilter: ResolverTypeWrapper<Omit<ListingFilter, 'filter'> & { filter: ResolversTypes['Filter'] }>;
  ListingFilterValue: ResolverTypeWrapper<ListingFilterValue>;
  ListingOptionFilter: ResolverTypeWrapper<ListingOptionFilter>;
  ListingPriceBounds: ResolverTypeWrapper<ListingPriceBounds>;
  ListingPriceRange: ResolverTypeWrapper<ListingPriceRange>;
  ListingSelectedFilter: ResolverTypeWrapper<ListingSelectedFilter>;
  ListingSelection: ResolverTypeWrapper<ListingSelection>;
  LiveMessage: ResolverTypeWrapper<LiveMessage>;
  LiveMessageInput: LiveMessageInput;
  LiveVisit: ResolverTypeWrapper<LiveVisit>;
  LiveVisitor: ResolverTypeWrapper<Omit<LiveVisitor, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  LiveVisitorChanges: ResolverTypeWrapper<Omit<LiveVisitorChanges, 'visitors'> & { visitors: Array<ResolversTypes['LiveVisitor']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterSubscriber: ResolverTypeWrapper<NewsletterSubscriberRow>;
  NewsletterSubscriberPaginator: ResolverTypeWrapper<Omit<NewsletterSubscriberPaginator, 'data'> & { data: Array<ResolversTypes['NewsletterSubscriber']> }>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderAddress: ResolverTypeWrapper<Omit<OrderAddress, 'country'> & { country: ResolversTypes['OrderCountry'] }>;
  OrderCalendarDay: ResolverTypeWrapper<Omit<OrderCalendarDay, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderCountry: ResolverTypeWrapper<OrderCountryRow>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderItem: ResolverTypeWrapper<OrderItemRow>;
  OrderItemInput: OrderItemInput;
  OrderPaginator: ResolverTypeWrapper<Omit<OrderPaginator, 'data'> & { data: Array<ResolversTypes['Order']> }>;
  OrderQuote: ResolverTypeWrapper<Omit<OrderQuote, 'items'> & { items: Array<ResolversTypes['OrderQuoteItem']> }>;
  OrderQuoteItem: ResolverTypeWrapper<Omit<OrderQuoteItem, 'product' | 'variant'> & { product: ResolversTypes['Product'], variant: ResolversTypes['ProductVariant'] }>;
  OrderSettings: ResolverTypeWrapper<OrderSettings>;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChange>;
  Page: ResolverTypeWrapper<PageRow>;
  PageMenu: PageMenu;
  PageType: PageType;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  PaymentMethod: PaymentMethod;
  PaymentQr: ResolverTypeWrapper<PaymentQr>;
  PaymentStatus: PaymentStatus;
  PositionInput: PositionInput;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductFeatures: ResolverTypeWrapper<ProductFeatures>;
  ProductFeaturesInput: ProductFeaturesInput;
  ProductListing: ResolverTypeWrapper<Omit<ProductListing, 'brands' | 'breadcrumbs' | 'category' | 'data' | 'filters'> & { brands: Array<ResolversTypes['ListingBrand']>, breadcrumbs: Array<ResolversTypes['Category']>, category?: Maybe<ResolversTypes['Category']>, data: Array<ResolversTypes['Product']>, filters: Array<ResolversTypes['ListingFilter']> }>;
  ProductOption: ResolverTypeWrapper<ProductOptionRow>;
  ProductOptionDisplay: ProductOptionDisplay;
  ProductOptionInput: ProductOptionInput;
  ProductOptionValue: ResolverTypeWrapper<ProductOptionValueRow>;
  ProductOptionValueInput: ProductOptionValueInput;
  ProductPaginator: ResolverTypeWrapper<Omit<ProductPaginator, 'data'> & { data: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductSpecification: ResolverTypeWrapper<Omit<ProductSpecification, 'filter'> & { filter: ResolversTypes['Filter'] }>;
  ProductVariant: ResolverTypeWrapper<ProductVariantRow>;
  ProductVariantInput: ProductVariantInput;
  ProductsCarouselContent: ResolverTypeWrapper<Omit<ProductsCarouselContent, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  PromoCode: ResolverTypeWrapper<PromoCodeRow>;
  PromoCodePaginator: ResolverTypeWrapper<Omit<PromoCodePaginator, 'data'> & { data: Array<ResolversTypes['PromoCode']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchBrandFacet: ResolverTypeWrapper<Omit<SearchBrandFacet, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  SearchCategoryFacet: ResolverTypeWrapper<Omit<SearchCategoryFacet, 'category'> & { category: ResolversTypes['Category'] }>;
  SearchDay: ResolverTypeWrapper<SearchDay>;
  SearchInsight: ResolverTypeWrapper<SearchInsight>;
  SearchQueryCount: ResolverTypeWrapper<SearchQueryCount>;
  SearchResults: ResolverTypeWrapper<Omit<SearchResults, 'brand_facets' | 'brands' | 'categories' | 'category_facets' | 'posts' | 'products'> & { brand_facets: Array<ResolversTypes['SearchBrandFacet']>, brands: Array<ResolversTypes['Brand']>, categories: Array<ResolversTypes['Category']>, category_facets: Array<ResolversTypes['SearchCategoryFacet']>, posts: Array<ResolversTypes['BlogPost']>, products: Array<ResolversTypes['Product']> }>;
  SearchSuggestions: ResolverTypeWrapper<Omit<SearchSuggestions, 'brands' | 'categories' | 'products'> & { brands: Array<ResolversTypes['Brand']>, categories: Array<ResolversTypes['Category']>, products: Array<ResolversTypes['Product']> }>;
  SearchSynonym: ResolverTypeWrapper<SearchSynonym>;
  Setting: ResolverTypeWrapper<SettingRow>;
  SliderContent: ResolverTypeWrapper<Omit<SliderContent, 'banners'> & { banners: Array<ResolversTypes['Banner']> }>;
  SpecialListing: SpecialListing;
  SpecificationInput: SpecificationInput;
  StatsOrder: StatsOrder;
  StatsPoint: ResolverTypeWrapper<StatsPoint>;
  StatsSubject: StatsSubject;
  StorageFile: ResolverTypeWrapper<StorageFileRow>;
  StorageFilePaginator: ResolverTypeWrapper<Omit<StorageFilePaginator, 'data'> & { data: Array<ResolversTypes['StorageFile']> }>;
  StorageUsage: ResolverTypeWrapper<StorageUsage>;
  StorageUsageKind: StorageUsageKind;
  StorageUsagePlace: StorageUsagePlace;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TextContent: ResolverTypeWrapper<TextContent>;
  TopProduct: ResolverTypeWrapper<Omit<TopProduct, 'product'> & { product: ResolversTypes['Product'] }>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserRow>;
  UserAuthPayload: ResolverTypeWrapper<Omit<UserAuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UserPaginator: ResolverTypeWrapper<Omit<UserPaginator, 'data'> & { data: Array<ResolversTypes['User']> }>;
  WishlistAdded: ResolverTypeWrapper<WishlistAddedRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminAuthPayload: AdminAuthPayload;
  Administrator: AdministratorRow;
  Banner: BannerRow;
  BannerPaginator: Omit<BannerPaginator, 'data'> & { data: Array<ResolversParentTypes['Banner']> };
  BannersContent: Omit<BannersContent, 'banners'> & { banners: Array<ResolversParentTypes['Banner']> };
  Block: BlockRow;
  BlockContent: ResolversUnionTypes<ResolversParentTypes>['BlockContent'];
  BlockContentInput: BlockContentInput;
  BlogCarouselContent: Omit<BlogCarouselContent, 'posts'> & { posts: Array<ResolversParentTypes['BlogPost']> };
  BlogPost: BlogPostRow;
  BlogPostPaginator: Omit<BlogPostPaginator, 'data'> & { data: Array<ResolversParentTypes['BlogPost']> };
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  BrandPaginator: Omit<BrandPaginator, 'data'> & { data: Array<ResolversParentTypes['Brand']> };
  BrandsContent: Omit<BrandsContent, 'brands'> & { brands: Array<ResolversParentTypes['Brand']> };
  Card: Omit<Card, 'image'> & { image?: Maybe<ResolversParentTypes['StorageFile']> };
  CardInput: CardInput;
  CardPayment: CardPaymentRow;
  CardPaymentForm: CardPaymentForm;
  CardsContent: Omit<CardsContent, 'cards'> & { cards: Array<ResolversParentTypes['Card']> };
  CatalogExport: CatalogExport;
  CatalogImport: CatalogImportRow;
  CatalogImportLine: CatalogImportLine;
  CatalogImportLinePaginator: CatalogImportLinePaginator;
  CatalogImportProblem: CatalogImportProblem;
  CategoriesContent: Omit<CategoriesContent, 'categories'> & { categories: Array<ResolversParentTypes['Category']> };
  Category: CategoryRow;
  CategoryPaginator: Omit<CategoryPaginator, 'data'> & { data: Array<ResolversParentTypes['Category']> };
  ContactMessage: ContactMessageRow;
  ContactMessagePaginator: Omit<ContactMessagePaginator, 'data'> & { data: Array<ResolversParentTypes['ContactMessage']> };
  CyrillicSpelling: CyrillicSpellingRow;
  DashboardSummary: Omit<DashboardSummary, 'top_products'> & { top_products: Array<ResolversParentTypes['TopProduct']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Filter: FilterRow;
  FilterSelectionInput: FilterSelectionInput;
  Float: Scalars['Float']['output'];
  FormField: FormField;
  GenericResponse: GenericResponse;
  Group: GroupRow;
  GroupCampaign: GroupCampaignRow;
  GroupFilterInput: GroupFilterInput;
  ID: Scalars['ID']['output'];
  ImageVariant: ImageVariant;
  Int: Scalars['Int']['output'];
  ListingBrand: Omit<ListingBrand, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  ListingFilter: Omit<ListingFilter, 'filter'> & { filter: ResolversParentTypes['Filter'] };
  ListingFilterValue: ListingFilterValue;
  ListingOptionFilter: ListingOptionFilter;
  ListingPriceBounds: ListingPriceBounds;
  ListingPriceRange: ListingPriceRange;
  ListingSelectedFilter: ListingSelectedFilter;
  ListingSelection: ListingSelection;
  LiveMessage: LiveMessage;
  LiveMessageInput: LiveMessageInput;
  LiveVisit: LiveVisit;
  LiveVisitor: Omit<LiveVisitor, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  LiveVisitorChanges: Omit<LiveVisitorChanges, 'visitors'> & { visitors: Array<ResolversParentTypes['LiveVisitor']> };
  Mutation: Record<PropertyKey, never>;
  NewsletterSubscriber: NewsletterSubscriberRow;
  NewsletterSubscriberPaginator: Omit<NewsletterSubscriberPaginator, 'data'> & { data: Array<ResolversParentTypes['NewsletterSubscriber']> };
  Order: OrderRow;
  OrderAddress: Omit<OrderAddress, 'country'> & { country: ResolversParentTypes['OrderCountry'] };
  OrderCalendarDay: Omit<OrderCalendarDay, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderCountry: OrderCountryRow;
  OrderCustomer: OrderCustomer;
  OrderItem: OrderItemRow;
  OrderItemInput: OrderItemInput;
  OrderPaginator: Omit<OrderPaginator, 'data'> & { data: Array<ResolversParentTypes['Order']> };
  OrderQuote: Omit<OrderQuote, 'items'> & { items: Array<ResolversParentTypes['OrderQuoteItem']> };
  OrderQuoteItem: Omit<OrderQuoteItem, 'product' | 'variant'> & { product: ResolversParentTypes['Product'], variant: ResolversParentTypes['ProductVariant'] };
  OrderSettings: OrderSettings;
  OrderStatusChange: OrderStatusChange;
  Page: PageRow;
  PaginatorInfo: PaginatorInfo;
  PaymentQr: PaymentQr;
  PositionInput: PositionInput;
  Product: ProductRow;
  ProductFeatures: ProductFeatures;
  ProductFeaturesInput: ProductFeaturesInput;
  ProductListing: Omit<ProductListing, 'brands' | 'breadcrumbs' | 'category' | 'data' | 'filters'> & { brands: Array<ResolversParentTypes['ListingBrand']>, breadcrumbs: Array<ResolversParentTypes['Category']>, category?: Maybe<ResolversParentTypes['Category']>, data: Array<ResolversParentTypes['Product']>, filters: Array<ResolversParentTypes['ListingFilter']> };
  ProductOption: ProductOptionRow;
  ProductOptionInput: ProductOptionInput;
  ProductOptionValue: ProductOptionValueRow;
  ProductOptionValueInput: ProductOptionValueInput;
  ProductPaginator: Omit<ProductPaginator, 'data'> & { data: Array<ResolversParentTypes['Product']> };
  ProductSpecification: Omit<ProductSpecification, 'filter'> & { filter: ResolversParentTypes['Filter'] };
  ProductVariant: ProductVariantRow;
  ProductVariantInput: ProductVariantInput;
  ProductsCarouselContent: Omit<ProductsCarouselContent, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  PromoCode: PromoCodeRow;
  PromoCodePaginator: Omit<PromoCodePaginator, 'data'> & { data: Array<ResolversParentTypes['PromoCode']> };
  Query: Record<PropertyKey, never>;
  SearchBrandFacet: Omit<SearchBrandFacet, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  SearchCategoryFacet: Omit<SearchCategoryFacet, 'category'> & { category: ResolversParentTypes['Category'] };
  SearchDay: SearchDay;
  SearchInsight: SearchInsight;
  SearchQueryCount: SearchQueryCount;
  SearchResults: Omit<SearchResults, 'brand_facets' | 'brands' | 'categories' | 'category_facets' | 'posts' | 'products'> & { brand_facets: Array<ResolversParentTypes['SearchBrandFacet']>, brands: Array<ResolversParentTypes['Brand']>, categories: Array<ResolversParentTypes['Category']>, category_facets: Array<ResolversParentTypes['SearchCategoryFacet']>, posts: Array<ResolversParentTypes['BlogPost']>, products: Array<ResolversParentTypes['Product']> };
  SearchSuggestions: Omit<SearchSuggestions, 'brands' | 'categories' | 'products'> & { brands: Array<ResolversParentTypes['Brand']>, categories: Array<ResolversParentTypes['Category']>, products: Array<ResolversParentTypes['Product']> };
  SearchSynonym: SearchSynonym;
  Setting: SettingRow;
  SliderContent: Omit<SliderContent, 'banners'> & { banners: Array<ResolversParentTypes['Banner']> };
  SpecificationInput: SpecificationInput;
  StatsPoint: StatsPoint;
  StorageFile: StorageFileRow;
  StorageFilePaginator: Omit<StorageFilePaginator, 'data'> & { data: Array<ResolversParentTypes['StorageFile']> };
  StorageUsage: StorageUsage;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TextContent: TextContent;
  TopProduct: Omit<TopProduct, 'product'> & { product: ResolversParentTypes['Product'] };
  Upload: Scalars['Upload']['output'];
  User: UserRow;
  UserAuthPayload: Omit<UserAuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UserPaginator: Omit<UserPaginator, 'data'> & { data: Array<ResolversParentTypes['User']> };
  WishlistAdded: WishlistAddedRow;
};

export type AdminDirectiveArgs = { };

export type AdminDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AdminDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LengthDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type LengthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = LengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = { };

export type LinkDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LooseIdDirectiveArgs = { };

export type LooseIdDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = LooseIdDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RangeDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
};

export type RangeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = RangeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type UserDirectiveArgs = { };

export type UserDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = UserDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminAuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuthPayload'] = ResolversParentTypes['AdminAuthPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdministratorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Administrator'] = ResolversParentTypes['Administrator']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_login_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active_from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active_to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  images?: Resolver<Array<Maybe<ResolversTypes['StorageFile']>>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['BannerPosition'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContentState'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BannerPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerPaginator'] = ResolversParentTypes['BannerPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BannersContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannersContent'] = ResolversParentTypes['BannersContent']> = {
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Block'] = ResolversParentTypes['Block']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active_from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active_to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['BlockContent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  page_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContentState'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BlockType'], ParentType, ContextType>;
};

export type BlockContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockContent'] = ResolversParentTypes['BlockContent']> = {
  __resolveType: TypeResolveFn<'BannersContent' | 'BlogCarouselContent' | 'BrandsContent' | 'CardsContent' | 'CategoriesContent' | 'ProductsCarouselContent' | 'SliderContent' | 'TextContent', ParentType, ContextType>;
};

export type BlogCarouselContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogCarouselContent'] = ResolversParentTypes['BlogCarouselContent']> = {
  posts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  alternate_slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seo_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summaries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPostPaginator'] = ResolversParentTypes['BlogPostPaginator']> = {
  data?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  alternate_slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products_views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seo_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist_added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandPaginator'] = ResolversParentTypes['BrandPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BrandsContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandsContent'] = ResolversParentTypes['BrandsContent']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardPayment'] = ResolversParentTypes['CardPayment']> = {
  amount_rsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  authorization_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  masked_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CardPaymentStatus'], ParentType, ContextType>;
  transaction_date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  transaction_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardPaymentFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardPaymentForm'] = ResolversParentTypes['CardPaymentForm']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FormField']>, ParentType, ContextType>;
};

export type CardsContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardsContent'] = ResolversParentTypes['CardsContent']> = {
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogExport'] = ResolversParentTypes['CatalogExport']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogImport'] = ResolversParentTypes['CatalogImport']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images_needed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images_uploaded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['CatalogImportLinePaginator'], ParentType, ContextType, RequireFields<CatalogImportRowsArgs, 'errors_only' | 'first' | 'page'>>;
  rows_create?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_update?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_with_errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogImportStatus'], ParentType, ContextType>;
};

export type CatalogImportLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogImportLine'] = ResolversParentTypes['CatalogImportLine']> = {
  action?: Resolver<ResolversTypes['CatalogImportAction'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CatalogImportProblem']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogImportLinePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogImportLinePaginator'] = ResolversParentTypes['CatalogImportLinePaginator']> = {
  data?: Resolver<Array<ResolversTypes['CatalogImportLine']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CatalogImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogImportProblem'] = ResolversParentTypes['CatalogImportProblem']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoriesContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoriesContent'] = ResolversParentTypes['CategoriesContent']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  alternate_slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products_views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seo_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shop_products_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trail?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  wishlist_added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryPaginator'] = ResolversParentTypes['CategoryPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactMessagePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessagePaginator'] = ResolversParentTypes['ContactMessagePaginator']> = {
  data?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CyrillicSpellingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CyrillicSpelling'] = ResolversParentTypes['CyrillicSpelling']> = {
  automatic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cyrillic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DashboardSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardSummary'] = ResolversParentTypes['DashboardSummary']> = {
  orders_in_process?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders_today?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue_today?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  top_products?: Resolver<Array<ResolversTypes['TopProduct']>, ParentType, ContextType>;
  visitors_now?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = {
  group_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FormFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormField'] = ResolversParentTypes['FormField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GenericResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenericResponse'] = ResolversParentTypes['GenericResponse']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  campaigns?: Resolver<Array<ResolversTypes['GroupCampaign']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupCampaign'] = ResolversParentTypes['GroupCampaign']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products_views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishlist_added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageVariant'] = ResolversParentTypes['ImageVariant']> = {
  avif?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingBrand'] = ResolversParentTypes['ListingBrand']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListingFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFilter'] = ResolversParentTypes['ListingFilter']> = {
  filter?: Resolver<ResolversTypes['Filter'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ListingFilterValue']>, ParentType, ContextType>;
};

export type ListingFilterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFilterValue'] = ResolversParentTypes['ListingFilterValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingOptionFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingOptionFilter'] = ResolversParentTypes['ListingOptionFilter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ListingFilterValue']>, ParentType, ContextType>;
};

export type ListingPriceBoundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingPriceBounds'] = ResolversParentTypes['ListingPriceBounds']> = {
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ListingPriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingPriceRange'] = ResolversParentTypes['ListingPriceRange']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ListingSelectedFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingSelectedFilter'] = ResolversParentTypes['ListingSelectedFilter']> = {
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ListingSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingSelection'] = ResolversParentTypes['ListingSelection']> = {
  filters?: Resolver<Array<ResolversTypes['ListingSelectedFilter']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ListingPriceBounds']>, ParentType, ContextType>;
};

export type LiveMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveMessage'] = ResolversParentTypes['LiveMessage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiveVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveVisit'] = ResolversParentTypes['LiveVisit']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visited_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LiveVisitorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveVisitor'] = ResolversParentTypes['LiveVisitor']> = {
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_seen_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['LiveVisit']>, ParentType, ContextType>;
  is_mobile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_seen_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type LiveVisitorChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveVisitorChanges'] = ResolversParentTypes['LiveVisitorChanges']> = {
  left?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visitors?: Resolver<Array<ResolversTypes['LiveVisitor']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCatalogImportImages: Resolver<ResolversTypes['CatalogImport'], ParentType, ContextType, RequireFields<MutationAddCatalogImportImagesArgs, 'files' | 'id'>>;
  adminLogin: Resolver<ResolversTypes['AdminAuthPayload'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'email' | 'password' | 'remember'>>;
  adminLogout: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType>;
  adminPasswordEmail: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationAdminPasswordEmailArgs, 'email'>>;
  adminPasswordReset: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationAdminPasswordResetArgs, 'password' | 'token'>>;
  banUser: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationBanUserArgs, 'banned' | 'id'>>;
  changeOrderPaymentMethod: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationChangeOrderPaymentMethodArgs, 'code' | 'key' | 'payment_method'>>;
  changePassword: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'current_password' | 'password'>>;
  checkCatalogImport: Resolver<ResolversTypes['CatalogImport'], ParentType, ContextType, RequireFields<MutationCheckCatalogImportArgs, 'id'>>;
  createAdministrator: Resolver<ResolversTypes['Administrator'], ParentType, ContextType, RequireFields<MutationCreateAdministratorArgs, 'email' | 'name' | 'password'>>;
  createCatalogImport: Resolver<ResolversTypes['CatalogImport'], ParentType, ContextType, RequireFields<MutationCreateCatalogImportArgs, 'file'>>;
  createGroup: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'name'>>;
  createGroupCampaign: Resolver<ResolversTypes['GroupCampaign'], ParentType, ContextType, RequireFields<MutationCreateGroupCampaignArgs, 'code' | 'group_id'>>;
  createOrder: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'address' | 'city' | 'country_id' | 'email' | 'idempotency_key' | 'items' | 'lastname' | 'name' | 'payment_method' | 'phone' | 'zip'>>;
  createPage: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationCreatePageArgs, 'menu' | 'name' | 'slug'>>;
  createWishlistAdded: Resolver<Maybe<ResolversTypes['WishlistAdded']>, ParentType, ContextType, RequireFields<MutationCreateWishlistAddedArgs, 'client' | 'product_id'>>;
  deleteAdministrator: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteAdministratorArgs, 'id'>>;
  deleteBanner: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteBannerArgs, 'id'>>;
  deleteBlock: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteBlockArgs, 'id'>>;
  deleteBlogPost: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteBlogPostArgs, 'id'>>;
  deleteBrand: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteCategory: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCyrillicSpelling: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteCyrillicSpellingArgs, 'id'>>;
  deleteGroup: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'id'>>;
  deleteGroupCampaign: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteGroupCampaignArgs, 'id'>>;
  deleteNewsletterSubscriber: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteNewsletterSubscriberArgs, 'id'>>;
  deleteOrderCountry: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteOrderCountryArgs, 'id'>>;
  deletePage: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeletePageArgs, 'id'>>;
  deleteProduct: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deletePromoCode: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeletePromoCodeArgs, 'id'>>;
  deleteSearchSynonym: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteSearchSynonymArgs, 'id'>>;
  deleteStorage: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationDeleteStorageArgs, 'force' | 'ids'>>;
  recordBannerEvent: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationRecordBannerEventArgs, 'banner_id' | 'event'>>;
  recordProductView: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationRecordProductViewArgs, 'client' | 'product_id'>>;
  reverseCardPayment: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReverseCardPaymentArgs, 'action' | 'id'>>;
  runCatalogImport: Resolver<ResolversTypes['CatalogImport'], ParentType, ContextType, RequireFields<MutationRunCatalogImportArgs, 'id'>>;
  saveProductVariants: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSaveProductVariantsArgs, 'options' | 'product_id' | 'variants'>>;
  sendContactMessage: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'email' | 'message' | 'name'>>;
  sendLiveMessage: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSendLiveMessageArgs, 'client' | 'message' | 'session'>>;
  sortBlocks: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSortBlocksArgs, 'ids' | 'page_id'>>;
  sortCategories: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSortCategoriesArgs, 'items'>>;
  sortPages: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSortPagesArgs, 'items'>>;
  startCardPayment: Resolver<ResolversTypes['CardPaymentForm'], ParentType, ContextType, RequireFields<MutationStartCardPaymentArgs, 'code' | 'key'>>;
  subscribeNewsletter: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email'>>;
  updateGroup: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id'>>;
  updateOrderDeliveryDate: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderDeliveryDateArgs, 'id'>>;
  updateOrderPayment: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderPaymentArgs, 'id' | 'payment_status'>>;
  updateOrderSettings: Resolver<ResolversTypes['OrderSettings'], ParentType, ContextType, Partial<MutationUpdateOrderSettingsArgs>>;
  updateOrderStatus: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'status'>>;
  updatePage: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationUpdatePageArgs, 'id'>>;
  updateProfile: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateProfileArgs>>;
  updateStorage: Resolver<ResolversTypes['StorageFile'], ParentType, ContextType, RequireFields<MutationUpdateStorageArgs, 'id'>>;
  uploadStorage: Resolver<ResolversTypes['StorageFile'], ParentType, ContextType, RequireFields<MutationUploadStorageArgs, 'bucket' | 'file' | 'tab'>>;
  upsertBanner: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationUpsertBannerArgs, 'name' | 'position'>>;
  upsertBlock: Resolver<ResolversTypes['Block'], ParentType, ContextType, RequireFields<MutationUpsertBlockArgs, 'content' | 'page_id' | 'type'>>;
  upsertBlogPost: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<MutationUpsertBlogPostArgs, 'name' | 'slug'>>;
  upsertBrand: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationUpsertBrandArgs, 'name' | 'slug'>>;
  upsertCategory: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpsertCategoryArgs, 'name' | 'slug'>>;
  upsertCyrillicSpelling: Resolver<ResolversTypes['CyrillicSpelling'], ParentType, ContextType, RequireFields<MutationUpsertCyrillicSpellingArgs, 'cyrillic' | 'latin'>>;
  upsertOrderCountry: Resolver<ResolversTypes['OrderCountry'], ParentType, ContextType, RequireFields<MutationUpsertOrderCountryArgs, 'code' | 'delivery_price' | 'name'>>;
  upsertProduct: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpsertProductArgs, 'code' | 'name' | 'price' | 'slug' | 'stock'>>;
  upsertPromoCode: Resolver<ResolversTypes['PromoCode'], ParentType, ContextType, RequireFields<MutationUpsertPromoCodeArgs, 'code' | 'discount'>>;
  upsertSearchSynonym: Resolver<ResolversTypes['SearchSynonym'], ParentType, ContextType, RequireFields<MutationUpsertSearchSynonymArgs, 'terms'>>;
  upsertSetting: Resolver<ResolversTypes['Setting'], ParentType, ContextType, RequireFields<MutationUpsertSettingArgs, 'field'>>;
  userLogin: Resolver<ResolversTypes['UserAuthPayload'], ParentType, ContextType, RequireFields<MutationUserLoginArgs, 'email' | 'password'>>;
  userLogout: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType>;
  userPasswordEmail: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationUserPasswordEmailArgs, 'email'>>;
  userPasswordReset: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationUserPasswordResetArgs, 'password' | 'token'>>;
  userRegister: Resolver<ResolversTypes['UserAuthPayload'], ParentType, ContextType, RequireFields<MutationUserRegisterArgs, 'email' | 'lastname' | 'name' | 'password'>>;
  userVerify: Resolver<ResolversTypes['GenericResponse'], ParentType, ContextType, RequireFields<MutationUserVerifyArgs, 'token'>>;
};

export type NewsletterSubscriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriber'] = ResolversParentTypes['NewsletterSubscriber']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterSubscriberPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriberPaginator'] = ResolversParentTypes['NewsletterSubscriberPaginator']> = {
  data?: Resolver<Array<ResolversTypes['NewsletterSubscriber']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  card_payments?: Resolver<Array<ResolversTypes['CardPayment']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  delivery_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  delivery_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment_hold_until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment_method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  payment_qr?: Resolver<Maybe<ResolversTypes['PaymentQr']>, ParentType, ContextType>;
  payment_status?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  promo_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  status_history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  status_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['OrderCountry'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCalendarDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCalendarDay'] = ResolversParentTypes['OrderCalendarDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type OrderCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCountry'] = ResolversParentTypes['OrderCountry']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delivery_price_rsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  free_delivery_over?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  free_delivery_over_rsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  product_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variant_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variant_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaginator'] = ResolversParentTypes['OrderPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type OrderQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuote'] = ResolversParentTypes['OrderQuote']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderQuoteItem']>, ParentType, ContextType>;
  promo_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promo_code_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderQuoteItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderQuoteItem'] = ResolversParentTypes['OrderQuoteItem']> = {
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
};

export type OrderSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSettings'] = ResolversParentTypes['OrderSettings']> = {
  bank_account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bank_account_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  card_gateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  card_hold_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkout_note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exchange_rate_eur?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min_order_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min_order_total_rsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payment_methods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type OrderStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['Block']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menu?: Resolver<ResolversTypes['PageMenu'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seo_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type PaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentQrResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentQr'] = ResolversParentTypes['PaymentQr']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount_rsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  svg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  action?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active_from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active_to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  alternate_slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connected?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  discount_percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  discount_price_rsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['ProductFeatures'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  max_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ProductOption']>, ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price_from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price_rsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price_varies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  process_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  products_views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seo_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_descriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_keywords_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seo_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo_titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sold_out?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['ProductSpecification']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContentState'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  wishlist_added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  youtube?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtube_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeatures'] = ResolversParentTypes['ProductFeatures']> = {
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gallery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  youtube?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = {
  brands?: Resolver<Array<ResolversTypes['ListingBrand']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ListingFilter']>, ParentType, ContextType>;
  option_filters?: Resolver<Array<ResolversTypes['ListingOptionFilter']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  price_range?: Resolver<Maybe<ResolversTypes['ListingPriceRange']>, ParentType, ContextType>;
  selection?: Resolver<ResolversTypes['ListingSelection'], ParentType, ContextType>;
};

export type ProductOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOption'] = ResolversParentTypes['ProductOption']> = {
  display?: Resolver<ResolversTypes['ProductOptionDisplay'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ProductOptionValue']>, ParentType, ContextType>;
};

export type ProductOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOptionValue'] = ResolversParentTypes['ProductOptionValue']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPaginator'] = ResolversParentTypes['ProductPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ProductSpecificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSpecification'] = ResolversParentTypes['ProductSpecification']> = {
  filter?: Resolver<ResolversTypes['Filter'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount_percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  max_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  own_gallery?: Resolver<Array<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  process_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sold_out?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ProductOptionValue']>, ParentType, ContextType>;
};

export type ProductsCarouselContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductsCarouselContent'] = ResolversParentTypes['ProductsCarouselContent']> = {
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  special?: Resolver<Maybe<ResolversTypes['SpecialListing']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromoCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoCode'] = ResolversParentTypes['PromoCode']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usage_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromoCodePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoCodePaginator'] = ResolversParentTypes['PromoCodePaginator']> = {
  data?: Resolver<Array<ResolversTypes['PromoCode']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  administrators: Resolver<Array<ResolversTypes['Administrator']>, ParentType, ContextType>;
  banners: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'position'>>;
  bannersWithPagination: Resolver<ResolversTypes['BannerPaginator'], ParentType, ContextType, RequireFields<QueryBannersWithPaginationArgs, 'first' | 'page'>>;
  blogPost: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'id'>>;
  blogPosts: Resolver<ResolversTypes['BlogPostPaginator'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'first' | 'page'>>;
  blogPostsWithPagination: Resolver<ResolversTypes['BlogPostPaginator'], ParentType, ContextType, RequireFields<QueryBlogPostsWithPaginationArgs, 'first' | 'page'>>;
  brand: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandArgs>>;
  brands: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  brandsWithPagination: Resolver<ResolversTypes['BrandPaginator'], ParentType, ContextType, RequireFields<QueryBrandsWithPaginationArgs, 'first' | 'page'>>;
  catalogExport: Resolver<ResolversTypes['CatalogExport'], ParentType, ContextType>;
  catalogImport: Resolver<Maybe<ResolversTypes['CatalogImport']>, ParentType, ContextType, RequireFields<QueryCatalogImportArgs, 'id'>>;
  categories: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  categoriesWithPagination: Resolver<ResolversTypes['CategoryPaginator'], ParentType, ContextType, RequireFields<QueryCategoriesWithPaginationArgs, 'first' | 'page'>>;
  category: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  contactMessages: Resolver<ResolversTypes['ContactMessagePaginator'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'first' | 'page'>>;
  currentAdministrator: Resolver<ResolversTypes['Administrator'], ParentType, ContextType>;
  cyrillicPreview: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryCyrillicPreviewArgs, 'text'>>;
  cyrillicSpellings: Resolver<Array<ResolversTypes['CyrillicSpelling']>, ParentType, ContextType>;
  dashboard: Resolver<ResolversTypes['DashboardSummary'], ParentType, ContextType>;
  groups: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType, Partial<QueryGroupsArgs>>;
  liveVisitors: Resolver<Array<ResolversTypes['LiveVisitor']>, ParentType, ContextType>;
  me: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myOrders: Resolver<ResolversTypes['OrderPaginator'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'first' | 'page'>>;
  newsletterCsv: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterSubscribers: Resolver<ResolversTypes['NewsletterSubscriberPaginator'], ParentType, ContextType, RequireFields<QueryNewsletterSubscribersArgs, 'first' | 'page'>>;
  order: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'code'>>;
  orderById: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderByIdArgs, 'id'>>;
  orderCalendar: Resolver<Array<ResolversTypes['OrderCalendarDay']>, ParentType, ContextType, RequireFields<QueryOrderCalendarArgs, 'end_date' | 'start_date'>>;
  orderCountries: Resolver<Array<ResolversTypes['OrderCountry']>, ParentType, ContextType>;
  orderQuote: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType, RequireFields<QueryOrderQuoteArgs, 'items'>>;
  orderSettings: Resolver<ResolversTypes['OrderSettings'], ParentType, ContextType>;
  ordersWithPagination: Resolver<ResolversTypes['OrderPaginator'], ParentType, ContextType, RequireFields<QueryOrdersWithPaginationArgs, 'first' | 'page'>>;
  page: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, Partial<QueryPageArgs>>;
  pages: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  product: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'page' | 'sort'>>;
  productsWithPagination: Resolver<ResolversTypes['ProductPaginator'], ParentType, ContextType, RequireFields<QueryProductsWithPaginationArgs, 'first' | 'page' | 'sort'>>;
  promoCodes: Resolver<ResolversTypes['PromoCodePaginator'], ParentType, ContextType, RequireFields<QueryPromoCodesArgs, 'first' | 'page'>>;
  search: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'exact' | 'first' | 'page' | 'query'>>;
  searchInsight: Resolver<ResolversTypes['SearchInsight'], ParentType, ContextType, RequireFields<QuerySearchInsightArgs, 'end_date' | 'first' | 'start_date'>>;
  searchSuggestions: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'first' | 'query'>>;
  searchSynonyms: Resolver<Array<ResolversTypes['SearchSynonym']>, ParentType, ContextType>;
  settings: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  shopCategories: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryShopCategoriesArgs>>;
  statsSeries: Resolver<Array<ResolversTypes['StatsPoint']>, ParentType, ContextType, RequireFields<QueryStatsSeriesArgs, 'end_date' | 'start_date' | 'subject'>>;
  storage: Resolver<ResolversTypes['StorageFilePaginator'], ParentType, ContextType, RequireFields<QueryStorageArgs, 'first' | 'page'>>;
  storageFile: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType, RequireFields<QueryStorageFileArgs, 'id'>>;
  storageUsages: Resolver<Array<ResolversTypes['StorageUsage']>, ParentType, ContextType, RequireFields<QueryStorageUsagesArgs, 'ids'>>;
  users: Resolver<ResolversTypes['UserPaginator'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'page'>>;
};

export type SearchBrandFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchBrandFacet'] = ResolversParentTypes['SearchBrandFacet']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchCategoryFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchCategoryFacet'] = ResolversParentTypes['SearchCategoryFacet']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchDay'] = ResolversParentTypes['SearchDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  searches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  without_results?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchInsightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchInsight'] = ResolversParentTypes['SearchInsight']> = {
  days?: Resolver<Array<ResolversTypes['SearchDay']>, ParentType, ContextType>;
  queries_without_results?: Resolver<Array<ResolversTypes['SearchQueryCount']>, ParentType, ContextType>;
  top_queries?: Resolver<Array<ResolversTypes['SearchQueryCount']>, ParentType, ContextType>;
};

export type SearchQueryCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchQueryCount'] = ResolversParentTypes['SearchQueryCount']> = {
  lang?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  brand_facets?: Resolver<Array<ResolversTypes['SearchBrandFacet']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category_facets?: Resolver<Array<ResolversTypes['SearchCategoryFacet']>, ParentType, ContextType>;
  corrected_query?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  did_you_mean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  products_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  corrected_query?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  did_you_mean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type SearchSynonymResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSynonym'] = ResolversParentTypes['SearchSynonym']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SliderContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SliderContent'] = ResolversParentTypes['SliderContent']> = {
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StatsPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatsPoint'] = ResolversParentTypes['StatsPoint']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishlist_added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageFile'] = ResolversParentTypes['StorageFile']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orig_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_lg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_sm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant_widths?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ImageVariant']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StorageFilePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageFilePaginator'] = ResolversParentTypes['StorageFilePaginator']> = {
  data?: Resolver<Array<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StorageUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageUsage'] = ResolversParentTypes['StorageUsage']> = {
  file_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StorageUsageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['StorageUsagePlace'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  liveMessages: SubscriptionResolver<ResolversTypes['LiveMessage'], "liveMessages", ParentType, ContextType, RequireFields<SubscriptionLiveMessagesArgs, 'client' | 'session'>>;
  liveVisitorChanges: SubscriptionResolver<ResolversTypes['LiveVisitorChanges'], "liveVisitorChanges", ParentType, ContextType>;
};

export type TextContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextContent'] = ResolversParentTypes['TextContent']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  htmls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TopProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopProduct'] = ResolversParentTypes['TopProduct']> = {
  ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['OrderCountry']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserAuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAuthPayload'] = ResolversParentTypes['UserAuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPaginator'] = ResolversParentTypes['UserPaginator']> = {
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type WishlistAddedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistAdded'] = ResolversParentTypes['WishlistAdded']> = {
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminAuthPayload?: AdminAuthPayloadResolvers<ContextType>;
  Administrator?: AdministratorResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BannerPaginator?: BannerPaginatorResolvers<ContextType>;
  BannersContent?: BannersContentResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  BlockContent?: BlockContentResolvers<ContextType>;
  BlogCarouselContent?: BlogCarouselContentResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostPaginator?: BlogPostPaginatorResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandPaginator?: BrandPaginatorResolvers<ContextType>;
  BrandsContent?: BrandsContentResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardPayment?: CardPaymentResolvers<ContextType>;
  CardPaymentForm?: CardPaymentFormResolvers<ContextType>;
  CardsContent?: CardsContentResolvers<ContextType>;
  CatalogExport?: CatalogExportResolvers<ContextType>;
  CatalogImport?: CatalogImportResolvers<ContextType>;
  CatalogImportLine?: CatalogImportLineResolvers<ContextType>;
  CatalogImportLinePaginator?: CatalogImportLinePaginatorResolvers<ContextType>;
  CatalogImportProblem?: CatalogImportProblemResolvers<ContextType>;
  CategoriesContent?: CategoriesContentResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPaginator?: CategoryPaginatorResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePaginator?: ContactMessagePaginatorResolvers<ContextType>;
  CyrillicSpelling?: CyrillicSpellingResolvers<ContextType>;
  DashboardSummary?: DashboardSummaryResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Filter?: FilterResolvers<ContextType>;
  FormField?: FormFieldResolvers<ContextType>;
  GenericResponse?: GenericResponseResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupCampaign?: GroupCampaignResolvers<ContextType>;
  ImageVariant?: ImageVariantResolvers<ContextType>;
  ListingBrand?: ListingBrandResolvers<ContextType>;
  ListingFilter?: ListingFilterResolvers<ContextType>;
  ListingFilterValue?: ListingFilterValueResolvers<ContextType>;
  ListingOptionFilter?: ListingOptionFilterResolvers<ContextType>;
  ListingPriceBounds?: ListingPriceBoundsResolvers<ContextType>;
  ListingPriceRange?: ListingPriceRangeResolvers<ContextType>;
  ListingSelectedFilter?: ListingSelectedFilterResolvers<ContextType>;
  ListingSelection?: ListingSelectionResolvers<ContextType>;
  LiveMessage?: LiveMessageResolvers<ContextType>;
  LiveVisit?: LiveVisitResolvers<ContextType>;
  LiveVisitor?: LiveVisitorResolvers<ContextType>;
  LiveVisitorChanges?: LiveVisitorChangesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSubscriber?: NewsletterSubscriberResolvers<ContextType>;
  NewsletterSubscriberPaginator?: NewsletterSubscriberPaginatorResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderCalendarDay?: OrderCalendarDayResolvers<ContextType>;
  OrderCountry?: OrderCountryResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPaginator?: OrderPaginatorResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderQuoteItem?: OrderQuoteItemResolvers<ContextType>;
  OrderSettings?: OrderSettingsResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  PaymentQr?: PaymentQrResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductFeatures?: ProductFeaturesResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductOption?: ProductOptionResolvers<ContextType>;
  ProductOptionValue?: ProductOptionValueResolvers<ContextType>;
  ProductPaginator?: ProductPaginatorResolvers<ContextType>;
  ProductSpecification?: ProductSpecificationResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  ProductsCarouselContent?: ProductsCarouselContentResolvers<ContextType>;
  PromoCode?: PromoCodeResolvers<ContextType>;
  PromoCodePaginator?: PromoCodePaginatorResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchBrandFacet?: SearchBrandFacetResolvers<ContextType>;
  SearchCategoryFacet?: SearchCategoryFacetResolvers<ContextType>;
  SearchDay?: SearchDayResolvers<ContextType>;
  SearchInsight?: SearchInsightResolvers<ContextType>;
  SearchQueryCount?: SearchQueryCountResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SearchSynonym?: SearchSynonymResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SliderContent?: SliderContentResolvers<ContextType>;
  StatsPoint?: StatsPointResolvers<ContextType>;
  StorageFile?: StorageFileResolvers<ContextType>;
  StorageFilePaginator?: StorageFilePaginatorResolvers<ContextType>;
  StorageUsage?: StorageUsageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TextContent?: TextContentResolvers<ContextType>;
  TopProduct?: TopProductResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserAuthPayload?: UserAuthPayloadResolvers<ContextType>;
  UserPaginator?: UserPaginatorResolvers<ContextType>;
  WishlistAdded?: WishlistAddedResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  admin?: AdminDirectiveResolver<any, any, ContextType>;
  length?: LengthDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  looseId?: LooseIdDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  range?: RangeDirectiveResolver<any, any, ContextType>;
  user?: UserDirectiveResolver<any, any, ContextType>;
};


/** Resolvers with every root type present, so a missing Query, Mutation or Subscription field fails to compile. */
export type RootResolvers<ContextType = GraphQLContext> = Resolvers<ContextType> &
  Required<Pick<Resolvers<ContextType>, Extract<'Query' | 'Mutation' | 'Subscription', keyof Resolvers<ContextType>>>>;
