/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What happened to a banner, for its statistics. */
export type BannerEvent =
  /** It was clicked. */
  | 'CLICK'
  /** It was shown. */
  | 'VIEW';

/** Where a banner is shown. */
export type BannerPosition =
  /** Inside design blocks (sliders and banner rows). */
  | 'BLOCK'
  /** On the product page, on the right. */
  | 'PRODUCT_RIGHT'
  /** On shop pages, below the menu. */
  | 'SHOP_BELOW_MENU';

/** A block's content when saving it; fill the part that matches its kind. */
export type BlockContentInput = {
  /** Slider and banners blocks: the banners, in order. */
  banner_ids?: Array<string | number> | null | undefined;
  /** Brands block: the brands, in order. */
  brand_ids?: Array<string | number> | null | undefined;
  /** Cards block: the cards, in order; omit it when changing a saved cards block to keep its cards as they are. */
  cards?: Array<CardInput> | null | undefined;
  /** Categories block: the categories, in order. */
  category_ids?: Array<string | number> | null | undefined;
  /** Text block: HTML in the request's language (sanitised on save); omit it when changing a saved text block to keep its text in every language (at most 100000 characters). */
  html?: string | null | undefined;
  /** Blog carousel: how many newest posts to show (at most 2147483647). */
  posts_count?: number | null | undefined;
  /** Products carousel: the products, in order (when no special listing). */
  product_ids?: Array<string | number> | null | undefined;
  /** Products carousel: a special listing instead of chosen products. */
  special?: SpecialListing | null | undefined;
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

/** A card when saving a cards block; texts in the request's language. */
export type CardInput = {
  /** The saved card's id (Card.id) when changing it: its texts in the other language stay. Omit for a new card, which starts with the same texts in both languages. */
  id?: string | number | null | undefined;
  /** Image from the files. */
  image_id?: string | number | null | undefined;
  /** Link: https://, http://, mailto:, tel: or a shop path starting with / (at most 2048 characters). */
  link?: string | null | undefined;
  /** Text (at most 2000 characters). */
  text?: string | null | undefined;
  /** Heading (at most 255 characters). */
  title: string;
};

/** What the administrator asks the bank to do with an approved card payment. */
export type CardPaymentAction =
  /** Give the whole amount back after it was settled. */
  | 'REFUND'
  /** Cancel it the same day, before the bank settles it: the shopper is never charged. */
  | 'VOID';

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

/** What one row of an import does to the catalogue. */
export type CatalogImportAction =
  /** A new product: its code is not in the catalogue. */
  | 'CREATE'
  /** The product with its code already holds what the row says. */
  | 'UNCHANGED'
  /** Changes the product with its code. */
  | 'UPDATE';

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

/** One selected filter of a listing: name:value1,value2 in the query string. It selects by the filter's name, so it counts in every group that has a filter of that name. A product option's name (Veličina:42) selects the products with an active variant of a selected value in stock; a name that is both a filter's and an option's selects the products matching either. */
export type FilterSelectionInput = {
  /** A filter's id, standing for its name; give name or filter_id. */
  filter_id?: string | number | null | undefined;
  /** The filter's or product option's name in the request's language, case and accents aside (the query string's key) (at most 255 characters). */
  name?: string | null | undefined;
  /** The selected values in the request's language; a product matches any of them (at most 255 characters). */
  values: Array<string>;
};

/** A filter of a group, when saving the group: without id a new filter, with id a rename or move. */
export type GroupFilterInput = {
  /** An existing filter's id; omit for a new filter. */
  id?: string | number | null | undefined;
  /** Name in the request's language (at most 255 characters). */
  name: string;
  /** Order within the group, counting from 1 (at most 2147483647). */
  position?: number | null | undefined;
};

/** A message of the live channel, as the storefront sends it: for a page visit subject history, type page, name the path. */
export type LiveMessageInput = {
  /** Its value, for a page visit the path (at most 2048 characters). */
  name: string;
  /** What the message is about, for example history (at most 255 characters). */
  subject: string;
  /** When it happened, milliseconds since 1970 (from 0 to 8640000000000000). */
  timestamp: number;
  /** Its kind within the subject, for example page (at most 255 characters). */
  type: string;
};

/** An item of the cart, when quoting or placing an order. */
export type OrderItemInput = {
  /** The product. */
  product_id: string | number;
  /** Units, 1 to 10 and no more than in stock (at most 2147483647). */
  quantity: number;
  /** The variant of the product (ProductVariant.id); may be left out for a product sold as one variant. */
  variant_id?: string | number | null | undefined;
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

/** How the customer pays. */
export type PaymentMethod =
  /** Bank transfer before sending, to the account in the order settings. */
  | 'BANK_TRANSFER'
  /** Card, on the bank's own 3-D Secure page (NestPay 3D Pay Hosting): offered only while the server has a card gateway (PAYMENT_GATEWAY); the order's stock is held for the settings' card_hold_minutes until it is paid. */
  | 'CARD'
  /** Cash to the courier on delivery. */
  | 'CASH_ON_DELIVERY';

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
  id: string | number;
  /** Its new parent, for trees such as categories and pages; null for the top level. */
  parent_id?: string | number | null | undefined;
  /** Its new position, counting from 1 (at most 2147483647). */
  position: number;
};

/** Which parts of the product page to show. */
export type ProductFeaturesInput = {
  /** Show connected products. */
  connected: boolean;
  /** Show the image gallery. */
  gallery: boolean;
  /** Show the price and the add-to-cart button. */
  price: boolean;
  /** Show the specifications table. */
  specifications: boolean;
  /** Show the YouTube video. */
  youtube: boolean;
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
  id?: string | number | null | undefined;
  /** Names by language index (0 Serbian, 1 English); the Serbian name is required, an empty English name shows the Serbian one (at most 255 characters). */
  names: Array<string>;
  /** Its values in the order the storefront shows them (1 to 100). */
  values: Array<ProductOptionValueInput>;
};

/** One value of an option, when saving a product's variants: without id a new value, with id a change of that value. */
export type ProductOptionValueInput = {
  /** The value's id, to keep it. */
  id?: string | number | null | undefined;
  /** Names by language index (0 Serbian, 1 English); the Serbian name is required, an empty English name shows the Serbian one (at most 255 characters). */
  names: Array<string>;
  /** The swatch's colour as #RRGGBB; required for a SWATCHES option, ignored for BUTTONS (at most 255 characters). */
  swatch?: string | null | undefined;
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

/** One variant, when saving a product's variants: without id a new variant, with id a change of that variant. */
export type ProductVariantInput = {
  /** Offered to shoppers. */
  active: boolean;
  /** Stock-keeping code, unique among products and variants (at most 255 characters). */
  code: string;
  /** Action price in RSD, lower than the price; null for none (at most 9999999999.99). */
  discount_price?: number | null | undefined;
  /** Its further images from the files, in order; empty shows the product's gallery. */
  gallery_ids?: Array<string | number> | null | undefined;
  /** The variant's id, to keep it (orders name it). */
  id?: string | number | null | undefined;
  /** Its main image from the files; null shows the product's. */
  image_id?: string | number | null | undefined;
  /** Regular price in RSD (at most 9999999999.99). */
  price: number;
  /** Units in stock (at most 2147483647). */
  stock: number;
  /** Its value of each option, by position: values[i] is the index of its value in options[i].values, from 0 (at most 2147483647). */
  values: Array<number>;
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
  filter_id: string | number;
  /** The value in the request's language; an empty value clears this language's value only (at most 255 characters). */
  value: string;
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

export type CatalogImportStateFragment = { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null };

export type CatalogImportLineItemFragment = { line: number, code: string, name: string, action: CatalogImportAction, errors: Array<{ column: string, message: string }> };

export type GetCatalogImportQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  first?: number | null | undefined;
  errors_only?: boolean | null | undefined;
}>;


export type GetCatalogImportQuery = { catalogImport: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null, rows: { data: Array<{ line: number, code: string, name: string, action: CatalogImportAction, errors: Array<{ column: string, message: string }> }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } } | null };

export type GetCatalogImportProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCatalogImportProgressQuery = { catalogImport: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null } | null };

export type GetCatalogExportQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCatalogExportQuery = { catalogExport: { file_name: string, csv: string, rows: number } };

export type CreateCatalogImportMutationVariables = Exact<{
  file: File;
}>;


export type CreateCatalogImportMutation = { createCatalogImport: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null } };

export type AddCatalogImportImagesMutationVariables = Exact<{
  id: string | number;
  files: Array<File> | File;
}>;


export type AddCatalogImportImagesMutation = { addCatalogImportImages: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null } };

export type CheckCatalogImportMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckCatalogImportMutation = { checkCatalogImport: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null } };

export type RunCatalogImportMutationVariables = Exact<{
  id: string | number;
}>;


export type RunCatalogImportMutation = { runCatalogImport: { id: string, file_name: string, status: CatalogImportStatus, rows_total: number, rows_create: number, rows_update: number, rows_unchanged: number, rows_with_errors: number, rows_done: number, images_needed: Array<string>, images_uploaded: number, created_at: string, finished_at: string | null } };

export type CategoryFormFragment = { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null };

export type BrandFormFragment = { position: number, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null };

export type FilterFieldsFragment = { id: string, group_id: string, name: string, position: number };

export type GroupCampaignFieldsFragment = { id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number };

export type GroupFieldsFragment = { id: string, name: string, description: string | null, position: number, created_at: string, products_count: number, names: Array<string>, descriptions: Array<string>, filters: Array<{ names: Array<string>, id: string, group_id: string, name: string, position: number }>, campaigns: Array<{ id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number }> };

export type ProductRowFragment = { code: string, process_price: number, discount_percent: number, max_quantity: number, price_rsd: number, discount_price_rsd: number | null, stock: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, products_views: number, wishlist_added: number, created_at: string, updated_at: string, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, brand: { id: string, name: string, slug: string } | null, category: { id: string, slug: string, parent_id: string | null, trail: Array<{ id: string, slug: string }> } | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null };

export type ProductFormFragment = { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, youtube: string | null, youtube_id: string | null, code: string, process_price: number, discount_percent: number, max_quantity: number, price_rsd: number, discount_price_rsd: number | null, stock: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, products_views: number, wishlist_added: number, created_at: string, updated_at: string, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, categories: Array<{ id: string, name: string, parent_id: string | null }>, gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }>, group: { id: string, name: string, filters: Array<{ id: string, group_id: string, name: string, position: number }> } | null, specifications: Array<{ value: string, values: Array<string>, filter: { id: string, name: string } }>, connected: Array<{ id: string, name: string, code: string }>, features: { connected: boolean, gallery: boolean, specifications: boolean, youtube: boolean, price: boolean }, options: Array<{ id: string }>, variants: Array<{ id: string }>, brand: { id: string, name: string, slug: string } | null, category: { id: string, slug: string, parent_id: string | null, trail: Array<{ id: string, slug: string }> } | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null };

export type GetCategoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
  search?: string | null | undefined;
  brand?: string | number | null | undefined;
}>;


export type GetCategoriesQuery = { categories: Array<{ alternate_slugs: Array<string>, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> };

export type GetCategoriesWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  order?: StatsOrder | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}>;


