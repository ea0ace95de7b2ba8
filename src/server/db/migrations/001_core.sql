-- Sign-in sessions of administrators and shoppers. Tokens are stored hashed (sha256), so a
-- leaked database does not sign anyone in; revoking a session (logout, ban, new password) sets
-- revoked_at.
create table sessions (
  token_hash text primary key,
  kind text not null check (kind in ('admin', 'user')),
  subject_id integer not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_subject on sessions (kind, subject_id) where revoked_at is null;

-- Facts about the shop itself, such as when the demo data was loaded (so a shop its
-- administrator has emptied is not filled again at the next start).
create table shop_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
