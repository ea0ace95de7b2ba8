import type { LanguageId } from '../../../shared/languages';
import { en } from './en';
import { FEATURE_MESSAGES } from './feature-messages';
import { sr } from './sr';
import { translateWith, type Dictionaries, type MessageParams } from './translator';

export { fillPlaceholders, type MessageParams } from './translator';

const features = Object.values(FEATURE_MESSAGES);

/** The shell's texts and every feature's, by language index. */
export const DICTIONARIES: Dictionaries = {
  0: Object.assign({}, sr, ...features.map((feature) => feature.sr)),
  1: Object.assign({}, en, ...features.map((feature) => feature.en)),
};

/** A storefront text in a language (see translateWith). */
export function translate(lang: LanguageId, key: string, params?: MessageParams): string {
  return translateWith(DICTIONARIES, lang, key, params);
}
