-- Catalogue imports (src/server/modules/catalog-import): a CSV file of products checked against the
-- catalogue row by row (the preview), then written in batches while the admin's screen polls the
-- progress. The file stays in the row until the import is cleared a day later; the images uploaded
-- for it wait in DATA_DIR/imports/<id>/ until then.
create table catalog_imports (
  id serial primary key,
  admin_id integer references administrators (id) on delete set null,
  file_name text not null,
  csv text not null,
  -- preview | running | done | failed
  status text not null default 'preview',
  rows_total integer not null default 0,
  rows_create integer not null default 0,
  rows_update integer not null default 0,
  rows_unchanged integer not null default 0,
  rows_with_errors integer not null default 0,
  rows_done integer not null default 0,
  images_needed text[] not null default '{}',
  -- Bytes of the images uploaded for it, bounded (src/server/modules/catalog-import/limits.ts).
  images_bytes bigint not null default 0,
  created_at timestamptz not null default now(),
  -- Moved by every batch of a run: a running import whose time stands still was cut off.
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
-- Clearing imports older than a day; the one running import.
create index catalog_imports_created on catalog_imports (created_at);
create index catalog_imports_running on catalog_imports (id) where status = 'running';

-- Each product row of an import as the last check or run found it: what it does and why it cannot.
create table catalog_import_rows (
  import_id integer not null references catalog_imports (id) on delete cascade,
  line integer not null,
  code text not null,
  name text not null,
  -- create | update | unchanged
  action text not null,
  -- [{ column, key, params }]: each problem's message key (src/shared/i18n/rule-texts.ts), translated when read.
  errors jsonb not null default '[]',
  primary key (import_id, line)
);
-- The preview's "only rows with errors".
create index catalog_import_rows_errors on catalog_import_rows (import_id, line) where errors <> '[]'::jsonb;
