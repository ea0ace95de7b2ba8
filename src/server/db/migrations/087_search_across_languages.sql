-- Search across both languages, and by how a word sounds (issue 24).
--
-- 1. A product is found by its name and its categories' names in either language on either site:
--    each language's search document also holds the other language's name and category names
--    (other_name, other_categories), and ranks them as its own (search_rank_across).
-- 2. A word spelt as it sounds finds the catalogue's word spelt otherwise: "ajfon" iPhone, "galaksi"
--    Galaxy, "šaomi" Xiaomi, "ejsus" ASUS. search_sound gives every word a key in which the two
--    spellings meet, and the lexicon (search_words) keeps each word's key, indexed.

-- How a folded word sounds, roughly, to a Serbian ear: English spellings as Serbian writes them
-- (ph f, th t, sh/sch s, ch c, ck k, qu kv, q k, w v, x ks and at the start s, c before e/i/y s and
-- otherwise k), a doubled letter once, an English silent e at the end dropped, and every run of
-- vowels (with j and y, which glide) one "a": "iphone" and "ajfon" both read "afan", "galaxy" and
-- "galaksi" "galaksa", "xiaomi", "saomi" and "sjaomi" "sama", "asus" and "ejsus" "asas". Only the
-- search's planner compares these keys (src/server/modules/catalog/search/plan.ts), so no JS twin.
create function search_sound(word text) returns text
language sql immutable parallel safe
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                regexp_replace(
                  regexp_replace(replace(replace(replace(replace(replace(replace(lower(coalesce(word, '')),
                    'sch', 's'), 'ph', 'f'), 'th', 't'), 'sh', 's'), 'ch', 'c'), 'ck', 'k'),
                  '^x', 's'),
                'x', 'ks', 'g'),
              'qu', 'kv', 'g'),
            'q', 'k', 'g'),
          'w', 'v', 'g'),
        'c([eiy])', 's\1', 'g'),
      'c', 'k', 'g'),
    '([a-z])\1+', '\1', 'g'),
  -- the silent e, then the vowels
  '([aeiouyj][^aeiouyj]+)e$', '\1')
$$;

create function search_sound_key(word text) returns text
language sql immutable parallel safe
as $$ select regexp_replace(search_sound(word), '[aeiouyj]+', 'a', 'g') $$;

alter table search_words add column sound text generated always as (search_sound_key(word)) stored;
create index search_words_sound on search_words (sound);

-- The other language's name and category names, in the document every query word is looked for in.
alter table product_search add column other_name text not null default '', add column other_categories text not null default '';
alter table product_search drop column document;
alter table product_search add column document text generated always as (name || brand || categories || code || body || other_name || other_categories) stored;
create index product_search_document_sr on product_search using gin (document gin_trgm_ops) where lang = 0;
create index product_search_document_en on product_search using gin (document gin_trgm_ops) where lang = 1;

-- The rank of a term in a product's fields (search_rank), the other language's name and category
-- names counting as the page's own: "phone" on the Serbian site ranks a phone's English name as its name.
create function search_rank_across(name text, brand text, categories text, code text, body text, other_name text, other_categories text, term text) returns integer
language sql immutable parallel safe
as $$
  select coalesce(least(search_kind(name, term), search_kind(other_name, term)), 5 + search_kind(brand, term),
    10 + least(search_kind(categories, term), search_kind(other_categories, term)), 15 + search_kind(code, term), 20 + search_kind(body, term))
$$;

-- As migration 070's, with the other language's name and category names.
create or replace function product_search_refresh(ids integer[]) returns void
language sql
as $$
  delete from product_search where product_id = any(ids);
  insert into product_search (product_id, lang, name, brand, categories, code, body, words, other_name, other_categories)
  select d.id, d.lang, d.name, d.brand, d.categories, d.code, d.body,
    array(select distinct w from unnest(string_to_array(btrim(d.name || d.brand || d.categories || d.code), ' ')) w where w <> ''),
    d.other_name, d.other_categories
  from (
    select p.id, l.lang,
      catalog_words(catalog_pick(p.names, l.lang)) as name,
      catalog_words(catalog_pick(b.names, l.lang)) as brand,
      catalog_words(cn.names[l.lang + 1]) as categories,
      catalog_words(p.code) as code,
      catalog_words(catalog_plain(catalog_pick(p.descriptions, l.lang))) as body,
      catalog_words(catalog_pick(p.names, 1 - l.lang)) as other_name,
      catalog_words(cn.names[2 - l.lang]) as other_categories
    from products p
    cross join (values (0), (1)) as l (lang)
    left join brands b on b.id = p.brand_id
    cross join lateral (
      with recursive up (id) as (
        select pc.category_id from product_categories pc where pc.product_id = p.id
        union
        select c.parent_id from categories c join up on c.id = up.id where c.parent_id is not null
      )
      select array[string_agg(catalog_pick(c.names, 0), ' ' order by c.id), string_agg(catalog_pick(c.names, 1), ' ' order by c.id)] as names
      from categories c where c.id in (select id from up)
    ) cn
    where p.id = any(ids)
  ) d;
$$;

select product_search_refresh(array(select id from products));
