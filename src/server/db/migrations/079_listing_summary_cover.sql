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

-- After every write (an order too) the server looks for the next display window edge
-- (cache/display-windows.ts): min(active_from) > now() and min(active_to) >= now() read every product
-- (two Seq Scans, 22 ms at 10,000 products); these small partial indexes answer it in 0.1 ms.
create index products_opens on products (active_from) where active_from is not null;
create index products_closes on products (active_to) where active_to is not null;

analyze products;
analyze product_specifications;
