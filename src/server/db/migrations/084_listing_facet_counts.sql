-- Issue 22, a faster cold engine: the facets of a listing with no selection (the whole shop, a category
-- and its subcategories) counted as products are written, not as shoppers ask. Computed per request,
-- the shop's facets read every product and every filter value (a Seq Scan of 24,000 values and a hash
-- join with 10,000 products, 25 ms at 10,000 products); read from these counts, a few hundred rows.
--
-- Counted: the products shown without a display window (active, no active_from, no active_to). A
-- product with a window is shown by the clock, so its facets are counted live when a listing is read
-- (catalog/listing-summary.ts), from products_windowed below.
--
-- What each counted product adds, per scope (0: the whole shop; a category's id: that category and
-- every category above it), kept so a change subtracts exactly what the product added before:
--   kind 1: its brand (key: the brand's id, 0 for none): the brand facet, whose sum is the total;
--   kind 2 / 3: a filter's value in Serbian / English (key: the filter, folded and written value);
--   kind 4: its price (the price facet's bounds).
-- These tables are derived from the catalogue, like an index: no row of the shop is written.
create table listing_facet_rows (
  product_id integer not null,
  scope integer not null,
  kind smallint not null,
  key integer not null,
  folded text not null,
  value text not null,
  price numeric(12, 2)
);
create index listing_facet_rows_product on listing_facet_rows (product_id);

create table listing_facet_counts (
  scope integer not null,
  kind smallint not null,
  key integer not null,
  folded text not null,
  value text not null,
  count integer not null,
  primary key (scope, kind, key, folded, value)
);
create index listing_facet_counts_spent on listing_facet_counts (scope) where count = 0;

create table listing_price_counts (
  scope integer not null,
  price numeric(12, 2) not null,
  count integer not null,
  primary key (scope, price)
);
create index listing_price_counts_spent on listing_price_counts (scope) where count = 0;

-- The products whose display window decides whether they are shown, counted live.
create index products_windowed on products (id) include (brand_id, process_price, active_from, active_to)
  where active and (active_from is not null or active_to is not null);

-- What the given products add now (nothing for a product not counted or gone).
create function listing_facet_rows_of(ids integer[]) returns table (
  product_id integer, scope integer, kind smallint, key integer, folded text, value text, price numeric(12, 2)
) language sql stable as $$
  with recursive counted as (
    select p.id, p.brand_id, p.process_price from products p
    where p.id = any(ids) and p.active and p.active_from is null and p.active_to is null
  ), above (product_id, category_id) as (
    select pc.product_id, pc.category_id from product_categories pc join counted on counted.id = pc.product_id
    union
    select above.product_id, c.parent_id from above join categories c on c.id = above.category_id where c.parent_id is not null
  ), scopes (product_id, scope) as (
    select id, 0 from counted
    union
    select product_id, category_id from above
  ), adds (product_id, kind, key, folded, value, price) as (
    select id, 1::smallint, coalesce(brand_id, 0), '', '', null::numeric(12, 2) from counted
    union all
    select id, 4::smallint, 0, '', '', process_price from counted
    union all
    select s.product_id, 2::smallint, s.filter_id, s.folded_sr, s.value_sr, null from product_specifications s
      join counted on counted.id = s.product_id where s.value_sr <> ''
    union all
    select s.product_id, 3::smallint, s.filter_id, s.folded_en, s.value_en, null from product_specifications s
      join counted on counted.id = s.product_id where s.value_en <> ''
  )
  select adds.product_id, scopes.scope, adds.kind, adds.key, adds.folded, adds.value, adds.price
  from adds join scopes on scopes.product_id = adds.product_id
$$;

-- Subtracts what the products added before, adds what they add now. The products' rows are locked
-- first, so two writers of one product count it one after the other.
create function refresh_listing_facets(ids integer[]) returns void language plpgsql as $$
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  perform 1 from products where id = any(ids) order by id for no key update;
  with added_before as (
    delete from listing_facet_rows r where r.product_id = any(ids) returning r.scope, r.kind, r.key, r.folded, r.value, r.price
  ), added_now as (
    insert into listing_facet_rows select * from listing_facet_rows_of(ids)
    returning scope, kind, key, folded, value, price
  ), delta as (
    select scope, kind, key, folded, value, price, sum(n)::integer as n from (
      select added_before.*, -1 as n from added_before
      union all
      select added_now.*, 1 from added_now
    ) both_sides
    group by scope, kind, key, folded, value, price
    having sum(n) <> 0
  ), faceted as (
    insert into listing_facet_counts as c (scope, kind, key, folded, value, count)
    select scope, kind, key, folded, value, sum(n) from delta where kind <> 4 group by scope, kind, key, folded, value
    order by scope, kind, key, folded, value
    on conflict (scope, kind, key, folded, value) do update set count = c.count + excluded.count
  )
  insert into listing_price_counts as c (scope, price, count)
  select scope, price, sum(n) from delta where kind = 4 group by scope, price order by scope, price
  on conflict (scope, price) do update set count = c.count + excluded.count;
  delete from listing_facet_counts where count = 0;
  delete from listing_price_counts where count = 0;
end $$;

create function listing_facets_products_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(id) into ids from old_rows;
  else
    select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id
    where (o.active, o.active_from, o.active_to, o.brand_id, o.process_price)
      is distinct from (n.active, n.active_from, n.active_to, n.brand_id, n.process_price);
  end if;
  perform refresh_listing_facets(ids);
  return null;
end $$;

-- product_categories and product_specifications: the products whose rows were written.
create function listing_facets_links_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct product_id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct product_id) into ids from old_rows;
  else
    select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) written;
  end if;
  perform refresh_listing_facets(ids);
  return null;
