import { foldText } from './fold';

/**
 * What separates words: spaces and punctuation, ASCII and typographic. The database splits with the
 * same class (catalog_words, migration 070_search.sql).
 */
const SEPARATORS = /[\s!-/:-@[-`{-~\u00a0\u00ab\u00b0\u00b7\u00bb\u00d7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033]+/u;

/** The words of a text as the search compares them: folded (foldText), split at spaces and punctuation. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(SEPARATORS)
    .filter((word) => word !== '');
}
