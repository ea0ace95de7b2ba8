-- The widths of an image's AVIF and WebP variants (name-w640.avif, name-w640.webp beside the
-- original), made once at upload; empty for documents, SVGs and files stored before variants existed.
alter table storage_files add column variant_widths integer[] not null default '{}';
