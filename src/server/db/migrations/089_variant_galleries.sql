-- Issue 27: a variant's own further pictures (a T-shirt's colour shown from the back and the side).
-- In order, as the ids of storage files; empty shows the product's gallery. Deleting a file takes it
-- out of every variant's gallery in the delete's transaction (src/server/modules/storage/clear-usages.ts),
-- as it does from a product's gallery. A change is heard by the caches as any other change of the
-- variant's row (088_product_variants.sql).
alter table product_variants add column gallery_ids integer[] not null default '{}';
