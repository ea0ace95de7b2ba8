import type { Generated, Selectable } from 'kysely';

/** administrators (040_users.sql). */
export interface AdministratorsTable {
  id: Generated<number>;
  name: string;
  /** Trimmed, lower case. */
  email: string;
  password_hash: string;
  last_login_at: Date | null;
  created_at: Generated<Date>;
}

/** users: registered shoppers (040_users.sql). */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  lastname: string;
  /** Trimmed, lower case. */
  email: string;
  password_hash: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  country_id: number | null;
  verified: Generated<boolean>;
  banned: Generated<boolean>;
  newsletter: Generated<boolean>;
  /** Name, last name and e-mail folded for search (searchText, src/server/lib/input-text.ts). */
  search_text: Generated<string>;
  created_at: Generated<Date>;
}

export type AccountTokenPurpose = 'user_verify' | 'user_reset' | 'admin_reset';

/** account_tokens: single-use links sent by mail, stored as their sha256. */
export interface AccountTokensTable {
  token_hash: string;
  purpose: AccountTokenPurpose;
  account_id: number;
  /** Null for the demo's fixture links, which last until used. */
  expires_at: Date | null;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface UserTables {
  administrators: AdministratorsTable;
  users: UsersTable;
  account_tokens: AccountTokensTable;
}

export type UserRow = Selectable<UsersTable>;

export type AdministratorRow = Selectable<AdministratorsTable>;
