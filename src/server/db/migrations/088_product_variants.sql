-- Issue 27: products sold in variants (a size, a colour, a capacity). A product has options
-- (Veličina / Size) with ordered values, and variants: each one combination of values with its own
-- code, prices, stock, picture and active state, and the unit an order line names. A product without
-- options is one variant whose id is the product's.
--
-- The product's own code, prices and stock stay what listings sort, filter and show. For a product
-- with options they are its variants': the sum of the active variants' stock, and the prices of the
-- variant a shopper pays least for among those that can be ordered (among all active ones when none
-- can). For a product without options, product and variant hold the same values. Triggers keep the
-- two in step whichever is written (an admin's edit, an import, a checkout, a cancellation), in the
-- writer's transaction; a write that changes nothing writes nothing, so the two never ping-pong.

create table product_options (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  -- Per language, as products.names.
  names text[] not null default '{"",""}',
  -- How the storefront offers its values: 0 buttons, 1 colour swatches.
  display smallint not null default 0 check (display in (0, 1)),
  position integer not null default 0
);
-- Product.options, in order.
create index product_options_product on product_options (product_id, position, id);

create table product_option_values (
  id serial primary key,
  option_id integer not null references product_options (id) on delete cascade,
  names text[] not null default '{"",""}',
  -- A swatch's colour (#rrggbb); null for buttons.
  swatch text check (swatch is null or swatch ~ '^#[0-9a-f]{6}$'),
  position integer not null default 0
);
-- ProductOption.values, in order.
create index product_option_values_option on product_option_values (option_id, position, id);

-- Ids come from the products' sequence: a product's one variant has its product's id, so no variant
-- made later may take an id a product will be given.
create table product_variants (
  id integer primary key default nextval('products_id_seq'),
  product_id integer not null references products (id) on delete cascade,
  code text not null,
  -- The option values it is, one per option of its product, in the options' order; empty for a
  -- product without options.
  value_ids integer[] not null default '{}',
  -- Prices in RSD, as products'.
  price numeric(12, 2) not null,
  discount_price numeric(12, 2),
  stock integer not null default 0,
  active boolean not null default true,
  image_id integer references storage_files (id) on delete set null,
  position integer not null default 0
);
-- A code names one thing to sell (the CSV import updates by it).
create unique index product_variants_code on product_variants (lower(code));
-- Product.variants, in order; the checkout's and the triggers' lookups by product.
create index product_variants_product on product_variants (product_id, position, id);

-- Whether the variants that can be ordered differ in price (a listing says "od" before the price):
-- kept with the product's prices, so listings read it from the product's row.
alter table products add column price_varies boolean not null default false;

-- Every product there is becomes its one variant, with nothing lost.
insert into product_variants (id, product_id, code, price, discount_price, stock, active, image_id)
select id, id, code, price, discount_price, stock, true, image_id from products;

-- A product written (created, or its code, prices, stock or picture changed): a product without
-- options gives its one variant the same values.
-- (A statement trigger runs even when its statement wrote no row: each returns at once then, so the
-- two triggers' writes, which skip rows already the same, end.)
create function products_to_own_variant() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from new_rows) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into product_variants (id, product_id, code, price, discount_price, stock, active, image_id)
    select n.id, n.id, n.code, n.price, n.discount_price, n.stock, true, n.image_id from new_rows n
    on conflict (id) do nothing;
  else
    update product_variants v
    set code = n.code, price = n.price, discount_price = n.discount_price, stock = n.stock, image_id = n.image_id
    from new_rows n
    where v.id = n.id and v.product_id = n.id and v.value_ids = '{}'
      and (v.code, v.price, v.discount_price, v.stock, v.image_id) is distinct from (n.code, n.price, n.discount_price, n.stock, n.image_id);
  end if;
  return null;
end $$;
create trigger products_to_own_variant_inserted after insert on products
  referencing new table as new_rows for each statement execute function products_to_own_variant();
create trigger products_to_own_variant_updated after update on products
  referencing new table as new_rows for each statement execute function products_to_own_variant();

-- Variants written: their products take their code (without options), prices and stock.
create function product_variants_to_products(changed integer[]) returns void language plpgsql as $$
begin
  update products p
  set code = case when s.optionless then s.code else p.code end,
      price = s.price, discount_price = s.discount_price, stock = s.stock, price_varies = s.price_varies
  from (
    select v.product_id,
      bool_and(v.value_ids = '{}') as optionless,
      (array_agg(v.code order by v.id))[1] as code,
      coalesce(sum(v.stock) filter (where v.active), 0)::integer as stock,
      count(distinct case when v.discount_price is not null and v.discount_price < v.price then v.discount_price else v.price end)
        filter (where v.active and (v.stock > 0 or not exists (select 1 from product_variants w where w.product_id = v.product_id and w.active and w.stock > 0)))
        > 1 as price_varies,
      (array_agg(v.price order by not (v.active and v.stock > 0), not v.active,
        case when v.discount_price is not null and v.discount_price < v.price then v.discount_price else v.price end, v.position, v.id))[1] as price,
      (array_agg(v.discount_price order by not (v.active and v.stock > 0), not v.active,
        case when v.discount_price is not null and v.discount_price < v.price then v.discount_price else v.price end, v.position, v.id))[1] as discount_price
    from product_variants v
    where v.product_id = any (changed)
    group by v.product_id
  ) s
  where p.id = s.product_id
    and (p.code, p.price, p.discount_price, p.stock, p.price_varies)
      is distinct from (case when s.optionless then s.code else p.code end, s.price, s.discount_price, s.stock, s.price_varies);
end $$;

create function product_variants_changed() returns trigger language plpgsql as $$
declare
  changed integer[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct product_id) into changed from old_rows;
  else
    select array_agg(distinct product_id) into changed from new_rows;
  end if;
  if changed is not null then
    perform product_variants_to_products(changed);
  end if;
  return null;
end $$;
create trigger product_variants_inserted after insert on product_variants
  referencing new table as new_rows for each statement execute function product_variants_changed();
create trigger product_variants_updated after update on product_variants
  referencing new table as new_rows for each statement execute function product_variants_changed();
create trigger product_variants_deleted after delete on product_variants
  referencing old table as old_rows for each statement execute function product_variants_changed();

-- Order lines name the variant ordered, and its values at order time; a line of an earlier order
-- names its product's one variant, which has the product's id.
alter table order_items add column variant_id integer;
update order_items set variant_id = product_id;
alter table order_items alter column variant_id set not null;
alter table order_items add column variant_name text not null default '';

-- The caches hear these tables' writes as they hear the products' (migration 080; src/server/cache/
-- write-tags.ts): options and variants by their product, values by their option. A variant's
-- stock-only change names the variant with its stock before and after, so that selling one of 50
-- makes nothing stale.
create function product_variants_rows_updated() returns trigger language plpgsql as $$
declare
  listed text;
  stock text;
begin
  select
    string_agg(distinct n.product_id::text, ',') filter (where (to_jsonb(o) - 'stock') is distinct from (to_jsonb(n) - 'stock')),
    string_agg(n.id || ':' || o.stock || ':' || n.stock, ',') filter (
      where (to_jsonb(o) - 'stock') is not distinct from (to_jsonb(n) - 'stock') and o.stock is distinct from n.stock)
  into listed, stock
  from new_rows n join old_rows o on o.id = n.id;
  perform notify_content_rows('product_variants', listed, stock);
  return null;
end $$;

do $$
declare
  spec text[];
  tbl text;
  keys text;
begin
  foreach spec slice 1 in array array[['product_options', 'product_id'], ['product_option_values', 'option_id'], ['product_variants', 'product_id']] loop
    tbl := spec[1];
    keys := quote_literal(spec[2]);
    execute format('create trigger %I after insert on %I referencing new table as new_rows for each statement execute function content_rows_changed(%s)',
      tbl || '_content_inserted', tbl, keys);
    execute format('create trigger %I after delete on %I referencing old table as old_rows for each statement execute function content_rows_changed(%s)',
      tbl || '_content_deleted', tbl, keys);
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function %I(%s)',
      tbl || '_content_updated', tbl, case when tbl = 'product_variants' then 'product_variants_rows_updated' else 'content_rows_changed' end, keys);
    execute format('create trigger %I after truncate on %I for each statement execute function content_truncated()', tbl || '_content_truncated', tbl);
  end loop;
end $$;
