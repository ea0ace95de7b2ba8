-- Issue 22 with issue 27's variants: a listing's option facets (Veličina 42 (17)) read from what each
-- product offers now, kept as variants are written, instead of from every variant's values per request.
-- Read per request, the facets unnested every orderable variant's values, looked each up with its option,
-- grouped the names as written and folded them: 13 ms for the whole shop at 10,000 products and 25 ms
-- for a category selected by a filter, rebuilt for every listing a size selling out made stale (about
-- 600 statements in 13 s at 10 orders a second). Here: a row per product and value that an active
-- variant in stock has, with the names as the storefront shows them and folded, per language.
--
-- Derived from the catalogue, like an index: no row of the shop is written. Kept in the writer's
-- transaction by the triggers below (a checkout's stock crossing zero, an edit of options, values or
-- variants); a stock change that keeps a variant in stock (50 → 49) changes nothing here.
create table listing_option_values (
  product_id integer not null,
  value_id integer not null,
  -- Per language [Serbian, English]: the option's name and the value as shown (catalog_pick, trimmed)
  -- and folded (catalog_fold), which the facets group by.
  names text[] not null,
  name_keys text[] not null,
  value_names text[] not null,
  value_keys text[] not null,
  option_position integer not null,
  value_position integer not null,
  swatch text,
  primary key (product_id, value_id)
);

-- What the given products offer now.
create function listing_option_values_of(ids integer[]) returns table (
  product_id integer, value_id integer, names text[], name_keys text[], value_names text[], value_keys text[],
  option_position integer, value_position integer, swatch text
) language sql stable as $$
  with offered as (
    select distinct v.product_id, x.value_id from product_variants v cross join unnest(v.value_ids) as x(value_id)
    where v.product_id = any(ids) and v.value_ids <> '{}' and v.active and v.stock > 0
  ), named as (
    select offered.product_id, offered.value_id,
      array[btrim(catalog_pick(o.names, 0)), btrim(catalog_pick(o.names, 1))] as names,
      array[btrim(catalog_pick(ov.names, 0)), btrim(catalog_pick(ov.names, 1))] as value_names,
      o.position as option_position, ov.position as value_position, ov.swatch
    from offered join product_option_values ov on ov.id = offered.value_id join product_options o on o.id = ov.option_id
  )
  select product_id, value_id, names, array[catalog_fold(names[1]), catalog_fold(names[2])],
    value_names, array[catalog_fold(value_names[1]), catalog_fold(value_names[2])], option_position, value_position, swatch
  from named
$$;

-- The products' rows made anew. Their product rows are locked first (in order, as the checkout's
-- triggers lock them), so two writers of one product's variants refresh it one after the other.
create function refresh_listing_option_values(ids integer[]) returns void language plpgsql as $$
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  perform 1 from products where id = any(ids) order by id for no key update;
  delete from listing_option_values where product_id = any(ids);
  insert into listing_option_values select * from listing_option_values_of(ids)
  on conflict (product_id, value_id) do nothing;
end $$;

-- Variants: inserted or deleted with values, or whose values, active state, product or being in stock changed.
create function listing_option_values_variants_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.product_id) into ids from new_rows n where n.value_ids <> '{}';
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows o where o.value_ids <> '{}';
  else
    select array_agg(distinct changed.product_id) into ids from (
      select n.product_id, o.product_id as before from new_rows n join old_rows o on o.id = n.id
      where (n.value_ids <> '{}' or o.value_ids <> '{}')
        and (o.product_id, o.value_ids, o.active, o.stock > 0) is distinct from (n.product_id, n.value_ids, n.active, n.stock > 0)
    ) changed;
  end if;
  perform refresh_listing_option_values(ids);
  return null;
end $$;

-- Options: their names or order (a deleted option's values go with it).
create function listing_option_values_options_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows o;
  else
    select array_agg(distinct n.product_id) into ids from new_rows n join old_rows o on o.id = n.id
    where (o.product_id, o.names, o.position) is distinct from (n.product_id, n.names, n.position);
  end if;
  perform refresh_listing_option_values(ids);
  return null;
end $$;

-- Values: their names, swatch or order, or a value taken out of its option (its variants change too).
create function listing_option_values_values_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows v join product_options o on o.id = v.option_id;
  else
    select array_agg(distinct o.product_id) into ids from new_rows n join old_rows b on b.id = n.id join product_options o on o.id = n.option_id
    where (b.option_id, b.names, b.swatch, b.position) is distinct from (n.option_id, n.names, n.swatch, n.position);
  end if;
  perform refresh_listing_option_values(ids);
  return null;
end $$;

-- Emptied tables: every product sold in options is read again.
create function listing_option_values_truncated() returns trigger language plpgsql as $$
begin
  truncate listing_option_values;
  perform refresh_listing_option_values(array(select distinct product_id from product_variants where value_ids <> '{}' order by 1));
  return null;
end $$;

create trigger product_variants_option_values_inserted after insert on product_variants referencing new table as new_rows
  for each statement execute function listing_option_values_variants_changed();
create trigger product_variants_option_values_deleted after delete on product_variants referencing old table as old_rows
  for each statement execute function listing_option_values_variants_changed();
create trigger product_variants_option_values_updated after update on product_variants referencing old table as old_rows new table as new_rows
  for each statement execute function listing_option_values_variants_changed();
create trigger product_options_option_values_deleted after delete on product_options referencing old table as old_rows
  for each statement execute function listing_option_values_options_changed();
create trigger product_options_option_values_updated after update on product_options referencing old table as old_rows new table as new_rows
  for each statement execute function listing_option_values_options_changed();
create trigger product_option_values_option_values_deleted after delete on product_option_values referencing old table as old_rows
  for each statement execute function listing_option_values_values_changed();
create trigger product_option_values_option_values_updated after update on product_option_values referencing old table as old_rows new table as new_rows
  for each statement execute function listing_option_values_values_changed();
create trigger product_variants_option_values_truncated after truncate on product_variants
  for each statement execute function listing_option_values_truncated();
create trigger product_options_option_values_truncated after truncate on product_options
  for each statement execute function listing_option_values_truncated();
create trigger product_option_values_option_values_truncated after truncate on product_option_values
  for each statement execute function listing_option_values_truncated();

-- The shop's products as they are now.
select refresh_listing_option_values(array(select distinct product_id from product_variants where value_ids <> '{}' order by 1));
analyze listing_option_values;
