-- Search for a Serbian shop: one folding rule (Cyrillic as Latin, đ as dj, no diacritics, lower
-- case), a search document per product and language with a trigram index, the words of the
-- catalogue a typo is corrected against, the administrator's synonyms, and a bounded daily count
-- of what shoppers searched for.
--
-- The extensions ship with PostgreSQL's contrib and with PGlite (loaded in src/server/db/database.ts).
-- They go into public, so that databases whose own objects live in another schema (the tests'
-- schemas) share one copy; an extension already installed elsewhere is used where it is.
create extension if not exists pg_trgm schema public;
create extension if not exists unaccent schema public;
create extension if not exists fuzzystrmatch schema public;

-- The shop's one folding rule, as src/shared/search/fold.ts (foldText) writes it for JavaScript:
-- Serbian Cyrillic in Latin letters (Lj, Nj, Dž for the three two-letter ones), đ as dj, then
-- unaccent's folding of diacritics, then lower case. "Фрижидер", "FRIŽIDER", "frizider" all give
-- "frizider". Stored generated columns keep what it returned when they were written, so the
-- columns built on it are recomputed below.
create or replace function catalog_fold(input text) returns text
language sql immutable parallel safe
as $$
  select lower(unaccent(replace(replace(
    -- translate() is slow on multibyte text, so only text with Cyrillic in it goes through it.
    case when input ~ '[\u0400-\u04ff]' then
      translate(
        replace(replace(replace(replace(replace(replace(input, 'Љ', 'Lj'), 'љ', 'lj'), 'Њ', 'Nj'), 'њ', 'nj'), 'Џ', 'Dž'), 'џ', 'dž'),
        'АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШабвгдђежзијклмнопрстћуфхцчш',
        'ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠabvgdđežzijklmnoprstćufhcčš'
      )
    else coalesce(input, '') end,
    'Đ', 'Dj'), 'đ', 'dj')))
$$;

-- The storage's older fold (banner and file names) is the same rule.
create or replace function search_fold(value text) returns text
language sql immutable parallel safe
as $$ select catalog_fold(value) $$;

-- A text as the search reads it: folded, every run of spaces and punctuation one space, with a
-- space before the first word and after the last, so " word " finds a whole word and " wo" the
-- start of one. src/shared/search/words.ts (searchWords) splits a text the same way.
create function catalog_words(input text) returns text
language sql immutable parallel safe
as $$
  select ' ' || btrim(regexp_replace(catalog_fold(input), '[\s!-/:-@\[-`{-~\u00a0\u00ab\u00b0\u00b7\u00bb\u00d7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033]+', ' ', 'g')) || ' '
$$;

-- The products' older search columns (name, code and description folded, matched with like) give
-- way to product_search below.
alter table products drop column search_sr, drop column search_en;

-- Recompute what was folded by the older rule. The products' updated_at stays: nothing a shopper
-- sees changed.
alter table products disable trigger products_updated_at;
update products set names = names;
alter table products enable trigger products_updated_at;
update product_specifications set "values" = "values";

-- How well a search term occurs in a field written by catalog_words: as the field's first word (0),
-- as another whole word (1), as the start of the first word (2) or of another (3), inside a word
-- (4); null when it does not.
create function search_kind(field text, term text) returns integer
language sql immutable parallel safe
as $$
  select case position(' ' || term || ' ' in field)
    when 0 then case position(' ' || term in field)
      when 0 then case when position(term in field) > 0 then 4 end
      when 1 then 2
      else 3 end
    when 1 then 0
    else 1 end
$$;

-- The rank of a term in a product's fields, lower is better: name before brand before category
-- before code before description, and within one field the kinds of search_kind.
create function search_rank(name text, brand text, categories text, code text, body text, term text) returns integer
language sql immutable parallel safe
as $$
  select least(search_kind(name, term), 5 + search_kind(brand, term), 10 + search_kind(categories, term),
    15 + search_kind(code, term), 20 + search_kind(body, term))
$$;

-- What a product is found by, per language (0 Serbian, 1 English), each field through catalog_words:
-- its name, its brand's name, the names of its categories and their parents, its code, its
-- description's text. Kept by the triggers below whichever module writes.
create table product_search (
  product_id integer not null references products (id) on delete cascade,
  lang smallint not null,
  name text not null,
  brand text not null,
  categories text not null,
  code text not null,
  body text not null,
  -- Every field: each word of a query must occur in it.
  document text generated always as (name || brand || categories || code || body) stored,
  -- The distinct words of name, brand, categories and code: what a misspelt word is corrected to.
  words text[] not null,
  primary key (product_id, lang)
);
-- A query word found anywhere in the document (like '%word%'), per language.
create index product_search_document_sr on product_search using gin (document gin_trgm_ops) where lang = 0;
create index product_search_document_en on product_search using gin (document gin_trgm_ops) where lang = 1;

-- Every word of the catalogue's names, brands, categories and codes, per language, with how many
-- products have it: a query word with a typo is matched against these (levenshtein), and "did you
-- mean" picks the most common close one.
create table search_words (
  lang smallint not null,
  word text not null,
  products integer not null,
  primary key (lang, word)
);
create index search_words_length on search_words (lang, char_length(word));
create index search_words_unused on search_words (word) where products <= 0;

