-- Issue 22: a product's price change says from what price to what (process_price, whole RSD), so a
-- listing ordered by price is made stale only when the move crosses the prices its page shows
-- (src/server/cache/price-bands.ts), not by every price change in its scope. The key of a price-only
-- change is `<id>:p:<before>:<after>`; the other classes are as migration 085 wrote them. A notice
-- that would pass notify_content_rows' 7,900 bytes with the prices (a price list of some hundreds of
-- products) names them without, as 085 did (the server then takes every price as moved), rather than
-- `products *`.
-- Only the trigger's function changes: no row of the shop is written.
create or replace function products_rows_updated() returns trigger language plpgsql as $$
declare
  listed text;
  unpriced text;
  stock text;
begin
  select
    string_agg(c.id || ':' || c.class || coalesce(case when c.class = 'p' then ':' || c.before || ':' || c.after end, ''), ',') filter (where c.changed),
    string_agg(c.id || ':' || c.class, ',') filter (where c.changed),
    string_agg(c.id || ':' || c.old_stock || ':' || c.new_stock, ',') filter (where not c.changed and c.old_stock is distinct from c.new_stock)
  into listed, unpriced, stock
  from (
    select n.id,
      case
        when (o.names, o.code, o.descriptions, o.brand_id, o.group_id, o.active, o.active_from, o.active_to, o.new, o.popular, o.position, o.created_at)
          is distinct from (n.names, n.code, n.descriptions, n.brand_id, n.group_id, n.active, n.active_from, n.active_to, n.new, n.popular, n.position, n.created_at)
          then 'm'
        when (o.price, o.discount_price) is distinct from (n.price, n.discount_price) then 'p'
        else 'd' end as class,
      round(o.process_price)::bigint as before,
      round(n.process_price)::bigint as after,
      (to_jsonb(o) - 'stock' - 'updated_at') is distinct from (to_jsonb(n) - 'stock' - 'updated_at') as changed,
      o.stock as old_stock,
      n.stock as new_stock
    from new_rows n join old_rows o on o.id = n.id
  ) c;
  if octet_length('products ' || coalesce(listed, '-') || ' ' || coalesce(stock, '-')) > 7900 then
    listed := unpriced;
  end if;
  perform notify_content_rows('products', listed, stock);
  return null;
end $$;
