/** The Cyrillic module's public entry (issue 29): the shop's own spellings and what transliteration takes from the shop. */
export { cyrillicResolvers } from './resolvers';
export { cyrillicDictionary, cyrillicMail, readCyrillicOptions, type CyrillicDictionary } from './dictionary';
export type { CyrillicTables, CyrillicSpellingRow } from './tables';
