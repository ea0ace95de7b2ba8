-- Whether an image's variants (-lg, -sm, the AVIF and WebP widths) are made: an upload stores the
-- original and a background job makes them (modules/storage/variants-job.ts); until then every
-- address of a variant is the original's. Files stored before are made already.
alter table storage_files add column variants_ready boolean not null default true;
-- /storage looks a missing variant's original up among the few files still waiting.
create index storage_files_variants_pending on storage_files (name) where not variants_ready;
