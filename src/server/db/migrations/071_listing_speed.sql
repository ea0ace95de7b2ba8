-- The storefront listing's filters and sorts (catalog/listing.ts, listing-facets.ts, product-query.ts),
-- checked with EXPLAIN ANALYZE on PostgreSQL at 10,000 products. Visible means active and inside its
-- display window: every index here is partial on `active`, and carries the window's columns where a
-- count reads nothing else.

-- Counts and facets over visible products (the total, the brands facet, the join of the filters
-- facet, a category's count) read this index alone, not the wide rows: 7.7 ms -> 1.0 ms for the
-- whole shop's count, 7.5 -> 0.9 ms for its brands facet.
create index products_visible_cover on products (brand_id, id) include (active_from, active_to) where active;

-- PRICE_ASC / PRICE_DESC walk the price order and stop at the page, in a category too (the
-- category's link is checked per row): 15 ms -> 1 ms for a top category sorted by price.
drop index products_price;
create index products_price on products (process_price, position, id) where active;

-- A brand shop and a group's shop template in the shop's order, when the brand or group is a small
-- part of the catalogue (a large one walks products_visible_position).
create index products_brand_position on products (brand_id, position, id) where active;
create index products_group_position on products (group_id, position, id) where active;

-- Storefront NEWEST among visible products.
create index products_visible_newest on products (created_at desc, id desc) where active;

analyze products;

-- What shoppers see changed: every write to a table that public answers are built from tells the
-- server (NOTIFY izlog_content_changed, once per transaction), which moves its content version and
-- so forgets the pages and API answers it keeps (src/server/cache). Writes through the API move it
-- themselves before they answer; this covers every other writer too: an import, a script, a row
-- edited by hand, another instance on the same database.
create function content_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('izlog_content_changed', '');
  return null;
end $$;

do $$
declare
  name text;
begin
  foreach name in array array[
    'storage_files', 'categories', 'brands', 'groups', 'filters', 'group_campaigns', 'products', 'product_categories',
    'product_gallery', 'product_specifications', 'product_connections', 'pages', 'blocks', 'banners', 'settings',
    'blog_posts', 'order_countries', 'order_settings', 'search_synonyms'
  ] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function content_changed()',
      name || '_content_changed', name);
  end loop;
end $$;
