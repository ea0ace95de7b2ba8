-- The script a Serbian order was placed in (issue 29): 'Cyrl' when the shopper read the shop in
-- Cyrillic, so the order's e-mails and links speak it too. Null for every other order (Latin, English)
-- and for orders placed before: their e-mails stay in Latin, as they were.
alter table orders add column script text check (script in ('Cyrl'));
