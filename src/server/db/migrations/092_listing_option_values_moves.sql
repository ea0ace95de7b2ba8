-- Migration 091's triggers refreshed only the product a variant or an option value belongs to after
-- a write: a variant moved to another product, or a value moved to another product's option, left
-- what the first product offered in listing_option_values. No screen moves them; a script might.
-- Both products are refreshed now.
create or replace function listing_option_values_variants_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.product_id) into ids from new_rows n where n.value_ids <> '{}';
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows o where o.value_ids <> '{}';
  else
    select array_agg(distinct changed.id) into ids from (
      select unnest(array[n.product_id, o.product_id]) as id from new_rows n join old_rows o on o.id = n.id
      where (n.value_ids <> '{}' or o.value_ids <> '{}')
        and (o.product_id, o.value_ids, o.active, o.stock > 0) is distinct from (n.product_id, n.value_ids, n.active, n.stock > 0)
    ) changed;
  end if;
  perform refresh_listing_option_values(ids);
  return null;
end $$;

create or replace function listing_option_values_values_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows v join product_options o on o.id = v.option_id;
  else
    select array_agg(distinct o.product_id) into ids from new_rows n join old_rows b on b.id = n.id
      join product_options o on o.id in (n.option_id, b.option_id)
    where (b.option_id, b.names, b.swatch, b.position) is distinct from (n.option_id, n.names, n.swatch, n.position);
  end if;
  perform refresh_listing_option_values(ids);
  return null;
end $$;
