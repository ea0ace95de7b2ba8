-- The cms: pages with their design blocks, banners (and their views and clicks), settings, the
-- blog, newsletter subscribers and contact messages. Texts per language are text[] indexed by
-- language (element 1 Serbian, 2 English in SQL; index 0 and 1 in the API).

-- CMS pages. menu: 1 header, 2 FAQ, 3 hidden; type: 1 page, 2 shop template. Pages are one level
-- deep. group_id names a product group of the catalogue (checked on write, read through a loader).
create table pages (
  id serial primary key,
  parent_id integer references pages (id) on delete set null,
  position integer not null default 1,
  menu smallint not null default 3 check (menu in (1, 2, 3)),
  type smallint not null default 1 check (type in (1, 2)),
  group_id integer,
  code text,
  active boolean not null default false,
  locked boolean not null default false,
  names text[] not null default '{"",""}',
  slugs text[] not null default '{"",""}',
  pages text[] not null default '{"",""}',
  seo_titles text[] not null default '{"",""}',
  seo_keywords_list text[] not null default '{"",""}',
  seo_descriptions text[] not null default '{"",""}',
  created_at timestamptz not null default now()
);
-- pages: the menus in order (menu, parent, position).
create index pages_menu_order on pages (menu, parent_id, position, id);
-- page(code): the storefront's own pages by purpose.
create unique index pages_code on pages (code) where code is not null;
-- page(slug) and the slug-taken check, per language.
create index pages_slug_sr on pages ((slugs[1]));
create index pages_slug_en on pages ((slugs[2]));

-- Design blocks of a page. type: 1 slider, 2 banners, 3 products carousel, 5 categories, 6 text,
-- 7 brands, 8 blog carousel, 9 cards. content holds the part of
-- { banner_ids, product_ids, special, category_ids, htmls, brand_ids, posts_count, cards } that
-- matches the type; ids of records that are gone are skipped when read.
create table blocks (
  id serial primary key,
  page_id integer not null references pages (id) on delete cascade,
  type smallint not null check (type in (1, 2, 3, 5, 6, 7, 8, 9)),
  titles text[] not null default '{"",""}',
  position integer not null default 1,
  active boolean not null default true,
  active_from timestamptz,
  active_to timestamptz,
  content jsonb not null default '{}'
);
-- Page.blocks: a page's blocks in order.
create index blocks_page_order on blocks (page_id, position, id);

-- Banners: an image and link per language, in a position, within a date window.
create table banners (
  id serial primary key,
  name text not null,
  titles text[] not null default '{"",""}',
  -- storage_files ids by language; null where a language has none (the other one is shown).
  image_ids integer[] not null default '{NULL,NULL}',
  links text[] not null default '{"",""}',
  position text not null check (position in ('SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK')),
  sort integer not null default 1,
  active boolean not null default true,
  active_from timestamptz,
  active_to timestamptz,
  created_at timestamptz not null default now()
);
-- banners(position) and the admin list's default order: by position, then sort.
create index banners_position_sort on banners (position, sort, id);
-- bannersWithPagination(order: NEWEST).
create index banners_newest on banners (created_at desc, id desc);

-- Views and clicks of banners, summed per banner and date range by the banner list and the stats.
create table banner_events (
  id bigserial primary key,
  banner_id integer not null references banners (id) on delete cascade,
  event text not null check (event in ('VIEW', 'CLICK')),
  client text,
  created_at timestamptz not null default now()
);
-- Banner.views / clicks and bannersWithPagination(order: VIEWS, start_date, end_date).
create index banner_events_banner_time on banner_events (banner_id, event, created_at);
-- statsSeries(subject: BANNER) without an id: every banner's events in a date range.
create index banner_events_time on banner_events (created_at);

-- Shop settings: a named value per language. translated = false for values that are one for both
-- languages (a phone, an e-mail list): a write sets both.
create table settings (
  id serial primary key,
  field text not null unique,
  "values" text[] not null default '{"",""}',
  translated boolean not null default true,
  hidden boolean not null default false,
  image_id integer references storage_files (id) on delete set null
);

-- News posts of the blog; the catalogue's search reads names, slugs, summaries, descriptions.
create table blog_posts (
  id serial primary key,
  names text[] not null default '{"",""}',
  slugs text[] not null default '{"",""}',
  summaries text[] not null default '{"",""}',
  descriptions text[] not null default '{"",""}',
  image_id integer references storage_files (id) on delete set null,
  active boolean not null default true,
  published_at timestamptz not null default now(),
  seo_titles text[] not null default '{"",""}',
  seo_keywords_list text[] not null default '{"",""}',
  seo_descriptions text[] not null default '{"",""}',
  views integer not null default 0,
  created_at timestamptz not null default now()
);
-- blogPosts and the blog carousel: visible posts, newest first.
create index blog_posts_published on blog_posts (published_at desc, id desc) where active;
-- blogPostsWithPagination: every post, newest first.
create index blog_posts_newest on blog_posts (published_at desc, id desc);

-- Newsletter subscribers; an address subscribes once.
create table newsletter_subscribers (
  id serial primary key,
  email text not null unique,
  lang smallint not null default 0 check (lang in (0, 1)),
  created_at timestamptz not null default now()
);
-- newsletterSubscribers and newsletterCsv: newest first.
create index newsletter_subscribers_newest on newsletter_subscribers (created_at desc, id desc);

-- Messages sent through the contact page.
create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  created_at timestamptz not null default now()
);
-- contactMessages: newest first.
create index contact_messages_newest on contact_messages (created_at desc, id desc);
