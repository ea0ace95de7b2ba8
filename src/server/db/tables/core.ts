import type { Generated } from 'kysely';

/** sessions: a signed-in administrator's or shopper's token, hashed. */
export interface SessionsTable {
  token_hash: string;
  kind: 'admin' | 'user';
  subject_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

/** shop_meta: facts about the shop itself (demo_seeded_at …). */
export interface ShopMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface CoreTables {
  sessions: SessionsTable;
  shop_meta: ShopMetaTable;
}
