-- Migration 098 as commit d99f0e7 shipped it (2026-12-01, stop 46), without the long price list's fix
-- that 098 first shipped with (3be64a7) and 099 brings back: the shops created from that version.
-- Issue 22: a product's price change says from what price to what (process_price, whole RSD), so a
-- listing ordered by price is made stale only when the product enters, leaves or crosses the prices
-- its page shows (src/server/cache/price-bands.ts), not by every price change in its scope. The key
-- of a price-only change is `<id>:p:<before>:<after>`; the other classes are as migration 085 wrote them.
-- Only the trigger's function changes: no row of the shop is written.
create or replace function products_rows_updated() returns trigger language plpgsql as $$
declare
  listed text;
  stock text;
begin
  select
    string_agg(n.id || ':' || case
        when (o.names, o.code, o.descriptions, o.brand_id, o.group_id, o.active, o.active_from, o.active_to, o.new, o.popular, o.position, o.created_at)
          is distinct from (n.names, n.code, n.descriptions, n.brand_id, n.group_id, n.active, n.active_from, n.active_to, n.new, n.popular, n.position, n.created_at)
          then 'm'
        when (o.price, o.discount_price) is distinct from (n.price, n.discount_price)
          then 'p:' || round(o.process_price)::bigint || ':' || round(n.process_price)::bigint
        else 'd' end, ',')
      filter (where (to_jsonb(o) - 'stock' - 'updated_at') is distinct from (to_jsonb(n) - 'stock' - 'updated_at')),
    string_agg(n.id || ':' || o.stock || ':' || n.stock, ',') filter (
      where (to_jsonb(o) - 'stock' - 'updated_at') is not distinct from (to_jsonb(n) - 'stock' - 'updated_at') and o.stock is distinct from n.stock)
  into listed, stock
  from new_rows n join old_rows o on o.id = n.id;
  perform notify_content_rows('products', listed, stock);
  return null;
end $$;
