/** The administrator's synonym groups: each term of a group finds what the others find (plan.ts). */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export interface SynonymGroup {
  id: number;
  /** As the administrator wrote them. */
  terms: string[];
}

/** Every group, oldest first. */
export async function synonymGroups(db: Db): Promise<SynonymGroup[]> {
  const { rows } = await sql<SynonymGroup>`select id, terms from search_synonyms order by id`.execute(db);
  return rows;
}

/** Writes a group (a new one without `id`); null when `id` names none. Terms are folded by the database's rule. */
export async function saveSynonymGroup(db: Db, id: number | null, terms: string[]): Promise<SynonymGroup | null> {
  const folded = sql`array(select btrim(catalog_words(t.term)) from unnest(${terms}::text[]) with ordinality as t (term, n) order by t.n)`;
  const { rows } =
    id === null
      ? await sql<SynonymGroup>`insert into search_synonyms (terms, folded) values (${terms}::text[], ${folded}) returning id, terms`.execute(db)
      : await sql<SynonymGroup>`update search_synonyms set terms = ${terms}::text[], folded = ${folded} where id = ${id} returning id, terms`.execute(db);
  return rows[0] ?? null;
}

/** Removes a group; false when there was none. */
export async function deleteSynonymGroup(db: Db, id: number): Promise<boolean> {
  const result = await sql`delete from search_synonyms where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
