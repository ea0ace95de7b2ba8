/** Lower case without diacritics, so "cokolada" finds "Čokolada" and "dj" finds "đ". */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when `search` is empty or any of `texts` contains it, ignoring case and diacritics. */
export function matchesSearch(search: string | null | undefined, ...texts: (string | null | undefined)[]): boolean {
  const needle = search?.trim();
  if (!needle) return true;
  const folded = foldText(needle);
  return texts.some((text) => text != null && foldText(text).includes(folded));
}

/**
 * How well a name matches, best first: the name starts with the text (0), a word of it does (1),
 * it contains the text (2); 3 when only another field matched. `folded` is the search text through foldText.
 */
export function nameRank(name: string, folded: string): number {
  const foldedName = foldText(name);
  if (foldedName.startsWith(folded)) return 0;
  if (foldedName.split(/[\s\-/(),.]+/).some((word) => word.startsWith(folded))) return 1;
  if (foldedName.includes(folded)) return 2;
  return 3;
}

/** The search screen asks as the shopper types; shorter text finds nothing. */
export const SEARCH_MIN_LENGTH = 2;
/** At most this many of each kind, whatever `first` asks for. */
export const SEARCH_MAX_FIRST = 50;
