/** The search's numbers, shared by the server (src/server/modules/search, catalog/search) and the apps. */

/** Shorter text finds nothing: the search screen and the header's suggestions wait for this many letters. */
export const SEARCH_MIN_LENGTH = 2;
/** A word of this many letters or more is found with one letter wrong, missing or extra. */
export const TYPO_ONE_EDIT_FROM = 4;
/** A word of this many letters or more is found with two such edits. */
export const TYPO_TWO_EDITS_FROM = 8;
/** Words of a query beyond this many are not searched for. */
export const SEARCH_MAX_WORDS = 8;
/** A word longer than this is searched for by its first this many letters. */
export const SEARCH_MAX_WORD_LENGTH = 40;
/** Edits a word may differ by, by its length: none below TYPO_ONE_EDIT_FROM letters. */
export function typoBudget(length: number): number {
  return length >= TYPO_TWO_EDITS_FROM ? 2 : length >= TYPO_ONE_EDIT_FROM ? 1 : 0;
}
/** A synonym group has this many terms at least and at most. */
export const SYNONYM_MIN_TERMS = 2;
export const SYNONYM_MAX_TERMS = 10;
/** Longest synonym term, in characters. */
export const SYNONYM_MAX_LENGTH = 40;