-- Writes the search documents of these products anew (none for a product that no longer exists).
create function product_search_refresh(ids integer[]) returns void
language sql
as $$
  delete from product_search where product_id = any(ids);
  insert into product_search (product_id, lang, name, brand, categories, code, body, words)
  select d.id, d.lang, d.name, d.brand, d.categories, d.code, d.body,
    array(select distinct w from unnest(string_to_array(btrim(d.name || d.brand || d.categories || d.code), ' ')) w where w <> '')
  from (
    select p.id, l.lang,
      catalog_words(catalog_pick(p.names, l.lang)) as name,
      catalog_words(catalog_pick(b.names, l.lang)) as brand,
      catalog_words((
        with recursive up (id) as (
          select pc.category_id from product_categories pc where pc.product_id = p.id
          union
          select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null
        )
        select string_agg(catalog_pick(c.names, l.lang), ' ' order by c.id) from categories c where c.id in (select id from up)
      )) as categories,
      catalog_words(p.code) as code,
      catalog_words(catalog_plain(catalog_pick(p.descriptions, l.lang))) as body
    from products p
    cross join (values (0), (1)) as l (lang)
    left join brands b on b.id = p.brand_id
    where p.id = any(ids)
  ) d;
$$;

-- The lexicon follows the documents: words added with a document, and taken away with it.
create function search_words_follow() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    insert into search_words (lang, word, products)
    select n.lang, w.word, count(*) from added n cross join unnest(n.words) as w (word) group by 1, 2
    on conflict (lang, word) do update set products = search_words.products + excluded.products;
  else
    update search_words s set products = s.products - g.n
    from (select o.lang, w.word, count(*) as n from removed o cross join unnest(o.words) as w (word) group by 1, 2) g
    where s.lang = g.lang and s.word = g.word;
    delete from search_words where products <= 0;
  end if;
  return null;
end
$$;
create trigger product_search_words_added after insert on product_search
  referencing new table as added for each statement execute function search_words_follow();
create trigger product_search_words_removed after delete on product_search
  referencing old table as removed for each statement execute function search_words_follow();

-- New products and category links, many at a time (the demo's seed, an import): one refresh per statement.
create function product_search_statement() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'products' then
    perform product_search_refresh(array(select id from changed));
  else
    perform product_search_refresh(array(select distinct product_id from changed));
  end if;
  return null;
end
$$;
create trigger products_search_added after insert on products
  referencing new table as changed for each statement execute function product_search_statement();
create trigger product_categories_search_added after insert on product_categories
  referencing new table as changed for each statement execute function product_search_statement();
create trigger product_categories_search_removed after delete on product_categories
  referencing old table as changed for each statement execute function product_search_statement();

-- One record's edit: a product's texts or brand, a brand's or a category's name, a category moved.
create function product_search_row() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'products' then
    perform product_search_refresh(array[new.id]);
  elsif tg_table_name = 'brands' then
    perform product_search_refresh(array(select id from products where brand_id = new.id));
  else
    perform product_search_refresh(array(
      with recursive down (id) as (
        select new.id
        union
        select c.id from categories c join down on c.parent_id = down.id
      )
      select distinct pc.product_id from product_categories pc where pc.category_id in (select id from down)
    ));
  end if;
  return null;
end
$$;
create trigger products_search_changed after update of names, code, descriptions, brand_id on products
  for each row when (old.names is distinct from new.names or old.code is distinct from new.code
    or old.descriptions is distinct from new.descriptions or old.brand_id is distinct from new.brand_id)
  execute function product_search_row();
create trigger brands_search_changed after update of names on brands
  for each row when (old.names is distinct from new.names) execute function product_search_row();
create trigger categories_search_changed after update of names, parent_id on categories
  for each row when (old.names is distinct from new.names or old.parent_id is distinct from new.parent_id)
  execute function product_search_row();

select product_search_refresh(array(select id from products));

-- Words the administrator declares equal ("frižider = hladnjak"): a query word that is one of a
-- group's terms also finds the others. `terms` as written, `folded` through catalog_words, one word each.
create table search_synonyms (
  id serial primary key,
  terms text[] not null,
  folded text[] not null,
  created_at timestamptz not null default now()
);
create index search_synonyms_folded on search_synonyms using gin (folded);

-- What shoppers searched for on the search screen, one row per shop day, language and query
-- (folded, at most 100 characters) with a counter: a flood of searches adds to counters, and new
-- rows of a day stop at a cap (src/server/modules/search/query-log.ts), so the table stays small.
create table search_queries (
  day date not null,
  lang smallint not null,
  query text not null,
  -- The query as a shopper first typed it that day (at most 100 characters), for the admin to read.
  typed text not null,
  searches integer not null default 1,
  -- Products the day's latest search for it found.
  results integer not null,
  primary key (day, lang, query)
);
-- The queries that found nothing, by day (searchInsight).
create index search_queries_misses on search_queries (day, lang) where results = 0;
