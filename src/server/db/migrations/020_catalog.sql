-- The catalogue: categories (a tree up to three levels), brands, groups with their specification
-- filters and marketing campaigns, products with their categories, gallery, specifications and
-- connected products, and the storefront's counters (product views, wishlist adds).
-- Per-language texts are text[] indexed by language id (element 1 Serbian, element 2 English).

-- Lower case without diacritics, as the storefront's search compares text: "cokolada" finds
-- "Čokolada" and "dj" finds "đ". The server folds the shopper's text the same way
-- (src/server/catalog/text.ts foldText).
create function catalog_fold(input text) returns text
language sql immutable parallel safe
as $$
  select lower(translate(
    replace(replace(coalesce(input, ''), 'Đ', 'dj'), 'đ', 'dj'),
    'ČĆŠŽčćšžÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÑñ',
    'CCSZccszAAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyNn'
  ))
$$;

-- The text of sanitised HTML, for searching descriptions without their tags.
create function catalog_plain(html text) returns text
language sql immutable parallel safe
as $$
  select regexp_replace(replace(coalesce(html, ''), '&nbsp;', ' '), '<[^>]*>', ' ', 'g')
$$;

-- The text of one language with the public fields' fallback: the language's own, else Serbian,
-- else English (a record created in English has no Serbian text until it is translated).
create function catalog_pick(texts text[], lang integer) returns text
language sql immutable parallel safe
as $$
  select coalesce(nullif(texts[lang + 1], ''), nullif(texts[1], ''), nullif(texts[2], ''), '')
$$;

create table categories (
  id serial primary key,
  parent_id integer references categories (id) on delete restrict,
  position integer not null default 1,
  names text[] not null default '{"",""}',
  slugs text[] not null default '{"",""}',
  descriptions text[] not null default '{"",""}',
  seo_titles text[] not null default '{"",""}',
  seo_keywords_list text[] not null default '{"",""}',
  seo_descriptions text[] not null default '{"",""}',
  image_id integer references storage_files (id) on delete set null,
  created_at timestamptz not null default now()
);
-- Menus and pickers list the tree by parent and position (categories, shopCategories, sortCategories).
create index categories_tree on categories (parent_id, position, id);

create table brands (
  id serial primary key,
  position integer not null default 1,
  names text[] not null default '{"",""}',
  slugs text[] not null default '{"",""}',
  descriptions text[] not null default '{"",""}',
  seo_titles text[] not null default '{"",""}',
  seo_keywords_list text[] not null default '{"",""}',
  seo_descriptions text[] not null default '{"",""}',
  image_id integer references storage_files (id) on delete set null,
  created_at timestamptz not null default now()
);
-- The brand listing in its order (brands, brandsWithPagination).
create index brands_position on brands (position, id);
-- brand(slug) in either language.
create index brands_slug_sr on brands ((slugs[1]));
create index brands_slug_en on brands ((slugs[2]));

create table groups (
  id serial primary key,
  position integer not null default 1,
  names text[] not null default '{"",""}',
  descriptions text[] not null default '{"",""}',
  created_at timestamptz not null default now()
);
-- groups(...) in their order.
create index groups_position on groups (position, id);

create table filters (
  id serial primary key,
  group_id integer not null references groups (id) on delete cascade,
  position integer not null default 1,
  names text[] not null default '{"",""}'
);
-- Group.filters in their order.
create index filters_group on filters (group_id, position, id);

create table group_campaigns (
  id serial primary key,
  group_id integer not null references groups (id) on delete cascade,
  code text not null,
  description text,
  created_at timestamptz not null default now()
);
-- Codes are unique whatever their case (createGroupCampaign; the CAMPAIGN listing looks one up).
create unique index group_campaigns_code on group_campaigns (lower(code));
-- Group.campaigns, newest first.
create index group_campaigns_group on group_campaigns (group_id, created_at desc);