export type GetCategoriesWithPaginationQuery = { categoriesWithPagination: { data: Array<{ products_views: number, wishlist_added: number, created_at: string, names: Array<string>, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetShopCategoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
  search?: string | null | undefined;
  brand?: string | number | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type GetShopCategoriesQuery = { shopCategories: Array<{ id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, shop_products_count: number }> };

export type GetCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCategoryQuery = { category: { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } | null };

export type UpsertCategoryMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  slug: string;
  parent_id?: string | number | null | undefined;
  image_id?: string | number | null | undefined;
  seo_title?: string | null | undefined;
  seo_keywords?: string | null | undefined;
  seo_description?: string | null | undefined;
  description?: string | null | undefined;
}>;


export type UpsertCategoryMutation = { upsertCategory: { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { success: boolean, error: string | null } };

export type SortCategoriesMutationVariables = Exact<{
  items: Array<PositionInput> | PositionInput;
}>;


export type SortCategoriesMutation = { sortCategories: { success: boolean, error: string | null } };

export type GetBrandsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type GetBrandsQuery = { brands: Array<{ id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> };

export type GetBrandQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
}>;


export type GetBrandQuery = { brand: { alternate_slugs: Array<string>, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null } | null };

export type GetAdminBrandQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminBrandQuery = { brand: { position: number, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } | null };

export type GetBrandsWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  order?: StatsOrder | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}>;


export type GetBrandsWithPaginationQuery = { brandsWithPagination: { data: Array<{ position: number, products_views: number, wishlist_added: number, created_at: string, names: Array<string>, id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type UpsertBrandMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  slug: string;
  description?: string | null | undefined;
  image_id?: string | number | null | undefined;
  position?: number | null | undefined;
  seo_title?: string | null | undefined;
  seo_keywords?: string | null | undefined;
  seo_description?: string | null | undefined;
}>;


export type UpsertBrandMutation = { upsertBrand: { position: number, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, created_at: string, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, id: string, name: string, slug: string, products_count: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } };

export type DeleteBrandMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBrandMutation = { deleteBrand: { success: boolean, error: string | null } };

export type GetGroupsQueryVariables = Exact<{
  search?: string | null | undefined;
  withName?: boolean | null | undefined;
}>;


export type GetGroupsQuery = { groups: Array<{ id: string, name: string, description: string | null, position: number, created_at: string, products_count: number, names: Array<string>, descriptions: Array<string>, filters: Array<{ names: Array<string>, id: string, group_id: string, name: string, position: number }>, campaigns: Array<{ id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number }> }> };

export type CreateGroupMutationVariables = Exact<{
  name: string;
  description?: string | null | undefined;
}>;


export type CreateGroupMutation = { createGroup: { id: string, name: string, description: string | null, position: number, created_at: string, products_count: number, names: Array<string>, descriptions: Array<string>, filters: Array<{ names: Array<string>, id: string, group_id: string, name: string, position: number }>, campaigns: Array<{ id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number }> } };

export type UpdateGroupMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  position?: number | null | undefined;
  filters?: Array<GroupFilterInput> | GroupFilterInput | null | undefined;
}>;


export type UpdateGroupMutation = { updateGroup: { id: string, name: string, description: string | null, position: number, created_at: string, products_count: number, names: Array<string>, descriptions: Array<string>, filters: Array<{ names: Array<string>, id: string, group_id: string, name: string, position: number }>, campaigns: Array<{ id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number }> } };

export type DeleteGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGroupMutation = { deleteGroup: { success: boolean, error: string | null } };

export type CreateGroupCampaignMutationVariables = Exact<{
  group_id: string | number;
  code: string;
  description?: string | null | undefined;
}>;


export type CreateGroupCampaignMutation = { createGroupCampaign: { id: string, group_id: string, code: string, description: string | null, created_at: string, products_views: number, wishlist_added: number } };

export type DeleteGroupCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGroupCampaignMutation = { deleteGroupCampaign: { success: boolean, error: string | null } };

export type GetProductsQueryVariables = Exact<{
  category_path?: Array<string> | string | null | undefined;
  brands?: Array<string | number> | string | number | null | undefined;
  filters?: Array<FilterSelectionInput> | FilterSelectionInput | null | undefined;
  search?: string | null | undefined;
  special?: SpecialListing | null | undefined;
  campaign?: string | null | undefined;
  group_id?: string | number | null | undefined;
  price_min?: number | null | undefined;
  price_max?: number | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type GetProductsQuery = { products: { data: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number }, category: { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null } | null, breadcrumbs: Array<{ id: string, name: string, slug: string, alternate_slugs: Array<string>, parent_id: string | null }>, filters: Array<{ filter: { id: string, group_id: string, name: string, position: number }, values: Array<{ value: string, count: number, selected: boolean, swatch: string | null }> }>, option_filters: Array<{ name: string, values: Array<{ value: string, count: number, selected: boolean, swatch: string | null }> }>, brands: Array<{ count: number, selected: boolean, brand: { id: string, name: string, slug: string } }>, price_range: { min: number, max: number } | null, selection: { filters: Array<{ names: Array<string>, values: Array<Array<string>> }>, prices: Array<{ min: number | null, max: number | null }> } } };

export type GetWishlistProductsQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type GetWishlistProductsQuery = { products: { data: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetRecentlyViewedProductsQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type GetRecentlyViewedProductsQuery = { products: { data: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }> } };

export type GetProductQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductQuery = { product: { code: string, max_quantity: number, alternate_slugs: Array<string>, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, youtube_id: string | null, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, brand: { id: string, name: string, slug: string } | null, category: { id: string, trail: Array<{ id: string, name: string, slug: string, alternate_slugs: Array<string> }> } | null, gallery: Array<{ id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null }>, specifications: Array<{ value: string, filter: { id: string, name: string, position: number } }>, connected: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }>, options: Array<{ id: string, name: string, display: ProductOptionDisplay, values: Array<{ id: string, name: string, swatch: string | null }> }>, variants: Array<{ id: string, code: string, name: string, price: number, discount_price: number | null, currency: string, sold_out: boolean, max_quantity: number, active: boolean, values: Array<{ id: string }>, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, own_gallery: Array<{ id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null }> }>, features: { connected: boolean, gallery: boolean, specifications: boolean, youtube: boolean, price: boolean } } | null };

export type GetProductsWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  category_id?: string | number | null | undefined;
  brand_id?: string | number | null | undefined;
  active?: boolean | null | undefined;
  sort?: ProductSort | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}>;


export type GetProductsWithPaginationQuery = { productsWithPagination: { data: Array<{ code: string, process_price: number, discount_percent: number, max_quantity: number, price_rsd: number, discount_price_rsd: number | null, stock: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, products_views: number, wishlist_added: number, created_at: string, updated_at: string, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, brand: { id: string, name: string, slug: string } | null, category: { id: string, slug: string, parent_id: string | null, trail: Array<{ id: string, slug: string }> } | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetAdminProductQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminProductQuery = { product: { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, youtube: string | null, youtube_id: string | null, code: string, process_price: number, discount_percent: number, max_quantity: number, price_rsd: number, discount_price_rsd: number | null, stock: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, products_views: number, wishlist_added: number, created_at: string, updated_at: string, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, categories: Array<{ id: string, name: string, parent_id: string | null }>, gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }>, group: { id: string, name: string, filters: Array<{ id: string, group_id: string, name: string, position: number }> } | null, specifications: Array<{ value: string, values: Array<string>, filter: { id: string, name: string } }>, connected: Array<{ id: string, name: string, code: string }>, features: { connected: boolean, gallery: boolean, specifications: boolean, youtube: boolean, price: boolean }, options: Array<{ id: string }>, variants: Array<{ id: string }>, brand: { id: string, name: string, slug: string } | null, category: { id: string, slug: string, parent_id: string | null, trail: Array<{ id: string, slug: string }> } | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } | null };

export type UpsertProductMutationVariables = Exact<{
  id?: string | number | null | undefined;
  code: string;
  name: string;
  slug: string;
  description?: string | null | undefined;
  seo_title?: string | null | undefined;
  seo_keywords?: string | null | undefined;
  seo_description?: string | null | undefined;
  price: number;
  discount_price?: number | null | undefined;
  stock: number;
  new?: boolean | null | undefined;
  popular?: boolean | null | undefined;
  active?: boolean | null | undefined;
  active_from?: string | null | undefined;
  active_to?: string | null | undefined;
  brand_id?: string | number | null | undefined;
  category_ids?: Array<string | number> | string | number | null | undefined;
  image_id?: string | number | null | undefined;
  gallery_ids?: Array<string | number> | string | number | null | undefined;
  group_id?: string | number | null | undefined;
  specifications?: Array<SpecificationInput> | SpecificationInput | null | undefined;
  youtube?: string | null | undefined;
  connected_ids?: Array<string | number> | string | number | null | undefined;
  features?: ProductFeaturesInput | null | undefined;
}>;


export type UpsertProductMutation = { upsertProduct: { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, names: Array<string>, slugs: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, youtube: string | null, youtube_id: string | null, code: string, process_price: number, discount_percent: number, max_quantity: number, price_rsd: number, discount_price_rsd: number | null, stock: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, products_views: number, wishlist_added: number, created_at: string, updated_at: string, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, categories: Array<{ id: string, name: string, parent_id: string | null }>, gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }>, group: { id: string, name: string, filters: Array<{ id: string, group_id: string, name: string, position: number }> } | null, specifications: Array<{ value: string, values: Array<string>, filter: { id: string, name: string } }>, connected: Array<{ id: string, name: string, code: string }>, features: { connected: boolean, gallery: boolean, specifications: boolean, youtube: boolean, price: boolean }, options: Array<{ id: string }>, variants: Array<{ id: string }>, brand: { id: string, name: string, slug: string } | null, category: { id: string, slug: string, parent_id: string | null, trail: Array<{ id: string, slug: string }> } | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } };

export type ProductVariantsFormFragment = { id: string, code: string, price: number, discount_price: number | null, stock: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, options: Array<{ id: string, names: Array<string>, display: ProductOptionDisplay, values: Array<{ id: string, names: Array<string>, swatch: string | null }> }>, variants: Array<{ id: string, code: string, name: string, price: number, discount_price: number | null, stock: number, active: boolean, values: Array<{ id: string }>, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, own_gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }> }> };

export type GetAdminProductVariantsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminProductVariantsQuery = { product: { id: string, code: string, price: number, discount_price: number | null, stock: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, options: Array<{ id: string, names: Array<string>, display: ProductOptionDisplay, values: Array<{ id: string, names: Array<string>, swatch: string | null }> }>, variants: Array<{ id: string, code: string, name: string, price: number, discount_price: number | null, stock: number, active: boolean, values: Array<{ id: string }>, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, own_gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }> }> } | null };

export type SaveProductVariantsMutationVariables = Exact<{
  product_id: string | number;
  options: Array<ProductOptionInput> | ProductOptionInput;
  variants: Array<ProductVariantInput> | ProductVariantInput;
}>;


export type SaveProductVariantsMutation = { saveProductVariants: { updated_at: string, id: string, code: string, price: number, discount_price: number | null, stock: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, options: Array<{ id: string, names: Array<string>, display: ProductOptionDisplay, values: Array<{ id: string, names: Array<string>, swatch: string | null }> }>, variants: Array<{ id: string, code: string, name: string, price: number, discount_price: number | null, stock: number, active: boolean, values: Array<{ id: string }>, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, own_gallery: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }> }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { success: boolean, error: string | null } };

export type RecordProductViewMutationVariables = Exact<{
  product_id: string | number;
  client: string;
  session?: string | null | undefined;
  campaign?: string | null | undefined;
}>;


export type RecordProductViewMutation = { recordProductView: { success: boolean, error: string | null } };

export type CreateWishlistAddedMutationVariables = Exact<{
  product_id: string | number;
  client: string;
  session?: string | null | undefined;
  campaign?: string | null | undefined;
}>;


export type CreateWishlistAddedMutation = { createWishlistAdded: { id: string, product_id: string, client: string, created_at: string } | null };

export type PageRouteFragment = { id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean };

export type PageAdminItemFragment = { names: Array<string>, slugs: Array<string>, created_at: string, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean };

export type BannerViewFragment = { id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BannerAdminFragment = { active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> };

export type CardViewFragment = { id: string, title: string, text: string | null, link: string | null, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BlockViewFragment = { id: string, type: BlockType, title: string | null, position: number, content:
    | { __typename: 'BannersContent', banners: Array<{ id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'BlogCarouselContent', posts: Array<{ id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'BrandsContent', brands: Array<{ id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'CardsContent', cards: Array<{ id: string, title: string, text: string | null, link: string | null, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'CategoriesContent', categories: Array<{ id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'ProductsCarouselContent', special: SpecialListing | null, products: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }> }
    | { __typename: 'SliderContent', banners: Array<{ id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
    | { __typename: 'TextContent', html: string }
   };

export type BlockAdminFragment = { id: string, page_id: string, type: BlockType, title: string | null, titles: Array<string>, position: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, content:
    | { __typename: 'BannersContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
    | { __typename: 'BlogCarouselContent', posts: Array<{ id: string, name: string, published_at: string }> }
    | { __typename: 'BrandsContent', brands: Array<{ id: string, name: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
    | { __typename: 'CardsContent', cards: Array<{ titles: Array<string>, texts: Array<string>, links: Array<string>, id: string, title: string, text: string | null, link: string | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
    | { __typename: 'CategoriesContent', categories: Array<{ id: string, name: string, parent_id: string | null }> }
    | { __typename: 'ProductsCarouselContent', special: SpecialListing | null, products: Array<{ id: string, code: string, name: string, active: boolean, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
    | { __typename: 'SliderContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
    | { __typename: 'TextContent', html: string, htmls: Array<string> }
   };

export type SettingViewFragment = { id: string, field: string, value: string | null, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BlogPostViewFragment = { description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BlogPostAdminFragment = { active: boolean, views: number, names: Array<string>, slugs: Array<string>, summaries: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, created_at: string, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null };

export type GetPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPagesQuery = { pages: Array<{ id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean }> };

export type GetAdminPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminPagesQuery = { pages: Array<{ names: Array<string>, slugs: Array<string>, created_at: string, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean }> };

export type GetPageQueryVariables = Exact<{
  slug?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type GetPageQuery = { page: { page: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean, group: { id: string, name: string } | null, blocks: Array<{ id: string, type: BlockType, title: string | null, position: number, content:
        | { __typename: 'BannersContent', banners: Array<{ id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'BlogCarouselContent', posts: Array<{ id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'BrandsContent', brands: Array<{ id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'CardsContent', cards: Array<{ id: string, title: string, text: string | null, link: string | null, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'CategoriesContent', categories: Array<{ id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'ProductsCarouselContent', special: SpecialListing | null, products: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }> }
        | { __typename: 'SliderContent', banners: Array<{ id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> }
        | { __typename: 'TextContent', html: string }
       }> } | null };

export type GetAdminPageQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminPageQuery = { page: { page: string | null, pages: Array<string>, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, names: Array<string>, slugs: Array<string>, created_at: string, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean, group: { id: string, name: string } | null, blocks: Array<{ id: string, page_id: string, type: BlockType, title: string | null, titles: Array<string>, position: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, content:
        | { __typename: 'BannersContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
        | { __typename: 'BlogCarouselContent', posts: Array<{ id: string, name: string, published_at: string }> }
        | { __typename: 'BrandsContent', brands: Array<{ id: string, name: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
        | { __typename: 'CardsContent', cards: Array<{ titles: Array<string>, texts: Array<string>, links: Array<string>, id: string, title: string, text: string | null, link: string | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
        | { __typename: 'CategoriesContent', categories: Array<{ id: string, name: string, parent_id: string | null }> }
        | { __typename: 'ProductsCarouselContent', special: SpecialListing | null, products: Array<{ id: string, code: string, name: string, active: boolean, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
        | { __typename: 'SliderContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
        | { __typename: 'TextContent', html: string, htmls: Array<string> }
       }> } | null };

export type CreatePageMutationVariables = Exact<{
  name: string;
  slug: string;
  menu?: PageMenu | null | undefined;
  parent_id?: string | number | null | undefined;
}>;


export type CreatePageMutation = { createPage: { names: Array<string>, slugs: Array<string>, created_at: string, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean } };

export type UpdatePageMutationVariables = Exact<{
  id: string | number;
  active?: boolean | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  type?: PageType | null | undefined;
  menu?: PageMenu | null | undefined;
  seo_title?: string | null | undefined;
  seo_keywords?: string | null | undefined;
  seo_description?: string | null | undefined;
  group_id?: string | number | null | undefined;
}>;


export type UpdatePageMutation = { updatePage: { seo_title: string | null, seo_keywords: string | null, seo_description: string | null, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, names: Array<string>, slugs: Array<string>, created_at: string, id: string, parent_id: string | null, position: number, menu: PageMenu, type: PageType, group_id: string | null, code: string | null, active: boolean, name: string, slug: string, locked: boolean, group: { id: string, name: string } | null } };

export type UpdatePageContentMutationVariables = Exact<{
  id: string | number;
  page: string;
}>;


export type UpdatePageContentMutation = { updatePage: { id: string, page: string | null, pages: Array<string> } };

export type SortPagesMutationVariables = Exact<{
  items: Array<PositionInput> | PositionInput;
}>;


export type SortPagesMutation = { sortPages: { success: boolean, error: string | null } };

export type UpsertBlockMutationVariables = Exact<{
  id?: string | number | null | undefined;
  page_id: string | number;
  type: BlockType;
  title?: string | null | undefined;
  active?: boolean | null | undefined;
  active_from?: string | null | undefined;
  active_to?: string | null | undefined;
  content: BlockContentInput;
}>;


export type UpsertBlockMutation = { upsertBlock: { id: string, page_id: string, type: BlockType, title: string | null, titles: Array<string>, position: number, active: boolean, active_from: string | null, active_to: string | null, state: ContentState, content:
      | { __typename: 'BannersContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
      | { __typename: 'BlogCarouselContent', posts: Array<{ id: string, name: string, published_at: string }> }
      | { __typename: 'BrandsContent', brands: Array<{ id: string, name: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
      | { __typename: 'CardsContent', cards: Array<{ titles: Array<string>, texts: Array<string>, links: Array<string>, id: string, title: string, text: string | null, link: string | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
      | { __typename: 'CategoriesContent', categories: Array<{ id: string, name: string, parent_id: string | null }> }
      | { __typename: 'ProductsCarouselContent', special: SpecialListing | null, products: Array<{ id: string, code: string, name: string, active: boolean, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> }
      | { __typename: 'SliderContent', banners: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }> }
      | { __typename: 'TextContent', html: string, htmls: Array<string> }
     } };

export type SortBlocksMutationVariables = Exact<{
  page_id: string | number;
  ids: Array<string | number> | string | number;
}>;


export type SortBlocksMutation = { sortBlocks: { success: boolean, error: string | null } };

export type DeleteBlockMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBlockMutation = { deleteBlock: { success: boolean, error: string | null } };

export type DeletePageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePageMutation = { deletePage: { success: boolean, error: string | null } };

export type GetSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSettingsQuery = { settings: Array<{ id: string, field: string, value: string | null, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> };

export type GetAdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminSettingsQuery = { settings: Array<{ values: Array<string>, hidden: boolean, id: string, field: string, value: string | null, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null }> };

export type UpsertSettingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  field: string;
  value?: string | null | undefined;
  image_id?: string | number | null | undefined;
}>;


export type UpsertSettingMutation = { upsertSetting: { values: Array<string>, hidden: boolean, id: string, field: string, value: string | null, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null } };

export type GetBannersQueryVariables = Exact<{
  position: BannerPosition;
}>;


export type GetBannersQuery = { banners: Array<{ id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> };

export type GetBannersWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  position?: BannerPosition | null | undefined;
  order?: StatsOrder | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}>;


export type GetBannersWithPaginationQuery = { bannersWithPagination: { data: Array<{ active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type UpsertBannerMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  title?: string | null | undefined;
  image_id?: string | number | null | undefined;
  link?: string | null | undefined;
  position: BannerPosition;
  sort?: number | null | undefined;
  active?: boolean | null | undefined;
  active_from?: string | null | undefined;
  active_to?: string | null | undefined;
}>;


export type UpsertBannerMutation = { upsertBanner: { active: boolean, active_from: string | null, active_to: string | null, state: ContentState, views: number, clicks: number, titles: Array<string>, links: Array<string>, created_at: string, id: string, name: string, title: string | null, link: string | null, position: BannerPosition, sort: number, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null, images: Array<{ id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null> } };

export type DeleteBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBannerMutation = { deleteBanner: { success: boolean, error: string | null } };

export type RecordBannerEventMutationVariables = Exact<{
  banner_id: string | number;
  event: BannerEvent;
  client?: string | null | undefined;
}>;


export type RecordBannerEventMutation = { recordBannerEvent: { success: boolean, error: string | null } };

export type GetBlogPostsQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type GetBlogPostsQuery = { blogPosts: { data: Array<{ id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetBlogPostQueryVariables = Exact<{
  id: string | number;
}>;


export type GetBlogPostQuery = { blogPost: { alternate_slugs: Array<string>, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null } | null };

export type GetBlogPostsWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type GetBlogPostsWithPaginationQuery = { blogPostsWithPagination: { data: Array<{ active: boolean, views: number, created_at: string, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetAdminBlogPostQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminBlogPostQuery = { blogPost: { active: boolean, views: number, names: Array<string>, slugs: Array<string>, summaries: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, created_at: string, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } | null };

export type UpsertBlogPostMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  slug: string;
  summary?: string | null | undefined;
  description?: string | null | undefined;
  image_id?: string | number | null | undefined;
  active?: boolean | null | undefined;
  published_at?: string | null | undefined;
  seo_title?: string | null | undefined;
  seo_keywords?: string | null | undefined;
  seo_description?: string | null | undefined;
}>;


export type UpsertBlogPostMutation = { upsertBlogPost: { active: boolean, views: number, names: Array<string>, slugs: Array<string>, summaries: Array<string>, descriptions: Array<string>, seo_titles: Array<string>, seo_keywords_list: Array<string>, seo_descriptions: Array<string>, created_at: string, description: string | null, seo_title: string | null, seo_keywords: string | null, seo_description: string | null, id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } | null } };

export type DeleteBlogPostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBlogPostMutation = { deleteBlogPost: { success: boolean, error: string | null } };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { success: boolean, error: string | null } };

export type GetNewsletterSubscribersQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type GetNewsletterSubscribersQuery = { newsletterSubscribers: { data: Array<{ id: string, email: string, lang: number, created_at: string }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetNewsletterCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNewsletterCsvQuery = { newsletterCsv: string };

export type DeleteNewsletterSubscriberMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNewsletterSubscriberMutation = { deleteNewsletterSubscriber: { success: boolean, error: string | null } };

export type SendContactMessageMutationVariables = Exact<{
  name: string;
  email: string;
  phone?: string | null | undefined;
  message: string;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean, error: string | null } };

export type GetContactMessagesQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type GetContactMessagesQuery = { contactMessages: { data: Array<{ id: string, name: string, email: string, phone: string | null, message: string, created_at: string }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type CyrillicSpellingItemFragment = { id: string, latin: string, cyrillic: string, automatic: string, updated_at: string };

export type GetCyrillicSpellingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCyrillicSpellingsQuery = { cyrillicSpellings: Array<{ id: string, latin: string, cyrillic: string, automatic: string, updated_at: string }> };

export type GetCyrillicPreviewQueryVariables = Exact<{
  text: string;
}>;


export type GetCyrillicPreviewQuery = { cyrillicPreview: string };

export type UpsertCyrillicSpellingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  latin: string;
  cyrillic: string;
}>;


export type UpsertCyrillicSpellingMutation = { upsertCyrillicSpelling: { id: string, latin: string, cyrillic: string, automatic: string, updated_at: string } };

export type DeleteCyrillicSpellingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCyrillicSpellingMutation = { deleteCyrillicSpelling: { success: boolean, error: string | null } };

export type ImageFragment = { id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string };

export type PictureFragment = { id: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null };

export type ThumbnailFragment = { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null };

export type PaginatorFragment = { currentPage: number, lastPage: number, count: number, total: number };

export type ProductCardFragment = { id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null };

export type CategoryItemFragment = { id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BrandItemFragment = { id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type BlogPostCardFragment = { id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null };

export type LiveVisitorItemFragment = { client: string, session: string, path: string, lang: number, is_mobile: boolean, first_seen_at: string, last_seen_at: string, user: { id: string, name: string, lastname: string, email: string } | null, history: Array<{ path: string, visited_at: string }> };

export type GetLiveVisitorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLiveVisitorsQuery = { liveVisitors: Array<{ client: string, session: string, path: string, lang: number, is_mobile: boolean, first_seen_at: string, last_seen_at: string, user: { id: string, name: string, lastname: string, email: string } | null, history: Array<{ path: string, visited_at: string }> }> };

export type SendLiveMessageMutationVariables = Exact<{
  client: string;
  session: string;
  is_mobile?: boolean | null | undefined;
  message: LiveMessageInput;
}>;


export type SendLiveMessageMutation = { sendLiveMessage: { success: boolean, error: string | null } };

export type LiveVisitorChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveVisitorChangesSubscription = { liveVisitorChanges: { snapshot: boolean, left: Array<string>, visitors: Array<{ client: string, session: string, path: string, lang: number, is_mobile: boolean, first_seen_at: string, last_seen_at: string, user: { id: string, name: string, lastname: string, email: string } | null, history: Array<{ path: string, visited_at: string }> }> } };

export type LiveMessagesSubscriptionVariables = Exact<{
  client: string;
  session: string;
}>;


export type LiveMessagesSubscription = { liveMessages: { subject: string, type: string, name: string, timestamp: number } };

export type OrderCountryItemFragment = { id: string, name: string, code: string, delivery_price: number, free_delivery_over: number | null, active: boolean, position: number };

export type OrderSummaryFragment = { id: string, code: string, status: OrderStatus, created_at: string, delivery_date: string | null, payment_method: PaymentMethod, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number }> };

export type OrderDetailFragment = { id: string, code: string, status_key: string, status: OrderStatus, payment_method: PaymentMethod, payment_status: PaymentStatus | null, paid_at: string | null, payment_hold_until: string | null, note: string | null, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, lang: number, created_at: string, delivery_date: string | null, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }>, customer: { name: string, lastname: string, email: string, phone: string, company: string | null, vat_number: string | null }, delivery: { address: string, city: string, zip: string, country: { id: string, name: string, code: string } }, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }>, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } | null }> };

export type CardPaymentFieldsFragment = { order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null };

export type PaymentQrFieldsFragment = { text: string, svg: string, account: string, payee: string, amount_rsd: number, payment_code: string, reference: string };

export type OrderSettingsFieldsFragment = { min_order_total: number, delivery_days: number, payment_methods: Array<PaymentMethod>, card_hold_minutes: number, bank_account: string | null, bank_account_name: string | null, checkout_note: string | null, exchange_rate_eur: number };

export type PromoCodeItemFragment = { id: string, code: string, discount: number, usage_count: number, used: number, expires_at: string | null, active: boolean, created_at: string };

export type GetOrderQueryVariables = Exact<{
  code: string;
  email?: string | null | undefined;
  key?: string | null | undefined;
}>;


export type GetOrderQuery = { order: { id: string, code: string, status_key: string, status: OrderStatus, payment_method: PaymentMethod, payment_status: PaymentStatus | null, paid_at: string | null, payment_hold_until: string | null, note: string | null, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, lang: number, created_at: string, delivery_date: string | null, payment_qr: { text: string, svg: string, account: string, payee: string, amount_rsd: number, payment_code: string, reference: string } | null, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }>, customer: { name: string, lastname: string, email: string, phone: string, company: string | null, vat_number: string | null }, delivery: { address: string, city: string, zip: string, country: { id: string, name: string, code: string } }, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }>, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } | null }> } | null, orderSettings: { bank_account: string | null } };

export type GetAdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminOrderQuery = { orderById: { id: string, code: string, status_key: string, status: OrderStatus, payment_method: PaymentMethod, payment_status: PaymentStatus | null, paid_at: string | null, payment_hold_until: string | null, note: string | null, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, lang: number, created_at: string, delivery_date: string | null, user: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } | null, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, stock: number, state: ContentState, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } | null }>, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }>, customer: { name: string, lastname: string, email: string, phone: string, company: string | null, vat_number: string | null }, delivery: { address: string, city: string, zip: string, country: { id: string, name: string, code: string } }, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }> } | null };

export type GetOrdersWithPaginationQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}>;


export type GetOrdersWithPaginationQuery = { ordersWithPagination: { data: Array<{ id: string, code: string, status: OrderStatus, created_at: string, delivery_date: string | null, payment_method: PaymentMethod, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, customer: { name: string, lastname: string, email: string, phone: string }, delivery: { city: string, country: { id: string, code: string } }, user: { id: string, name: string, lastname: string } | null, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, name: string, state: ContentState, max_quantity: number } | null }> }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type GetOrderCalendarQueryVariables = Exact<{
  start_date: string;
  end_date: string;
}>;


export type GetOrderCalendarQuery = { orderCalendar: Array<{ date: string, orders: Array<{ id: string, code: string, status: OrderStatus, delivery_date: string | null, total: number, currency: string, payment_method: PaymentMethod, customer: { name: string, lastname: string, phone: string }, delivery: { address: string, city: string, zip: string } }> }> };

export type GetOrderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrderSettingsQuery = { orderSettings: { min_order_total: number, delivery_days: number, payment_methods: Array<PaymentMethod>, card_hold_minutes: number, bank_account: string | null, bank_account_name: string | null, checkout_note: string | null, exchange_rate_eur: number } };

export type GetAdminOrderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminOrderSettingsQuery = { orderSettings: { min_order_total_rsd: number, card_gateway: string | null, min_order_total: number, delivery_days: number, payment_methods: Array<PaymentMethod>, card_hold_minutes: number, bank_account: string | null, bank_account_name: string | null, checkout_note: string | null, exchange_rate_eur: number } };

export type GetOrderCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrderCountriesQuery = { orderCountries: Array<{ id: string, name: string, code: string, delivery_price: number, free_delivery_over: number | null, active: boolean, position: number }> };

export type GetAdminOrderCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminOrderCountriesQuery = { orderCountries: Array<{ delivery_price_rsd: number, free_delivery_over_rsd: number | null, names: Array<string>, id: string, name: string, code: string, delivery_price: number, free_delivery_over: number | null, active: boolean, position: number }> };

export type GetOrderQuoteQueryVariables = Exact<{
  items: Array<OrderItemInput> | OrderItemInput;
  country_id?: string | number | null | undefined;
  promo_code?: string | null | undefined;
}>;


export type GetOrderQuoteQuery = { orderQuote: { subtotal: number, discount: number, delivery_price: number, total: number, currency: string, promo_code: string | null, promo_code_error: string | null, items: Array<{ quantity: number, price: number, total: number, product: { max_quantity: number, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }, variant: { id: string, name: string, max_quantity: number } }> } };

export type CreateOrderMutationVariables = Exact<{
  idempotency_key: string;
  items: Array<OrderItemInput> | OrderItemInput;
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  country_id: string | number;
  payment_method: PaymentMethod;
  company?: string | null | undefined;
  vat_number?: string | null | undefined;
  note?: string | null | undefined;
  promo_code?: string | null | undefined;
}>;


export type CreateOrderMutation = { createOrder: { id: string, code: string, status_key: string, status: OrderStatus, payment_method: PaymentMethod, payment_status: PaymentStatus | null, paid_at: string | null, payment_hold_until: string | null, note: string | null, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, lang: number, created_at: string, delivery_date: string | null, payment_qr: { text: string, svg: string, account: string, payee: string, amount_rsd: number, payment_code: string, reference: string } | null, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }>, customer: { name: string, lastname: string, email: string, phone: string, company: string | null, vat_number: string | null }, delivery: { address: string, city: string, zip: string, country: { id: string, name: string, code: string } }, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }>, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } | null }> } };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
  note?: string | null | undefined;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { id: string, code: string, status: OrderStatus, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }> } };

export type UpdateOrderPaymentMutationVariables = Exact<{
  id: string | number;
  payment_status: PaymentStatus;
}>;


export type UpdateOrderPaymentMutation = { updateOrderPayment: { id: string, code: string, payment_status: PaymentStatus | null, paid_at: string | null } };

export type StartCardPaymentMutationVariables = Exact<{
  code: string;
  key: string;
}>;


export type StartCardPaymentMutation = { startCardPayment: { action: string, fields: Array<{ name: string, value: string }> } };

export type ChangeOrderPaymentMethodMutationVariables = Exact<{
  code: string;
  key: string;
  payment_method: PaymentMethod;
}>;


export type ChangeOrderPaymentMethodMutation = { changeOrderPaymentMethod: { id: string, code: string, status_key: string, status: OrderStatus, payment_method: PaymentMethod, payment_status: PaymentStatus | null, paid_at: string | null, payment_hold_until: string | null, note: string | null, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, lang: number, created_at: string, delivery_date: string | null, payment_qr: { text: string, svg: string, account: string, payee: string, amount_rsd: number, payment_code: string, reference: string } | null, status_history: Array<{ status: OrderStatus, created_at: string, note: string | null }>, customer: { name: string, lastname: string, email: string, phone: string, company: string | null, vat_number: string | null }, delivery: { address: string, city: string, zip: string, country: { id: string, name: string, code: string } }, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }>, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number, product: { id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } | null }> } };

export type ReverseCardPaymentMutationVariables = Exact<{
  id: string | number;
  action: CardPaymentAction;
}>;


export type ReverseCardPaymentMutation = { reverseCardPayment: { id: string, code: string, payment_status: PaymentStatus | null, paid_at: string | null, card_payments: Array<{ order_number: string, status: CardPaymentStatus, amount_rsd: number, created_at: string, transaction_date: string | null, authorization_code: string | null, transaction_id: string | null, response: string | null, return_code: string | null, message: string | null, masked_card: string | null }> } };

export type UpdateOrderDeliveryDateMutationVariables = Exact<{
  id: string | number;
  delivery_date?: string | null | undefined;
}>;


export type UpdateOrderDeliveryDateMutation = { updateOrderDeliveryDate: { id: string, code: string, status: OrderStatus, delivery_date: string | null } };

export type UpdateOrderSettingsMutationVariables = Exact<{
  min_order_total?: number | null | undefined;
  delivery_days?: number | null | undefined;
  payment_methods?: Array<PaymentMethod> | PaymentMethod | null | undefined;
  card_hold_minutes?: number | null | undefined;
  bank_account?: string | null | undefined;
  bank_account_name?: string | null | undefined;
  checkout_note?: string | null | undefined;
  exchange_rate_eur?: number | null | undefined;
}>;


export type UpdateOrderSettingsMutation = { updateOrderSettings: { min_order_total_rsd: number, min_order_total: number, delivery_days: number, payment_methods: Array<PaymentMethod>, card_hold_minutes: number, bank_account: string | null, bank_account_name: string | null, checkout_note: string | null, exchange_rate_eur: number } };

export type UpsertOrderCountryMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  code: string;
  delivery_price: number;
  free_delivery_over?: number | null | undefined;
  active?: boolean | null | undefined;
  position?: number | null | undefined;
}>;


export type UpsertOrderCountryMutation = { upsertOrderCountry: { delivery_price_rsd: number, free_delivery_over_rsd: number | null, names: Array<string>, id: string, name: string, code: string, delivery_price: number, free_delivery_over: number | null, active: boolean, position: number } };

export type DeleteOrderCountryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOrderCountryMutation = { deleteOrderCountry: { success: boolean, error: string | null } };

export type GetPromoCodesQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type GetPromoCodesQuery = { promoCodes: { data: Array<{ id: string, code: string, discount: number, usage_count: number, used: number, expires_at: string | null, active: boolean, created_at: string }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type UpsertPromoCodeMutationVariables = Exact<{
  id?: string | number | null | undefined;
  code: string;
  discount: number;
  usage_count?: number | null | undefined;
  expires_at?: string | null | undefined;
  active?: boolean | null | undefined;
}>;


export type UpsertPromoCodeMutation = { upsertPromoCode: { id: string, code: string, discount: number, usage_count: number, used: number, expires_at: string | null, active: boolean, created_at: string } };

export type DeletePromoCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePromoCodeMutation = { deletePromoCode: { success: boolean, error: string | null } };

export type SearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  page?: number | null | undefined;
  brands?: Array<string | number> | string | number | null | undefined;
  categories?: Array<string | number> | string | number | null | undefined;
  exact?: boolean | null | undefined;
}>;


export type SearchQuery = { search: { products_total: number, did_you_mean: string | null, corrected_query: string | null, products: Array<{ id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number }, brand_facets: Array<{ count: number, selected: boolean, brand: { id: string, name: string, slug: string } }>, category_facets: Array<{ count: number, selected: boolean, category: { id: string, name: string, slug: string } }>, categories: Array<{ id: string, name: string, slug: string, parent_id: string | null, position: number, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, brands: Array<{ id: string, name: string, slug: string, products_count: number, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }>, posts: Array<{ id: string, name: string, slug: string, summary: string | null, published_at: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null }> } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: { did_you_mean: string | null, corrected_query: string | null, products: Array<{ id: string, name: string, slug: string, process_price: number, currency: string, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null }>, categories: Array<{ id: string, name: string, slug: string }>, brands: Array<{ id: string, name: string, slug: string }> } };

export type GetSearchInsightQueryVariables = Exact<{
  start_date: string;
  end_date: string;
  lang?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type GetSearchInsightQuery = { searchInsight: { days: Array<{ date: string, searches: number, without_results: number }>, top_queries: Array<{ query: string, lang: number, searches: number, results: number, last_date: string }>, queries_without_results: Array<{ query: string, lang: number, searches: number, results: number, last_date: string }> } };

export type SearchQueryCountRowFragment = { query: string, lang: number, searches: number, results: number, last_date: string };

export type GetSearchSynonymsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSearchSynonymsQuery = { searchSynonyms: Array<{ id: string, terms: Array<string> }> };

export type UpsertSearchSynonymMutationVariables = Exact<{
  id?: string | number | null | undefined;
  terms: Array<string> | string;
}>;


export type UpsertSearchSynonymMutation = { upsertSearchSynonym: { id: string, terms: Array<string> } };

export type DeleteSearchSynonymMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSearchSynonymMutation = { deleteSearchSynonym: { success: boolean, error: string | null } };

export type StatsPointItemFragment = { date: string, views: number, wishlist_added: number, clicks: number };

export type GetStatsSeriesQueryVariables = Exact<{
  subject: StatsSubject;
  id?: string | number | null | undefined;
  start_date: string;
  end_date: string;
}>;


export type GetStatsSeriesQuery = { statsSeries: Array<{ date: string, views: number, wishlist_added: number, clicks: number }> };

export type GetDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardQuery = { dashboard: { orders_today: number, revenue_today: number, orders_in_process: number, visitors_now: number, top_products: Array<{ views: number, ordered: number, product: { active: boolean, stock: number, id: string, name: string, slug: string, price: number, discount_price: number | null, currency: string, price_varies: boolean, action: boolean, new: boolean, popular: boolean, sold_out: boolean, image: { id: string, url: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null } | null, category: { id: string, trail: Array<{ id: string, slug: string }> } | null } }> } };

export type GetStorageQueryVariables = Exact<{
  first?: number | null | undefined;
  page?: number | null | undefined;
  search?: string | null | undefined;
  tab?: string | null | undefined;
}>;


export type GetStorageQuery = { storage: { data: Array<{ alts: Array<string>, orig_name: string, tab: string, bucket: string, folder: string, size: number, created_at: string, id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type UploadStorageMutationVariables = Exact<{
  file: File;
  bucket: string;
}>;


export type UploadStorageMutation = { uploadStorage: { orig_name: string, tab: string, bucket: string, folder: string, size: number, created_at: string, id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } };

export type UploadStorageToTabMutationVariables = Exact<{
  file: File;
  bucket: string;
  tab?: string | null | undefined;
}>;


export type UploadStorageToTabMutation = { uploadStorage: { orig_name: string, tab: string, bucket: string, folder: string, size: number, created_at: string, id: string, name: string, url: string, url_lg: string, url_sm: string, width: number | null, height: number | null, variant_widths: Array<number>, alt: string | null, mime: string } };

export type GetStorageUsagesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type GetStorageUsagesQuery = { storageUsages: Array<{ file_id: string, kind: StorageUsageKind, place: StorageUsagePlace, id: string, page_id: string | null, name: string }> };

export type DeleteStorageInUseMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteStorageInUseMutation = { deleteStorage: { success: boolean, error: string | null } };

export type DeleteStorageMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteStorageMutation = { deleteStorage: { success: boolean, error: string | null } };

export type UpdateStorageMutationVariables = Exact<{
  id: string | number;
  tab?: string | null | undefined;
}>;


export type UpdateStorageMutation = { updateStorage: { id: string, tab: string } };

export type UpdateStorageAltMutationVariables = Exact<{
  id: string | number;
  alt?: string | null | undefined;
}>;


export type UpdateStorageAltMutation = { updateStorage: { id: string, alt: string | null } };

export type GetStorageFileAltsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetStorageFileAltsQuery = { storageFile: { id: string, alt: string | null, alts: Array<string> } | null };

export type UpdateStorageAltsMutationVariables = Exact<{
  id: string | number;
  alts: Array<string> | string;
}>;


export type UpdateStorageAltsMutation = { updateStorage: { id: string, alt: string | null, alts: Array<string> } };

export type UserProfileFragment = { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null };

export type AdministratorItemFragment = { id: string, name: string, email: string, last_login_at: string | null, created_at: string };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
  remember?: boolean | null | undefined;
}>;


export type AdminLoginMutation = { adminLogin: { token: string, expires_at: string, name: string, email: string } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { adminLogout: { success: boolean, error: string | null } };

export type AdminPasswordEmailMutationVariables = Exact<{
  email: string;
}>;


export type AdminPasswordEmailMutation = { adminPasswordEmail: { success: boolean, error: string | null } };

export type AdminPasswordResetMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AdminPasswordResetMutation = { adminPasswordReset: { success: boolean, error: string | null } };

export type GetCurrentAdministratorQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentAdministratorQuery = { currentAdministrator: { id: string, name: string, email: string, last_login_at: string | null, created_at: string } };

export type GetAdministratorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdministratorsQuery = { administrators: Array<{ id: string, name: string, email: string, last_login_at: string | null, created_at: string }> };

export type CreateAdministratorMutationVariables = Exact<{
  name: string;
  email: string;
  password: string;
}>;


export type CreateAdministratorMutation = { createAdministrator: { id: string, name: string, email: string, last_login_at: string | null, created_at: string } };

export type DeleteAdministratorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAdministratorMutation = { deleteAdministrator: { success: boolean, error: string | null } };

export type UserLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UserLoginMutation = { userLogin: { token: string, user: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } } };

export type UserRegisterMutationVariables = Exact<{
  name: string;
  lastname: string;
  email: string;
  password: string;
  phone?: string | null | undefined;
  newsletter?: boolean | null | undefined;
}>;


export type UserRegisterMutation = { userRegister: { token: string, user: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } } };

export type UserVerifyMutationVariables = Exact<{
  token: string;
}>;


export type UserVerifyMutation = { userVerify: { success: boolean, error: string | null } };

export type UserLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoutMutation = { userLogout: { success: boolean, error: string | null } };

export type UserPasswordEmailMutationVariables = Exact<{
  email: string;
}>;


export type UserPasswordEmailMutation = { userPasswordEmail: { success: boolean, error: string | null } };

export type UserPasswordResetMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type UserPasswordResetMutation = { userPasswordReset: { success: boolean, error: string | null } };

export type GetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMeQuery = { me: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } | null };

export type GetMyOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type GetMyOrdersQuery = { myOrders: { data: Array<{ id: string, code: string, status: OrderStatus, created_at: string, delivery_date: string | null, payment_method: PaymentMethod, promo_code: string | null, subtotal: number, discount: number, delivery_price: number, total: number, currency: string, items: Array<{ id: string, product_id: string, variant_id: string, name: string, variant_name: string, code: string, quantity: number, price: number, total: number }> }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type UpdateProfileMutationVariables = Exact<{
  name?: string | null | undefined;
  lastname?: string | null | undefined;
  phone?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  zip?: string | null | undefined;
  country_id?: string | number | null | undefined;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } };

export type ChangePasswordMutationVariables = Exact<{
  current_password: string;
  password: string;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, error: string | null } };

export type GetUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  banned?: boolean | null | undefined;
}>;


export type GetUsersQuery = { users: { data: Array<{ id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null }>, paginatorInfo: { currentPage: number, lastPage: number, count: number, total: number } } };

export type BanUserMutationVariables = Exact<{
  id: string | number;
  banned: boolean;
}>;


export type BanUserMutation = { banUser: { id: string, name: string, lastname: string, email: string, phone: string | null, address: string | null, city: string | null, zip: string | null, verified: boolean, banned: boolean, orders_count: number, created_at: string, country: { id: string, name: string, code: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CatalogImportStateFragmentDoc = new TypedDocumentString(`
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}
    `, {"fragmentName":"CatalogImportState"}) as unknown as TypedDocumentString<CatalogImportStateFragment, unknown>;
export const CatalogImportLineItemFragmentDoc = new TypedDocumentString(`
    fragment CatalogImportLineItem on CatalogImportLine {
  line
  code
  name
  action
  errors {
    column
    message
  }
}
    `, {"fragmentName":"CatalogImportLineItem"}) as unknown as TypedDocumentString<CatalogImportLineItemFragment, unknown>;
export const ThumbnailFragmentDoc = new TypedDocumentString(`
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
    `, {"fragmentName":"Thumbnail"}) as unknown as TypedDocumentString<ThumbnailFragment, unknown>;
export const CategoryItemFragmentDoc = new TypedDocumentString(`
    fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"CategoryItem"}) as unknown as TypedDocumentString<CategoryItemFragment, unknown>;
export const ImageFragmentDoc = new TypedDocumentString(`
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
    `, {"fragmentName":"Image"}) as unknown as TypedDocumentString<ImageFragment, unknown>;
export const CategoryFormFragmentDoc = new TypedDocumentString(`
    fragment CategoryForm on Category {
  ...CategoryItem
  image {
    ...Image
  }
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"fragmentName":"CategoryForm"}) as unknown as TypedDocumentString<CategoryFormFragment, unknown>;
export const BrandItemFragmentDoc = new TypedDocumentString(`
    fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"BrandItem"}) as unknown as TypedDocumentString<BrandItemFragment, unknown>;
export const BrandFormFragmentDoc = new TypedDocumentString(`
    fragment BrandForm on Brand {
  ...BrandItem
  image {
    ...Image
  }
  position
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"fragmentName":"BrandForm"}) as unknown as TypedDocumentString<BrandFormFragment, unknown>;
export const FilterFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
    `, {"fragmentName":"FilterFields"}) as unknown as TypedDocumentString<FilterFieldsFragment, unknown>;
export const GroupCampaignFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}
    `, {"fragmentName":"GroupCampaignFields"}) as unknown as TypedDocumentString<GroupCampaignFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupFields on Group {
  id
  name
  description
  position
  created_at
  products_count
  names
  descriptions
  filters {
    ...FilterFields
    names
  }
  campaigns {
    ...GroupCampaignFields
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}`, {"fragmentName":"GroupFields"}) as unknown as TypedDocumentString<GroupFieldsFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const ProductRowFragmentDoc = new TypedDocumentString(`
    fragment ProductRow on Product {
  ...ProductCard
  code
  process_price
  discount_percent
  max_quantity
  brand {
    id
    name
    slug
  }
  category {
    id
    slug
    parent_id
  }
  image {
    ...Image
  }
  price_rsd
  discount_price_rsd
  stock
  active
  active_from
  active_to
  state
  products_views
  wishlist_added
  created_at
  updated_at
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"fragmentName":"ProductRow"}) as unknown as TypedDocumentString<ProductRowFragment, unknown>;
export const ProductFormFragmentDoc = new TypedDocumentString(`
    fragment ProductForm on Product {
  ...ProductRow
  description
  seo_title
  seo_keywords
  seo_description
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  youtube
  youtube_id
  categories {
    id
    name
    parent_id
  }
  gallery {
    ...Image
  }
  group {
    id
    name
    filters {
      ...FilterFields
    }
  }
  specifications {
    filter {
      id
      name
    }
    value
    values
  }
  connected {
    id
    name
    code
  }
  features {
    connected
    gallery
    specifications
    youtube
    price
  }
  options {
    id
  }
  variants {
    id
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment ProductRow on Product {
  ...ProductCard
  code
  process_price
  discount_percent
  max_quantity
  brand {
    id
    name
    slug
  }
  category {
    id
    slug
    parent_id
  }
  image {
    ...Image
  }
  price_rsd
  discount_price_rsd
  stock
  active
  active_from
  active_to
  state
  products_views
  wishlist_added
  created_at
  updated_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"fragmentName":"ProductForm"}) as unknown as TypedDocumentString<ProductFormFragment, unknown>;
export const ProductVariantsFormFragmentDoc = new TypedDocumentString(`
    fragment ProductVariantsForm on Product {
  id
  code
  price
  discount_price
  stock
  image {
    ...Image
  }
  options {
    id
    names
    display
    values {
      id
      names
      swatch
    }
  }
  variants {
    id
    code
    name
    values {
      id
    }
    price
    discount_price
    stock
    active
    image {
      ...Image
    }
    own_gallery {
      ...Image
    }
  }
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}`, {"fragmentName":"ProductVariantsForm"}) as unknown as TypedDocumentString<ProductVariantsFormFragment, unknown>;
export const PageRouteFragmentDoc = new TypedDocumentString(`
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
    `, {"fragmentName":"PageRoute"}) as unknown as TypedDocumentString<PageRouteFragment, unknown>;
export const PageAdminItemFragmentDoc = new TypedDocumentString(`
    fragment PageAdminItem on Page {
  ...PageRoute
  names
  slugs
  created_at
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}`, {"fragmentName":"PageAdminItem"}) as unknown as TypedDocumentString<PageAdminItemFragment, unknown>;
export const PictureFragmentDoc = new TypedDocumentString(`
    fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
    `, {"fragmentName":"Picture"}) as unknown as TypedDocumentString<PictureFragment, unknown>;
export const BannerViewFragmentDoc = new TypedDocumentString(`
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
    fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"BannerView"}) as unknown as TypedDocumentString<BannerViewFragment, unknown>;
export const BlogPostCardFragmentDoc = new TypedDocumentString(`
    fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"BlogPostCard"}) as unknown as TypedDocumentString<BlogPostCardFragment, unknown>;
export const CardViewFragmentDoc = new TypedDocumentString(`
    fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"CardView"}) as unknown as TypedDocumentString<CardViewFragment, unknown>;
export const BlockViewFragmentDoc = new TypedDocumentString(`
    fragment BlockView on Block {
  id
  type
  title
  position
  content {
    __typename
    ... on SliderContent {
      banners {
        ...BannerView
      }
    }
    ... on BannersContent {
      banners {
        ...BannerView
      }
    }
    ... on ProductsCarouselContent {
      special
      products {
        ...ProductCard
      }
    }
    ... on CategoriesContent {
      categories {
        ...CategoryItem
      }
    }
    ... on TextContent {
      html
    }
    ... on BrandsContent {
      brands {
        ...BrandItem
      }
    }
    ... on BlogCarouselContent {
      posts {
        ...BlogPostCard
      }
    }
    ... on CardsContent {
      cards {
        ...CardView
      }
    }
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"fragmentName":"BlockView"}) as unknown as TypedDocumentString<BlockViewFragment, unknown>;
export const BannerAdminFragmentDoc = new TypedDocumentString(`
    fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"BannerAdmin"}) as unknown as TypedDocumentString<BannerAdminFragment, unknown>;
export const BlockAdminFragmentDoc = new TypedDocumentString(`
    fragment BlockAdmin on Block {
  id
  page_id
  type
  title
  titles
  position
  active
  active_from
  active_to
  state
  content {
    __typename
    ... on SliderContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on BannersContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on ProductsCarouselContent {
      special
      products {
        id
        code
        name
        active
        image {
          ...Image
        }
      }
    }
    ... on CategoriesContent {
      categories {
        id
        name
        parent_id
      }
    }
    ... on TextContent {
      html
      htmls
    }
    ... on BrandsContent {
      brands {
        id
        name
        image {
          ...Image
        }
      }
    }
    ... on BlogCarouselContent {
      posts {
        id
        name
        published_at
      }
    }
    ... on CardsContent {
      cards {
        ...CardView
        image {
          ...Image
        }
        titles
        texts
        links
      }
    }
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"BlockAdmin"}) as unknown as TypedDocumentString<BlockAdminFragment, unknown>;
export const SettingViewFragmentDoc = new TypedDocumentString(`
    fragment SettingView on Setting {
  id
  field
  value
  image {
    ...Picture
  }
}
    fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"fragmentName":"SettingView"}) as unknown as TypedDocumentString<SettingViewFragment, unknown>;
export const BlogPostViewFragmentDoc = new TypedDocumentString(`
    fragment BlogPostView on BlogPost {
  ...BlogPostCard
  image {
    ...Picture
  }
  description
  seo_title
  seo_keywords
  seo_description
}
    fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"fragmentName":"BlogPostView"}) as unknown as TypedDocumentString<BlogPostViewFragment, unknown>;
export const BlogPostAdminFragmentDoc = new TypedDocumentString(`
    fragment BlogPostAdmin on BlogPost {
  ...BlogPostView
  image {
    ...Image
  }
  active
  views
  names
  slugs
  summaries
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  created_at
}
    fragment BlogPostView on BlogPost {
  ...BlogPostCard
  image {
    ...Picture
  }
  description
  seo_title
  seo_keywords
  seo_description
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"fragmentName":"BlogPostAdmin"}) as unknown as TypedDocumentString<BlogPostAdminFragment, unknown>;
export const CyrillicSpellingItemFragmentDoc = new TypedDocumentString(`
    fragment CyrillicSpellingItem on CyrillicSpelling {
  id
  latin
  cyrillic
  automatic
  updated_at
}
    `, {"fragmentName":"CyrillicSpellingItem"}) as unknown as TypedDocumentString<CyrillicSpellingItemFragment, unknown>;
export const PaginatorFragmentDoc = new TypedDocumentString(`
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
    `, {"fragmentName":"Paginator"}) as unknown as TypedDocumentString<PaginatorFragment, unknown>;
export const LiveVisitorItemFragmentDoc = new TypedDocumentString(`
    fragment LiveVisitorItem on LiveVisitor {
  client
  session
  path
  lang
  is_mobile
  first_seen_at
  last_seen_at
  user {
    id
    name
    lastname
    email
  }
  history {
    path
    visited_at
  }
}
    `, {"fragmentName":"LiveVisitorItem"}) as unknown as TypedDocumentString<LiveVisitorItemFragment, unknown>;
export const OrderCountryItemFragmentDoc = new TypedDocumentString(`
    fragment OrderCountryItem on OrderCountry {
  id
  name
  code
  delivery_price
  free_delivery_over
  active
  position
}
    `, {"fragmentName":"OrderCountryItem"}) as unknown as TypedDocumentString<OrderCountryItemFragment, unknown>;
export const OrderSummaryFragmentDoc = new TypedDocumentString(`
    fragment OrderSummary on Order {
  id
  code
  status
  created_at
  delivery_date
  payment_method
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
  }
}
    `, {"fragmentName":"OrderSummary"}) as unknown as TypedDocumentString<OrderSummaryFragment, unknown>;
export const CardPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}
    `, {"fragmentName":"CardPaymentFields"}) as unknown as TypedDocumentString<CardPaymentFieldsFragment, unknown>;
export const OrderDetailFragmentDoc = new TypedDocumentString(`
    fragment OrderDetail on Order {
  id
  code
  status_key
  status
  status_history {
    status
    created_at
    note
  }
  customer {
    name
    lastname
    email
    phone
    company
    vat_number
  }
  delivery {
    address
    city
    zip
    country {
      id
      name
      code
    }
  }
  payment_method
  payment_status
  paid_at
  payment_hold_until
  card_payments {
    ...CardPaymentFields
  }
  note
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
    product {
      ...ProductCard
    }
  }
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  lang
  created_at
  delivery_date
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}`, {"fragmentName":"OrderDetail"}) as unknown as TypedDocumentString<OrderDetailFragment, unknown>;
export const PaymentQrFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentQrFields on PaymentQr {
  text
  svg
  account
  payee
  amount_rsd
  payment_code
  reference
}
    `, {"fragmentName":"PaymentQrFields"}) as unknown as TypedDocumentString<PaymentQrFieldsFragment, unknown>;
export const OrderSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSettingsFields on OrderSettings {
  min_order_total
  delivery_days
  payment_methods
  card_hold_minutes
  bank_account
  bank_account_name
  checkout_note
  exchange_rate_eur
}
    `, {"fragmentName":"OrderSettingsFields"}) as unknown as TypedDocumentString<OrderSettingsFieldsFragment, unknown>;
export const PromoCodeItemFragmentDoc = new TypedDocumentString(`
    fragment PromoCodeItem on PromoCode {
  id
  code
  discount
  usage_count
  used
  expires_at
  active
  created_at
}
    `, {"fragmentName":"PromoCodeItem"}) as unknown as TypedDocumentString<PromoCodeItemFragment, unknown>;
export const SearchQueryCountRowFragmentDoc = new TypedDocumentString(`
    fragment SearchQueryCountRow on SearchQueryCount {
  query
  lang
  searches
  results
  last_date
}
    `, {"fragmentName":"SearchQueryCountRow"}) as unknown as TypedDocumentString<SearchQueryCountRowFragment, unknown>;
export const StatsPointItemFragmentDoc = new TypedDocumentString(`
    fragment StatsPointItem on StatsPoint {
  date
  views
  wishlist_added
  clicks
}
    `, {"fragmentName":"StatsPointItem"}) as unknown as TypedDocumentString<StatsPointItemFragment, unknown>;
export const UserProfileFragmentDoc = new TypedDocumentString(`
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}
    `, {"fragmentName":"UserProfile"}) as unknown as TypedDocumentString<UserProfileFragment, unknown>;
export const AdministratorItemFragmentDoc = new TypedDocumentString(`
    fragment AdministratorItem on Administrator {
  id
  name
  email
  last_login_at
  created_at
}
    `, {"fragmentName":"AdministratorItem"}) as unknown as TypedDocumentString<AdministratorItemFragment, unknown>;
export const GetCatalogImportDocument = new TypedDocumentString(`
    query GetCatalogImport($id: ID!, $page: Int, $first: Int, $errors_only: Boolean) {
  catalogImport(id: $id) {
    ...CatalogImportState
    rows(page: $page, first: $first, errors_only: $errors_only) {
      data {
        ...CatalogImportLineItem
      }
      paginatorInfo {
        ...Paginator
      }
    }
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}
fragment CatalogImportLineItem on CatalogImportLine {
  line
  code
  name
  action
  errors {
    column
    message
  }
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}`, {"hash":"sha256:d74cc3dd1c346c873d8619598aeed673bc6edeed4b761901562445af8f705e73"}) as unknown as TypedDocumentString<GetCatalogImportQuery, GetCatalogImportQueryVariables>;
export const GetCatalogImportProgressDocument = new TypedDocumentString(`
    query GetCatalogImportProgress($id: ID!) {
  catalogImport(id: $id) {
    ...CatalogImportState
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}`, {"hash":"sha256:414cec2998710a267847581ef73d2271b141cb001f334b90b915c8f0490fa959"}) as unknown as TypedDocumentString<GetCatalogImportProgressQuery, GetCatalogImportProgressQueryVariables>;
export const GetCatalogExportDocument = new TypedDocumentString(`
    query GetCatalogExport {
  catalogExport {
    file_name
    csv
    rows
  }
}
    `, {"hash":"sha256:7dfb902408eeb87a291696a381901902030d37aa4789650472c081f228d5a877"}) as unknown as TypedDocumentString<GetCatalogExportQuery, GetCatalogExportQueryVariables>;
export const CreateCatalogImportDocument = new TypedDocumentString(`
    mutation CreateCatalogImport($file: Upload!) {
  createCatalogImport(file: $file) {
    ...CatalogImportState
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}`, {"hash":"sha256:a9ee0e28e2eef9d9b3db60d8f52c980745b16f8a6a50d9f386933b8044e28350"}) as unknown as TypedDocumentString<CreateCatalogImportMutation, CreateCatalogImportMutationVariables>;
export const AddCatalogImportImagesDocument = new TypedDocumentString(`
    mutation AddCatalogImportImages($id: ID!, $files: [Upload!]!) {
  addCatalogImportImages(id: $id, files: $files) {
    ...CatalogImportState
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}`, {"hash":"sha256:ce52c7f9cae0b49e8ac28dad7ab1748a07e181e2fc32ff6de33fa2c40a957eee"}) as unknown as TypedDocumentString<AddCatalogImportImagesMutation, AddCatalogImportImagesMutationVariables>;
export const CheckCatalogImportDocument = new TypedDocumentString(`
    mutation CheckCatalogImport($id: ID!) {
  checkCatalogImport(id: $id) {
    ...CatalogImportState
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}`, {"hash":"sha256:40c75dc674b7e70c623f87bede4a1470299b9c55869860823db2091241b93ebe"}) as unknown as TypedDocumentString<CheckCatalogImportMutation, CheckCatalogImportMutationVariables>;
export const RunCatalogImportDocument = new TypedDocumentString(`
    mutation RunCatalogImport($id: ID!) {
  runCatalogImport(id: $id) {
    ...CatalogImportState
  }
}
    fragment CatalogImportState on CatalogImport {
  id
  file_name
  status
  rows_total
  rows_create
  rows_update
  rows_unchanged
  rows_with_errors
  rows_done
  images_needed
  images_uploaded
  created_at
  finished_at
}`, {"hash":"sha256:585c569bcb2d1aed7afd7e782a9a33a8d9156363dc896eb15183687987dd0be1"}) as unknown as TypedDocumentString<RunCatalogImportMutation, RunCatalogImportMutationVariables>;
export const GetCategoriesDocument = new TypedDocumentString(`
    query GetCategories($limit: Int, $search: String, $brand: ID) {
  categories(limit: $limit, search: $search, brand: $brand) {
    ...CategoryItem
    alternate_slugs
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:f5b72d83f9d0456cb23eb6f3993557573358d6c330ce5237b314193aedd39f08"}) as unknown as TypedDocumentString<GetCategoriesQuery, GetCategoriesQueryVariables>;
export const GetCategoriesWithPaginationDocument = new TypedDocumentString(`
    query GetCategoriesWithPagination($page: Int, $first: Int, $search: String, $order: StatsOrder, $start_date: Date, $end_date: Date) {
  categoriesWithPagination(
    page: $page
    first: $first
    search: $search
    order: $order
    start_date: $start_date
    end_date: $end_date
  ) {
    data {
      ...CategoryItem
      products_views
      wishlist_added
      created_at
      names
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:b8f1f47ea1478ca941acf3afe7f900522ed39601324f9c7d8b1f80823e7f3876"}) as unknown as TypedDocumentString<GetCategoriesWithPaginationQuery, GetCategoriesWithPaginationQueryVariables>;
export const GetShopCategoriesDocument = new TypedDocumentString(`
    query GetShopCategories($limit: Int, $search: String, $brand: ID, $groupId: ID) {
  shopCategories(limit: $limit, search: $search, brand: $brand, groupId: $groupId) {
    id
    name
    slug
    parent_id
    position
    products_count
    shop_products_count
  }
}
    `, {"hash":"sha256:4aea22f1030be87fe126a701e13b29822a7c40da51f95aeb1864154d4089cfc5"}) as unknown as TypedDocumentString<GetShopCategoriesQuery, GetShopCategoriesQueryVariables>;
export const GetCategoryDocument = new TypedDocumentString(`
    query GetCategory($id: ID!) {
  category(id: $id) {
    ...CategoryForm
  }
}
    fragment CategoryForm on Category {
  ...CategoryItem
  image {
    ...Image
  }
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:178c1143df0741b844394803135d22a4ac37c63f9b9f128ccdaa84d6882cbb41"}) as unknown as TypedDocumentString<GetCategoryQuery, GetCategoryQueryVariables>;
export const UpsertCategoryDocument = new TypedDocumentString(`
    mutation UpsertCategory($id: ID, $name: String!, $slug: String!, $parent_id: ID, $image_id: ID, $seo_title: String, $seo_keywords: String, $seo_description: String, $description: String) {
  upsertCategory(
    id: $id
    name: $name
    slug: $slug
    parent_id: $parent_id
    image_id: $image_id
    seo_title: $seo_title
    seo_keywords: $seo_keywords
    seo_description: $seo_description
    description: $description
  ) {
    ...CategoryForm
  }
}
    fragment CategoryForm on Category {
  ...CategoryItem
  image {
    ...Image
  }
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:6566dce97931539abb803029533dbb7d8781204d0c30f910e970d33a70e628d0"}) as unknown as TypedDocumentString<UpsertCategoryMutation, UpsertCategoryMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:a58c5eb8a8749d3b389310bc6ad0739f9e6ac73f7c0248c130685e2f7f9b2ae3"}) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const SortCategoriesDocument = new TypedDocumentString(`
    mutation SortCategories($items: [PositionInput!]!) {
  sortCategories(items: $items) {
    success
    error
  }
}
    `, {"hash":"sha256:7a9efa2afff33db6bb5dffbdb0a44dfc2972043574f4cd78b7a7bfec229ababf"}) as unknown as TypedDocumentString<SortCategoriesMutation, SortCategoriesMutationVariables>;
export const GetBrandsDocument = new TypedDocumentString(`
    query GetBrands($search: String, $limit: Int) {
  brands(search: $search, limit: $limit) {
    ...BrandItem
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:a6f7473c4a89657d574f8d27a64f0d45b93922c666b3d794e07238a97b42b45d"}) as unknown as TypedDocumentString<GetBrandsQuery, GetBrandsQueryVariables>;
export const GetBrandDocument = new TypedDocumentString(`
    query GetBrand($id: ID, $slug: String) {
  brand(id: $id, slug: $slug) {
    ...BrandItem
    image {
      id
      url
    }
    alternate_slugs
    description
    seo_title
    seo_keywords
    seo_description
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:39e8a9d9fca19005bd398a9f73f69726964a2bb4aa7638598e38db2adfbc8480"}) as unknown as TypedDocumentString<GetBrandQuery, GetBrandQueryVariables>;
export const GetAdminBrandDocument = new TypedDocumentString(`
    query GetAdminBrand($id: ID!) {
  brand(id: $id) {
    ...BrandForm
  }
}
    fragment BrandForm on Brand {
  ...BrandItem
  image {
    ...Image
  }
  position
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:3cce13b4cb0959b503dbbfd605c9be084b997e17b6bf2d423f11275a5b338525"}) as unknown as TypedDocumentString<GetAdminBrandQuery, GetAdminBrandQueryVariables>;
export const GetBrandsWithPaginationDocument = new TypedDocumentString(`
    query GetBrandsWithPagination($page: Int, $first: Int, $search: String, $order: StatsOrder, $start_date: Date, $end_date: Date) {
  brandsWithPagination(
    page: $page
    first: $first
    search: $search
    order: $order
    start_date: $start_date
    end_date: $end_date
  ) {
    data {
      ...BrandItem
      position
      products_views
      wishlist_added
      created_at
      names
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:35e61ed7c08c3e1594124966c63365072fa40ba7df1716902f9783aa229444a8"}) as unknown as TypedDocumentString<GetBrandsWithPaginationQuery, GetBrandsWithPaginationQueryVariables>;
export const UpsertBrandDocument = new TypedDocumentString(`
    mutation UpsertBrand($id: ID, $name: String!, $slug: String!, $description: String, $image_id: ID, $position: Int, $seo_title: String, $seo_keywords: String, $seo_description: String) {
  upsertBrand(
    id: $id
    name: $name
    slug: $slug
    description: $description
    image_id: $image_id
    position: $position
    seo_title: $seo_title
    seo_keywords: $seo_keywords
    seo_description: $seo_description
  ) {
    ...BrandForm
  }
}
    fragment BrandForm on Brand {
  ...BrandItem
  image {
    ...Image
  }
  position
  description
  seo_title
  seo_keywords
  seo_description
  created_at
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:aaaa0ec25fb6d3f811f234b23a2cab646adbdb13db5c1017cfbb636c93b8bb66"}) as unknown as TypedDocumentString<UpsertBrandMutation, UpsertBrandMutationVariables>;
export const DeleteBrandDocument = new TypedDocumentString(`
    mutation DeleteBrand($id: ID!) {
  deleteBrand(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:4176604e33f72e0635c415500e1452126f49585d7967b5550abe18d5280a0613"}) as unknown as TypedDocumentString<DeleteBrandMutation, DeleteBrandMutationVariables>;
export const GetGroupsDocument = new TypedDocumentString(`
    query GetGroups($search: String, $withName: Boolean) {
  groups(search: $search, withName: $withName) {
    ...GroupFields
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}
fragment GroupFields on Group {
  id
  name
  description
  position
  created_at
  products_count
  names
  descriptions
  filters {
    ...FilterFields
    names
  }
  campaigns {
    ...GroupCampaignFields
  }
}`, {"hash":"sha256:01a2f2082d95fa1c2ae201936e7b4260d8ba945392160bcf6be4f66058df0ab6"}) as unknown as TypedDocumentString<GetGroupsQuery, GetGroupsQueryVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($name: String!, $description: String) {
  createGroup(name: $name, description: $description) {
    ...GroupFields
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}
fragment GroupFields on Group {
  id
  name
  description
  position
  created_at
  products_count
  names
  descriptions
  filters {
    ...FilterFields
    names
  }
  campaigns {
    ...GroupCampaignFields
  }
}`, {"hash":"sha256:0e062d4e6e04817864e39dd2bf55329dd122d02b857c2a122c6f97c417db15a4"}) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = new TypedDocumentString(`
    mutation UpdateGroup($id: ID!, $name: String, $description: String, $position: Int, $filters: [GroupFilterInput!]) {
  updateGroup(
    id: $id
    name: $name
    description: $description
    position: $position
    filters: $filters
  ) {
    ...GroupFields
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}
fragment GroupFields on Group {
  id
  name
  description
  position
  created_at
  products_count
  names
  descriptions
  filters {
    ...FilterFields
    names
  }
  campaigns {
    ...GroupCampaignFields
  }
}`, {"hash":"sha256:025b39457587a1cb77cd3adfd9801e558fbe050dc6fdc36dd929adbd107d5c73"}) as unknown as TypedDocumentString<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupDocument = new TypedDocumentString(`
    mutation DeleteGroup($id: ID!) {
  deleteGroup(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:c2b52be180082d038195bd9e091cf5a843b1b5257520973519cf22a829aac911"}) as unknown as TypedDocumentString<DeleteGroupMutation, DeleteGroupMutationVariables>;
export const CreateGroupCampaignDocument = new TypedDocumentString(`
    mutation CreateGroupCampaign($group_id: ID!, $code: String!, $description: String) {
  createGroupCampaign(group_id: $group_id, code: $code, description: $description) {
    ...GroupCampaignFields
  }
}
    fragment GroupCampaignFields on GroupCampaign {
  id
  group_id
  code
  description
  created_at
  products_views
  wishlist_added
}`, {"hash":"sha256:75b43f4dac4146ca3ee3b3399e37e1f768ba9ae86522727b505b2ee4a1a3158f"}) as unknown as TypedDocumentString<CreateGroupCampaignMutation, CreateGroupCampaignMutationVariables>;
export const DeleteGroupCampaignDocument = new TypedDocumentString(`
    mutation DeleteGroupCampaign($id: ID!) {
  deleteGroupCampaign(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:f9d59840cfba621c1f0b80e7f6d1bc71a506808d856873408384aa60aa1969c3"}) as unknown as TypedDocumentString<DeleteGroupCampaignMutation, DeleteGroupCampaignMutationVariables>;
export const GetProductsDocument = new TypedDocumentString(`
    query GetProducts($category_path: [String!], $brands: [ID!], $filters: [FilterSelectionInput!], $search: String, $special: SpecialListing, $campaign: String, $group_id: ID, $price_min: Float, $price_max: Float, $sort: ProductSort, $page: Int, $first: Int) {
  products(
    category_path: $category_path
    brands: $brands
    filters: $filters
    search: $search
    special: $special
    campaign: $campaign
    group_id: $group_id
    price_min: $price_min
    price_max: $price_max
    sort: $sort
    page: $page
    first: $first
  ) {
    data {
      ...ProductCard
    }
    paginatorInfo {
      ...Paginator
    }
    category {
      ...CategoryItem
      image {
        id
        url
      }
      description
      seo_title
      seo_keywords
      seo_description
    }
    breadcrumbs {
      id
      name
      slug
      alternate_slugs
      parent_id
    }
    filters {
      filter {
        ...FilterFields
      }
      values {
        value
        count
        selected
        swatch
      }
    }
    option_filters {
      name
      values {
        value
        count
        selected
        swatch
      }
    }
    brands {
      brand {
        id
        name
        slug
      }
      count
      selected
    }
    price_range {
      min
      max
    }
    selection {
      filters {
        names
        values
      }
      prices {
        min
        max
      }
    }
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:7689ce52af2baae3be43f343007471468e795fe408f58a233d38a38123bef68c"}) as unknown as TypedDocumentString<GetProductsQuery, GetProductsQueryVariables>;
export const GetWishlistProductsDocument = new TypedDocumentString(`
    query GetWishlistProducts($ids: [ID!]) {
  products(ids: $ids, first: 100) {
    data {
      ...ProductCard
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:317bf278e6785eafc7586ae1eb80e3978aa1d86ff05f4c536b668bcc1c221848"}) as unknown as TypedDocumentString<GetWishlistProductsQuery, GetWishlistProductsQueryVariables>;
export const GetRecentlyViewedProductsDocument = new TypedDocumentString(`
    query GetRecentlyViewedProducts($ids: [ID!]) {
  products(ids: $ids, first: 8) {
    data {
      ...ProductCard
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:a22a51e4573e6114191ccf5daae37dd36e4594c88cf96e197ddf086c2418e945"}) as unknown as TypedDocumentString<GetRecentlyViewedProductsQuery, GetRecentlyViewedProductsQueryVariables>;
export const GetProductDocument = new TypedDocumentString(`
    query GetProduct($id: ID!) {
  product(id: $id) {
    ...ProductCard
    image {
      ...Picture
    }
    code
    max_quantity
    brand {
      id
      name
      slug
    }
    alternate_slugs
    description
    seo_title
    seo_keywords
    seo_description
    category {
      id
      trail {
        id
        name
        slug
        alternate_slugs
      }
    }
    gallery {
      ...Picture
    }
    specifications {
      filter {
        id
        name
        position
      }
      value
    }
    youtube_id
    connected {
      ...ProductCard
    }
    options {
      id
      name
      display
      values {
        id
        name
        swatch
      }
    }
    variants {
      id
      code
      name
      values {
        id
      }
      price
      discount_price
      currency
      sold_out
      max_quantity
      active
      image {
        ...Picture
      }
      own_gallery {
        ...Picture
      }
    }
    features {
      connected
      gallery
      specifications
      youtube
      price
    }
  }
}
    fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:ea89b57c7e7175a950adebdf97af28b9933876fca6636053373a7a09f085985f"}) as unknown as TypedDocumentString<GetProductQuery, GetProductQueryVariables>;
export const GetProductsWithPaginationDocument = new TypedDocumentString(`
    query GetProductsWithPagination($page: Int, $first: Int, $search: String, $category_id: ID, $brand_id: ID, $active: Boolean, $sort: ProductSort, $start_date: Date, $end_date: Date) {
  productsWithPagination(
    page: $page
    first: $first
    search: $search
    category_id: $category_id
    brand_id: $brand_id
    active: $active
    sort: $sort
    start_date: $start_date
    end_date: $end_date
  ) {
    data {
      ...ProductRow
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment ProductRow on Product {
  ...ProductCard
  code
  process_price
  discount_percent
  max_quantity
  brand {
    id
    name
    slug
  }
  category {
    id
    slug
    parent_id
  }
  image {
    ...Image
  }
  price_rsd
  discount_price_rsd
  stock
  active
  active_from
  active_to
  state
  products_views
  wishlist_added
  created_at
  updated_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:d84630ee41669e725afe0adcad06a84de603676ac89fa62fe5c0949be16eecdf"}) as unknown as TypedDocumentString<GetProductsWithPaginationQuery, GetProductsWithPaginationQueryVariables>;
export const GetAdminProductDocument = new TypedDocumentString(`
    query GetAdminProduct($id: ID!) {
  product(id: $id) {
    ...ProductForm
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment ProductRow on Product {
  ...ProductCard
  code
  process_price
  discount_percent
  max_quantity
  brand {
    id
    name
    slug
  }
  category {
    id
    slug
    parent_id
  }
  image {
    ...Image
  }
  price_rsd
  discount_price_rsd
  stock
  active
  active_from
  active_to
  state
  products_views
  wishlist_added
  created_at
  updated_at
}
fragment ProductForm on Product {
  ...ProductRow
  description
  seo_title
  seo_keywords
  seo_description
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  youtube
  youtube_id
  categories {
    id
    name
    parent_id
  }
  gallery {
    ...Image
  }
  group {
    id
    name
    filters {
      ...FilterFields
    }
  }
  specifications {
    filter {
      id
      name
    }
    value
    values
  }
  connected {
    id
    name
    code
  }
  features {
    connected
    gallery
    specifications
    youtube
    price
  }
  options {
    id
  }
  variants {
    id
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:027f2d32f61200f824b0549706c1e4f7d3b0ee76a7a799174ebc94fd354e8e4a"}) as unknown as TypedDocumentString<GetAdminProductQuery, GetAdminProductQueryVariables>;
export const UpsertProductDocument = new TypedDocumentString(`
    mutation UpsertProduct($id: ID, $code: String!, $name: String!, $slug: String!, $description: String, $seo_title: String, $seo_keywords: String, $seo_description: String, $price: Float!, $discount_price: Float, $stock: Int!, $new: Boolean, $popular: Boolean, $active: Boolean, $active_from: DateTime, $active_to: DateTime, $brand_id: ID, $category_ids: [ID!], $image_id: ID, $gallery_ids: [ID!], $group_id: ID, $specifications: [SpecificationInput!], $youtube: String, $connected_ids: [ID!], $features: ProductFeaturesInput) {
  upsertProduct(
    id: $id
    code: $code
    name: $name
    slug: $slug
    description: $description
    seo_title: $seo_title
    seo_keywords: $seo_keywords
    seo_description: $seo_description
    price: $price
    discount_price: $discount_price
    stock: $stock
    new: $new
    popular: $popular
    active: $active
    active_from: $active_from
    active_to: $active_to
    brand_id: $brand_id
    category_ids: $category_ids
    image_id: $image_id
    gallery_ids: $gallery_ids
    group_id: $group_id
    specifications: $specifications
    youtube: $youtube
    connected_ids: $connected_ids
    features: $features
  ) {
    ...ProductForm
  }
}
    fragment FilterFields on Filter {
  id
  group_id
  name
  position
}
fragment ProductRow on Product {
  ...ProductCard
  code
  process_price
  discount_percent
  max_quantity
  brand {
    id
    name
    slug
  }
  category {
    id
    slug
    parent_id
  }
  image {
    ...Image
  }
  price_rsd
  discount_price_rsd
  stock
  active
  active_from
  active_to
  state
  products_views
  wishlist_added
  created_at
  updated_at
}
fragment ProductForm on Product {
  ...ProductRow
  description
  seo_title
  seo_keywords
  seo_description
  names
  slugs
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  youtube
  youtube_id
  categories {
    id
    name
    parent_id
  }
  gallery {
    ...Image
  }
  group {
    id
    name
    filters {
      ...FilterFields
    }
  }
  specifications {
    filter {
      id
      name
    }
    value
    values
  }
  connected {
    id
    name
    code
  }
  features {
    connected
    gallery
    specifications
    youtube
    price
  }
  options {
    id
  }
  variants {
    id
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:7c80495d55f14e7f9790ad347ce52464b0ddf06e4d0f51d43e02c91fc523af52"}) as unknown as TypedDocumentString<UpsertProductMutation, UpsertProductMutationVariables>;
export const GetAdminProductVariantsDocument = new TypedDocumentString(`
    query GetAdminProductVariants($id: ID!) {
  product(id: $id) {
    ...ProductVariantsForm
  }
}
    fragment ProductVariantsForm on Product {
  id
  code
  price
  discount_price
  stock
  image {
    ...Image
  }
  options {
    id
    names
    display
    values {
      id
      names
      swatch
    }
  }
  variants {
    id
    code
    name
    values {
      id
    }
    price
    discount_price
    stock
    active
    image {
      ...Image
    }
    own_gallery {
      ...Image
    }
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}`, {"hash":"sha256:de8eff01ebcec15cda2aadcf11bb4bc44128c512e112c319a962b6ccc099dfe4"}) as unknown as TypedDocumentString<GetAdminProductVariantsQuery, GetAdminProductVariantsQueryVariables>;
export const SaveProductVariantsDocument = new TypedDocumentString(`
    mutation SaveProductVariants($product_id: ID!, $options: [ProductOptionInput!]!, $variants: [ProductVariantInput!]!) {
  saveProductVariants(
    product_id: $product_id
    options: $options
    variants: $variants
  ) {
    ...ProductVariantsForm
    updated_at
  }
}
    fragment ProductVariantsForm on Product {
  id
  code
  price
  discount_price
  stock
  image {
    ...Image
  }
  options {
    id
    names
    display
    values {
      id
      names
      swatch
    }
  }
  variants {
    id
    code
    name
    values {
      id
    }
    price
    discount_price
    stock
    active
    image {
      ...Image
    }
    own_gallery {
      ...Image
    }
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}`, {"hash":"sha256:5c0f52fe3e07e1c595e5c51a5f1c80222d6605f6a06007fbbb247dd972efa746"}) as unknown as TypedDocumentString<SaveProductVariantsMutation, SaveProductVariantsMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:b362a058f09a67c25f088428a74054742c14c34bc35c3fd8dff910237c43693e"}) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const RecordProductViewDocument = new TypedDocumentString(`
    mutation RecordProductView($product_id: ID!, $client: String!, $session: String, $campaign: String) {
  recordProductView(
    product_id: $product_id
    client: $client
    session: $session
    campaign: $campaign
  ) {
    success
    error
  }
}
    `, {"hash":"sha256:15149fcae39810ffa9c33870bf9292044f14fc2932d988426199cdc34561e81a"}) as unknown as TypedDocumentString<RecordProductViewMutation, RecordProductViewMutationVariables>;
export const CreateWishlistAddedDocument = new TypedDocumentString(`
    mutation CreateWishlistAdded($product_id: ID!, $client: String!, $session: String, $campaign: String) {
  createWishlistAdded(
    product_id: $product_id
    client: $client
    session: $session
    campaign: $campaign
  ) {
    id
    product_id
    client
    created_at
  }
}
    `, {"hash":"sha256:30ce3f3cc1b212d1f7499ffdf8c23169f25f0212d523bda3b9385dde4dd112da"}) as unknown as TypedDocumentString<CreateWishlistAddedMutation, CreateWishlistAddedMutationVariables>;
export const GetPagesDocument = new TypedDocumentString(`
    query GetPages {
  pages {
    ...PageRoute
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}`, {"hash":"sha256:41bfc70223054576d774dc601013c0f810204d4a2cd02e278d04edda37506699"}) as unknown as TypedDocumentString<GetPagesQuery, GetPagesQueryVariables>;
export const GetAdminPagesDocument = new TypedDocumentString(`
    query GetAdminPages {
  pages {
    ...PageAdminItem
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
fragment PageAdminItem on Page {
  ...PageRoute
  names
  slugs
  created_at
}`, {"hash":"sha256:6ad7033b12dda9105ab6ca2825e2ec3c7f6486fca088a4857fb72072ab68847d"}) as unknown as TypedDocumentString<GetAdminPagesQuery, GetAdminPagesQueryVariables>;
export const GetPageDocument = new TypedDocumentString(`
    query GetPage($slug: String, $code: String) {
  page(slug: $slug, code: $code) {
    ...PageRoute
    page
    seo_title
    seo_keywords
    seo_description
    group {
      id
      name
    }
    blocks {
      ...BlockView
    }
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
fragment BlockView on Block {
  id
  type
  title
  position
  content {
    __typename
    ... on SliderContent {
      banners {
        ...BannerView
      }
    }
    ... on BannersContent {
      banners {
        ...BannerView
      }
    }
    ... on ProductsCarouselContent {
      special
      products {
        ...ProductCard
      }
    }
    ... on CategoriesContent {
      categories {
        ...CategoryItem
      }
    }
    ... on TextContent {
      html
    }
    ... on BrandsContent {
      brands {
        ...BrandItem
      }
    }
    ... on BlogCarouselContent {
      posts {
        ...BlogPostCard
      }
    }
    ... on CardsContent {
      cards {
        ...CardView
      }
    }
  }
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:c9bee0a0830e3ffe9555e4168c0a406950ecabed734a3bb6a6fbb08731a7f674"}) as unknown as TypedDocumentString<GetPageQuery, GetPageQueryVariables>;
export const GetAdminPageDocument = new TypedDocumentString(`
    query GetAdminPage($id: ID!) {
  page(id: $id) {
    ...PageAdminItem
    page
    pages
    seo_title
    seo_keywords
    seo_description
    seo_titles
    seo_keywords_list
    seo_descriptions
    group {
      id
      name
    }
    blocks {
      ...BlockAdmin
    }
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
fragment PageAdminItem on Page {
  ...PageRoute
  names
  slugs
  created_at
}
fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
fragment BlockAdmin on Block {
  id
  page_id
  type
  title
  titles
  position
  active
  active_from
  active_to
  state
  content {
    __typename
    ... on SliderContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on BannersContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on ProductsCarouselContent {
      special
      products {
        id
        code
        name
        active
        image {
          ...Image
        }
      }
    }
    ... on CategoriesContent {
      categories {
        id
        name
        parent_id
      }
    }
    ... on TextContent {
      html
      htmls
    }
    ... on BrandsContent {
      brands {
        id
        name
        image {
          ...Image
        }
      }
    }
    ... on BlogCarouselContent {
      posts {
        id
        name
        published_at
      }
    }
    ... on CardsContent {
      cards {
        ...CardView
        image {
          ...Image
        }
        titles
        texts
        links
      }
    }
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:2c9db6c8da86f2d66f3ce73d26fb9a4d7876363fbdd27b867e83cc50b2864b64"}) as unknown as TypedDocumentString<GetAdminPageQuery, GetAdminPageQueryVariables>;
export const CreatePageDocument = new TypedDocumentString(`
    mutation CreatePage($name: String!, $slug: String!, $menu: PageMenu, $parent_id: ID) {
  createPage(name: $name, slug: $slug, menu: $menu, parent_id: $parent_id) {
    ...PageAdminItem
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
fragment PageAdminItem on Page {
  ...PageRoute
  names
  slugs
  created_at
}`, {"hash":"sha256:25dea7bf554c7f47cb270d4fbbc198ee3e806e45cccc5e23c87004bff6c764a7"}) as unknown as TypedDocumentString<CreatePageMutation, CreatePageMutationVariables>;
export const UpdatePageDocument = new TypedDocumentString(`
    mutation UpdatePage($id: ID!, $active: Boolean, $name: String, $slug: String, $type: PageType, $menu: PageMenu, $seo_title: String, $seo_keywords: String, $seo_description: String, $group_id: ID) {
  updatePage(
    id: $id
    active: $active
    name: $name
    slug: $slug
    type: $type
    menu: $menu
    seo_title: $seo_title
    seo_keywords: $seo_keywords
    seo_description: $seo_description
    group_id: $group_id
  ) {
    ...PageAdminItem
    seo_title
    seo_keywords
    seo_description
    seo_titles
    seo_keywords_list
    seo_descriptions
    group {
      id
      name
    }
  }
}
    fragment PageRoute on Page {
  id
  parent_id
  position
  menu
  type
  group_id
  code
  active
  name
  slug
  locked
}
fragment PageAdminItem on Page {
  ...PageRoute
  names
  slugs
  created_at
}`, {"hash":"sha256:6c818ada02fbd607f23f9adf355ea3e0deb63870cef6fb639dbe0d9b39dee235"}) as unknown as TypedDocumentString<UpdatePageMutation, UpdatePageMutationVariables>;
export const UpdatePageContentDocument = new TypedDocumentString(`
    mutation UpdatePageContent($id: ID!, $page: String!) {
  updatePage(id: $id, page: $page) {
    id
    page
    pages
  }
}
    `, {"hash":"sha256:8e88bddb6d872a803e54c0b0e71e54bc066824cec979f424cffeefb82418d0fd"}) as unknown as TypedDocumentString<UpdatePageContentMutation, UpdatePageContentMutationVariables>;
export const SortPagesDocument = new TypedDocumentString(`
    mutation SortPages($items: [PositionInput!]!) {
  sortPages(items: $items) {
    success
    error
  }
}
    `, {"hash":"sha256:638424ee4cc548b5fbb34f976f7784f51837f9855450a26a0547b3f424453da4"}) as unknown as TypedDocumentString<SortPagesMutation, SortPagesMutationVariables>;
export const UpsertBlockDocument = new TypedDocumentString(`
    mutation UpsertBlock($id: ID, $page_id: ID!, $type: BlockType!, $title: String, $active: Boolean, $active_from: DateTime, $active_to: DateTime, $content: BlockContentInput!) {
  upsertBlock(
    id: $id
    page_id: $page_id
    type: $type
    title: $title
    active: $active
    active_from: $active_from
    active_to: $active_to
    content: $content
  ) {
    ...BlockAdmin
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
fragment CardView on Card {
  id
  title
  text
  link
  image {
    ...Thumbnail
  }
}
fragment BlockAdmin on Block {
  id
  page_id
  type
  title
  titles
  position
  active
  active_from
  active_to
  state
  content {
    __typename
    ... on SliderContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on BannersContent {
      banners {
        ...BannerAdmin
      }
    }
    ... on ProductsCarouselContent {
      special
      products {
        id
        code
        name
        active
        image {
          ...Image
        }
      }
    }
    ... on CategoriesContent {
      categories {
        id
        name
        parent_id
      }
    }
    ... on TextContent {
      html
      htmls
    }
    ... on BrandsContent {
      brands {
        id
        name
        image {
          ...Image
        }
      }
    }
    ... on BlogCarouselContent {
      posts {
        id
        name
        published_at
      }
    }
    ... on CardsContent {
      cards {
        ...CardView
        image {
          ...Image
        }
        titles
        texts
        links
      }
    }
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:8f07e64e5b1972a958035fc37a661026953bbb97f66ef47680e3a7589641c52f"}) as unknown as TypedDocumentString<UpsertBlockMutation, UpsertBlockMutationVariables>;
export const SortBlocksDocument = new TypedDocumentString(`
    mutation SortBlocks($page_id: ID!, $ids: [ID!]!) {
  sortBlocks(page_id: $page_id, ids: $ids) {
    success
    error
  }
}
    `, {"hash":"sha256:b0322c0c70da3d1312f6ffc23d5c5301bd9d1c62795e7975ca8d65e7b8b2e1a6"}) as unknown as TypedDocumentString<SortBlocksMutation, SortBlocksMutationVariables>;
export const DeleteBlockDocument = new TypedDocumentString(`
    mutation DeleteBlock($id: ID!) {
  deleteBlock(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:23123051056b44c66e6145d9258026276308e7802a187a16bc06f3184f9a386e"}) as unknown as TypedDocumentString<DeleteBlockMutation, DeleteBlockMutationVariables>;
export const DeletePageDocument = new TypedDocumentString(`
    mutation DeletePage($id: ID!) {
  deletePage(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:b4eea551b8edbf91d8b5b1e421e6c13ce60fabb95982716a0d6d0af870bda2b3"}) as unknown as TypedDocumentString<DeletePageMutation, DeletePageMutationVariables>;
export const GetSettingsDocument = new TypedDocumentString(`
    query GetSettings {
  settings {
    ...SettingView
  }
}
    fragment SettingView on Setting {
  id
  field
  value
  image {
    ...Picture
  }
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:403aa7684285b1618bd5e5d9634212a09f55e2ac4d37ee99be4f8a656957dc7a"}) as unknown as TypedDocumentString<GetSettingsQuery, GetSettingsQueryVariables>;
export const GetAdminSettingsDocument = new TypedDocumentString(`
    query GetAdminSettings {
  settings {
    ...SettingView
    image {
      ...Image
    }
    values
    hidden
  }
}
    fragment SettingView on Setting {
  id
  field
  value
  image {
    ...Picture
  }
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:4a445037784d6800f8760185e24c360e713ccb3d619b5736324f9e0e9bf25224"}) as unknown as TypedDocumentString<GetAdminSettingsQuery, GetAdminSettingsQueryVariables>;
export const UpsertSettingDocument = new TypedDocumentString(`
    mutation UpsertSetting($id: ID, $field: String!, $value: String, $image_id: ID) {
  upsertSetting(id: $id, field: $field, value: $value, image_id: $image_id) {
    ...SettingView
    values
    hidden
  }
}
    fragment SettingView on Setting {
  id
  field
  value
  image {
    ...Picture
  }
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:0d210450f3925c980845628eaebc1c9e1e4ae7bdd9fbdad2ec776df6a2019986"}) as unknown as TypedDocumentString<UpsertSettingMutation, UpsertSettingMutationVariables>;
export const GetBannersDocument = new TypedDocumentString(`
    query GetBanners($position: BannerPosition!) {
  banners(position: $position) {
    ...BannerView
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:5fb53650ca5d11169998e1a6e1739a811e41dd8dce15f6c1483ce123a4e9bff2"}) as unknown as TypedDocumentString<GetBannersQuery, GetBannersQueryVariables>;
export const GetBannersWithPaginationDocument = new TypedDocumentString(`
    query GetBannersWithPagination($page: Int, $first: Int, $search: String, $position: BannerPosition, $order: StatsOrder, $start_date: Date, $end_date: Date) {
  bannersWithPagination(
    page: $page
    first: $first
    search: $search
    position: $position
    order: $order
    start_date: $start_date
    end_date: $end_date
  ) {
    data {
      ...BannerAdmin
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}`, {"hash":"sha256:5017e43988c0a171b8e8d60d32deaa2df9f0adc0e9df8332914077ef252ec855"}) as unknown as TypedDocumentString<GetBannersWithPaginationQuery, GetBannersWithPaginationQueryVariables>;
export const UpsertBannerDocument = new TypedDocumentString(`
    mutation UpsertBanner($id: ID, $name: String!, $title: String, $image_id: ID, $link: String, $position: BannerPosition!, $sort: Int, $active: Boolean, $active_from: DateTime, $active_to: DateTime) {
  upsertBanner(
    id: $id
    name: $name
    title: $title
    image_id: $image_id
    link: $link
    position: $position
    sort: $sort
    active: $active
    active_from: $active_from
    active_to: $active_to
  ) {
    ...BannerAdmin
  }
}
    fragment BannerView on Banner {
  id
  name
  title
  link
  position
  sort
  image {
    ...Picture
  }
}
fragment BannerAdmin on Banner {
  ...BannerView
  image {
    ...Image
  }
  active
  active_from
  active_to
  state
  views
  clicks
  titles
  links
  images {
    ...Image
  }
  created_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:611880dfe58df5ceaf84dc9dbca3fa5a74d7fe973538261fb6a4d12797266bdf"}) as unknown as TypedDocumentString<UpsertBannerMutation, UpsertBannerMutationVariables>;
export const DeleteBannerDocument = new TypedDocumentString(`
    mutation DeleteBanner($id: ID!) {
  deleteBanner(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:e2c15dbf9cb87e460a5a76e0d9a64f566318de880a4a67dea5d2d6087191cf04"}) as unknown as TypedDocumentString<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const RecordBannerEventDocument = new TypedDocumentString(`
    mutation RecordBannerEvent($banner_id: ID!, $event: BannerEvent!, $client: String) {
  recordBannerEvent(banner_id: $banner_id, event: $event, client: $client) {
    success
    error
  }
}
    `, {"hash":"sha256:0bc7b75204289e6881f459a7a8c038daf55fb3a7b2f39dd307ecd4d1e0c6686a"}) as unknown as TypedDocumentString<RecordBannerEventMutation, RecordBannerEventMutationVariables>;
export const GetBlogPostsDocument = new TypedDocumentString(`
    query GetBlogPosts($page: Int, $first: Int) {
  blogPosts(page: $page, first: $first) {
    data {
      ...BlogPostCard
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:76546d948d454a071f9ffe78a6be0a6ea8e5ef1e8592266632dd88f793955f86"}) as unknown as TypedDocumentString<GetBlogPostsQuery, GetBlogPostsQueryVariables>;
export const GetBlogPostDocument = new TypedDocumentString(`
    query GetBlogPost($id: ID!) {
  blogPost(id: $id) {
    ...BlogPostView
    alternate_slugs
  }
}
    fragment BlogPostView on BlogPost {
  ...BlogPostCard
  image {
    ...Picture
  }
  description
  seo_title
  seo_keywords
  seo_description
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:b0a730bbf343614af6900f368ec393fc4227ec02fa6b5fe01eb11e2450e120c9"}) as unknown as TypedDocumentString<GetBlogPostQuery, GetBlogPostQueryVariables>;
export const GetBlogPostsWithPaginationDocument = new TypedDocumentString(`
    query GetBlogPostsWithPagination($page: Int, $first: Int, $search: String) {
  blogPostsWithPagination(page: $page, first: $first, search: $search) {
    data {
      ...BlogPostCard
      active
      views
      created_at
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:e1f9fb2e5f161286cac7d87f23a5753e5e8a81ab9fd4d896a9bf14cef19a9d77"}) as unknown as TypedDocumentString<GetBlogPostsWithPaginationQuery, GetBlogPostsWithPaginationQueryVariables>;
export const GetAdminBlogPostDocument = new TypedDocumentString(`
    query GetAdminBlogPost($id: ID!) {
  blogPost(id: $id) {
    ...BlogPostAdmin
  }
}
    fragment BlogPostView on BlogPost {
  ...BlogPostCard
  image {
    ...Picture
  }
  description
  seo_title
  seo_keywords
  seo_description
}
fragment BlogPostAdmin on BlogPost {
  ...BlogPostView
  image {
    ...Image
  }
  active
  views
  names
  slugs
  summaries
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  created_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:adb4b32d9c165e0fb2ab6704720c970da40b25cf670c81576b3cfa58ddadfaa8"}) as unknown as TypedDocumentString<GetAdminBlogPostQuery, GetAdminBlogPostQueryVariables>;
export const UpsertBlogPostDocument = new TypedDocumentString(`
    mutation UpsertBlogPost($id: ID, $name: String!, $slug: String!, $summary: String, $description: String, $image_id: ID, $active: Boolean, $published_at: DateTime, $seo_title: String, $seo_keywords: String, $seo_description: String) {
  upsertBlogPost(
    id: $id
    name: $name
    slug: $slug
    summary: $summary
    description: $description
    image_id: $image_id
    active: $active
    published_at: $published_at
    seo_title: $seo_title
    seo_keywords: $seo_keywords
    seo_description: $seo_description
  ) {
    ...BlogPostAdmin
  }
}
    fragment BlogPostView on BlogPost {
  ...BlogPostCard
  image {
    ...Picture
  }
  description
  seo_title
  seo_keywords
  seo_description
}
fragment BlogPostAdmin on BlogPost {
  ...BlogPostView
  image {
    ...Image
  }
  active
  views
  names
  slugs
  summaries
  descriptions
  seo_titles
  seo_keywords_list
  seo_descriptions
  created_at
}
fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Picture on StorageFile {
  id
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:b5d74cc47e1a3691f94d3c457bcc20c2d3b6ac8aef78ed89415b72a2a271ee9c"}) as unknown as TypedDocumentString<UpsertBlogPostMutation, UpsertBlogPostMutationVariables>;
export const DeleteBlogPostDocument = new TypedDocumentString(`
    mutation DeleteBlogPost($id: ID!) {
  deleteBlogPost(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:256c2bac5d0ff226bc9a3db3fdb03211781ce7aecba2ff79fe9129d982d4429b"}) as unknown as TypedDocumentString<DeleteBlogPostMutation, DeleteBlogPostMutationVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($email: String!) {
  subscribeNewsletter(email: $email) {
    success
    error
  }
}
    `, {"hash":"sha256:fb0d09ff1f1a0460800c253f57a030c699b5fa2ba35e22ea6839c5958fa9332d"}) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const GetNewsletterSubscribersDocument = new TypedDocumentString(`
    query GetNewsletterSubscribers($page: Int, $first: Int, $search: String) {
  newsletterSubscribers(page: $page, first: $first, search: $search) {
    data {
      id
      email
      lang
      created_at
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}`, {"hash":"sha256:adc5c120bfdcb7dfad689ff5f4e039a198d647eb67441df0785b80ea4c1c5e94"}) as unknown as TypedDocumentString<GetNewsletterSubscribersQuery, GetNewsletterSubscribersQueryVariables>;
export const GetNewsletterCsvDocument = new TypedDocumentString(`
    query GetNewsletterCsv {
  newsletterCsv
}
    `, {"hash":"sha256:a10f2539d112ae929c5333553ab6da9ca5801c09d97c38b6babc037063e72b7f"}) as unknown as TypedDocumentString<GetNewsletterCsvQuery, GetNewsletterCsvQueryVariables>;
export const DeleteNewsletterSubscriberDocument = new TypedDocumentString(`
    mutation DeleteNewsletterSubscriber($id: ID!) {
  deleteNewsletterSubscriber(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:572c430f67cb2cb3498f3dea584737151771ed5b0dfe35eea65a7ff0c060f271"}) as unknown as TypedDocumentString<DeleteNewsletterSubscriberMutation, DeleteNewsletterSubscriberMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($name: String!, $email: String!, $phone: String, $message: String!) {
  sendContactMessage(name: $name, email: $email, phone: $phone, message: $message) {
    success
    error
  }
}
    `, {"hash":"sha256:a646de35f09f5f694bf3e667a488082492a9727af36e5a5eefe0f3c20353625b"}) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const GetContactMessagesDocument = new TypedDocumentString(`
    query GetContactMessages($page: Int, $first: Int) {
  contactMessages(page: $page, first: $first) {
    data {
      id
      name
      email
      phone
      message
      created_at
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}`, {"hash":"sha256:781b2ed27d706412f40ae1c39863b9bb52f3ae120a3bf029b37e0a056ec02a3c"}) as unknown as TypedDocumentString<GetContactMessagesQuery, GetContactMessagesQueryVariables>;
export const GetCyrillicSpellingsDocument = new TypedDocumentString(`
    query GetCyrillicSpellings {
  cyrillicSpellings {
    ...CyrillicSpellingItem
  }
}
    fragment CyrillicSpellingItem on CyrillicSpelling {
  id
  latin
  cyrillic
  automatic
  updated_at
}`, {"hash":"sha256:0d22b56fb6197d337d0223ec86186e8f1aeacab4cb88cdf5326a36752e21ee05"}) as unknown as TypedDocumentString<GetCyrillicSpellingsQuery, GetCyrillicSpellingsQueryVariables>;
export const GetCyrillicPreviewDocument = new TypedDocumentString(`
    query GetCyrillicPreview($text: String!) {
  cyrillicPreview(text: $text)
}
    `, {"hash":"sha256:6b787e756f827ebff492f5694e45349d1ee1072c351ccc3384ba8b471acd8a83"}) as unknown as TypedDocumentString<GetCyrillicPreviewQuery, GetCyrillicPreviewQueryVariables>;
export const UpsertCyrillicSpellingDocument = new TypedDocumentString(`
    mutation UpsertCyrillicSpelling($id: ID, $latin: String!, $cyrillic: String!) {
  upsertCyrillicSpelling(id: $id, latin: $latin, cyrillic: $cyrillic) {
    ...CyrillicSpellingItem
  }
}
    fragment CyrillicSpellingItem on CyrillicSpelling {
  id
  latin
  cyrillic
  automatic
  updated_at
}`, {"hash":"sha256:c5c3447ef99e3d64edb949c1b53bf5fc033bd46b5da409997b23db226f0767db"}) as unknown as TypedDocumentString<UpsertCyrillicSpellingMutation, UpsertCyrillicSpellingMutationVariables>;
export const DeleteCyrillicSpellingDocument = new TypedDocumentString(`
    mutation DeleteCyrillicSpelling($id: ID!) {
  deleteCyrillicSpelling(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:72dbca799335e60bb941fa084ac7d05db62b97ee36a5a167ca84f8f8f406e303"}) as unknown as TypedDocumentString<DeleteCyrillicSpellingMutation, DeleteCyrillicSpellingMutationVariables>;
export const GetLiveVisitorsDocument = new TypedDocumentString(`
    query GetLiveVisitors {
  liveVisitors {
    ...LiveVisitorItem
  }
}
    fragment LiveVisitorItem on LiveVisitor {
  client
  session
  path
  lang
  is_mobile
  first_seen_at
  last_seen_at
  user {
    id
    name
    lastname
    email
  }
  history {
    path
    visited_at
  }
}`, {"hash":"sha256:da7ab6dbea13705ddd9e555db7a2c007193dd7eebe3615b1d90d374277d1993a"}) as unknown as TypedDocumentString<GetLiveVisitorsQuery, GetLiveVisitorsQueryVariables>;
export const SendLiveMessageDocument = new TypedDocumentString(`
    mutation SendLiveMessage($client: String!, $session: String!, $is_mobile: Boolean, $message: LiveMessageInput!) {
  sendLiveMessage(
    client: $client
    session: $session
    is_mobile: $is_mobile
    message: $message
  ) {
    success
    error
  }
}
    `, {"hash":"sha256:599578d7becfcc3f4f83b4b7c1db9dace2e7733807ee02dcd257c388813b4797"}) as unknown as TypedDocumentString<SendLiveMessageMutation, SendLiveMessageMutationVariables>;
export const LiveVisitorChangesDocument = new TypedDocumentString(`
    subscription LiveVisitorChanges {
  liveVisitorChanges {
    snapshot
    visitors {
      ...LiveVisitorItem
    }
    left
  }
}
    fragment LiveVisitorItem on LiveVisitor {
  client
  session
  path
  lang
  is_mobile
  first_seen_at
  last_seen_at
  user {
    id
    name
    lastname
    email
  }
  history {
    path
    visited_at
  }
}`, {"hash":"sha256:f0911948cdc727e51c291f4629a977e6d1fd946cff6fc021c4989b2bc234d8fc"}) as unknown as TypedDocumentString<LiveVisitorChangesSubscription, LiveVisitorChangesSubscriptionVariables>;
export const LiveMessagesDocument = new TypedDocumentString(`
    subscription LiveMessages($client: String!, $session: String!) {
  liveMessages(client: $client, session: $session) {
    subject
    type
    name
    timestamp
  }
}
    `, {"hash":"sha256:89b61589598aa3f900ee070edb1818fca7e94f1ddcfa953650ca89298f36b8d7"}) as unknown as TypedDocumentString<LiveMessagesSubscription, LiveMessagesSubscriptionVariables>;
export const GetOrderDocument = new TypedDocumentString(`
    query GetOrder($code: String!, $email: String, $key: String) {
  order(code: $code, email: $email, key: $key) {
    ...OrderDetail
    payment_qr {
      ...PaymentQrFields
    }
  }
  orderSettings {
    bank_account
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment OrderDetail on Order {
  id
  code
  status_key
  status
  status_history {
    status
    created_at
    note
  }
  customer {
    name
    lastname
    email
    phone
    company
    vat_number
  }
  delivery {
    address
    city
    zip
    country {
      id
      name
      code
    }
  }
  payment_method
  payment_status
  paid_at
  payment_hold_until
  card_payments {
    ...CardPaymentFields
  }
  note
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
    product {
      ...ProductCard
    }
  }
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  lang
  created_at
  delivery_date
}
fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}
fragment PaymentQrFields on PaymentQr {
  text
  svg
  account
  payee
  amount_rsd
  payment_code
  reference
}`, {"hash":"sha256:e1320cd0f4ad02ba805b71d50c1201f515eed04f0b72e9e7d62c959ee5c97449"}) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const GetAdminOrderDocument = new TypedDocumentString(`
    query GetAdminOrder($id: ID!) {
  orderById(id: $id) {
    ...OrderDetail
    user {
      ...UserProfile
    }
    items {
      id
      product {
        id
        stock
        state
      }
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment OrderDetail on Order {
  id
  code
  status_key
  status
  status_history {
    status
    created_at
    note
  }
  customer {
    name
    lastname
    email
    phone
    company
    vat_number
  }
  delivery {
    address
    city
    zip
    country {
      id
      name
      code
    }
  }
  payment_method
  payment_status
  paid_at
  payment_hold_until
  card_payments {
    ...CardPaymentFields
  }
  note
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
    product {
      ...ProductCard
    }
  }
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  lang
  created_at
  delivery_date
}
fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}
fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:6c9481fde3c9a76c2407be908c31aaf11536ad3d95d19e5703d91e435cfd359d"}) as unknown as TypedDocumentString<GetAdminOrderQuery, GetAdminOrderQueryVariables>;
export const GetOrdersWithPaginationDocument = new TypedDocumentString(`
    query GetOrdersWithPagination($page: Int, $first: Int, $search: String, $status: OrderStatus, $start_date: Date, $end_date: Date) {
  ordersWithPagination(
    page: $page
    first: $first
    search: $search
    status: $status
    start_date: $start_date
    end_date: $end_date
  ) {
    data {
      ...OrderSummary
      customer {
        name
        lastname
        email
        phone
      }
      delivery {
        city
        country {
          id
          code
        }
      }
      user {
        id
        name
        lastname
      }
      items {
        id
        product {
          id
          name
          state
          max_quantity
        }
      }
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment OrderSummary on Order {
  id
  code
  status
  created_at
  delivery_date
  payment_method
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
  }
}`, {"hash":"sha256:6ad15a3e46388ebd0cea6e64169dad4d727627bad9720ec7256b4261f0ef97e3"}) as unknown as TypedDocumentString<GetOrdersWithPaginationQuery, GetOrdersWithPaginationQueryVariables>;
export const GetOrderCalendarDocument = new TypedDocumentString(`
    query GetOrderCalendar($start_date: Date!, $end_date: Date!) {
  orderCalendar(start_date: $start_date, end_date: $end_date) {
    date
    orders {
      id
      code
      status
      delivery_date
      total
      currency
      payment_method
      customer {
        name
        lastname
        phone
      }
      delivery {
        address
        city
        zip
      }
    }
  }
}
    `, {"hash":"sha256:292e1b06886f442c181f07d7ed391267fc54acb83900f45310c06834032f6129"}) as unknown as TypedDocumentString<GetOrderCalendarQuery, GetOrderCalendarQueryVariables>;
export const GetOrderSettingsDocument = new TypedDocumentString(`
    query GetOrderSettings {
  orderSettings {
    ...OrderSettingsFields
  }
}
    fragment OrderSettingsFields on OrderSettings {
  min_order_total
  delivery_days
  payment_methods
  card_hold_minutes
  bank_account
  bank_account_name
  checkout_note
  exchange_rate_eur
}`, {"hash":"sha256:79755a98436d23460b84bc09e836d68437fc93b87209ade20254210b674dcc37"}) as unknown as TypedDocumentString<GetOrderSettingsQuery, GetOrderSettingsQueryVariables>;
export const GetAdminOrderSettingsDocument = new TypedDocumentString(`
    query GetAdminOrderSettings {
  orderSettings {
    ...OrderSettingsFields
    min_order_total_rsd
    card_gateway
  }
}
    fragment OrderSettingsFields on OrderSettings {
  min_order_total
  delivery_days
  payment_methods
  card_hold_minutes
  bank_account
  bank_account_name
  checkout_note
  exchange_rate_eur
}`, {"hash":"sha256:4004102c25337068d7d40b65897862b4371ebb3c3ee57174a792da4d4581a934"}) as unknown as TypedDocumentString<GetAdminOrderSettingsQuery, GetAdminOrderSettingsQueryVariables>;
export const GetOrderCountriesDocument = new TypedDocumentString(`
    query GetOrderCountries {
  orderCountries {
    ...OrderCountryItem
  }
}
    fragment OrderCountryItem on OrderCountry {
  id
  name
  code
  delivery_price
  free_delivery_over
  active
  position
}`, {"hash":"sha256:c56621ad4da0cd48b18c206f4bded5c90f257b6436d466b238b3cdaf143c5397"}) as unknown as TypedDocumentString<GetOrderCountriesQuery, GetOrderCountriesQueryVariables>;
export const GetAdminOrderCountriesDocument = new TypedDocumentString(`
    query GetAdminOrderCountries {
  orderCountries {
    ...OrderCountryItem
    delivery_price_rsd
    free_delivery_over_rsd
    names
  }
}
    fragment OrderCountryItem on OrderCountry {
  id
  name
  code
  delivery_price
  free_delivery_over
  active
  position
}`, {"hash":"sha256:6f5f376bec29968ef8db0b62b8c5c2dd925a2d61aa5c156add6557448ae38fd8"}) as unknown as TypedDocumentString<GetAdminOrderCountriesQuery, GetAdminOrderCountriesQueryVariables>;
export const GetOrderQuoteDocument = new TypedDocumentString(`
    query GetOrderQuote($items: [OrderItemInput!]!, $country_id: ID, $promo_code: String) {
  orderQuote(items: $items, country_id: $country_id, promo_code: $promo_code) {
    items {
      product {
        ...ProductCard
        max_quantity
      }
      variant {
        id
        name
        max_quantity
      }
      quantity
      price
      total
    }
    subtotal
    discount
    delivery_price
    total
    currency
    promo_code
    promo_code_error
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:999d56e0dece77883d67a03397aa6932853b4a57c9088cec9aebfc46599f8a63"}) as unknown as TypedDocumentString<GetOrderQuoteQuery, GetOrderQuoteQueryVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!, $email: String!, $phone: String!, $address: String!, $city: String!, $zip: String!, $country_id: ID!, $payment_method: PaymentMethod!, $company: String, $vat_number: String, $note: String, $promo_code: String) {
  createOrder(
    idempotency_key: $idempotency_key
    items: $items
    name: $name
    lastname: $lastname
    email: $email
    phone: $phone
    address: $address
    city: $city
    zip: $zip
    country_id: $country_id
    payment_method: $payment_method
    company: $company
    vat_number: $vat_number
    note: $note
    promo_code: $promo_code
  ) {
    ...OrderDetail
    payment_qr {
      ...PaymentQrFields
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment OrderDetail on Order {
  id
  code
  status_key
  status
  status_history {
    status
    created_at
    note
  }
  customer {
    name
    lastname
    email
    phone
    company
    vat_number
  }
  delivery {
    address
    city
    zip
    country {
      id
      name
      code
    }
  }
  payment_method
  payment_status
  paid_at
  payment_hold_until
  card_payments {
    ...CardPaymentFields
  }
  note
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
    product {
      ...ProductCard
    }
  }
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  lang
  created_at
  delivery_date
}
fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}
fragment PaymentQrFields on PaymentQr {
  text
  svg
  account
  payee
  amount_rsd
  payment_code
  reference
}`, {"hash":"sha256:94ca7eb352dd4ebe2895449e41f1c5de20d8ec2cc962841ba4d0cbba595ac4d0"}) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const UpdateOrderStatusDocument = new TypedDocumentString(`
    mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {
  updateOrderStatus(id: $id, status: $status, note: $note) {
    id
    code
    status
    status_history {
      status
      created_at
      note
    }
  }
}
    `, {"hash":"sha256:37577c523265b4220b629635c27cc6f55910274e570752820313b7ce481430d7"}) as unknown as TypedDocumentString<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const UpdateOrderPaymentDocument = new TypedDocumentString(`
    mutation UpdateOrderPayment($id: ID!, $payment_status: PaymentStatus!) {
  updateOrderPayment(id: $id, payment_status: $payment_status) {
    id
    code
    payment_status
    paid_at
  }
}
    `, {"hash":"sha256:58b5f3cafc921ef4ae377c3ac1c753fadec2d5c52588d776b49b84578b7c9902"}) as unknown as TypedDocumentString<UpdateOrderPaymentMutation, UpdateOrderPaymentMutationVariables>;
export const StartCardPaymentDocument = new TypedDocumentString(`
    mutation StartCardPayment($code: String!, $key: String!) {
  startCardPayment(code: $code, key: $key) {
    action
    fields {
      name
      value
    }
  }
}
    `, {"hash":"sha256:ebd4b3f2ddfe4d3db7534cdabf192741dab3aaa0967e60dba0bd617ec8359a85"}) as unknown as TypedDocumentString<StartCardPaymentMutation, StartCardPaymentMutationVariables>;
export const ChangeOrderPaymentMethodDocument = new TypedDocumentString(`
    mutation ChangeOrderPaymentMethod($code: String!, $key: String!, $payment_method: PaymentMethod!) {
  changeOrderPaymentMethod(
    code: $code
    key: $key
    payment_method: $payment_method
  ) {
    ...OrderDetail
    payment_qr {
      ...PaymentQrFields
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment OrderDetail on Order {
  id
  code
  status_key
  status
  status_history {
    status
    created_at
    note
  }
  customer {
    name
    lastname
    email
    phone
    company
    vat_number
  }
  delivery {
    address
    city
    zip
    country {
      id
      name
      code
    }
  }
  payment_method
  payment_status
  paid_at
  payment_hold_until
  card_payments {
    ...CardPaymentFields
  }
  note
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
    product {
      ...ProductCard
    }
  }
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  lang
  created_at
  delivery_date
}
fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}
fragment PaymentQrFields on PaymentQr {
  text
  svg
  account
  payee
  amount_rsd
  payment_code
  reference
}`, {"hash":"sha256:aabb62eadec50261d8d1567c02090ccfcc5dbd91e69eb6c444e8ae027c8f361d"}) as unknown as TypedDocumentString<ChangeOrderPaymentMethodMutation, ChangeOrderPaymentMethodMutationVariables>;
export const ReverseCardPaymentDocument = new TypedDocumentString(`
    mutation ReverseCardPayment($id: ID!, $action: CardPaymentAction!) {
  reverseCardPayment(id: $id, action: $action) {
    id
    code
    payment_status
    paid_at
    card_payments {
      ...CardPaymentFields
    }
  }
}
    fragment CardPaymentFields on CardPayment {
  order_number
  status
  amount_rsd
  created_at
  transaction_date
  authorization_code
  transaction_id
  response
  return_code
  message
  masked_card
}`, {"hash":"sha256:cbbac697a055ba78892f75d00b84dbfdd79b8b9d75b3c200778a86de21d41b79"}) as unknown as TypedDocumentString<ReverseCardPaymentMutation, ReverseCardPaymentMutationVariables>;
export const UpdateOrderDeliveryDateDocument = new TypedDocumentString(`
    mutation UpdateOrderDeliveryDate($id: ID!, $delivery_date: Date) {
  updateOrderDeliveryDate(id: $id, delivery_date: $delivery_date) {
    id
    code
    status
    delivery_date
  }
}
    `, {"hash":"sha256:1e37992146bdf6050f2713a3bc6fb28c0b109a0f33ae495f5d1e5abbaaa1cc6a"}) as unknown as TypedDocumentString<UpdateOrderDeliveryDateMutation, UpdateOrderDeliveryDateMutationVariables>;
export const UpdateOrderSettingsDocument = new TypedDocumentString(`
    mutation UpdateOrderSettings($min_order_total: Float, $delivery_days: Int, $payment_methods: [PaymentMethod!], $card_hold_minutes: Int, $bank_account: String, $bank_account_name: String, $checkout_note: String, $exchange_rate_eur: Float) {
  updateOrderSettings(
    min_order_total: $min_order_total
    delivery_days: $delivery_days
    payment_methods: $payment_methods
    card_hold_minutes: $card_hold_minutes
    bank_account: $bank_account
    bank_account_name: $bank_account_name
    checkout_note: $checkout_note
    exchange_rate_eur: $exchange_rate_eur
  ) {
    ...OrderSettingsFields
    min_order_total_rsd
  }
}
    fragment OrderSettingsFields on OrderSettings {
  min_order_total
  delivery_days
  payment_methods
  card_hold_minutes
  bank_account
  bank_account_name
  checkout_note
  exchange_rate_eur
}`, {"hash":"sha256:1f4e624f2a32b5a0aaa2c186c0c0634f7b8450a9e0f1eb5328a18550ae3f9372"}) as unknown as TypedDocumentString<UpdateOrderSettingsMutation, UpdateOrderSettingsMutationVariables>;
export const UpsertOrderCountryDocument = new TypedDocumentString(`
    mutation UpsertOrderCountry($id: ID, $name: String!, $code: String!, $delivery_price: Float!, $free_delivery_over: Float, $active: Boolean, $position: Int) {
  upsertOrderCountry(
    id: $id
    name: $name
    code: $code
    delivery_price: $delivery_price
    free_delivery_over: $free_delivery_over
    active: $active
    position: $position
  ) {
    ...OrderCountryItem
    delivery_price_rsd
    free_delivery_over_rsd
    names
  }
}
    fragment OrderCountryItem on OrderCountry {
  id
  name
  code
  delivery_price
  free_delivery_over
  active
  position
}`, {"hash":"sha256:7bab75d90d986c8b4784fa9243c2a291f8a7645b4d876d149a5e3f77b2fd6d36"}) as unknown as TypedDocumentString<UpsertOrderCountryMutation, UpsertOrderCountryMutationVariables>;
export const DeleteOrderCountryDocument = new TypedDocumentString(`
    mutation DeleteOrderCountry($id: ID!) {
  deleteOrderCountry(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:3a49a93aa7102689d35ca8a8cd987c60b4d1bf6cc71811cbdfe935dc73f99f93"}) as unknown as TypedDocumentString<DeleteOrderCountryMutation, DeleteOrderCountryMutationVariables>;
export const GetPromoCodesDocument = new TypedDocumentString(`
    query GetPromoCodes($page: Int, $first: Int, $search: String) {
  promoCodes(page: $page, first: $first, search: $search) {
    data {
      ...PromoCodeItem
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment PromoCodeItem on PromoCode {
  id
  code
  discount
  usage_count
  used
  expires_at
  active
  created_at
}`, {"hash":"sha256:6e5e5512e2f11bc01da498f9a5ce231a9d628476c697a1573370ef3883fa1905"}) as unknown as TypedDocumentString<GetPromoCodesQuery, GetPromoCodesQueryVariables>;
export const UpsertPromoCodeDocument = new TypedDocumentString(`
    mutation UpsertPromoCode($id: ID, $code: String!, $discount: Float!, $usage_count: Int, $expires_at: DateTime, $active: Boolean) {
  upsertPromoCode(
    id: $id
    code: $code
    discount: $discount
    usage_count: $usage_count
    expires_at: $expires_at
    active: $active
  ) {
    ...PromoCodeItem
  }
}
    fragment PromoCodeItem on PromoCode {
  id
  code
  discount
  usage_count
  used
  expires_at
  active
  created_at
}`, {"hash":"sha256:55942b3996cebb2afdc60978cca675a5f52779d50c7900a4e76a1393bf9782aa"}) as unknown as TypedDocumentString<UpsertPromoCodeMutation, UpsertPromoCodeMutationVariables>;
export const DeletePromoCodeDocument = new TypedDocumentString(`
    mutation DeletePromoCode($id: ID!) {
  deletePromoCode(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:991bf630698add6a311a7301a6eefd1ef421a1f2f1ae8adb0b1bb2c318a9e27e"}) as unknown as TypedDocumentString<DeletePromoCodeMutation, DeletePromoCodeMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String!, $first: Int, $page: Int, $brands: [ID!], $categories: [ID!], $exact: Boolean) {
  search(
    query: $query
    first: $first
    page: $page
    brands: $brands
    categories: $categories
    exact: $exact
  ) {
    products {
      ...ProductCard
    }
    products_total
    paginatorInfo {
      ...Paginator
    }
    brand_facets {
      brand {
        id
        name
        slug
      }
      count
      selected
    }
    category_facets {
      category {
        id
        name
        slug
      }
      count
      selected
    }
    categories {
      ...CategoryItem
    }
    brands {
      ...BrandItem
    }
    posts {
      ...BlogPostCard
    }
    did_you_mean
    corrected_query
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}
fragment CategoryItem on Category {
  id
  name
  slug
  parent_id
  position
  products_count
  image {
    ...Thumbnail
  }
}
fragment BrandItem on Brand {
  id
  name
  slug
  products_count
  image {
    ...Thumbnail
  }
}
fragment BlogPostCard on BlogPost {
  id
  name
  slug
  summary
  published_at
  image {
    ...Thumbnail
  }
}`, {"hash":"sha256:d2eb81db41ec64d8f9720eef251bea8343cd238510753f7ec38f70839b1021c1"}) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($query: String!, $first: Int) {
  searchSuggestions(query: $query, first: $first) {
    products {
      id
      name
      slug
      process_price
      currency
      image {
        ...Thumbnail
      }
      category {
        id
        trail {
          id
          slug
        }
      }
    }
    categories {
      id
      name
      slug
    }
    brands {
      id
      name
      slug
    }
    did_you_mean
    corrected_query
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}`, {"hash":"sha256:aac564d349551acc1af1c9f285f95696de310b5ab5e489696daa5f9c0ed740a5"}) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const GetSearchInsightDocument = new TypedDocumentString(`
    query GetSearchInsight($start_date: Date!, $end_date: Date!, $lang: Int, $first: Int) {
  searchInsight(
    start_date: $start_date
    end_date: $end_date
    lang: $lang
    first: $first
  ) {
    days {
      date
      searches
      without_results
    }
    top_queries {
      ...SearchQueryCountRow
    }
    queries_without_results {
      ...SearchQueryCountRow
    }
  }
}
    fragment SearchQueryCountRow on SearchQueryCount {
  query
  lang
  searches
  results
  last_date
}`, {"hash":"sha256:590e36dc5d28e0b6edd04472433c6cbfc026366e110275913bdbdf8c7d531888"}) as unknown as TypedDocumentString<GetSearchInsightQuery, GetSearchInsightQueryVariables>;
export const GetSearchSynonymsDocument = new TypedDocumentString(`
    query GetSearchSynonyms {
  searchSynonyms {
    id
    terms
  }
}
    `, {"hash":"sha256:019823f1645d991f7757d8ac07d397fd4fe7e773f5863831f10a6115fd750144"}) as unknown as TypedDocumentString<GetSearchSynonymsQuery, GetSearchSynonymsQueryVariables>;
export const UpsertSearchSynonymDocument = new TypedDocumentString(`
    mutation UpsertSearchSynonym($id: ID, $terms: [String!]!) {
  upsertSearchSynonym(id: $id, terms: $terms) {
    id
    terms
  }
}
    `, {"hash":"sha256:06d07b2f568a5a3d1607bdbd112c8875446bfc1aa6e5c831d7b820866644e2e9"}) as unknown as TypedDocumentString<UpsertSearchSynonymMutation, UpsertSearchSynonymMutationVariables>;
export const DeleteSearchSynonymDocument = new TypedDocumentString(`
    mutation DeleteSearchSynonym($id: ID!) {
  deleteSearchSynonym(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:5bad15cb5508dc4b35e11f51dbd917b9bb93ef8fda710f8de36faa4ced1149c7"}) as unknown as TypedDocumentString<DeleteSearchSynonymMutation, DeleteSearchSynonymMutationVariables>;
export const GetStatsSeriesDocument = new TypedDocumentString(`
    query GetStatsSeries($subject: StatsSubject!, $id: ID, $start_date: Date!, $end_date: Date!) {
  statsSeries(
    subject: $subject
    id: $id
    start_date: $start_date
    end_date: $end_date
  ) {
    ...StatsPointItem
  }
}
    fragment StatsPointItem on StatsPoint {
  date
  views
  wishlist_added
  clicks
}`, {"hash":"sha256:bcfaae2bdb3497974005af686ec39abf8af4217141714a94d87fa196220746b6"}) as unknown as TypedDocumentString<GetStatsSeriesQuery, GetStatsSeriesQueryVariables>;
export const GetDashboardDocument = new TypedDocumentString(`
    query GetDashboard {
  dashboard {
    orders_today
    revenue_today
    orders_in_process
    visitors_now
    top_products {
      views
      ordered
      product {
        ...ProductCard
        active
        stock
      }
    }
  }
}
    fragment Thumbnail on StorageFile {
  id
  url
  url_sm
  width
  height
  variant_widths
  alt
}
fragment ProductCard on Product {
  id
  name
  slug
  price
  discount_price
  currency
  price_varies
  action
  new
  popular
  sold_out
  image {
    ...Thumbnail
  }
  category {
    id
    trail {
      id
      slug
    }
  }
}`, {"hash":"sha256:fee330deb8dc244333861ec4d13a435bfc86e8fcb64e8025a0b22bb907ee5c77"}) as unknown as TypedDocumentString<GetDashboardQuery, GetDashboardQueryVariables>;
export const GetStorageDocument = new TypedDocumentString(`
    query GetStorage($first: Int, $page: Int, $search: String, $tab: String) {
  storage(first: $first, page: $page, search: $search, tab: $tab) {
    data {
      ...Image
      alts
      orig_name
      tab
      bucket
      folder
      size
      created_at
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}
fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}`, {"hash":"sha256:3c1bb827751966beea77a9d8b8a8991102f1113475584f427a4e8b87fb78a113"}) as unknown as TypedDocumentString<GetStorageQuery, GetStorageQueryVariables>;
export const UploadStorageDocument = new TypedDocumentString(`
    mutation UploadStorage($file: Upload!, $bucket: String!) {
  uploadStorage(file: $file, bucket: $bucket) {
    ...Image
    orig_name
    tab
    bucket
    folder
    size
    created_at
  }
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}`, {"hash":"sha256:bcb627b11bfa104594eb238fc35c4f809b8eb149c036f932dca0c3c41fed2f98"}) as unknown as TypedDocumentString<UploadStorageMutation, UploadStorageMutationVariables>;
export const UploadStorageToTabDocument = new TypedDocumentString(`
    mutation UploadStorageToTab($file: Upload!, $bucket: String!, $tab: String) {
  uploadStorage(file: $file, bucket: $bucket, tab: $tab) {
    ...Image
    orig_name
    tab
    bucket
    folder
    size
    created_at
  }
}
    fragment Image on StorageFile {
  id
  name
  url
  url_lg
  url_sm
  width
  height
  variant_widths
  alt
  mime
}`, {"hash":"sha256:a12f3a25bbeb8794c32bb26a2ef4632b9af1cde035de1defa3ac4634d345a643"}) as unknown as TypedDocumentString<UploadStorageToTabMutation, UploadStorageToTabMutationVariables>;
export const GetStorageUsagesDocument = new TypedDocumentString(`
    query GetStorageUsages($ids: [ID!]!) {
  storageUsages(ids: $ids) {
    file_id
    kind
    place
    id
    page_id
    name
  }
}
    `, {"hash":"sha256:c642a84e1395f36dd7a4732dc374c70d6910fd5598315db9419308a9f7b2c3b3"}) as unknown as TypedDocumentString<GetStorageUsagesQuery, GetStorageUsagesQueryVariables>;
export const DeleteStorageInUseDocument = new TypedDocumentString(`
    mutation DeleteStorageInUse($ids: [ID!]!) {
  deleteStorage(ids: $ids, force: true) {
    success
    error
  }
}
    `, {"hash":"sha256:69d407449458f9634d20c548dc2d47c3368210e42a9bf078e49b8b90d77e052d"}) as unknown as TypedDocumentString<DeleteStorageInUseMutation, DeleteStorageInUseMutationVariables>;
export const DeleteStorageDocument = new TypedDocumentString(`
    mutation DeleteStorage($ids: [ID!]!) {
  deleteStorage(ids: $ids) {
    success
    error
  }
}
    `, {"hash":"sha256:96a4938e675034e5464784d99e18d240a9d047163c71d2526a3a6c2565968af3"}) as unknown as TypedDocumentString<DeleteStorageMutation, DeleteStorageMutationVariables>;
export const UpdateStorageDocument = new TypedDocumentString(`
    mutation UpdateStorage($id: ID!, $tab: String) {
  updateStorage(id: $id, tab: $tab) {
    id
    tab
  }
}
    `, {"hash":"sha256:5aad1fd137d372a9f7f60969150f45bb45d45efbc13cbbea8f6b700bc3392fb5"}) as unknown as TypedDocumentString<UpdateStorageMutation, UpdateStorageMutationVariables>;
export const UpdateStorageAltDocument = new TypedDocumentString(`
    mutation UpdateStorageAlt($id: ID!, $alt: String) {
  updateStorage(id: $id, alt: $alt) {
    id
    alt
  }
}
    `, {"hash":"sha256:ca4c201e0642bb2ba40fc79b199dbc69731667560b9d83c0ef372c8da0882f22"}) as unknown as TypedDocumentString<UpdateStorageAltMutation, UpdateStorageAltMutationVariables>;
export const GetStorageFileAltsDocument = new TypedDocumentString(`
    query GetStorageFileAlts($id: ID!) {
  storageFile(id: $id) {
    id
    alt
    alts
  }
}
    `, {"hash":"sha256:5cba12e1c714049e587e195cea1b100dd8e7d4f732e8f552ce3bd39b01c8af18"}) as unknown as TypedDocumentString<GetStorageFileAltsQuery, GetStorageFileAltsQueryVariables>;
export const UpdateStorageAltsDocument = new TypedDocumentString(`
    mutation UpdateStorageAlts($id: ID!, $alts: [String!]!) {
  updateStorage(id: $id, alts: $alts) {
    id
    alt
    alts
  }
}
    `, {"hash":"sha256:ab54574e072722b6e03342d3da4bde2cbfb9b5cafc63c7107da216eb952f4bbf"}) as unknown as TypedDocumentString<UpdateStorageAltsMutation, UpdateStorageAltsMutationVariables>;
export const AdminLoginDocument = new TypedDocumentString(`
    mutation AdminLogin($email: String!, $password: String!, $remember: Boolean) {
  adminLogin(email: $email, password: $password, remember: $remember) {
    token
    expires_at
    name
    email
  }
}
    `, {"hash":"sha256:2ae658ae3480e21041dd86b7cd6e255a353fc3b1d3897ea921dcbe6726528890"}) as unknown as TypedDocumentString<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminLogoutDocument = new TypedDocumentString(`
    mutation AdminLogout {
  adminLogout {
    success
    error
  }
}
    `, {"hash":"sha256:c8aebc2b87c8c9e1ff59b95d0f4847e5d230436c5c3b21df1623d79272923690"}) as unknown as TypedDocumentString<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminPasswordEmailDocument = new TypedDocumentString(`
    mutation AdminPasswordEmail($email: String!) {
  adminPasswordEmail(email: $email) {
    success
    error
  }
}
    `, {"hash":"sha256:c41699ceb066ab2e929d75410f5d965d3868ae7014434cee0b7472212f7d4c33"}) as unknown as TypedDocumentString<AdminPasswordEmailMutation, AdminPasswordEmailMutationVariables>;
export const AdminPasswordResetDocument = new TypedDocumentString(`
    mutation AdminPasswordReset($token: String!, $password: String!) {
  adminPasswordReset(token: $token, password: $password) {
    success
    error
  }
}
    `, {"hash":"sha256:e70dd33ea4f8b7f707eb19e3fb00f85f58e569d5e43823b972fecd62e9a915f7"}) as unknown as TypedDocumentString<AdminPasswordResetMutation, AdminPasswordResetMutationVariables>;
export const GetCurrentAdministratorDocument = new TypedDocumentString(`
    query GetCurrentAdministrator {
  currentAdministrator {
    ...AdministratorItem
  }
}
    fragment AdministratorItem on Administrator {
  id
  name
  email
  last_login_at
  created_at
}`, {"hash":"sha256:983ec0d64a073bcc0e52421b756ba7c8bd1a4913e5d813c4718877c5dcdf96a3"}) as unknown as TypedDocumentString<GetCurrentAdministratorQuery, GetCurrentAdministratorQueryVariables>;
export const GetAdministratorsDocument = new TypedDocumentString(`
    query GetAdministrators {
  administrators {
    ...AdministratorItem
  }
}
    fragment AdministratorItem on Administrator {
  id
  name
  email
  last_login_at
  created_at
}`, {"hash":"sha256:4038455f53b4656fdf956004215db685f9c07e66b541430b23942e2147469d92"}) as unknown as TypedDocumentString<GetAdministratorsQuery, GetAdministratorsQueryVariables>;
export const CreateAdministratorDocument = new TypedDocumentString(`
    mutation CreateAdministrator($name: String!, $email: String!, $password: String!) {
  createAdministrator(name: $name, email: $email, password: $password) {
    ...AdministratorItem
  }
}
    fragment AdministratorItem on Administrator {
  id
  name
  email
  last_login_at
  created_at
}`, {"hash":"sha256:d22ad8d0818906496fd2a6a61c092f72e956ef5775e7fb07f6d8343a40f53f1c"}) as unknown as TypedDocumentString<CreateAdministratorMutation, CreateAdministratorMutationVariables>;
export const DeleteAdministratorDocument = new TypedDocumentString(`
    mutation DeleteAdministrator($id: ID!) {
  deleteAdministrator(id: $id) {
    success
    error
  }
}
    `, {"hash":"sha256:29158cccc857e1d18efb971656dae6fb57e1411af6fc995758b82bfbdeff8f24"}) as unknown as TypedDocumentString<DeleteAdministratorMutation, DeleteAdministratorMutationVariables>;
export const UserLoginDocument = new TypedDocumentString(`
    mutation UserLogin($email: String!, $password: String!) {
  userLogin(email: $email, password: $password) {
    token
    user {
      ...UserProfile
    }
  }
}
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:d7773d2e0bb9464a98783bd025e0a1d546b2557afcbcaa89c44ee745e9867bb6"}) as unknown as TypedDocumentString<UserLoginMutation, UserLoginMutationVariables>;
export const UserRegisterDocument = new TypedDocumentString(`
    mutation UserRegister($name: String!, $lastname: String!, $email: String!, $password: String!, $phone: String, $newsletter: Boolean) {
  userRegister(
    name: $name
    lastname: $lastname
    email: $email
    password: $password
    phone: $phone
    newsletter: $newsletter
  ) {
    token
    user {
      ...UserProfile
    }
  }
}
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:ebd5faac5dc31da20960556ecc7b1411b54ce4b53f11660c8ac535411b0379d7"}) as unknown as TypedDocumentString<UserRegisterMutation, UserRegisterMutationVariables>;
export const UserVerifyDocument = new TypedDocumentString(`
    mutation UserVerify($token: String!) {
  userVerify(token: $token) {
    success
    error
  }
}
    `, {"hash":"sha256:4b79ef623988283ea39375727619a938ba29dad1c03eed1eafd6edf9906f53f2"}) as unknown as TypedDocumentString<UserVerifyMutation, UserVerifyMutationVariables>;
export const UserLogoutDocument = new TypedDocumentString(`
    mutation UserLogout {
  userLogout {
    success
    error
  }
}
    `, {"hash":"sha256:9920afe9fd848caefd52792f633ddfd76b52c3e732a1aeca92ff7c9ad738b461"}) as unknown as TypedDocumentString<UserLogoutMutation, UserLogoutMutationVariables>;
export const UserPasswordEmailDocument = new TypedDocumentString(`
    mutation UserPasswordEmail($email: String!) {
  userPasswordEmail(email: $email) {
    success
    error
  }
}
    `, {"hash":"sha256:0b9c927db156daf3b74973583f147ad7212632cc01e09a8008ddcdef00636269"}) as unknown as TypedDocumentString<UserPasswordEmailMutation, UserPasswordEmailMutationVariables>;
export const UserPasswordResetDocument = new TypedDocumentString(`
    mutation UserPasswordReset($token: String!, $password: String!) {
  userPasswordReset(token: $token, password: $password) {
    success
    error
  }
}
    `, {"hash":"sha256:1e43a534b3bc344fe35cf73667fcb5e1321673f88e4295497d2a8cdd78a99f6e"}) as unknown as TypedDocumentString<UserPasswordResetMutation, UserPasswordResetMutationVariables>;
export const GetMeDocument = new TypedDocumentString(`
    query GetMe {
  me {
    ...UserProfile
  }
}
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:a4e833b36d58ee31464495a0b0dcbc22efcae9058165ffee107bdf3f12584a7a"}) as unknown as TypedDocumentString<GetMeQuery, GetMeQueryVariables>;
export const GetMyOrdersDocument = new TypedDocumentString(`
    query GetMyOrders($page: Int, $first: Int) {
  myOrders(page: $page, first: $first) {
    data {
      ...OrderSummary
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment OrderSummary on Order {
  id
  code
  status
  created_at
  delivery_date
  payment_method
  promo_code
  subtotal
  discount
  delivery_price
  total
  currency
  items {
    id
    product_id
    variant_id
    name
    variant_name
    code
    quantity
    price
    total
  }
}`, {"hash":"sha256:9ebd47c15744f141e5b9c1d6a9b786be99b2510e9c90a1cafeb023ff8ca949a5"}) as unknown as TypedDocumentString<GetMyOrdersQuery, GetMyOrdersQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($name: String, $lastname: String, $phone: String, $address: String, $city: String, $zip: String, $country_id: ID) {
  updateProfile(
    name: $name
    lastname: $lastname
    phone: $phone
    address: $address
    city: $city
    zip: $zip
    country_id: $country_id
  ) {
    ...UserProfile
  }
}
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:09f2483448358540c90df87b16ca43b6354c036cb4a9e3ee459aaced5bad3a6e"}) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($current_password: String!, $password: String!) {
  changePassword(current_password: $current_password, password: $password) {
    success
    error
  }
}
    `, {"hash":"sha256:c604a46766fd08aa0b264541ab36beccebabcedbdc6a49fbfc9dbbbb87c1892b"}) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const GetUsersDocument = new TypedDocumentString(`
    query GetUsers($page: Int, $first: Int, $search: String, $banned: Boolean) {
  users(page: $page, first: $first, search: $search, banned: $banned) {
    data {
      ...UserProfile
    }
    paginatorInfo {
      ...Paginator
    }
  }
}
    fragment Paginator on PaginatorInfo {
  currentPage
  lastPage
  count
  total
}
fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:e732cd6b67e5cccf420df2aa84166bd208deaae4f72ad4fa0e143e71cfcf6144"}) as unknown as TypedDocumentString<GetUsersQuery, GetUsersQueryVariables>;
export const BanUserDocument = new TypedDocumentString(`
    mutation BanUser($id: ID!, $banned: Boolean!) {
  banUser(id: $id, banned: $banned) {
    ...UserProfile
  }
}
    fragment UserProfile on User {
  id
  name
  lastname
  email
  phone
  address
  city
  zip
  country {
    id
    name
    code
  }
  verified
  banned
  orders_count
  created_at
}`, {"hash":"sha256:b971a072f0cbd5328fd71fb80f3a4794bbc5b3e611d3a028bf53dfc550be64b3"}) as unknown as TypedDocumentString<BanUserMutation, BanUserMutationVariables>;