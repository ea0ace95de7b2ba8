/**
 * "Did you mean": when a search finds nothing, the text with each word the catalogue does not know
 * replaced by the closest word it does (fewest edits, then most alike by trigrams, then the most
 * common), offered only if that text finds products.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { plannedWords } from './plan';

/** Most edits a correction may be away, whatever the word's length. */
const MAX_EDITS = 3;

/** The corrected text (folded words), or null when no word has a correction. */
export async function correctedText(db: Db, lang: number, text: string): Promise<string | null> {
  const language = lang === 1 ? 1 : 0;
  const { rows } = await sql<{ word: string; known: boolean; closest: string | null }>`
    select w.word,
      exists (select 1 from search_words l where l.lang = ${language} and starts_with(l.word, w.word)) as known,
      (select l.word from search_words l
        cross join lateral (select levenshtein_less_equal(l.word, w.word, ${MAX_EDITS}) as distance) d
        where l.lang = ${language} and w.length >= 3
          and char_length(l.word) between w.length - ${MAX_EDITS} and w.length + ${MAX_EDITS}
          and d.distance <= least(${MAX_EDITS}, greatest(1, w.length / 3 + 1))
        order by d.distance, similarity(l.word, w.word) desc, l.products desc, l.word
        limit 1) as closest
    from ${plannedWords(text)} w
    order by w.position`.execute(db);
  const corrected = rows.map((row) => (row.known || !row.closest ? row.word : row.closest));
  return corrected.some((word, index) => word !== rows[index]!.word) ? corrected.join(' ') : null;
}