create table products (
  id serial primary key,
  code text not null,
  names text[] not null default '{"",""}',
  slugs text[] not null default '{"",""}',
  descriptions text[] not null default '{"",""}',
  seo_titles text[] not null default '{"",""}',
  seo_keywords_list text[] not null default '{"",""}',
  seo_descriptions text[] not null default '{"",""}',
  -- Prices in RSD.
  price numeric(12, 2) not null,
  discount_price numeric(12, 2),
  -- What a shopper pays now: the action price when it is below the price, otherwise the price.
  process_price numeric(12, 2) generated always as (
    case when discount_price is not null and discount_price < price then discount_price else price end
  ) stored,
  stock integer not null default 0,
  new boolean not null default false,
  popular boolean not null default false,
  active boolean not null default true,
  active_from timestamptz,
  active_to timestamptz,
  brand_id integer references brands (id) on delete set null,
  group_id integer references groups (id) on delete set null,
  image_id integer references storage_files (id) on delete set null,
  youtube text,
  feature_connected boolean not null default true,
  feature_gallery boolean not null default true,
  feature_specifications boolean not null default true,
  feature_youtube boolean not null default true,
  feature_price boolean not null default true,
  -- The shop's own order (relevance without a search).
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Folded name per language: the NAME sort and search ranking.
  name_sr text generated always as (catalog_fold(catalog_pick(names, 0))) stored,
  name_en text generated always as (catalog_fold(catalog_pick(names, 1))) stored,
  -- Folded name, code and description text per language, for search (see catalog_fold).
  search_sr text generated always as (
    catalog_fold(catalog_pick(names, 0) || ' ' || code || ' ' || catalog_plain(catalog_pick(descriptions, 0)))
  ) stored,
  search_en text generated always as (
    catalog_fold(catalog_pick(names, 1) || ' ' || code || ' ' || catalog_plain(catalog_pick(descriptions, 1)))
  ) stored
);
-- Codes are unique whatever their case (upsertProduct).
create unique index products_code on products (lower(code));
-- The storefront's default order among visible products (products, RELEVANCE).
create index products_visible_position on products (position, id) where active;
-- Sorts: PRICE_ASC / PRICE_DESC, NEWEST (products, productsWithPagination).
create index products_price on products (process_price, position) where active;
create index products_newest on products (created_at desc, id desc);
-- Sort NAME, per language.
create index products_name_sr on products (name_sr, position, id);
create index products_name_en on products (name_en, position, id);
-- Brand shop, the brands facet and Brand.products_count.
create index products_brand on products (brand_id) where brand_id is not null;
-- Group shop templates, the CAMPAIGN listing and Group.products_count.
create index products_group on products (group_id) where group_id is not null;
-- Special listings /novo, /popularno, /akcija.
create index products_new on products (position) where active and new;
create index products_popular on products (position) where active and popular;
create index products_action on products (position) where active and discount_price is not null;
-- Search (products(search), search) matches a substring of search_sr / search_en: no index serves
-- that without the pg_trgm extension, and at 10000 products the scan of one column takes tens of
-- milliseconds.

create table product_categories (
  product_id integer not null references products (id) on delete cascade,
  category_id integer not null references categories (id) on delete cascade,
  -- 1 is the main category.
  position integer not null default 1,
  primary key (product_id, category_id)
);
-- A category path's products (products(category_path), Category.products_count, statistics).
create index product_categories_category on product_categories (category_id, product_id);

create table product_gallery (
  product_id integer not null references products (id) on delete cascade,
  file_id integer not null references storage_files (id) on delete cascade,
  position integer not null,
  primary key (product_id, position)
);
-- Deleting a file removes it from galleries.
create index product_gallery_file on product_gallery (file_id);

create table product_specifications (
  product_id integer not null references products (id) on delete cascade,
  filter_id integer not null references filters (id) on delete cascade,
  "values" text[] not null default '{"",""}',
  -- The value per language (with the Serbian fallback) and folded, as the listing's filters and
  -- their facet counts compare and group them.
  value_sr text generated always as (catalog_pick("values", 0)) stored,
  value_en text generated always as (catalog_pick("values", 1)) stored,
  folded_sr text generated always as (catalog_fold(catalog_pick("values", 0))) stored,
  folded_en text generated always as (catalog_fold(catalog_pick("values", 1))) stored,
  primary key (product_id, filter_id)
);
-- Filter selections (products(filters)): products with one of the values of a filter.
create index product_specifications_filter_sr on product_specifications (filter_id, folded_sr, product_id);
create index product_specifications_filter_en on product_specifications (filter_id, folded_en, product_id);

create table product_connections (
  product_id integer not null references products (id) on delete cascade,
  connected_id integer not null references products (id) on delete cascade,
  position integer not null,
  primary key (product_id, connected_id)
);
create index product_connections_connected on product_connections (connected_id);

-- A product added to a shopper's wishlist (the wishlist itself lives in the browser).
create table wishlist_added (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  client text not null,
  session text,
  campaign text,
  created_at timestamptz not null default now()
);
-- Per-product counts within a date range (Product.wishlist_added, the WISHLIST sort, statistics).
create index wishlist_added_product on wishlist_added (product_id, created_at);
-- Per-campaign counts (GroupCampaign.wishlist_added).
create index wishlist_added_campaign on wishlist_added (campaign, created_at) where campaign is not null;
-- Date-range charts.
create index wishlist_added_created on wishlist_added (created_at);

-- A product page view.
create table product_views (
  id bigserial primary key,
  product_id integer not null references products (id) on delete cascade,
  client text not null,
  session text,
  campaign text,
  created_at timestamptz not null default now()
);
-- Per-product counts within a date range (Product.products_views, the VIEWS sort, statistics).
create index product_views_product on product_views (product_id, created_at);
-- Per-campaign counts (GroupCampaign.products_views).
create index product_views_campaign on product_views (campaign, created_at) where campaign is not null;
-- Date-range charts.
create index product_views_created on product_views (created_at);
