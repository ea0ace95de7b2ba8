-- Issue 27: listings filter and count products by their option values (catalog/listing-options.ts,
-- listing-option-facets.ts): only the variants a shopper can order of products sold in options count.
-- Every product has a variant, and most have only their own, without values (value_ids '{}'), so
-- this index holds just the variants those read: a listing's option facets read it alone (an Index
-- Only Scan instead of a Seq Scan of every product's variant), and a selected value's products are
-- found by it per product.
--
-- Stock and active are in its condition, so a variant's stock update is no longer a HOT update: a
-- checkout line writes a few more index entries, to keep every listing's option facets off the table.
create index product_variants_orderable_values on product_variants (product_id) include (value_ids)
  where value_ids <> '{}' and active and stock > 0;
