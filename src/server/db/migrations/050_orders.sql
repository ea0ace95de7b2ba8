-- Countries the shop delivers to; amounts in RSD.
create table order_countries (
  id serial primary key,
  names text[] not null,
  -- ISO 3166-1 alpha-2, upper case; unique (upsertOrderCountry's "code taken").
  code text not null unique,
  delivery_price numeric(12, 2) not null,
  free_delivery_over numeric(12, 2),
  active boolean not null default true,
  position integer not null default 0
);
-- orderCountries: by position.
create index order_countries_position on order_countries (position, id);

-- A shopper's country (users comes first, so its foreign key is added here).
alter table users add constraint users_country_id_fkey foreign key (country_id) references order_countries (id) on delete set null;
-- deleteOrderCountry clears it from shoppers.
create index users_country on users (country_id) where country_id is not null;

-- The shop's order settings: exactly one row (id 1). Amounts in RSD; checkout_notes per language.
create table order_settings (
  id integer primary key check (id = 1),
  min_order_total numeric(12, 2) not null default 0,
  delivery_days integer not null default 3,
  payment_methods text[] not null default '{CASH_ON_DELIVERY,BANK_TRANSFER}',
  bank_account text,
  checkout_notes text[] not null default '{"",""}',
  -- RSD for one EUR (src/server/orders/exchange-rate.ts).
  exchange_rate_eur numeric(12, 4) not null default 117.2
);
insert into order_settings (id) values (1);

-- Promo codes: a percentage off the subtotal, usage_count times at most, until expires_at (null: never).
create table promo_codes (
  id serial primary key,
  -- Upper case; unique, so a shopper's typed code (upper-cased) finds it by this index.
  code text not null unique,
  discount numeric(5, 2) not null check (discount >= 1 and discount <= 100),
  usage_count integer not null default 1 check (usage_count >= 1),
  used integer not null default 0 check (used >= 0),
  expires_at timestamptz,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
-- promoCodes(page, first): newest first.
create index promo_codes_created on promo_codes (created_at desc, id desc);

-- The last order number of each year: taking the next one locks the year's row, so concurrent
-- checkouts get distinct numbers.
create table order_sequences (
  year integer primary key,
  last integer not null
);

-- Placed orders. Amounts are in the order's currency (RSD for Serbian orders, EUR for English ones),
-- total_rsd beside them for statistics; status is the stored number 1–6 (src/shared/constants.ts).
create table orders (
  id serial primary key,
  code text not null unique,
  status smallint not null check (status between 1 and 6),
  customer_name text not null,
  customer_lastname text not null,
  customer_email text not null,
  customer_phone text not null,
  customer_company text,
  customer_vat_number text,
  address text not null,
  city text not null,
  zip text not null,
  country_id integer not null references order_countries (id),
  payment_method text not null check (payment_method in ('CASH_ON_DELIVERY', 'BANK_TRANSFER')),
  note text,
  promo_code text,
  subtotal numeric(12, 2) not null,
  discount numeric(12, 2) not null,
  delivery_price numeric(12, 2) not null,
  total numeric(12, 2) not null,
  currency text not null check (currency in ('RSD', 'EUR')),
  total_rsd numeric(12, 2) not null,
  lang smallint not null check (lang in (0, 1)),
  created_at timestamptz not null default now(),
  -- YYYY-MM-DD as text: both drivers read it the same, with no time zone shift.
  delivery_date text check (delivery_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  user_id integer references users (id) on delete set null,
  -- The checkout's key: a double submit finds the first order instead of making another.
  idempotency_key text,
  -- code, customer's name, e-mail and phone folded (src/server/users/search.ts) plus the phone's digits.
  search_text text not null default ''
);
-- createOrder: one order per checkout key.
create unique index orders_idempotency_key on orders (idempotency_key) where idempotency_key is not null;
-- ordersWithPagination: newest first, optionally from/to a day.
create index orders_created on orders (created_at desc, id desc);
-- ordersWithPagination(status): newest first within the status.
create index orders_status_created on orders (status, created_at desc, id desc);
-- myOrders and User.orders_count.
create index orders_user_created on orders (user_id, created_at desc, id desc) where user_id is not null;
-- orderCalendar: orders planned for a range of days.
create index orders_delivery_date on orders (delivery_date) where delivery_date is not null;
-- deleteOrderCountry's "in use" check.
create index orders_country on orders (country_id);

-- The lines of an order, copied from the product when it was ordered. No foreign key to products:
-- a line keeps its product's id after the product is deleted.
create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  product_id integer not null,
  name text not null,
  code text not null,
  quantity integer not null check (quantity >= 1),
  price numeric(12, 2) not null,
  total numeric(12, 2) not null,
  price_rsd numeric(12, 2) not null
);
-- Order.items (batched by order id).
create index order_items_order on order_items (order_id, id);
-- Sales per product.
create index order_items_product on order_items (product_id);

-- Every status an order has had, with its time (the first is its placement).
create table order_status_changes (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  status smallint not null check (status between 1 and 6),
  note text,
  created_at timestamptz not null default now()
);
-- Order.status_history (batched by order id), oldest first.
create index order_status_changes_order on order_status_changes (order_id, created_at, id);
