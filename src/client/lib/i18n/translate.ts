import type { LanguageId } from '../../../shared/languages';
import { mergeDictionaries, sharedDictionaries } from '../../../shared/i18n/shared-dictionaries';
import { translateWith, type Dictionaries, type MessageParams } from '../../../shared/i18n/translate-with';
import { en } from './en';
import { FEATURE_MESSAGES } from './feature-messages';
import * as RULES from './rules';
import { sr } from './sr';

const features = Object.values(FEATURE_MESSAGES).map((feature): Dictionaries => ({ 0: feature.sr, 1: feature.en }));

/** The shared rule and form texts (src/shared/i18n), the shell's and every feature's, by language index. */
export const DICTIONARIES: Dictionaries = mergeDictionaries(sharedDictionaries(RULES), { 0: sr, 1: en }, ...features);

/** A storefront text in a language (see translateWith). */
export function translate(lang: LanguageId, key: string, params?: MessageParams): string {
  return translateWith(DICTIONARIES, lang, key, params);
}
