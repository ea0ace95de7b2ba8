-- Card payments through the bank's 3-D Secure page (issue 28). A card order holds its stock until
-- payment_hold_until (now + the settings' card_hold_minutes when placed); each try to pay is a row
-- of card_payments, numbered per order, with the fields of the bank's signed reply. Existing orders
-- and settings keep what they hold: no order is a card order, and no shop offers cards until its
-- owner switches CARD on.
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD'));
alter table orders add column payment_hold_until timestamptz;
-- The release job reads only the orders still holding stock.
create index orders_payment_holds on orders (payment_hold_until) where payment_hold_until is not null;

alter table order_settings add column card_hold_minutes integer not null default 30 check (card_hold_minutes between 5 and 1440);

create table card_payments (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  attempt integer not null,
  -- The bank's order number (oid): the order's code, a dash and the attempt.
  order_number text not null unique,
  status text not null default 'STARTED' check (status in ('STARTED', 'APPROVED', 'DECLINED', 'ERROR', 'VOIDED', 'REFUNDED')),
  amount_rsd numeric(12, 2) not null,
  created_at timestamptz not null default now(),
  replied_at timestamptz,
  transaction_date timestamptz,
  authorization_code text,
  transaction_id text,
  response text,
  return_code text,
  message text,
  masked_card text,
  reversed_at timestamptz,
  unique (order_id, attempt)
);
