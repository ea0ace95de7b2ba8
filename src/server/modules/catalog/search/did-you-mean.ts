/**
 * "Did you mean": when a search finds nothing, the text with each word the catalogue does not know
 * (in either language) replaced by the closest word it does (fewest edits, then most alike by
 * trigrams, then the most common), offered only if that text finds products.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { plannedWords } from './plan';
import { TYPO_ONE_EDIT_FROM } from '../../../../shared/search/rules';

/** Most edits a correction may be away, whatever the word's length. */
const MAX_EDITS = 3;

export interface Correction {
  /** The corrected text (folded words). */
  text: string;
  /**
   * Whether its results may be shown in the text's place at once: every word it changes has at
   * least TYPO_ONE_EDIT_FROM letters ("samsnug" is "samsung"; "kfa" may be "kg" or "kafa", so is only asked about).
   */
  sure: boolean;
}

/** The corrected text, or null when no word has a correction. */
export async function correctedText(db: Db, text: string): Promise<Correction | null> {
  const { rows } = await sql<{ word: string; known: boolean; closest: string | null }>`
    select w.word,
      exists (select 1 from search_words l where l.lang in (0, 1) and starts_with(l.word, w.word)) as known,
      (select l.word from search_words l
        cross join lateral (select levenshtein_less_equal(l.word, w.word, ${MAX_EDITS}) as distance) d
        where l.lang in (0, 1) and w.length >= 3
          and char_length(l.word) between w.length - ${MAX_EDITS} and w.length + ${MAX_EDITS}
          and d.distance <= least(${MAX_EDITS}, greatest(1, w.length / 3 + 1))
        group by l.word, d.distance
        order by d.distance, similarity(l.word, w.word) desc, sum(l.products) desc, l.word
        limit 1) as closest
    from ${plannedWords(text)} w
    order by w.position`.execute(db);
  const changed = rows.filter((row) => !row.known && row.closest);
  if (changed.length === 0) return null;
  return {
    text: rows.map((row) => (row.known || !row.closest ? row.word : row.closest)).join(' '),
    sure: changed.every((row) => [...row.word].length >= TYPO_ONE_EDIT_FROM),
  };
}
