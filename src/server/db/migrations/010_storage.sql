-- Text folded for search as the mock folds it: lower case, Serbian letters without their marks
-- (č ć → c, š → s, ž → z, đ → dj), so "frizider" finds "frižider". No extension needed, so it
-- runs on PGlite too. Searches in the admin's lists (files, banners, posts, subscribers) scan
-- tables of hundreds of rows through it.
create or replace function search_fold(value text) returns text
language sql immutable parallel safe
as $$ select translate(replace(lower(coalesce(value, '')), 'đ', 'dj'), 'čćšžáàâäéèêëíìîïóòôöúùûüñ', 'ccszaaaaeeeeiiiioooouuuun') $$;

-- Uploaded files. The bytes live on disk at DATA_DIR/storage/<bucket>/<folder>/<name>, images
-- with a -lg (max 1600 px) and a -sm (max 400 px) variant beside them.
create table storage_files (
  id serial primary key,
  name text not null,
  orig_name text not null,
  mime text not null,
  width integer,
  height integer,
  alt text,
  tab text not null default 'general',
  bucket text not null,
  folder text not null,
  size integer not null default 0,
  created_at timestamptz not null default now(),
  unique (bucket, folder, name)
);
-- storage(): every file, newest first.
create index storage_files_newest on storage_files (created_at desc, id desc);
-- storage(tab): one tab's files, newest first.
create index storage_files_tab_newest on storage_files (tab, created_at desc, id desc);
