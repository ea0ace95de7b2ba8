/**
 * How the shop compares text, the one rule for search: Serbian Cyrillic written as Latin, đ as dj,
 * no diacritics, lower case. "Фрижидер", "FRIŽIDER" and "frizider" all read "frizider"; "Đak" and
 * "djak" read "djak". The database applies the same rule (catalog_fold, migration 070_search.sql,
 * with the unaccent extension for the diacritics); tests/server/search-fold.test.ts holds the two
 * to the same answer for every letter a shop in Serbia meets.
 */

/** Serbian Cyrillic, letter by letter, in the official Latin alphabet (Вук's 30 letters, both cases). */
export const SERBIAN_CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    (
      [
        ['А', 'A'], ['Б', 'B'], ['В', 'V'], ['Г', 'G'], ['Д', 'D'], ['Ђ', 'Đ'], ['Е', 'E'], ['Ж', 'Ž'], ['З', 'Z'], ['И', 'I'],
        ['Ј', 'J'], ['К', 'K'], ['Л', 'L'], ['Љ', 'Lj'], ['М', 'M'], ['Н', 'N'], ['Њ', 'Nj'], ['О', 'O'], ['П', 'P'], ['Р', 'R'],
        ['С', 'S'], ['Т', 'T'], ['Ћ', 'Ć'], ['У', 'U'], ['Ф', 'F'], ['Х', 'H'], ['Ц', 'C'], ['Ч', 'Č'], ['Џ', 'Dž'], ['Ш', 'Š'],
      ] as const
    ).flatMap(([upper, latin]) => [
      [upper, latin],
      [upper.toLowerCase(), latin.toLowerCase()],
    ]),
  ),
);

const CYRILLIC = new RegExp(`[${Object.keys(SERBIAN_CYRILLIC_TO_LATIN).join('')}]`, 'g');

/** Serbian Cyrillic letters in Latin; every other character as it is. */
export function serbianLatin(text: string): string {
  return text.replace(CYRILLIC, (letter) => SERBIAN_CYRILLIC_TO_LATIN[letter]!);
}

/**
 * Characters that carry no combining mark in Unicode, so NFD leaves them, but that PostgreSQL's
 * unaccent rules fold all the same: letters (ø → o, ß → ss, ł → l), the Latin digraphs Serbian
 * once used (ǉ → lj), ligatures, and typographic punctuation (“ → ", – → -). The rest of its rules
 * are NFD's marks.
 */
const UNACCENT_EXTRAS: Readonly<Record<string, string>> = {
  Æ: 'AE', æ: 'ae', Ð: 'D', ð: 'd', Ø: 'O', ø: 'o', Þ: 'TH', þ: 'th', ß: 'ss', ẞ: 'SS', ſ: 's',
  Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ĳ: 'IJ', ĳ: 'ij', ĸ: 'q', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l',
  ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'OE', œ: 'oe', Ŧ: 'T', ŧ: 't',
  Ǆ: 'DZ', ǅ: 'Dz', ǆ: 'dz', Ǉ: 'LJ', ǈ: 'Lj', ǉ: 'lj', Ǌ: 'NJ', ǋ: 'Nj', ǌ: 'nj', ﬁ: 'fi', ﬂ: 'fl',
  '\u201c': '"', '\u201d': '"', '\u201e': ',,', '\u2018': "'", '\u2019': "'", '\u201a': ',', '\u2039': '<', '\u203a': '>',
  '\u00ab': '<<', '\u00bb': '>>', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-',
  '\u2026': '...', '\u2032': "'", '\u2033': '"', '\u00d7': '*', '\u00f7': '/',
  '\u00a9': '(C)', '\u00ae': '(R)',
};
const EXTRAS = new RegExp(`[${Object.keys(UNACCENT_EXTRAS).join('')}]`, 'g');

/** Lower case without diacritics, Serbian Cyrillic as Latin, đ as dj: the search's view of a text. */
export function foldText(text: string): string {
  return serbianLatin(text)
    .replace(/Đ/g, 'Dj')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(EXTRAS, (letter) => UNACCENT_EXTRAS[letter]!)
    .normalize('NFC')
    .toLowerCase();
}
