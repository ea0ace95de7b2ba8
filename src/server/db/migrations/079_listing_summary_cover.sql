-- Issue 22, a faster cold engine: a listing's total, brand, price and filter facets are one statement
-- over the listing's products (catalog/listing-summary.ts), checked with EXPLAIN ANALYZE on PostgreSQL
-- at 10,000 products.

-- The listing's products with what the facets count (brand, price shown) and the display window read
-- from this index alone: the price facet read the wide rows (a Seq Scan of products, 8 ms for the
-- whole shop, 18 ms for a top category with the other facets running beside it), now 0.6 ms.
drop index products_visible_cover;
create index products_visible_cover on products (brand_id, id) include (process_price, active_from, active_to) where active;

-- The filters facet of a category reads each listed product's values from this index alone, one
-- probe per product, instead of every product's values from the table.
create index product_specifications_facets on product_specifications (product_id) include (filter_id, folded_sr, value_sr, folded_en, value_en);

analyze products;
analyze product_specifications;
