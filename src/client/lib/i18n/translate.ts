import type { LanguageId } from '../../../shared/i18n/languages';
import { translateWith, type Dictionaries, type MessageParams } from '../../../shared/i18n/translate-with';
import { en } from './en';
import { sr } from './sr';

const texts: Record<LanguageId, Record<string, string>> = { 0: { ...sr }, 1: { ...en } };

/**
 * The storefront's texts by language index: the shell's, and each feature's (with the shared rule and
 * form texts its forms show) once its messages.ts has been loaded (addTexts).
 */
export const DICTIONARIES: Dictionaries = texts;

/** Adds texts in both languages; a feature's messages.ts does so when the first chunk that shows one of them loads. */
export function addTexts(added: Dictionaries): void {
  Object.assign(texts[0], added[0]);
  Object.assign(texts[1], added[1]);
}

/** A storefront text in a language (see translateWith). */
export function translate(lang: LanguageId, key: string, params?: MessageParams): string {
  return translateWith(DICTIONARIES, lang, key, params);
}
