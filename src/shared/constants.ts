/** Every number of the product spec (§9 unless noted), named once; screens import these, never literals. */

export const PRODUCTS_PER_ROW = 4;
export const ORDER_MAX_QUANTITY = 10;
/** Most recent first; older entries drop off. */
export const STORED_CAMPAIGNS_MAX = 100;
/** Admin login cookie lifetime with "remember me"; without it the cookie lasts for the session. */
export const ADMIN_REMEMBER_DAYS = 30;
/** The layout is mobile when the window is narrower than this. */
export const MOBILE_BREAKPOINT_PX = 768;
export const LIVE_RECONNECT_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LARGE_IMAGE_SUFFIX = '-lg';

/** Browser storage and cookie names. */
export const CLIENT_ID_STORAGE_KEY = 'client';
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** The products the shopper opened last, most recent first, in local storage. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';
/** How many recently viewed products are kept (and shown, less the one open). */
export const RECENTLY_VIEWED_MAX = 8;
export const CAMPAIGNS_STORAGE_KEY = 'campaigns';
/** The cart of the checkout: product ids and quantities, in local storage. */
export const CART_STORAGE_KEY = 'cart';
export const USER_TOKEN_COOKIE = 'ustokjwt';
/** The spec does not name the admin token's cookie; the admin screens (issue 5) write it under this name. */
export const ADMIN_TOKEN_COOKIE = 'admtokjwt';
/**
 * The language of the last path that told it (a session cookie): paths the same in both languages
 * (/akcija, a CMS slug both share) are rendered in it, by the server and in the browser alike.
 */
export const LANGUAGE_COOKIE = 'izlog_lang';
export const SESSION_ID_LENGTH = 6;
/** Client id: this many random characters, then the timestamp encoded as letters. */
export const CLIENT_ID_RANDOM_LENGTH = 4;

/** The shortest new password (userRegister, userPasswordReset, changePassword); the forms and the server check it. */
export const MIN_PASSWORD_LENGTH = 8;

/** The search screen's query-string parameter, the same in both languages: /pretraga?q=frizider. */
export const SEARCH_PARAM = 'q';

/** Pages (§3, §9). */
export const PAGES_LEVEL = 1;
export const PAGE_MENU = { HEADER: 1, FAQ: 2, HIDDEN: 3 } as const;
export type PageMenu = (typeof PAGE_MENU)[keyof typeof PAGE_MENU];
/** Pages of this type are shop templates that take the category path segments (§2). */
export const PAGE_TYPE_SHOP = 2;

/** Design block types; 4 is unused in the spec. */
export const BLOCK_TYPE = {
  SLIDER: 1,
  BANNERS: 2,
  PRODUCTS_CAROUSEL: 3,
  CATEGORIES: 5,
  TEXT_EDITOR: 6,
  BRANDS: 7,
  BLOG_CAROUSEL: 8,
  CARDS: 9,
} as const;
export type BlockType = (typeof BLOCK_TYPE)[keyof typeof BLOCK_TYPE];
export const BLOCK_TYPE_NAMES: Record<BlockType, string> = {
  1: 'slider',
  2: 'banners',
  3: 'products carousel',
  5: 'categories',
  6: 'text editor',
  7: 'brands',
  8: 'blog carousel',
  9: 'cards',
};

/** Shop sort values as sent to the server; relevance is the empty value. */
export const PRODUCT_SORT = {
  RELEVANCE: '',
  NAME: 2,
  PRICE_ASC: 3,
  PRICE_DESC: 4,
  VIEWS: 8,
  WISHLIST: 9,
} as const;
export type ProductSort = (typeof PRODUCT_SORT)[keyof typeof PRODUCT_SORT];
/** Only administrators may sort by these (§6). */
export const ADMIN_ONLY_PRODUCT_SORTS: readonly ProductSort[] = [PRODUCT_SORT.VIEWS, PRODUCT_SORT.WISHLIST];

/** Order statuses (§4); the spec gives each its own colour but not which, so these are ours. */
export const ORDER_STATUS = {
  IN_PROCESS: 1,
  RECEIVED: 2,
  SENT: 3,
  DELIVERED: 4,
  CANCELLED: 5,
  COMPLAINT: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_INFO: Record<OrderStatus, { meaning: string; color: string }> = {
  1: { meaning: 'in process', color: '#f59e0b' },
  2: { meaning: 'received', color: '#3b82f6' },
  3: { meaning: 'sent', color: '#8b5cf6' },
  4: { meaning: 'delivered', color: '#16a34a' },
  5: { meaning: 'cancelled', color: '#6b7280' },
  6: { meaning: 'complaint', color: '#dc2626' },
};

/** Product page sections; all on. */
export const PRODUCT_FEATURES = {
  connected: true,
  gallery: true,
  specifications: true,
  youtube: true,
  price: true,
} as const;
/** A video link is accepted only when it yields an id of this length (§5). */
export const YOUTUBE_ID_LENGTH = 11;

/** Promo codes (§5): used once unless set; an empty expiry never expires. */
export const PROMO_CODE_DEFAULT_USAGE = 1;

export const TOAST_TYPES = ['blank', 'error', 'success', 'loading', 'custom'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST = {
  DURATION_MS: {
    blank: 4000,
    error: 4000,
    success: 2000,
    loading: Number.POSITIVE_INFINITY,
    custom: 4000,
  } satisfies Record<ToastType, number>,
  LIMIT: 20,
  REMOVE_DELAY_MS: 1000,
  GUTTER_PX: 8,
  MAX_WIDTH_PX: 350,
  POSITION: 'top-center',
} as const;

/** Admin menu positions (§2). */
export const ADMIN_MENU_POSITION = {
  products: 10,
  groups: 20,
  pages: 30,
  blog: 45,
  administrators: 50,
  settings: 60,
  files: 70,
  live: 80,
  products_categories: 10,
  products_brands: 20,
  products_category_stats: 30,
  products_brand_stats: 40,
  pages_banners: 10,
  pages_banner_stats: 40,
} as const;

/** Shown by the transport in the client name header. */
export const GRAPHQL_CLIENT_NAME = 'izlog-web';
export const GRAPHQL_DEFAULT_ENDPOINT = '/graphql';
