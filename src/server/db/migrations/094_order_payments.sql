-- Where each order's payment stands (issue 28): AWAITING, PAID, FAILED or REFUNDED, and when it was
-- paid. Orders placed before keep null: the shop did not record their payment, and nothing here
-- guesses it.
alter table orders add column payment_status text check (payment_status in ('AWAITING', 'PAID', 'FAILED', 'REFUNDED'));
alter table orders add column paid_at timestamptz;
