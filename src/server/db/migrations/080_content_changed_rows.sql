-- What shoppers see changed, row by row (issue 22). Migration 071 told the server only that some
-- content table was written (an empty NOTIFY per statement), so every order emptied every cache.
-- Now the notification names the table and the rows a statement wrote, and the server makes stale
-- only what shows them (src/server/cache/write-tags.ts). A product's row says apart a change of its
-- stock alone (`id:before:after`, which the server shows only as "in stock" and a quantity up to the
-- order maximum) from a change of anything else. A statement writing more rows than one notification
-- holds (8000 bytes) names its table with `*`: everything is then stale, as before.
-- Only the triggers change: no row of the shop is written.

-- A row's key: the values of `keys` joined by ':' (product_categories: product:category).
create function content_row_key(r jsonb, keys text[]) returns text language sql immutable as $$
  select string_agg(coalesce(r ->> k, ''), ':' order by o) from unnest(keys) with ordinality as u(k, o)
$$;

create function notify_content_rows(tbl text, listed text, stock text) returns void language plpgsql as $$
declare
  payload text := tbl || ' ' || coalesce(listed, '-') || ' ' || coalesce(stock, '-');
begin
  if listed is null and stock is null then
    return;
  end if;
  if octet_length(payload) > 7900 then
    payload := tbl || ' *';
  end if;
  perform pg_notify('izlog_content_changed', payload);
end $$;

-- Inserted, deleted or updated rows (before and after: a link moved to another category names both); tg_argv: the key columns.
create function content_rows_changed() returns trigger language plpgsql as $$
declare
  listed text;
begin
  if tg_op = 'INSERT' then
    select string_agg(distinct content_row_key(to_jsonb(n), tg_argv), ',') into listed from new_rows n;
  elsif tg_op = 'DELETE' then
    select string_agg(distinct content_row_key(to_jsonb(o), tg_argv), ',') into listed from old_rows o;
  else
    select string_agg(distinct k, ',') into listed from (
      select content_row_key(to_jsonb(n), tg_argv) as k from new_rows n
      union select content_row_key(to_jsonb(o), tg_argv) from old_rows o
    ) keyed;
  end if;
  perform notify_content_rows(tg_table_name, listed, null);
  return null;
end $$;

-- Updated products: those with anything but the stock changed, and the stock-only changes with both values.
create function products_rows_updated() returns trigger language plpgsql as $$
declare
  listed text;
  stock text;
begin
  select
    string_agg(n.id::text, ',') filter (where (to_jsonb(o) - 'stock' - 'updated_at') is distinct from (to_jsonb(n) - 'stock' - 'updated_at')),
    string_agg(n.id || ':' || o.stock || ':' || n.stock, ',') filter (
      where (to_jsonb(o) - 'stock' - 'updated_at') is not distinct from (to_jsonb(n) - 'stock' - 'updated_at') and o.stock is distinct from n.stock)
  into listed, stock
  from new_rows n join old_rows o on o.id = n.id;
  perform notify_content_rows('products', listed, stock);
  return null;
end $$;

create function content_truncated() returns trigger language plpgsql as $$
begin
  perform pg_notify('izlog_content_changed', tg_table_name || ' *');
  return null;
end $$;

do $$
declare
  spec text[];
  tbl text;
  keys text;
begin
  foreach spec slice 1 in array array[
    ['storage_files', 'id'], ['categories', 'id'], ['brands', 'id'], ['groups', 'id'], ['filters', 'id'],
    ['group_campaigns', 'id'], ['products', 'id'], ['product_categories', 'product_id,category_id'],
    ['product_gallery', 'product_id'], ['product_specifications', 'product_id'], ['product_connections', 'product_id'],
    ['pages', 'id'], ['blocks', 'id'], ['banners', 'id'], ['settings', 'id'], ['blog_posts', 'id'],
    ['order_countries', 'id'], ['order_settings', 'id'], ['search_synonyms', 'id']
  ] loop
    tbl := spec[1];
    -- The trigger's arguments are the key columns, each quoted.
    keys := (select string_agg(quote_literal(k), ', ') from unnest(string_to_array(spec[2], ',')) k);
    execute format('drop trigger %I on %I', tbl || '_content_changed', tbl);
    execute format('create trigger %I after insert on %I referencing new table as new_rows for each statement execute function content_rows_changed(%s)',
      tbl || '_content_inserted', tbl, keys);
    execute format('create trigger %I after delete on %I referencing old table as old_rows for each statement execute function content_rows_changed(%s)',
      tbl || '_content_deleted', tbl, keys);
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function %I(%s)',
      tbl || '_content_updated', tbl, case when tbl = 'products' then 'products_rows_updated' else 'content_rows_changed' end, keys);
    execute format('create trigger %I after truncate on %I for each statement execute function content_truncated()', tbl || '_content_truncated', tbl);
  end loop;
end $$;
