/**
 * Serbian's two scripts (issue 29): the shop's content is kept in Latin and shown in Cyrillic to the
 * shoppers who choose it. The script is a choice within Serbian (Lang 0), sent in a header of its own
 * so that what existing clients send (Lang 0 or 1) keeps its meaning: without it, Latin.
 */
import { LANGUAGES, type LanguageId } from './languages';

export const SCRIPTS = ['Latn', 'Cyrl'] as const;
export type Script = (typeof SCRIPTS)[number];

/** The request header that names the script: `Script: Cyrl` (any case). */
export const SCRIPT_HEADER = 'Script';

/** The script a Script header names: Cyrillic only when it says so. */
export const scriptOfHeader = (value: string | null | undefined): Script => (value?.trim().toLowerCase() === 'cyrl' ? 'Cyrl' : 'Latn');

/** What an answer is read in: the language, and for Serbian its script (BCP 47). Caches keep answers apart by it. */
export type Reading = 'sr-Latn' | 'sr-Cyrl' | 'en';

export const readingOf = (lang: number, script: Script): Reading => (lang === 1 ? 'en' : script === 'Cyrl' ? 'sr-Cyrl' : 'sr-Latn');

/** Whether a reader reads Serbian in Cyrillic: the script counts only within Serbian (Lang 0). */
export const readsCyrillic = (lang: number, script: Script | null | undefined): boolean => lang === 0 && script === 'Cyrl';

/** The html element's lang for a reader: sr-Cyrl in Cyrillic, else the language's code (sr, en). */
export const htmlLangOf = (lang: LanguageId, script: Script): string => (readsCyrillic(lang, script) ? 'sr-Cyrl' : LANGUAGES[lang].code);
