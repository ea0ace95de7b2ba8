-- A secret of each order that opens its status page from the order e-mails' links without the
-- customer's e-mail (the code alone no longer does: it is printed on parcels and bank transfers).
-- 122 random bits from the database's strong generator; each existing order gets its own.
alter table orders add column status_key text not null default replace(gen_random_uuid()::text, '-', '');
