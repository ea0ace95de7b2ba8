-- Administrators of the shop. E-mails are stored trimmed and lower case, so the unique index
-- also serves the case-insensitive login lookup (adminLogin, adminPasswordEmail, createAdministrator).
create table administrators (
  id serial primary key,
  name text not null,
  email text not null,
  -- scrypt (src/server/auth/passwords.ts); the demo's other accounts keep the mock's scrypt$N$salt$hash.
  password_hash text not null,
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index administrators_email on administrators (email);

-- Registered shoppers. country_id points at order_countries (050_orders.sql adds the foreign key,
-- because that table comes later).
create table users (
  id serial primary key,
  name text not null,
  lastname text not null,
  email text not null,
  password_hash text not null,
  phone text,
  address text,
  city text,
  zip text,
  country_id integer,
  verified boolean not null default false,
  banned boolean not null default false,
  newsletter boolean not null default false,
  -- "name lastname email" folded to lower case without diacritics (src/server/users/search.ts),
  -- so "jovanovic" finds Jovanović without a database extension.
  search_text text not null default '',
  created_at timestamptz not null default now()
);
-- userLogin, userRegister's "e-mail taken", userPasswordEmail.
create unique index users_email on users (email);
-- users(page, first): newest first.
create index users_created on users (created_at desc, id desc);
-- users(banned: true/false): newest first within the filter.
create index users_banned_created on users (banned, created_at desc, id desc);

-- Single-use links sent by mail: e-mail confirmation and password resets of shoppers and
-- administrators. Only the token's sha256 is stored; expires_at null for the demo's fixture links.
create table account_tokens (
  token_hash text primary key,
  purpose text not null check (purpose in ('user_verify', 'user_reset', 'admin_reset')),
  account_id integer not null,
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
-- Invalidating an account's pending links.
create index account_tokens_account on account_tokens (purpose, account_id) where used_at is null;
