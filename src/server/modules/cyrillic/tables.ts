import type { Generated, Selectable } from 'kysely';

/** cyrillic_spellings (097_cyrillic_spellings.sql): the shop's own Cyrillic for a Latin word or text. */
export interface CyrillicSpellingsTable {
  id: Generated<number>;
  latin: string;
  cyrillic: string;
  updated_at: Generated<Date>;
}

export interface CyrillicTables {
  cyrillic_spellings: CyrillicSpellingsTable;
}

export type CyrillicSpellingRow = Selectable<CyrillicSpellingsTable>;