end $$;

-- Emptied tables: the products left are counted again.
create function listing_facets_truncated() returns trigger language plpgsql as $$
begin
  truncate listing_facet_rows, listing_facet_counts, listing_price_counts;
  perform refresh_listing_facets(array(select id from products order by id));
  return null;
end $$;

-- A category moved under another: the products below it count in other categories above.
create function listing_facets_categories_moved() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  with recursive moved (id) as (
    select n.id from new_rows n join old_rows o on o.id = n.id where n.parent_id is distinct from o.parent_id
    union
    select c.id from categories c join moved on c.parent_id = moved.id
  )
  select array_agg(distinct pc.product_id) into ids from product_categories pc join moved on moved.id = pc.category_id;
  perform refresh_listing_facets(ids);
  return null;
end $$;

do $$
declare
  tbl text;
begin
  create trigger products_facets_inserted after insert on products referencing new table as new_rows
    for each statement execute function listing_facets_products_changed();
  create trigger products_facets_deleted after delete on products referencing old table as old_rows
    for each statement execute function listing_facets_products_changed();
  create trigger products_facets_updated after update on products referencing old table as old_rows new table as new_rows
    for each statement execute function listing_facets_products_changed();
  foreach tbl in array array['products', 'product_categories', 'product_specifications'] loop
    execute format('create trigger %I after truncate on %I for each statement execute function listing_facets_truncated()', tbl || '_facets_truncated', tbl);
  end loop;
  foreach tbl in array array['product_categories', 'product_specifications'] loop
    execute format('create trigger %I after insert on %I referencing new table as new_rows for each statement execute function listing_facets_links_changed()',
      tbl || '_facets_inserted', tbl);
    execute format('create trigger %I after delete on %I referencing old table as old_rows for each statement execute function listing_facets_links_changed()',
      tbl || '_facets_deleted', tbl);
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function listing_facets_links_changed()',
      tbl || '_facets_updated', tbl);
  end loop;
  create trigger categories_facets_moved after update on categories referencing old table as old_rows new table as new_rows
    for each statement execute function listing_facets_categories_moved();
end $$;

-- The products shown now because their display window is open (active, with active_from or active_to,
-- and now within them): counted live when a listing is read. In the scope: linked to one of
-- `categories` (a category's subtree), or anywhere when null (the whole shop).
create function listing_windowed(categories integer[]) returns table (id integer, brand_id integer, process_price numeric(12, 2))
language sql stable as $$
  select p.id, p.brand_id, p.process_price from products p
  where p.active and (p.active_from is not null or p.active_to is not null)
    and (p.active_from is null or p.active_from <= now()) and (p.active_to is null or p.active_to >= now())
    and (categories is null or exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(categories)))
$$;

-- The lowest and highest price shown in a listing with no selection (RSD; null when it shows nothing):
-- the price facet, which a price's change alone makes stale (catalog/shared-listing.ts keeps it apart).
-- PL/pgSQL functions keep their plans for the connection: planned per request, these unions cost more
-- than they took to run.
create function listing_counted_prices(scope_id integer, categories integer[])
returns table (low numeric(12, 2), high numeric(12, 2))
language plpgsql stable as $$
begin
  return query
  with bounds (low, high) as (
    select (select min(c.price) from listing_price_counts c where c.scope = scope_id),
      (select max(c.price) from listing_price_counts c where c.scope = scope_id)
    union all
    select min(w.process_price), max(w.process_price) from listing_windowed(categories) w
  )
  select min(b.low), max(b.high) from bounds b;
end $$;

-- A listing's facets with no selection, as catalog/listing-summary.ts reads them: the counts of the
-- scope (0, or the category whose subtree `categories` is) and the products with a display window
-- open now. One row per brand (part 1; key null for none; listed: how many products, summing to the
-- total), per filter's value (part 2; low: folded, high: as first written) and the price bounds (part 3).
create function listing_counted_facets(scope_id integer, lang integer, categories integer[])
returns table (part integer, key integer, low text, high text, count bigint, listed bigint)
language plpgsql stable as $$
begin
  return query
  with windowed as materialized (
    select * from listing_windowed(categories)
  ), facets (part, key, low, high, count, listed) as (
    select 1, nullif(c.key, 0), null::text, null::text, c.count::bigint, c.count::bigint
      from listing_facet_counts c where c.scope = scope_id and c.kind = 1
    union all
    select 1, w.brand_id, null, null, count(*), count(*) from windowed w group by w.brand_id
    union all
    select 3, 0, b.low::text, b.high::text, 0, null from listing_counted_prices(scope_id, categories) b
    union all
    select 2, c.key, c.folded, c.value, c.count, null
      from listing_facet_counts c where c.scope = scope_id and c.kind = case when lang = 1 then 3 else 2 end
    union all
    -- offset 0: each windowed product's values by its index, never a scan of every product's values.
    select 2, v.filter_id, v.folded, v.value, count(*), null from windowed w
      cross join lateral (
        select s.filter_id, case when lang = 1 then s.folded_en else s.folded_sr end as folded,
          case when lang = 1 then s.value_en else s.value_sr end as value
        from product_specifications s where s.product_id = w.id offset 0
      ) v
      where v.value <> ''
      group by v.filter_id, v.folded, v.value
  )
  select f.part, f.key, f.low, min(f.high), sum(f.count)::bigint, sum(f.listed)::bigint
  from facets f group by f.part, f.key, f.low;
end $$;

-- The shop's products as they are now.
select refresh_listing_facets(array(select id from products order by id));
analyze listing_facet_rows;
analyze listing_facet_counts;
analyze listing_price_counts;
