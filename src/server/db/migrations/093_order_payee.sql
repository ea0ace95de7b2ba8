-- The payee's name bank transfers go to (issue 28): with a valid bank_account it makes each
-- bank-transfer order's NBS IPS QR code. Empty in an existing shop until its administrator sets it.
alter table order_settings add column bank_account_name text;
